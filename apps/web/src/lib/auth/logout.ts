import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { ApiError, apiFetch } from '../api-client.ts'
import { clearFlags } from '../storage.ts'
import { meKey } from './get-me.ts'

/** Ends the session on the server, which clears the cookie. */
export function logout(): Promise<{ data: { ok: true } }> {
  return apiFetch<{ data: { ok: true } }>('/api/user/logout', { method: 'POST' })
}

/**
 * Logs out and forgets this session's UI flags (spec: logout clears session storage).
 * A 401 means the session was already gone, which is the outcome we wanted.
 */
export function useLogout() {
  const { mutate } = useSWRConfig()
  return useSWRMutation('/api/user/logout', async () => {
    try {
      await logout()
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error
    }
    clearFlags()
    await mutate(meKey, null, { revalidate: false })
  })
}
