import type { ReactNode } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { isServiceBusy } from '../../../lib/api-client.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import { listRows, podiumPlaces, type RankedEntry } from '../utils/board-layout.ts'
import styles from './board-view.module.css'
import { Podium } from './podium.tsx'
import { RankList } from './rank-list.tsx'

type BoardViewProps<Board> = {
  board: Board | undefined
  isLoading: boolean
  error: unknown
  retry: () => void
  /** What to draw once the board is there. */
  children: (board: Board) => ReactNode
}

/** A board once it is there, or why it is not there yet. */
export function BoardView<Board>({ board, isLoading, error, retry, children }: BoardViewProps<Board>) {
  if (board) return children(board)
  if (error && !isLoading) {
    return (
      <div role="alert" className={styles.state}>
        <p>{isServiceBusy(error) ? bn.common.busy : leaderboardText.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          {leaderboardText.retry}
        </button>
      </div>
    )
  }
  return (
    <p role="status" className={styles.state}>
      {leaderboardText.loading}
    </p>
  )
}

type PodiumBoardProps = {
  top3: readonly RankedEntry[]
  /** Rank 4 onwards. */
  other: readonly RankedEntry[]
  /** Shown in the list box when no one is on the board at all. */
  emptyText: string
  /** Passed on to the list box: what sits under it, in px. */
  offset: number
}

/** A board ranked by score: the top three on the podium, the rest in the list under it. */
export function PodiumBoard({ top3, other, emptyText, offset }: PodiumBoardProps) {
  return (
    <>
      <Podium places={podiumPlaces(top3)} />
      <RankList
        rows={listRows(other)}
        // Two on the podium and no one below is not "no one has played".
        emptyText={top3.length === 0 ? emptyText : undefined}
        offset={offset}
      />
    </>
  )
}
