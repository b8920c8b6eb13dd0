import { type ComponentType, lazy } from 'react'
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router'
import { RootRoute } from './routes/root.tsx'

/**
 * Every page is its own chunk; only the layout ships in the entry. We use React Router's
 * declarative mode (<BrowserRouter> + route objects + React.lazy) rather than the data router
 * (createBrowserRouter): the data router adds about 15 KB gzip, which alone would push the
 * first load of /home past its 100 KB budget (see docs/decisions). Route modules export
 * `Component`, the data router's lazy-route convention, so switching back is a one-file change.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })))
  return <Page />
}

const home = page(() => import('./routes/home.tsx'))
const quiz = page(() => import('./routes/quiz.tsx'))
const campaign = page(() => import('./routes/campaign.tsx'))

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { index: true, element: home },
      { path: 'home', element: home },
      { path: 'quiz', element: quiz },
      { path: 'play', element: quiz },
      { path: 'quizflow', element: page(() => import('./routes/quiz-flow.tsx')) },
      { path: 'quizflow2', element: page(() => import('./routes/quiz-flow-special.tsx')) },
      { path: 'quiz-success', element: page(() => import('./routes/quiz-success.tsx')) },
      { path: 'terms', element: page(() => import('./routes/terms.tsx')) },
      { path: 'rules', element: page(() => import('./routes/rules.tsx')) },
      { path: 'gifts', element: page(() => import('./routes/gifts.tsx')) },
      { path: 'policy', element: page(() => import('./routes/policy.tsx')) },
      { path: 'leaderboard', element: page(() => import('./routes/leaderboard.tsx')) },
      { path: 'leaderboardspecial', element: page(() => import('./routes/leaderboard-special.tsx')) },
      { path: 'winnerpage', element: page(() => import('./routes/winners.tsx')) },
      { path: 'game', element: page(() => import('./routes/game.tsx')) },
      { path: 'tournamentframe', element: page(() => import('./routes/tournament-frame.tsx')) },
      { path: 'gametest', element: page(() => import('./routes/game-test.tsx')) },
      { path: 'profile', element: page(() => import('./routes/profile.tsx')) },
      { path: 'support', element: page(() => import('./routes/support.tsx')) },
      { path: 'payment-success', element: page(() => import('./routes/payment-success.tsx')) },
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ path: `campaignpage${n}`, element: campaign })),
      { path: 'settings', element: page(() => import('./routes/settings.tsx')) },
      { path: 'HomePage', element: page(() => import('./routes/home-page-placeholder.tsx')) },
      { path: '*', element: page(() => import('./routes/not-found.tsx')) },
    ],
  },
]

/** The pages, under whichever router the caller gives: the browser's, or a static one when prerendering. */
export function AppRoutes() {
  return useRoutes(routes)
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
