import type { tournamentBoardResponseSchema } from '@khelahobe/contracts/tournaments-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type TournamentBoard = Output<typeof tournamentBoardResponseSchema>['data']
export type BoardPeriod = TournamentBoard['period']

export const boardPath = '/api/console/tournament-board'

export async function getTournamentBoard(period: BoardPeriod): Promise<TournamentBoard> {
  const { data } = await apiFetch<Output<typeof tournamentBoardResponseSchema>>(
    `${boardPath}?period=${period}`,
  )
  return data
}

/** The game board of a period and the running tournament; asked again each minute while open. */
export function useTournamentBoard(period: BoardPeriod) {
  return useSWR([boardPath, period] as const, ([, p]) => getTournamentBoard(p), {
    keepPreviousData: true,
    refreshInterval: 60_000,
  })
}
