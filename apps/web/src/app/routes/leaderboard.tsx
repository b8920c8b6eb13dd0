import { LeaderboardScreen } from '../../features/leaderboard/components/leaderboard-screen.tsx'

export function Component() {
  return <LeaderboardScreen />
}
