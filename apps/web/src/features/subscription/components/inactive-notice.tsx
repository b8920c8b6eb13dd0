import { type ComponentType, lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { useFlag, writeFlag } from '../../../lib/storage.ts'
import { useMySubscriptions } from '../api/get-my-subscriptions.ts'
import { hasInactiveSubscription } from '../utils/inactive.ts'

type DialogProps = { onClose: () => void }

// Most sessions never need the dialog, so it is not part of the first load. If its chunk cannot
// be fetched, the notice is skipped rather than taking the whole app down with it.
const InactiveNoticeDialog = lazy<ComponentType<DialogProps>>(() =>
  import('./inactive-notice-dialog.tsx').then(
    (module) => ({ default: module.InactiveNoticeDialog }),
    () => ({ default: () => null }),
  ),
)

/** The pages that open with the session's splash (the home screen's), which the notice waits behind. */
const splashPage = /^\/(home\/?)?$/i

/**
 * The once-per-session notice for a subscriber whose weekly payment did not go through.
 * Mounted by the root layout, so it shows on whichever page the person is on when the
 * subscriptions arrive; on home, not before the splash has been tapped away.
 */
export function InactiveNotice({ paused = false }: { paused?: boolean }) {
  const { subscriptions } = useMySubscriptions()
  const { pathname } = useLocation()
  const dismissed = useFlag('inactiveAlertShown') === 'true'
  const behindSplash = useFlag('splash') !== 'true' && splashPage.test(pathname)
  if (paused || dismissed || behindSplash || !hasInactiveSubscription(subscriptions)) return null

  const dismiss = () => writeFlag('inactiveAlertShown', 'true')
  return (
    <Suspense fallback={null}>
      <InactiveNoticeDialog onClose={dismiss} />
    </Suspense>
  )
}
