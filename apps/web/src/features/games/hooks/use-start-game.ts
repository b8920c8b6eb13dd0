import { type GameMode, type GameName, gameRules } from '@khelahobe/contracts/rules'
import { useNavigate } from 'react-router'
import { usePlayGate } from '../../../lib/play-gate/use-play-gate.ts'
import { startGameSession } from '../api/start-game-session.ts'
import type { GameData } from '../utils/game-frame.ts'

/**
 * Starts a game run through the play gate: a visitor gets the login modal; a tournament run
 * the server refuses with SUBSCRIPTION_REQUIRED goes through the subscription (free runs need
 * only the login). The run opens full screen in /tournamentframe with its session.
 * `busy` and `failed` name the run as `game:mode`.
 */
export function useStartGame() {
  const gate = usePlayGate()
  const navigate = useNavigate()

  function start(game: GameName, mode: GameMode, options: { replace?: boolean } = {}) {
    return gate.play({
      target: `${game}:${mode}`,
      segment: gameRules.segment,
      start: async () => {
        const session = await startGameSession({ game, mode })
        const gameData: GameData = {
          gameUrl: session.gameUrl,
          params: { sessionId: session.sessionId, game, mode },
        }
        navigate('/tournamentframe', { state: { gameData }, replace: options.replace })
        return 'leaving'
      },
    })
  }

  return { start, busy: gate.busy, failed: gate.failed }
}

export type StartGame = ReturnType<typeof useStartGame>
