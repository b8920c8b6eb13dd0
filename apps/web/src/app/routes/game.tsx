import { GameScreen } from '../../features/games/components/game-screen.tsx'

export function Component() {
  return <GameScreen />
}
