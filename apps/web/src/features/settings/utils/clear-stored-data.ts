import type { ScopedMutator } from 'swr'
import { clearFlags } from '../../../lib/storage.ts'

/**
 * Forgets what the app keeps on this phone: the session's flags, anything in local storage,
 * and every answer SWR holds. The cached answers are emptied and the screens on show ask
 * again, so nothing stale stays up. The login cookie is the server's and stays.
 */
export async function clearStoredData(mutate: ScopedMutator): Promise<void> {
  clearFlags()
  try {
    localStorage.clear()
  } catch {
    // Storage switched off: there is nothing in it to clear.
  }
  await mutate(() => true, undefined, { revalidate: true })
}
