import { type ComponentType, lazy, Suspense, useState } from 'react'
import { readFlag, writeFlag } from '../../../lib/storage.ts'
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

/**
 * The once-per-session notice for a subscriber whose weekly payment did not go through.
 * Mounted by the root layout, so it shows on whichever page the person is on when the
 * subscriptions arrive.
 */
export function InactiveNotice({ paused = false }: { paused?: boolean }) {
  const { subscriptions } = useMySubscriptions()
  const [dismissed, setDismissed] = useState(() => readFlag('inactiveAlertShown') === 'true')
  if (paused || dismissed || !hasInactiveSubscription(subscriptions)) return null

  const dismiss = () => {
    writeFlag('inactiveAlertShown', 'true')
    setDismissed(true)
  }
  return (
    <Suspense fallback={null}>
      <InactiveNoticeDialog onClose={dismiss} />
    </Suspense>
  )
}
