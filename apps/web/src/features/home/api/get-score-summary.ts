import type { ScoreSummaryResponse } from '@khelahobe/contracts/leaderboard'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'

export type ScoreSummary = ScoreSummaryResponse['data']

const summaryPath = '/api/leaderboard/summary'

/** The logged-in user's four counters: quiz and game, today and this month. */
export async function getScoreSummary(): Promise<ScoreSummary> {
  const { data } = await apiFetch<ScoreSummaryResponse>(summaryPath)
  return data
}

/**
 * The home score panel's counters; nothing is fetched for a visitor (the call is 401 for
 * them). This file ships in the home chunk, so it stays this small. A failure is only
 * logged: the panel keeps its zeros (spec §8).
 */
export function useScoreSummary() {
  const { user } = useMe()
  const { data } = useSWR(user ? [summaryPath, user.id] : null, getScoreSummary, {
    onError: (error) => console.error('Error fetching data:', error),
  })
  return data
}
