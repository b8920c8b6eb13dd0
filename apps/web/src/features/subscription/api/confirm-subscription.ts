import type { SubscriptionResultResponse, SubscriptionUpdateBody } from '@khelahobe/contracts/subscription'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../../../lib/api-client.ts'
import { meKey } from '../../../lib/auth/get-me.ts'
import { revalidateMySubscriptions } from './get-my-subscriptions.ts'

const path = '/api/Quiz/KhealhobeQuizSubscriptionUpdate'

export type SubscriptionResult = SubscriptionResultResponse['data']

/**
 * Asks the server for the outcome of a subscription request. The server asks the provider
 * itself; the `status` the wallet page put on the return URL is never sent or believed.
 */
export async function confirmSubscription(subscriptionReqId: string): Promise<SubscriptionResult> {
  const body: SubscriptionUpdateBody = { subscriptionReqId, status: 1 }
  const { data } = await apiFetch<SubscriptionResultResponse>(path, { method: 'POST', body })
  return data
}

/**
 * Confirms and brings the cached session and subscriptions up to date: a campaign
 * subscription approved from the entered number's own wallet also logs the person in.
 */
export function useConfirmSubscription() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(path, async (_key: string, { arg }: { arg: string }) => {
    const result = await confirmSubscription(arg)
    // Refetching `me` gives the shell its avatar; the subscriptions key follows the new user.
    if (result.loggedIn) void mutate(meKey)
    void revalidateMySubscriptions(mutate)
    return result
  })
}
