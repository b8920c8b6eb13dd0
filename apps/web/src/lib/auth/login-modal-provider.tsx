import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { bn } from '../../i18n/bn.ts'
import { whenIdle } from '../when-idle.ts'
import { useMe } from './get-me.ts'
import { LoginModalContext, type LoginModalControls } from './use-login-modal.ts'

type LoginModalProps = { onClose: () => void; initialNumber?: string }

// The modal (and its form logic) is not needed to paint the first screen, so it is its own chunk.
const loadLoginModal = () => import('./login-modal.tsx')

// React.lazy remembers a failed import forever; on a flaky network we want the next tap to
// try again, so a failure shows a notice and the next open starts a fresh lazy component.
function createLazyLoginModal() {
  return lazy<ComponentType<LoginModalProps>>(() =>
    loadLoginModal().then(
      (module) => ({ default: module.LoginModal }),
      () => ({ default: LoginModalUnavailable }),
    ),
  )
}
let LoginModal = createLazyLoginModal()

function LoginModalUnavailable({ onClose }: LoginModalProps) {
  const close = () => {
    LoginModal = createLazyLoginModal()
    onClose()
  }
  return (
    <Dialog onClose={close} labelledBy="login-unavailable-title" className="notice-dialog">
      <h2 id="login-unavailable-title">{bn.login.heading}</h2>
      <p role="alert">{bn.login.failed}</p>
      <button type="button" className="btn btn-primary" onClick={close}>
        {bn.common.close}
      </button>
    </Dialog>
  )
}

export function LoginModalProvider({ children }: { children: ReactNode }) {
  // The number the modal starts with while it is open ('' for none); null while it is closed.
  const [openWith, setOpenWith] = useState<string | null>(null)
  const { user } = useMe()
  const controls = useMemo<LoginModalControls>(
    () => ({ open: () => setOpenWith(''), openFor: setOpenWith, close: () => setOpenWith(null) }),
    [],
  )

  // A visitor will likely tap "play" or "login" soon; fetch the modal while the phone is idle so
  // the tap does not wait on a slow network.
  useEffect(() => {
    if (user !== null) return
    return whenIdle(() => void loadLoginModal().catch(() => {}))
  }, [user])

  return (
    <LoginModalContext value={controls}>
      {children}
      {openWith !== null && (
        <Suspense fallback={null}>
          <LoginModal onClose={controls.close} initialNumber={openWith} />
        </Suspense>
      )}
    </LoginModalContext>
  )
}
