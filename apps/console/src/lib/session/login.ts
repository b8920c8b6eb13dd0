import type { consoleLoginBodySchema, Operator, operatorResponseSchema } from '@khelahobe/contracts/console'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../api-client.ts'
import type { Input, Output } from '../schema-types.ts'
import { operatorKey } from './get-operator.ts'

export type LoginBody = Input<typeof consoleLoginBodySchema>

/** Password and code together; on success the server sets the console's session cookie. */
export async function login(body: LoginBody): Promise<Operator> {
  const { data } = await apiFetch<Output<typeof operatorResponseSchema>>('/api/console/login', {
    method: 'POST',
    body,
  })
  return data.operator
}

/** Logs in and makes the new operator the session everyone reads. */
export function useLogin() {
  const { mutate } = useSWRConfig()
  return useSWRMutation('/api/console/login', async (_key: string, { arg }: { arg: LoginBody }) => {
    const operator = await login(arg)
    await mutate(operatorKey, operator, { revalidate: false })
    return operator
  })
}
