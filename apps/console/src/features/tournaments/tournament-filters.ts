import { type TournamentState, tournamentStates } from '@khelahobe/contracts/tournament-limits'

export type StateFilter = TournamentState | 'all'
export const stateFilters: readonly StateFilter[] = ['all', ...tournamentStates]

/** The list's state and page, kept in the address so a filtered list can be linked and reloaded. */
export type TournamentFilters = { state: StateFilter; page: number }

const isStateFilter = (value: string | null): value is StateFilter =>
  (stateFilters as readonly (string | null)[]).includes(value)

/** The filters an address holds; anything unreadable is left at its default. */
export function readTournamentFilters(params: URLSearchParams): TournamentFilters {
  const state = params.get('state')
  const page = Number(params.get('page'))
  return {
    state: isStateFilter(state) ? state : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The filters as a query string without the defaults: the API and the address use the same. */
export function listQuery(filters: TournamentFilters): string {
  const params = new URLSearchParams()
  if (filters.state !== 'all') params.set('state', filters.state)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}
