import type { Segment } from '@khelahobe/contracts/subscription'
import type { userUnsubscribeResponseSchema } from '@khelahobe/contracts/users-console'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type UnsubscribeResult = Output<typeof userUnsubscribeResponseSchema>['data']

/** Unsubscribes the person from a segment on their behalf, through bKash; audited with `reason`. */
export async function unsubscribeUser(userId: number, segment: Segment, reason: string) {
  const { data } = await apiFetch<Output<typeof userUnsubscribeResponseSchema>>(
    `/api/console/users/${userId}/unsubscribe`,
    { method: 'POST', body: { segment, reason } },
  )
  return data
}
