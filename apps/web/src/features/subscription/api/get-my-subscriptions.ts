import type { MySubscriptionsResponse, SegmentStatus } from '@khelahobe/contracts/subscription'
import useSWR, { type ScopedMutator } from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'

export const mySubscriptionsPath = '/api/subscriptions/me'

/** Both segments of the logged-in user, always two items. */
export async function getMySubscriptions(): Promise<SegmentStatus[]> {
  const { data } = await apiFetch<MySubscriptionsResponse>(mySubscriptionsPath)
  return data
}

/**
 * The logged-in user's subscriptions; nothing is fetched for a visitor. The key carries the
 * user's id so a logout and a login as someone else in the same tab never shows the first
 * person's subscriptions to the second.
 */
export function useMySubscriptions() {
  const { user } = useMe()
  const { data, error, isLoading, mutate } = useSWR(
    user ? [mySubscriptionsPath, user.id] : null,
    getMySubscriptions,
    // Returning from the wallet page is a full page load; our own actions revalidate.
    { revalidateOnFocus: false },
  )
  return { subscriptions: data, error: error as unknown, isLoading, mutate }
}

/** Refetches the subscriptions from code that does not render `useMySubscriptions` itself. */
export function revalidateMySubscriptions(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === mySubscriptionsPath)
}
