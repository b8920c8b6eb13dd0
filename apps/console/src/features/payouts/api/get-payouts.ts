import type { payoutsOverviewResponseSchema } from '@khelahobe/contracts/payouts-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type PayoutsOverview = Output<typeof payoutsOverviewResponseSchema>['data']
export type PayoutLine = PayoutsOverview['pending']['lines'][number]
export type PayoutBatch = PayoutsOverview['batches'][number]

export const payoutsPath = '/api/console/payouts'

export async function getPayouts(): Promise<PayoutsOverview> {
  const { data } = await apiFetch<Output<typeof payoutsOverviewResponseSchema>>(payoutsPath)
  return data
}

/** What is pending, what failed and the batches; every change on the page refreshes it. */
export function usePayouts() {
  return useSWR(payoutsPath, getPayouts)
}
