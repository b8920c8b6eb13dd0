import type { User, UserResponse } from '@khelahobe/contracts/auth'
import useSWR from 'swr'
import { ApiError, apiFetch } from '../api-client.ts'

/** The SWR key of the current user; login, verify and logout write to it. */
export const meKey = '/api/me'

/** The logged-in user, or null for a visitor: a 401 here is an answer, not a failure. */
export async function getMe(): Promise<User | null> {
  try {
    const { data } = await apiFetch<UserResponse>(meKey)
    return data.user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/**
 * Who is logged in, as the server sees it. `user` is undefined until the first answer,
 * null for a visitor. Focus does not refetch: a session changes only through our own
 * login and logout, which update this key directly.
 */
export function useMe() {
  const { data, error, isLoading } = useSWR(meKey, getMe, { revalidateOnFocus: false })
  return { user: data, error: error as unknown, isLoading }
}
