import type { winnerPeriodResponseSchema } from '@khelahobe/contracts/payouts-console'
import type { CompetitionName } from '@khelahobe/contracts/prizes'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type WinnerPeriod = Output<typeof winnerPeriodResponseSchema>['data']

export async function getWinnerPeriod(competition: CompetitionName, period: string): Promise<WinnerPeriod> {
  const { data } = await apiFetch<Output<typeof winnerPeriodResponseSchema>>(
    `/api/console/winners/${competition}/${encodeURIComponent(period)}`,
  )
  return data
}

/** One decided period: its winners and the entries passed over, with the job's reasons; nothing until a period is chosen. */
export function useWinnerPeriod(competition: CompetitionName, period: string | null) {
  return useSWR(
    period === null ? null : (['/api/console/winners', competition, period] as const),
    ([, c, p]) => getWinnerPeriod(c, p),
  )
}
