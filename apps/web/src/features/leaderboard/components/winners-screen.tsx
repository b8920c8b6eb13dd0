import { gameRules, quizPrizes, quizRules } from '@khelahobe/contracts/rules'
import { useState } from 'react'
import { bn } from '../../../i18n/bn.ts'
import { fill } from '../../../i18n/format.ts'
import { useWinners, type WinnerList } from '../api/get-winners.ts'
import { leaderboardText } from '../leaderboard-text.ts'
import { listRows } from '../utils/board-layout.ts'
import styles from './board-screen.module.css'
import { BoardTabs, panelId, tabId } from './board-tabs.tsx'
import { BoardView, PodiumBoard } from './board-view.tsx'
import { RankList } from './rank-list.tsx'

const text = leaderboardText.winners

/** The spec's 100 px under the list box on this page: only the bottom bar sits there. */
const listOffset = 100

// The spec hides the special quiz toggle on this page.
const tabs = [
  { key: 'game', label: leaderboardText.tabs.game },
  { key: 'quiz', label: leaderboardText.tabs.quiz },
] as const satisfies readonly { key: WinnerList; label: string }[]

/** How each list is decided, said above it (spec §9). */
const rules: Record<WinnerList, string> = {
  quiz: fill(text.quizRule, {
    winning: quizRules.regular.winningCorrect,
    winners: quizPrizes.dailyWinners,
    taka: quizPrizes.dailyTaka,
  }),
  game: fill(text.gameRule, { winners: gameRules.dailyWinners, taka: gameRules.dailyTaka }),
}

/**
 * One day's winners with their prizes. The game's are the best scores, so a podium fits;
 * the quiz's are the first to reach the winning answers, in the order they got there, so
 * they are one numbered list with their correct answers, never a podium of points.
 */
function WinnerBoard({ list }: { list: WinnerList }) {
  const { board, error, isLoading, retry } = useWinners(list)
  return (
    <>
      <p className={styles.rule}>{rules[list]}</p>
      <BoardView board={board} error={error} isLoading={isLoading} retry={retry}>
        {({ top3, other }) =>
          list === 'game' ? (
            <PodiumBoard top3={top3} other={other} emptyText={text.empty} offset={listOffset} />
          ) : (
            <RankList
              rows={listRows([...top3, ...other], 1)}
              emptyText={text.empty}
              offset={listOffset}
              label={text.quizListLabel}
              unit={text.correct}
            />
          )
        }
      </BoardView>
    </>
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
