import type {
  payoutExportBodySchema,
  payoutFileResponseSchema,
  payoutReexportBodySchema,
} from '@khelahobe/contracts/payouts-console'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'

export type PayoutFile = Output<typeof payoutFileResponseSchema>['data']

/** Marks the pending payouts of the range exported as a new batch; answers the batch's file. */
export async function exportPayouts(range: Input<typeof payoutExportBodySchema>): Promise<PayoutFile> {
  const { data } = await apiFetch<Output<typeof payoutFileResponseSchema>>('/api/console/payouts/export', {
    method: 'POST',
    body: range,
  })
  return data
}

/** Exports these failed payouts again, as a new batch; answers its file. */
export async function reexportPayouts(payoutIds: Input<typeof payoutReexportBodySchema>['payoutIds']) {
  const { data } = await apiFetch<Output<typeof payoutFileResponseSchema>>('/api/console/payouts/reexport', {
    method: 'POST',
    body: { payoutIds },
  })
  return data
}

/** The address that downloads a batch's payouts still awaiting a result; the browser sends the session cookie. */
export const batchFileHref = (batch: string) =>
  `/api/console/payouts/batches/${encodeURIComponent(batch)}/file`
