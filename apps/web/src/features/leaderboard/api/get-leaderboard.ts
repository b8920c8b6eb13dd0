import type { Board, LeaderboardResponse } from '@khelahobe/contracts/leaderboard'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'

const boardPaths: Record<Board, string> = {
  quiz: '/api/Quiz/getQuizLeaderBoardBasedOnDate',
  special: '/api/Quiz/getQuizLeaderBoardBasedOnDate_special',
  game: '/api/Game/getGameLeaderBoardBasedOnDate',
}

/**
 * Today's board. The screens only show today (the spec hides the date toggle), and the
 * special board has nothing else.
 */
export async function getLeaderboard(board: Board): Promise<LeaderboardResponse['data']> {
  const { data } = await apiFetch<LeaderboardResponse>(`${boardPaths[board]}?filtereType=today`)
  return data
}

/**
 * One board, cached per board. The answer carries the caller's own line, so the key holds
 * who is asking: a logout or a login as someone else in the same tab never shows the first
 * person's line to the second. It waits for the session check for the same reason.
 */
export function useLeaderboard(board: Board) {
  const { user, isLoading: meLoading } = useMe()
  const { data, error, isLoading, mutate } = useSWR(
    meLoading ? null : ['leaderboard', board, user?.id ?? null],
    ([, board]) => getLeaderboard(board),
  )
  return { board: data, error: error as unknown, isLoading: meLoading || isLoading, retry: () => mutate() }
}
