import type { consoleTournamentResponseSchema } from '@khelahobe/contracts/tournaments-console'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { tournamentKey } from './get-tournament.ts'
import type { ConsoleTournament } from './get-tournaments.ts'

/** Ends the running tournament at this moment, by the server's clock. */
export async function endTournament(id: number): Promise<ConsoleTournament> {
  const { data } = await apiFetch<Output<typeof consoleTournamentResponseSchema>>(
    `${tournamentKey(id)}/end`,
    { method: 'POST' },
  )
  return data
}
