import type { ReactNode } from 'react'
import { LoginModalProvider } from '../lib/auth/login-modal-provider.tsx'

/** App-wide providers. SWR needs none: its default cache is the one store of server state. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <LoginModalProvider>{children}</LoginModalProvider>
}
