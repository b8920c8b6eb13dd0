import type { WinnerListResponse } from '@khelahobe/contracts/leaderboard'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'

export type WinnerList = 'quiz' | 'game'

/**
 * Yesterday's daily winners in rank order, each with the prize, in the leaderboard's shape;
 * empty until the day's winner job has run.
 */
export async function getWinners(list: WinnerList): Promise<WinnerListResponse['data']> {
  const { data } = await apiFetch<WinnerListResponse>(
    `/api/Quiz/getWinnerListBasedOnQuizOrGame?filtereType=${list}`,
  )
  return data
}

/** One winner list, cached per list and per caller (the answer carries the caller's own line). */
export function useWinners(list: WinnerList) {
  const { user, isLoading: meLoading } = useMe()
  const { data, error, isLoading, mutate } = useSWR(
    meLoading ? null : ['winners', list, user?.id ?? null],
    ([, list]) => getWinners(list),
    // Yesterday's list changes once a day; coming back to the tab need not ask again.
    { revalidateOnFocus: false },
  )
  return { board: data, error: error as unknown, isLoading: meLoading || isLoading, retry: () => mutate() }
}
