import { WinnersScreen } from '../../features/leaderboard/components/winners-screen.tsx'

export function Component() {
  return <WinnersScreen />
}
