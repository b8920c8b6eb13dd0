import { useSearchParams } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { boardPeriods, TournamentBoardView } from '../../features/tournaments/components/tournament-board.tsx'
import { TournamentTabs } from '../../features/tournaments/components/tournament-tabs.tsx'
import { en } from '../../i18n/en.ts'

/** `/tournaments/board`: the game board of today, yesterday or the month. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('period')
  const period = boardPeriods.find((value) => value === asked) ?? 'today'
  return (
    <>
      <PageTitle title={en.tournaments.boardTitle} />
      <h1>{en.tournaments.boardTitle}</h1>
      <TournamentTabs />
      <TournamentBoardView
        period={period}
        onPeriod={(next) => setParams(next === 'today' ? {} : { period: next })}
      />
    </>
  )
}
