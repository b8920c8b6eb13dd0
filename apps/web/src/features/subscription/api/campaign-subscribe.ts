import type { CampaignSubscribeBody, CampaignSubscribeResponse } from '@khelahobe/contracts/subscription'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../../../lib/api-client.ts'

const path = '/api/campaign/subscribe'

type CampaignSubscribeInput = Pick<CampaignSubscribeBody, 'mobileNo' | 'campaignKey'>

/**
 * Starts a subscription from a campaign page, before any login: the server creates the
 * provider request for the entered number and answers with the wallet's consent page.
 * Campaign pages sell the quiz segment (which covers the game too).
 */
export async function campaignSubscribe({
  mobileNo,
  campaignKey,
}: CampaignSubscribeInput): Promise<CampaignSubscribeResponse['data']> {
  const body: CampaignSubscribeBody = { mobileNo, campaignKey, segment: 'quiz' }
  const { data } = await apiFetch<CampaignSubscribeResponse>(path, { method: 'POST', body })
  return data
}

export function useCampaignSubscribe() {
  return useSWRMutation(path, (_key: string, { arg }: { arg: CampaignSubscribeInput }) =>
    campaignSubscribe(arg),
  )
}
