import { formatNumber } from '../../../i18n/format.ts'
import { useBoxHeight } from '../hooks/use-box-height.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import type { ListRow } from '../utils/board-layout.ts'
import styles from './rank-list.module.css'

type RankListProps = {
  rows: readonly ListRow[]
  /** Shown in the (then empty) box when the whole board is empty. */
  emptyText?: string
  /** What sits under the box, in px: the spec's 130 on the leaderboard, 100 on the winner page. */
  offset: number
}

/** Rank 4 onwards in a box that fills the window's remaining height and scrolls on its own. */
export function RankList({ rows, emptyText, offset }: RankListProps) {
  const { ref, height } = useBoxHeight(offset)

  if (rows.length === 0) {
    return (
      <div ref={ref} className={styles.box} style={{ height }}>
        {emptyText && <p className={styles.empty}>{emptyText}</p>}
      </div>
    )
  }
  return (
    <ol
      ref={ref}
      className={`${styles.box} ${styles.list}`}
      style={{ height }}
      aria-label={leaderboardText.listLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls on its own must take focus so a keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      {rows.map(({ position, entry }) => (
        <li key={position} className={styles.row}>
          <span className={styles.rank}>{formatNumber(position)}</span>{' '}
          <span className={styles.msisdn}>{entry.msisdn}</span>{' '}
          <span className={styles.points}>
            {formatNumber(entry.score)} {leaderboardText.points}
          </span>
        </li>
      ))}
    </ol>
  )
}
