import type { MeResponse, User } from '@khelahobe/contracts/auth'
import useSWR from 'swr'
import { apiFetch } from '../api-client.ts'

/** The SWR key of the current user; login, verify and logout write to it. */
export const meKey = '/api/me'

/** The logged-in user, or null for a visitor (which the server answers as such, not with a 401). */
export async function getMe(): Promise<User | null> {
  const { data } = await apiFetch<MeResponse>(meKey)
  return data.user
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
