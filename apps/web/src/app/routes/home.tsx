import { lazy, Suspense } from 'react'
import { HomeScreen } from '../../features/home/components/home-screen.tsx'

// The tournament card comes in its own chunk after the page has drawn: its countdown and game
// starter are not needed for the first paint on a slow phone.
const LatestTournament = lazy(() =>
  import('../../features/games/components/latest-tournament.tsx').then((module) => ({
    default: module.LatestTournament,
  })),
)

export function Component() {
  return (
    <HomeScreen
      tournament={
        <Suspense fallback={null}>
          <LatestTournament />
        </Suspense>
      }
    />
  )
}
