import type { tournamentListResponseSchema } from '@khelahobe/contracts/tournaments-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { listQuery, type TournamentFilters } from '../tournament-filters.ts'

export type TournamentPage = Output<typeof tournamentListResponseSchema>['data']
export type ConsoleTournament = TournamentPage['items'][number]

export const tournamentsPath = '/api/console/tournaments'

export async function getTournaments(query: string): Promise<TournamentPage> {
  const { data } = await apiFetch<Output<typeof tournamentListResponseSchema>>(
    query ? `${tournamentsPath}?${query}` : tournamentsPath,
  )
  return data
}

/** One page of the tournaments in a state; the previous page stays on screen while the next loads. */
export function useTournaments(filters: TournamentFilters) {
  const query = listQuery(filters)
  return useSWR([tournamentsPath, query] as const, ([, q]) => getTournaments(q), { keepPreviousData: true })
}
