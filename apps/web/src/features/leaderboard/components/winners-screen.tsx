import { useState } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { useWinners, type WinnerList } from '../api/get-winners.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import styles from './board-screen.module.css'
import { BoardTabs, panelId, tabId } from './board-tabs.tsx'
import { BoardView } from './board-view.tsx'

const text = leaderboardText.winners

/** The spec's 100 px under the list box on this page: only the bottom bar sits there. */
const listOffset = 100

// The spec hides the special quiz toggle on this page.
const tabs = [
  { key: 'game', label: leaderboardText.tabs.game },
  { key: 'quiz', label: leaderboardText.tabs.quiz },
] as const satisfies readonly { key: WinnerList; label: string }[]

function WinnerBoard({ list }: { list: WinnerList }) {
  const { board, error, isLoading, retry } = useWinners(list)
  return (
    <BoardView
      board={board}
      error={error}
      isLoading={isLoading}
      retry={retry}
      emptyText={text.empty}
      offset={listOffset}
    />
  )
}

/** /winnerpage: yesterday's daily winners of the game tournament and the quiz; the quiz first. */
export function WinnersScreen() {
  const [list, setList] = useState<WinnerList>('quiz')
  return (
    <section className={`page ${styles.screen}`}>
      <title>{`${text.title}${bn.titleSuffix}`}</title>
      <h1 className={styles.title}>{text.title}</h1>
      <BoardTabs label={text.tabsLabel} tabs={tabs} selected={list} onSelect={setList} idPrefix="winners" />
      <div role="tabpanel" id={panelId('winners')} aria-labelledby={tabId('winners', list)}>
        <WinnerBoard list={list} />
      </div>
    </section>
  )
}
