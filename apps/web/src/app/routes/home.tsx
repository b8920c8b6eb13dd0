import { lazy, Suspense } from 'react'
import { HomeScreen } from '../../features/home/components/home-screen.tsx'
import { useHydrated } from '../../lib/hydration.ts'

// The tournament card comes in its own chunk after the page has drawn: its countdown and game
// starter are not needed for the first paint on a slow phone. A prerendered home leaves its
// slot empty (the slot keeps its space) and hydration fills it.
const LatestTournament = lazy(() =>
  import('../../features/games/components/latest-tournament.tsx').then((module) => ({
    default: module.LatestTournament,
  })),
)

export function Component() {
  const hydrated = useHydrated()
  return (
    <HomeScreen
      tournament={
        hydrated && (
          <Suspense fallback={null}>
            <LatestTournament />
          </Suspense>
        )
      }
    />
  )
}
