import type { ReactNode } from 'react'
import { mutate, SWRConfig, type SWRConfiguration } from 'swr'
import { ApiError } from '../lib/api-client.ts'
import { operatorKey } from '../lib/session/get-operator.ts'

/**
 * A 401 from any console call means the session ended (idle too long, logged out in another
 * tab): asking who is signed in again turns the shell into the login. Other 4xx answers are
 * the server's last word, so SWR does not retry them.
 */
const swrConfig: SWRConfiguration = {
  onError(error, key) {
    if (error instanceof ApiError && error.status === 401 && key !== operatorKey) void mutate(operatorKey)
  },
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return
    if (retryCount >= 3) return
    setTimeout(() => revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount)
  },
}

export function AppProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>
}
