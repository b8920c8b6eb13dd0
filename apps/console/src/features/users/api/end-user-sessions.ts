import type { userEndSessionsResponseSchema } from '@khelahobe/contracts/users-console'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type EndSessionsResult = Output<typeof userEndSessionsResponseSchema>['data']

/** Logs the person out on every phone and browser; audited with `reason`. */
export async function endUserSessions(userId: number, reason: string) {
  const { data } = await apiFetch<Output<typeof userEndSessionsResponseSchema>>(
    `/api/console/users/${userId}/sessions/end`,
    { method: 'POST', body: { reason } },
  )
  return data
}
