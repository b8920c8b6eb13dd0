import type {
  enrolmentFinishBodySchema,
  Operator,
  operatorResponseSchema,
} from '@khelahobe/contracts/console'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'

export type FinishEnrolmentBody = Input<typeof enrolmentFinishBodySchema>

/** Sets the password and turns the second factor on; the operator then logs in. */
export async function finishEnrolment(body: FinishEnrolmentBody): Promise<Operator> {
  const { data } = await apiFetch<Output<typeof operatorResponseSchema>>('/api/console/enrol/finish', {
    method: 'POST',
    body,
  })
  return data.operator
}

export function useFinishEnrolment() {
  return useSWRMutation('/api/console/enrol/finish', (_key: string, { arg }: { arg: FinishEnrolmentBody }) =>
    finishEnrolment(arg),
  )
}
