import type { Segment, SubscriptionCheckResponse } from '@khelahobe/contracts/subscription'
import { apiFetch } from '../api-client.ts'

export type SubscriptionCheck = SubscriptionCheckResponse['data']

/** The contract's limit on `campaign_url`; ad links with long tracking queries can pass it. */
const maxCampaignUrlLength = 2048

type CheckInput = {
  /** Must be the logged-in user's own number; the server answers 403 otherwise. */
  msisdn: string
  segment: Segment
  /** The page the person is on, so the provider can send them back to it. */
  campaignUrl: string
  /** The campaign the person came from (CK), so the server can count the conversion. */
  campaignKey?: string | null
}

/**
 * Asks whether the person may play the segment. When they may not, the server has already
 * created a provider request and answers with the wallet's consent page in `redirectURL`.
 * A plain function rather than a hook: it runs on a tap and must never be cached.
 */
export async function checkSubscription({
  msisdn,
  segment,
  campaignUrl,
  campaignKey,
}: CheckInput): Promise<SubscriptionCheck> {
  // Only for attribution, so a page address that is too long loses its query rather than the check failing.
  const url = campaignUrl.length <= maxCampaignUrlLength ? campaignUrl : campaignUrl.split('?')[0]
  const query = new URLSearchParams({
    msisdn,
    segment,
    campaign_url: (url ?? '').slice(0, maxCampaignUrlLength),
  })
  if (campaignKey) query.set('campaign_key', campaignKey)
  const { data } = await apiFetch<SubscriptionCheckResponse>(
    `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?${query}`,
  )
  return data
}
