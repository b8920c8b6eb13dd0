import { createContext, use } from 'react'

export type LoginModalControls = {
  open: () => void
  /** Opens it with the number a person already typed elsewhere (a campaign page) filled in. */
  openFor: (mobileNo: string) => void
  close: () => void
}

export const LoginModalContext = createContext<LoginModalControls | null>(null)

/** Opens the login modal from anywhere under `LoginModalProvider`, e.g. a play button tapped while logged out. */
export function useLoginModal(): LoginModalControls {
  const controls = use(LoginModalContext)
  if (!controls) throw new Error('useLoginModal must be used inside LoginModalProvider')
  return controls
}
