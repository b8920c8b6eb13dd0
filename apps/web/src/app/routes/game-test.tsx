import { GameTestScreen } from '../../features/games/components/game-test-screen.tsx'

export function Component() {
  return <GameTestScreen />
}
