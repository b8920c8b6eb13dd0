import { useLocation } from 'react-router'
import {
  LeaderboardScreen,
  requestedBoard,
} from '../../features/leaderboard/components/leaderboard-screen.tsx'

export function Component() {
  // A game's result links here with `{ board: 'game' }`, so the player sees the board they are on.
  return <LeaderboardScreen initialBoard={requestedBoard(useLocation().state)} />
}
