import type { winnerRunsResponseSchema } from '@khelahobe/contracts/payouts-console'
import type { CompetitionName } from '@khelahobe/contracts/prizes'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type WinnerRun = Output<typeof winnerRunsResponseSchema>['data']['runs'][number]

export async function getWinnerRuns(competition: CompetitionName): Promise<WinnerRun[]> {
  const { data } = await apiFetch<Output<typeof winnerRunsResponseSchema>>(
    `/api/console/winners?competition=${competition}`,
  )
  return data.runs
}

/** A competition's decided periods, newest first: the period picker's choices. */
export function useWinnerRuns(competition: CompetitionName) {
  return useSWR(['/api/console/winners', competition] as const, ([, c]) => getWinnerRuns(c))
}
