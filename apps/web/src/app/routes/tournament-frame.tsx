import { GameFrameScreen } from '../../features/games/components/game-frame-screen.tsx'

export function Component() {
  return <GameFrameScreen />
}
