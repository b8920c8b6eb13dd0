import type { CancelResponse, Segment } from '@khelahobe/contracts/subscription'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../../../lib/api-client.ts'
import { revalidateMySubscriptions } from './get-my-subscriptions.ts'

const path = '/api/Quiz/KhelahobeCancelSubscription'

type CancelInput = { msisdn: string; segment: Segment }

/** Cancels one segment; the answer has no `data` wrapper (spec §7). 4xx when not subscribed. */
export function cancelSubscription({ msisdn, segment }: CancelInput): Promise<CancelResponse> {
  return apiFetch<CancelResponse>(`${path}?${new URLSearchParams({ msisdn, segment })}`)
}

export function useCancelSubscription() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(path, async (_key: string, { arg }: { arg: CancelInput }) => {
    const result = await cancelSubscription(arg)
    void revalidateMySubscriptions(mutate)
    return result
  })
}
