import type { consoleTournamentResponseSchema } from '@khelahobe/contracts/tournaments-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { type ConsoleTournament, tournamentsPath } from './get-tournaments.ts'

export const tournamentKey = (id: number) => `${tournamentsPath}/${id}`

export async function getTournament(id: number): Promise<ConsoleTournament> {
  const { data } = await apiFetch<Output<typeof consoleTournamentResponseSchema>>(tournamentKey(id))
  return data
}

/** Not asked again on focus: the edit form's draft is built on it. */
export function useTournament(id: number) {
  return useSWR(tournamentKey(id), () => getTournament(id), { revalidateOnFocus: false })
}
