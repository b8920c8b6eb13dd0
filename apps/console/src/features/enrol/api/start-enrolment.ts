import type { enrolmentStartResponseSchema } from '@khelahobe/contracts/console'
import useSWRImmutable from 'swr/immutable'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type Enrolment = Output<typeof enrolmentStartResponseSchema>['data']

const path = '/api/console/enrol/start'

/** The account an enrolment link is for, and the TOTP secret to add to an authenticator app. */
export async function startEnrolment(token: string): Promise<Enrolment> {
  const { data } = await apiFetch<Output<typeof enrolmentStartResponseSchema>>(path, {
    method: 'POST',
    body: { token },
  })
  return data
}

/**
 * Asked once per page: the answer does not change while the link is pending, and a refused
 * link (400) is not worth asking again.
 */
export function useEnrolment(token: string | null) {
  const { data, error } = useSWRImmutable(token ? [path, token] : null, ([, t]) => startEnrolment(t), {
    shouldRetryOnError: false,
  })
  return { enrolment: data, error: error as unknown }
}
