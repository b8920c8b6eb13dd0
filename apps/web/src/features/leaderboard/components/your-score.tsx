import type { BoardEntry } from '@khelahobe/contracts/leaderboard'
import { bengaliDigits, formatNumber } from '../../../i18n/format.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import styles from './your-score.module.css'

/**
 * The logged-in caller's own line, with their number in full (the server sends it unmasked
 * only to its owner), or a line saying they are not on today's board yet.
 */
export function YourScore({ entry }: { entry: BoardEntry | null }) {
  return (
    <section className={styles.bar} aria-labelledby="your-score-heading">
      <h2 id="your-score-heading" className={styles.heading}>
        {leaderboardText.yourScore}
      </h2>
      {entry ? (
        <p className={styles.line}>
          <span className={styles.rank}>
            {leaderboardText.rank} {formatNumber(entry.rank)}
          </span>{' '}
          <span className={styles.msisdn}>{bengaliDigits(entry.msisdn)}</span>{' '}
          <span className={styles.points}>
            {formatNumber(entry.score)} {leaderboardText.points}
          </span>
        </p>
      ) : (
        <p className={styles.line}>{leaderboardText.leaderboard.notOnBoard}</p>
      )}
    </section>
  )
}
