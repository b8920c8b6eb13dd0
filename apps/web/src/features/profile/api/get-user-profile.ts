import type { UserProfile } from '@khelahobe/contracts/profile'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import { useMe } from '../../../lib/auth/get-me.ts'

export const userProfilePath = '/api/default/userProfile'

export async function getUserProfile(): Promise<UserProfile> {
  const { data } = await apiFetch<{ data: UserProfile }>(userProfilePath)
  return data
}

/**
 * The logged-in person's profile, with today's points. Keyed by who is asking, so a logout
 * and a login as someone else in the same tab never shows the first person's points.
 */
export function useUserProfile() {
  const { user } = useMe()
  const { data } = useSWR(user ? [userProfilePath, user.id] : null, getUserProfile)
  return { profile: data }
}
