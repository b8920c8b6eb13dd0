import type { healthResponseSchema } from '@khelahobe/contracts/insights-console'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type Health = Output<typeof healthResponseSchema>['data']

/** How often the screen asks again: the figures on the server are at most 10 seconds old. */
export const healthRefreshMs = 30_000

const path = '/api/console/health'

export async function getHealth(): Promise<Health> {
  const { data } = await apiFetch<Output<typeof healthResponseSchema>>(path)
  return data
}

/** The figures, asked again every 30 seconds while the screen is open. */
export function useHealth() {
  return useSWR(path, getHealth, { refreshInterval: healthRefreshMs })
}
