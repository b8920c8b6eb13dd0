import type { payoutWeeksResponseSchema } from '@khelahobe/contracts/payouts-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type PayoutWeek = Output<typeof payoutWeeksResponseSchema>['data']['weeks'][number]

export const payoutWeeksPath = '/api/console/payouts/weeks'

export async function getPayoutWeeks(): Promise<PayoutWeek[]> {
  const { data } = await apiFetch<Output<typeof payoutWeeksResponseSchema>>(`${payoutWeeksPath}?weeks=12`)
  return data.weeks
}

/** The last twelve weeks' totals, newest first. */
export function usePayoutWeeks() {
  return useSWR(payoutWeeksPath, getPayoutWeeks)
}
