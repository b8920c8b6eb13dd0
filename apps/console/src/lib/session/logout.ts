import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiFetch } from '../api-client.ts'
import { operatorKey } from './get-operator.ts'

export function logout(): Promise<{ data: { ok: true } }> {
  return apiFetch<{ data: { ok: true } }>('/api/console/logout', { method: 'POST' })
}

/**
 * Ends the session and forgets everything fetched under it, so the next operator at this
 * browser never sees the last one's data, even for a moment.
 */
export function useLogout() {
  const { mutate } = useSWRConfig()
  return useSWRMutation('/api/console/logout', async () => {
    await logout()
    await mutate((key) => key !== operatorKey, undefined, { revalidate: false })
    await mutate(operatorKey, null, { revalidate: false })
  })
}
