import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { ScoreResult } from '@khelahobe/contracts/games'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { Link } from '../../../components/ui/link.tsx'
import { formatNumber } from '../../../i18n/format.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { submitScore } from '../api/submit-score.ts'
import { frameText } from '../frame-text.ts'
import { gameInfo, gamesText } from '../games-text.ts'
import { useStartGame } from '../hooks/use-start-game.ts'
import {
  frameSource,
  type GameData,
  readGameData,
  readScoreMessage,
  type ScoreMessage,
} from '../utils/game-frame.ts'
import styles from './game-frame-screen.module.css'

const text = frameText

type Outcome =
  | { status: 'playing' }
  | { status: 'verifying' }
  | { status: 'verified'; result: ScoreResult }
  | { status: 'refused' | 'already-sent' | 'expired' }
  | { status: 'send-failed'; message: ScoreMessage }

/**
 * /tournamentframe: a game full screen in a sandboxed frame, from the navigation state's
 * `gameData`. Opened without it, or by a reload or the back button (its session may be spent,
 * and a reload must not replay the same course), it goes to /game.
 */
export function GameFrameScreen() {
  const location = useLocation()
  const navigate = useNavigate()
  const arrivedFromOutside = useNavigationType() === 'POP'
  const gameData = arrivedFromOutside ? null : readGameData(location.state)
  useEffect(() => {
    if (!gameData) navigate('/game', { replace: true })
  }, [gameData, navigate])
  if (!gameData) return null
  return <GameFrame key={gameData.params.sessionId} gameData={gameData} />
}

function GameFrame({ gameData }: { gameData: GameData }) {
  const { sessionId, game, mode } = gameData.params
  const frame = useRef<HTMLIFrameElement>(null)
  const [outcome, setOutcome] = useState<Outcome>({ status: 'playing' })
  const sent = useRef(false)
  const again = useStartGame()

  async function send(message: ScoreMessage) {
    setOutcome({ status: 'verifying' })
    try {
      const result = await submitScore({
        sessionId,
        score: message.score,
        ticks: message.ticks,
        inputs: message.inputs,
      })
      setOutcome({ status: 'verified', result })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        setOutcome({ status: 'send-failed', message })
      } else if (error.code === errorCodes.gameSessionUsed) {
        setOutcome({ status: 'already-sent' })
      } else if (error.code === errorCodes.gameSessionExpired) {
        setOutcome({ status: 'expired' })
      } else {
        setOutcome({ status: 'refused' })
      }
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener per session; `send` reads the rest.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only the game in our frame, whose sandbox gives it an opaque origin, and only once per run.
      if (event.source !== frame.current?.contentWindow || event.origin !== 'null') return
      const message = readScoreMessage(event.data, sessionId)
      if (!message || sent.current) return
      sent.current = true
      void send(message)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [sessionId])

  const name = gameInfo[game].name
  return (
    <div className={styles.screen}>
      <title>{`${name} | ${gamesText.title}`}</title>
      {/* A bar of its own above the game, so the way back never covers a game's controls. */}
      <div className={styles.bar}>
        <Link to="/game" replace className={styles.back} aria-label={text.back}>
          <span aria-hidden="true">‹</span> {text.back}
        </Link>
        <span className={styles.name}>{name}</span>
      </div>
      <iframe
        ref={frame}
        className={styles.frame}
        title={`${text.gameLabel}: ${name}`}
        src={frameSource(gameData.gameUrl, window.location.origin)}
        // Scripts only: no allow-same-origin, so the game can never reach the player's session.
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
      />
      {outcome.status !== 'playing' && (
        <div className={styles.result} role="dialog" aria-modal="true" aria-labelledby="game-result-title">
          <div className={styles.panel}>
            <h2 id="game-result-title">{text.resultTitle}</h2>
            <ResultBody outcome={outcome} mode={mode} onResend={send} />
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn-primary"
                aria-busy={again.busy !== null || undefined}
                onClick={() => again.start(game, mode, { replace: true })}
              >
                {text.playAgain}
              </button>
              {mode === 'tournament' && (
                <Link to="/leaderboard" state={{ board: 'game' }} className="btn btn-gold">
                  {text.leaderboard}
                </Link>
              )}
              <Link to="/game" replace className="btn btn-secondary">
                {text.back}
              </Link>
            </div>
            {again.failed !== null && (
              <p role="alert" className="form-error">
                {gamesText.startFailed}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  )
}

function ResultBody({
  outcome,
  mode,
  onResend,
}: {
  outcome: Exclude<Outcome, { status: 'playing' }>
  mode: GameData['params']['mode']
  onResend: (message: ScoreMessage) => void
}) {
  switch (outcome.status) {
    case 'verifying':
      return <p role="status">{text.verifying}</p>
    case 'verified': {
      const { result } = outcome
      return (
        <dl className={styles.figures}>
          <div>
            <dt>{text.yourScore}</dt>
            <dd className={styles.score}>{formatNumber(result.score)}</dd>
          </div>
          {mode === 'tournament' && result.best !== null && (
            <div>
              <dt>{text.todayBest}</dt>
              <dd>{formatNumber(result.best)}</dd>
            </div>
          )}
          {mode === 'tournament' && result.rank !== null && (
            <div>
              <dt>{text.rank}</dt>
              <dd>{formatNumber(result.rank)}</dd>
            </div>
          )}
          {!result.counted && <p className={styles.note}>{text.freeResult}</p>}
        </dl>
      )
    }
    case 'send-failed':
      return (
        <>
          <p role="alert" className="form-error">
            {text.sendFailed}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => onResend(outcome.message)}>
            {text.resend}
          </button>
        </>
      )
    case 'already-sent':
      return <p role="alert">{text.alreadySent}</p>
    case 'expired':
      return <p role="alert">{text.expired}</p>
    case 'refused':
      return (
        <p role="alert" className="form-error">
          {text.refused}
        </p>
      )
  }
}
