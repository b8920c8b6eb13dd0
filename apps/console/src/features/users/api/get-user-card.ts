import type { userCardResponseSchema } from '@khelahobe/contracts/users-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type UserCard = Output<typeof userCardResponseSchema>['data']

export const userCardKey = (msisdn: string) => `/api/console/users?msisdn=${encodeURIComponent(msisdn)}`

export async function getUserCard(msisdn: string): Promise<UserCard> {
  const { data } = await apiFetch<Output<typeof userCardResponseSchema>>(userCardKey(msisdn))
  return data
}

/**
 * The card of the number looked up, or nothing before a search. Each fetch is a look-up the
 * audit log records, so it is fetched when the operator asks and not again on focus; an
 * action updates the card from its own answer.
 */
export function useUserCard(msisdn: string | null) {
  return useSWR(msisdn === null ? null : userCardKey(msisdn), () => getUserCard(msisdn ?? ''), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })
}
