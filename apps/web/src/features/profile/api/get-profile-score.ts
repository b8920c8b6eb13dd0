import type { ProfileScore } from '@khelahobe/contracts/profile'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'

const profileScorePath = '/api/default/userScoreForProfilePopUp'

export async function getProfileScore(): Promise<ProfileScore> {
  const { data } = await apiFetch<{ data: ProfileScore }>(profileScorePath)
  return data
}

/** The 'your score' popup's best scores; fetched when the popup opens, afresh each time. */
export function useProfileScore() {
  const { user } = useMe()
  const { data, error, isValidating, mutate } = useSWR(
    user ? [profileScorePath, user.id] : null,
    getProfileScore,
  )
  // While a retry is out the popup says it is loading, not the old failure.
  return { score: data, error: isValidating ? undefined : (error as unknown), retry: () => void mutate() }
}
