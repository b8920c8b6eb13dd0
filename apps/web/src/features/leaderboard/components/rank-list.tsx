import { bengaliDigits, formatNumber } from '../../../i18n/format.ts'
import { useBoxHeight } from '../hooks/use-box-height.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import type { ListRow } from '../utils/board-layout.ts'
import { prizeText } from '../utils/prize-text.ts'
import styles from './rank-list.module.css'

type RankListProps = {
  rows: readonly ListRow[]
  /** Shown in a box of its own when the whole board is empty; with neither rows nor this, nothing is. */
  emptyText?: string
  /** What sits under the box, in px: the spec's 130 on the leaderboard, 100 on the winner page. */
  offset: number
  /** Names the list for a screen reader; 'the rest of the list' (under a podium) by default. */
  label?: string
  /** What each line's figure counts; points by default. */
  unit?: string
}

/**
 * Ranked lines in a box that takes at most the window's remaining height and scrolls on its
 * own; a short list takes only its own height, so a board of one leaves no empty box.
 */
export function RankList({
  rows,
  emptyText,
  offset,
  label = leaderboardText.listLabel,
  unit = leaderboardText.points,
}: RankListProps) {
  const { ref, height } = useBoxHeight(offset)

  if (rows.length === 0) {
    return emptyText ? (
      <div className={styles.box}>
        <p className={styles.empty}>{emptyText}</p>
      </div>
    ) : null
  }
  return (
    <ol
      ref={ref}
      className={`${styles.box} ${styles.list}`}
      style={{ maxHeight: height }}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls on its own must take focus so a keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      {rows.map(({ position, entry }) => (
        <li key={position} className={styles.row}>
          <span className={styles.rank}>{formatNumber(position)}</span>{' '}
          <span className={styles.who}>
            <span className={styles.msisdn}>{bengaliDigits(entry.msisdn)}</span>
            {entry.prize && (
              <>
                {' '}
                <span className={styles.prize}>{prizeText(entry.prize)}</span>
              </>
            )}
          </span>{' '}
          <span className={styles.points}>
            {formatNumber(entry.score)} {unit}
          </span>
        </li>
      ))}
    </ol>
  )
}
