import type { consoleMeResponseSchema, Operator } from '@khelahobe/contracts/console'
import useSWR from 'swr'
import { apiFetch } from '../api-client.ts'
import type { Output } from '../schema-types.ts'

/** The SWR key of the signed-in operator; login and logout write to it. */
export const operatorKey = '/api/console/me'

/** The signed-in operator, or null when this browser has no console session. */
export async function getOperator(): Promise<Operator | null> {
  const { data } = await apiFetch<Output<typeof consoleMeResponseSchema>>(operatorKey)
  return data.operator
}

/** Who is signed in: undefined until the server has answered, then the operator or null. */
export function useOperator() {
  const { data, error, isLoading } = useSWR(operatorKey, getOperator)
  return { operator: data, error: error as unknown, isLoading }
}
