import type { campaignFunnelResponseSchema } from '@khelahobe/contracts/insights-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type CampaignFunnels = Output<typeof campaignFunnelResponseSchema>['data']
export type CampaignFunnel = CampaignFunnels['campaigns'][number]

const path = '/api/console/campaigns'

export async function getCampaignFunnels(from: string, to: string): Promise<CampaignFunnels> {
  const query = new URLSearchParams({ from, to })
  const { data } = await apiFetch<Output<typeof campaignFunnelResponseSchema>>(`${path}?${query}`)
  return data
}

/** Every campaign key's funnel over the range, day by day; the previous range stays on screen while the next loads. */
export function useCampaignFunnels(from: string, to: string) {
  return useSWR([path, from, to] as const, ([, f, t]) => getCampaignFunnels(f, t), { keepPreviousData: true })
}
