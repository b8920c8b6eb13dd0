import type { Board } from '@khelahobe/contracts/leaderboard'
import { type ReactNode, useState } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { useLeaderboard } from '../api/get-leaderboard.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import styles from './board-screen.module.css'
import { BoardTabs, panelId, tabId } from './board-tabs.tsx'
import { BoardView, PodiumBoard } from './board-view.tsx'
import { YourScore } from './your-score.tsx'

const text = leaderboardText.leaderboard

/** The spec's 130 px under the list box: the bottom bar, and the caller's own line above it. */
const listOffset = 130

const tabs = [
  { key: 'game', label: leaderboardText.tabs.game },
  { key: 'quiz', label: leaderboardText.tabs.quiz },
  { key: 'special', label: leaderboardText.tabs.special },
] as const satisfies readonly { key: Board; label: string }[]

/** Today's board (the spec hides the date toggle), with the caller's own line when logged in. */
function TodayBoard({ board }: { board: Board }) {
  const { user } = useMe()
  const { board: data, error, isLoading, retry } = useLeaderboard(board)
  return (
    <BoardView board={data} error={error} isLoading={isLoading} retry={retry}>
      {({ top3, other, personalData }) => (
        <>
          <PodiumBoard top3={top3} other={other} emptyText={text.empty} offset={listOffset} />
          {user && <YourScore entry={personalData} />}
        </>
      )}
    </BoardView>
  )
}

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`page ${styles.screen}`}>
      <title>{`${title}${bn.titleSuffix}`}</title>
      <h1 className={styles.title}>{title}</h1>
      {children}
      <p className={styles.note}>{text.sharedWalletNote}</p>
    </section>
  )
}

/** Reads the board a link asked to open with (`state: { board }`); the quiz board otherwise. */
export function requestedBoard(state: unknown): Board {
  const board = (state as { board?: unknown } | null)?.board
  return tabs.find((tab) => tab.key === board)?.key ?? 'quiz'
}

/** /leaderboard: today's game, quiz and special quiz boards; the quiz board first unless asked. */
export function LeaderboardScreen({ initialBoard = 'quiz' }: { initialBoard?: Board }) {
  const [board, setBoard] = useState<Board>(initialBoard)
  return (
    <Screen title={text.title}>
      <BoardTabs
        label={text.tabsLabel}
        tabs={tabs}
        selected={board}
        onSelect={setBoard}
        idPrefix="leaderboard"
      />
      <div role="tabpanel" id={panelId('leaderboard')} aria-labelledby={tabId('leaderboard', board)}>
        <TodayBoard board={board} />
      </div>
    </Screen>
  )
}

/** /leaderboardspecial: the special quiz board alone, without tabs. */
export function SpecialLeaderboardScreen() {
  return (
    <Screen title={text.specialTitle}>
      <TodayBoard board="special" />
    </Screen>
  )
}
