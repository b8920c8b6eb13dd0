import { tournamentPageSize } from '@khelahobe/contracts/tournament-limits'
import { Link } from 'react-router'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { Pager } from '../../../components/pager.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { dhakaDateTime } from '../../../lib/dhaka-time.ts'
import { type ConsoleTournament, useTournaments } from '../api/get-tournaments.ts'
import { type StateFilter, stateFilters, type TournamentFilters } from '../tournament-filters.ts'

const columns: readonly Column<ConsoleTournament>[] = [
  {
    id: 'title',
    header: en.tournaments.tournament,
    cell: (row) => (
      <Link to={`/tournaments/${row.id}`} lang="bn">
        {row.title}
      </Link>
    ),
    sortValue: (row) => row.title,
  },
  { id: 'game', header: en.tournaments.game, cell: (row) => row.game, sortValue: (row) => row.game },
  {
    id: 'state',
    header: en.tournaments.state,
    cell: (row) => <span className={`state state-${row.state}`}>{en.tournaments.states[row.state]}</span>,
  },
  {
    id: 'starts',
    header: en.tournaments.starts,
    cell: (row) => <span className="nowrap">{dhakaDateTime(row.startsAt)}</span>,
    sortValue: (row) => row.startsAt,
  },
  {
    id: 'ends',
    header: en.tournaments.ends,
    cell: (row) => <span className="nowrap">{dhakaDateTime(row.endsAt)}</span>,
    sortValue: (row) => row.endsAt,
  },
]

type Props = { filters: TournamentFilters; onFilters: (filters: TournamentFilters) => void }

/** Every tournament, latest start first (coming, running, ended), a page at a time. */
export function TournamentList({ filters, onFilters }: Props) {
  const { data, error, isLoading } = useTournaments(filters)
  const pages = data ? Math.max(1, Math.ceil(data.total / tournamentPageSize)) : 1
  return (
    <>
      <form
        className="filters"
        aria-label={en.tournaments.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor="tournament-state">{en.tournaments.state}</label>
          <select
            id="tournament-state"
            value={filters.state}
            onChange={(event) => onFilters({ state: event.target.value as StateFilter, page: 1 })}
          >
            {stateFilters.map((state) => (
              <option key={state} value={state}>
                {en.tournaments.states[state]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {isLoading ? <p role="status">{en.loading}</p> : null}
      {data ? (
        <>
          <DataTable
            caption={en.tournaments.caption}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            empty={en.tournaments.none}
          />
          <Pager
            status={en.tournaments.shown(data.total, data.page, pages)}
            page={data.page}
            pages={pages}
            onPage={(page) => onFilters({ ...filters, page })}
          />
        </>
      ) : null}
    </>
  )
}
