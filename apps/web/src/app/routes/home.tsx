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

/** Only the slot draws again once hydrated, not the whole home screen around it. */
function LatestTournamentOnceHydrated() {
  const hydrated = useHydrated()
  return (
    hydrated && (
      <Suspense fallback={null}>
        <LatestTournament />
      </Suspense>
    )
  )
}

export function Component() {
  return <HomeScreen tournament={<LatestTournamentOnceHydrated />} />
}
