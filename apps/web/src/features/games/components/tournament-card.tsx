import type { Tournament } from '@khelahobe/contracts/games'
import { type ReactNode, useId, useState } from 'react'
import { trackTap } from '../../../lib/tracking.ts'
import { gamesText } from '../games-text.ts'
import { Countdown } from './countdown.tsx'
import styles from './tournament-card.module.css'

type TournamentCardProps = {
  tournament: Tournament
  /** When the tournament's figures arrived, by the server's clock (`serverNow`), for the countdown. */
  receivedAt: number
  /** The play button and its status lines; shown while the tournament runs. */
  play: ReactNode
  /** Whether the rules start open. */
  expanded?: boolean
}

/** The tournament: title, countdown or "ended", and a tap that opens its rules and prize. */
export function TournamentCard({ tournament, receivedAt, play, expanded = false }: TournamentCardProps) {
  const [open, setOpen] = useState(expanded)
  const detailsId = useId()
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img className={styles.art} src={`/game-art/${tournament.game}.svg`} alt="" width={160} height={120} />
      <h3 id={titleId} className={styles.title}>
        {tournament.title}
      </h3>
      <div className={styles.status}>
        {tournament.running ? (
          <Countdown secondsLeft={tournament.secondsLeft} receivedAt={receivedAt} />
        ) : (
          <p className={styles.ended}>{gamesText.ended}</p>
        )}
      </div>
      <button
        type="button"
        className={`link-button ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => {
          trackTap('tournament_card')
          setOpen((value) => !value)
        }}
      >
        {open ? gamesText.hideRules : gamesText.showRules}
      </button>
      <div id={detailsId} hidden={!open} className={styles.details}>
        <h4>{gamesText.rules}</h4>
        <ul>
          {tournament.rules.split('\n').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h4>{gamesText.prize}</h4>
        <p>{tournament.prize}</p>
      </div>
      {tournament.running && <div className={styles.play}>{play}</div>}
    </article>
  )
}
