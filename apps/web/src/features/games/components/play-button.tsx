import type { GameMode, GameName } from '@khelahobe/contracts/rules'
import { trackTap } from '../../../lib/tracking.ts'
import { gameInfo, gamesText } from '../games-text.ts'
import type { StartGame } from '../hooks/use-start-game.ts'
import styles from './play-button.module.css'

/** Starts one game in one mode through the play gate, with its busy and failed lines. */
export function PlayButton({
  play,
  game,
  mode,
  label,
}: {
  play: StartGame
  game: GameName
  mode: GameMode
  label: string
}) {
  const key = `${game}:${mode}`
  const busy = play.busy === key
  return (
    <>
      {/* Not `disabled` while busy: that would drop focus; the hook ignores the extra taps. */}
      <button
        type="button"
        className="btn btn-primary"
        aria-busy={busy || undefined}
        aria-label={`${label}: ${gameInfo[game].name}`}
        onClick={() => {
          trackTap(`game_${game}_${mode}`)
          play.start(game, mode)
        }}
      >
        {label}
      </button>
      {busy && (
        <p role="status" className={styles.status}>
          {gamesText.starting}
        </p>
      )}
      {play.failed === key && (
        <p role="alert" className={`form-error ${styles.status}`}>
          {gamesText.startFailed}
        </p>
      )}
    </>
  )
}
