import type { LeaderboardResponse } from '@khelahobe/contracts/leaderboard'
import type { ReactNode } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { isServiceBusy } from '../../../lib/api-client.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import { listRows, podiumPlaces } from '../utils/board-layout.ts'
import styles from './board-view.module.css'
import { Podium } from './podium.tsx'
import { RankList } from './rank-list.tsx'

type BoardViewProps = {
  board: LeaderboardResponse['data'] | undefined
  isLoading: boolean
  error: unknown
  retry: () => void
  /** Shown in the list box when no one is on the board at all. */
  emptyText: string
  /** Passed on to the list box: what sits under it, in px. */
  offset: number
  /** Drawn under the list box once the board is there (the caller's own line). */
  footer?: ReactNode
}

/** One board's podium and list, or why they are not there yet. */
export function BoardView({ board, isLoading, error, retry, emptyText, offset, footer }: BoardViewProps) {
  if (!board) {
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
  return (
    <>
      <Podium places={podiumPlaces(board.top3)} />
      <RankList
        rows={listRows(board.other)}
        // Two on the podium and no one below is not "no one has played".
        emptyText={board.top3.length === 0 ? emptyText : undefined}
        offset={offset}
      />
      {footer}
    </>
  )
}
