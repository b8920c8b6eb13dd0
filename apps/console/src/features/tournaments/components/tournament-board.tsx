import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { type BoardPeriod, type TournamentBoard, useTournamentBoard } from '../api/get-tournament-board.ts'

type Entry = TournamentBoard['entries'][number]

const columns: readonly Column<Entry>[] = [
  {
    id: 'rank',
    header: en.tournaments.rank,
    cell: (row) => row.rank,
    sortValue: (row) => row.rank,
    numeric: true,
  },
  {
    id: 'number',
    header: en.tournaments.number,
    cell: (row) => <span className="nowrap">{row.msisdn}</span>,
  },
  { id: 'name', header: en.tournaments.name, cell: (row) => <span lang="bn">{row.name ?? ''}</span> },
  {
    id: 'score',
    header: en.tournaments.score,
    cell: (row) => row.score,
    sortValue: (row) => row.score,
    numeric: true,
  },
  {
    id: 'time',
    header: en.tournaments.time,
    cell: (row) => (row.timeMs / 1000).toFixed(1),
    sortValue: (row) => row.timeMs,
    numeric: true,
  },
  { id: 'plays', header: en.tournaments.plays, cell: (row) => row.round, numeric: true },
]

export const boardPeriods: readonly BoardPeriod[] = ['today', 'yesterday', 'month']

type Props = { period: BoardPeriod; onPeriod: (period: BoardPeriod) => void }

/** The game board as players see it, in their order, with the tournament running now. */
export function TournamentBoardView({ period, onPeriod }: Props) {
  const { data, error, isLoading } = useTournamentBoard(period)
  return (
    <>
      <p className="muted">{en.tournaments.boardHint}</p>
      {data ? (
        <p>
          {data.tournament ? (
            <strong lang="bn">{en.tournaments.running(data.tournament.title, data.tournament.game)}</strong>
          ) : (
            en.tournaments.noneRunning
          )}
        </p>
      ) : null}
      <form
        className="filters"
        aria-label={en.tournaments.period}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor="board-period">{en.tournaments.period}</label>
          <select
            id="board-period"
            value={period}
            onChange={(event) => onPeriod(event.target.value as BoardPeriod)}
          >
            {boardPeriods.map((value) => (
              <option key={value} value={value}>
                {en.tournaments.periods[value]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {isLoading ? <p role="status">{en.loading}</p> : null}
      {data ? (
        <DataTable
          caption={en.tournaments.boardCaption(en.tournaments.periods[data.period])}
          showCaption
          columns={columns}
          rows={data.entries}
          rowKey={(row) => row.rank}
          empty={en.tournaments.noEntries}
        />
      ) : null}
    </>
  )
}
