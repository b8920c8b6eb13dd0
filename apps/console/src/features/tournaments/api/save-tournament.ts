import type {
  consoleTournamentResponseSchema,
  tournamentBodySchema,
} from '@khelahobe/contracts/tournaments-console'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'
import { tournamentKey } from './get-tournament.ts'
import { type ConsoleTournament, tournamentsPath } from './get-tournaments.ts'

export type TournamentBody = Input<typeof tournamentBodySchema>

/** Creates a tournament; 409 when its period overlaps another's. */
export async function createTournament(body: TournamentBody): Promise<ConsoleTournament> {
  const { data } = await apiFetch<Output<typeof consoleTournamentResponseSchema>>(tournamentsPath, {
    method: 'POST',
    body,
  })
  return data
}

/** Saves the whole tournament; a started one keeps its game and start (409 otherwise). */
export async function saveTournament(id: number, body: TournamentBody): Promise<ConsoleTournament> {
  const { data } = await apiFetch<Output<typeof consoleTournamentResponseSchema>>(tournamentKey(id), {
    method: 'PUT',
    body,
  })
  return data
}
