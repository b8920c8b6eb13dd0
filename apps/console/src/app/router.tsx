import { type ComponentType, lazy, Suspense } from 'react'
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router'
import { RouteErrorBoundary } from './routes/route-error.tsx'
import { ShellRoute } from './routes/shell.tsx'

/**
 * Declarative mode and lazy pages, as in the player app (docs/decisions/0002): each page is
 * its own chunk, so the heavy tools later sections bring (a data grid, charts) load only on
 * the pages that use them. Route modules export `Component`.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })))
  return <Page />
}

const routes: RouteObject[] = [
  { path: 'enrol', element: page(() => import('./routes/enrol.tsx')) },
  { path: 'login', element: page(() => import('./routes/login.tsx')) },
  {
    element: <ShellRoute />,
    children: [
      { index: true, element: page(() => import('./routes/landing.tsx')) },
      { path: 'pages/:page?', element: page(() => import('./routes/pages.tsx')) },
      { path: 'questions', element: page(() => import('./routes/questions.tsx')) },
      { path: 'questions/import', element: page(() => import('./routes/question-import.tsx')) },
      { path: 'questions/categories', element: page(() => import('./routes/categories.tsx')) },
      { path: 'questions/:id', element: page(() => import('./routes/question.tsx')) },
      { path: 'tournaments', element: page(() => import('./routes/tournaments.tsx')) },
      { path: 'tournaments/new', element: page(() => import('./routes/tournament-new.tsx')) },
      { path: 'tournaments/board', element: page(() => import('./routes/tournament-board.tsx')) },
      { path: 'tournaments/:id', element: page(() => import('./routes/tournament.tsx')) },
      { path: 'users', element: page(() => import('./routes/users.tsx')) },
      { path: 'winners', element: page(() => import('./routes/winners.tsx')) },
      { path: 'payouts', element: page(() => import('./routes/payouts.tsx')) },
      { path: 'campaigns', element: page(() => import('./routes/campaigns.tsx')) },
      { path: 'health', element: page(() => import('./routes/health.tsx')) },
      { path: 'audit', element: page(() => import('./routes/audit.tsx')) },
      { path: '*', element: page(() => import('./routes/not-found.tsx')) },
    ],
  },
]

function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  )
}

/** The API serves this app at /console/; every path below is relative to it. */
export function AppRouter() {
  return (
    <BrowserRouter basename="/console">
      <AppRoutes />
    </BrowserRouter>
  )
}
