import type { UserResponse } from '@khelahobe/contracts/auth'
import type { AvatarId } from '@khelahobe/contracts/rules'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../../../lib/api-client.ts'
import { meKey } from '../../../lib/auth/get-me.ts'
import { userProfilePath } from './get-user-profile.ts'

const updateProfilePath = '/api/default/UpdateUserProfile'

/** One change at a time: the profile's dialogs each change one thing. */
export type ProfileChange = { Name: string } | { ImageName: AvatarId }

/** Answers with the user as it now is, the same shape as `/api/me`. */
export function updateProfile(change: ProfileChange): Promise<UserResponse> {
  return apiFetch<UserResponse>(updateProfilePath, { method: 'POST', body: change })
}

/**
 * Saves a change and shows it everywhere at once: the session's user (the top bar's avatar,
 * the side menu) takes the server's answer, and the profile asks again.
 */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(updateProfilePath, async (_path: string, { arg }: { arg: ProfileChange }) => {
    const { data } = await updateProfile(arg)
    await mutate(meKey, data.user, { revalidate: false })
    void mutate((key) => Array.isArray(key) && key[0] === userProfilePath)
    return data.user
  })
}
