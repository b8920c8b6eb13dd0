import type { payoutReconcileResponseSchema } from '@khelahobe/contracts/payouts-console'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type ReconcileReport = Output<typeof payoutReconcileResponseSchema>['data']

/** Sends the provider's result file for a batch; every line applies, or (with problems) none. */
export async function reconcilePayouts(batch: string, text: string): Promise<ReconcileReport> {
  const { data } = await apiFetch<Output<typeof payoutReconcileResponseSchema>>(
    '/api/console/payouts/reconcile',
    { method: 'POST', body: { batch, text } },
  )
  return data
}
