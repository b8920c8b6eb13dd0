import { type GameMode, type GameName, gameModes, gameNames, gameRules } from '@khelahobe/contracts/rules'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useMe } from '../../../lib/auth/get-me.ts'
import { usePlayGate } from '../../../lib/play-gate/use-play-gate.ts'
import { startGameSession } from '../api/start-game-session.ts'
import type { GameData } from '../utils/game-frame.ts'

type GameStart = { game: GameName; mode: GameMode }

/** The navigation state that asks /game to start a run: where the wallet's approval leads. */
const startState = (run: GameStart) => ({ startGame: run })

function requestedStart(state: unknown): GameStart | null {
  const run = (state as { startGame?: { game?: unknown; mode?: unknown } } | null)?.startGame
  const game = gameNames.find((name) => name === run?.game)
  const mode = gameModes.find((name) => name === run?.mode)
  return game && mode ? { game, mode } : null
}

/**
 * Starts a game run through the play gate: a visitor gets the login modal; a tournament run
 * the server refuses with SUBSCRIPTION_REQUIRED goes through the subscription (free runs need
 * only the login), and once paid the person comes back to /game, which starts the run (see
 * `useRequestedGameStart`). The run opens full screen in /tournamentframe with its session.
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
      afterPayment: { path: '/game', state: startState({ game, mode }) },
    })
  }

  return { start, busy: gate.busy, failed: gate.failed }
}

export type StartGame = ReturnType<typeof useStartGame>

/**
 * On /game: starts the run the navigation asked for (back from the wallet, now subscribed),
 * once the session is known. The request is taken off the page's history entry first, so a
 * reload or a way back to /game does not start another run.
 */
export function useRequestedGameStart(play: StartGame) {
  const location = useLocation()
  const navigate = useNavigate()
  const { user } = useMe()
  const requested = useRef(requestedStart(location.state))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the session is known; `play` is new each render.
  useEffect(() => {
    const run = requested.current
    if (!run || user === undefined) return
    requested.current = null
    navigate(location.pathname, { replace: true, state: null })
    void play.start(run.game, run.mode, { replace: true })
  }, [user])
}
