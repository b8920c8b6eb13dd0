import type { Segment } from '@khelahobe/contracts/subscription'
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { fill } from '../../../i18n/format.ts'
import { useMe } from '../../../lib/auth/get-me.ts'
import { useCancelSubscription } from '../api/cancel-subscription.ts'
import { useMySubscriptions } from '../api/get-my-subscriptions.ts'
import { subscriptionText } from '../subscription-text.ts'
import styles from './unsubscribe-section.module.css'

/**
 * The support page's unsubscribe buttons, one per segment the person pays for. Spec §8
 * swallows cancellation errors; the button simply stays, so the person can try again.
 */
export function UnsubscribeSection() {
  const { user } = useMe()
  const { subscriptions } = useMySubscriptions()
  const cancel = useCancelSubscription()
  const [confirming, setConfirming] = useState<Segment | null>(null)
  const [done, setDone] = useState(false)
  // Hidden at once, without waiting for the refetch to say so.
  const [cancelled, setCancelled] = useState<readonly Segment[]>([])

  if (!user || !subscriptions) return null
  const subscribed = subscriptions.filter((s) => s.isSubscribed && !cancelled.includes(s.segment))

  async function confirmCancel() {
    if (!user || !confirming || cancel.isMutating) return
    const segment = confirming
    try {
      const result = await cancel.trigger({ msisdn: user.msisdn, segment })
      if (result.subscriptionStatus === 'CANCELLED') {
        setCancelled((segments) => [...segments, segment])
        setDone(true)
      }
    } catch {
      // Swallowed on purpose (see above).
    }
    setConfirming(null)
  }

  return (
    <section aria-labelledby="unsubscribe-heading" className={styles.section}>
      <h2 id="unsubscribe-heading">{subscriptionText.unsubscribe.heading}</h2>
      <p className={styles.note}>
        {subscribed.length > 0
          ? subscriptionText.unsubscribe.note
          : subscriptionText.unsubscribe.noSubscription}
      </p>
      {subscribed.length > 0 && (
        <ul className={styles.list}>
          {subscribed.map(({ segment }) => (
            <li key={segment}>
              <button
                type="button"
                className={`btn btn-danger ${styles.button}`}
                onClick={() => {
                  setDone(false)
                  setConfirming(segment)
                }}
              >
                {fill(subscriptionText.unsubscribe.button, {
                  segment: subscriptionText.segments[segment],
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="done-status">
        {done && subscriptionText.unsubscribe.done}
      </p>
      {confirming && (
        <ConfirmDialog
          busy={cancel.isMutating}
          onYes={confirmCancel}
          onNo={() => {
            if (!cancel.isMutating) setConfirming(null)
          }}
        />
      )}
    </section>
  )
}

function ConfirmDialog({ busy, onYes, onNo }: { busy: boolean; onYes: () => void; onNo: () => void }) {
  const noRef = useRef<HTMLButtonElement>(null)
  // Start on the harmless answer: a stray Enter must not cancel someone's subscription.
  useEffect(() => noRef.current?.focus(), [])
  return (
    <Dialog onClose={onNo} labelledBy="unsubscribe-confirm" className="notice-dialog">
      <h2 id="unsubscribe-confirm" className={styles.question}>
        {subscriptionText.unsubscribe.confirm}
      </h2>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onYes} disabled={busy}>
          {subscriptionText.unsubscribe.yes}
        </button>
        <button ref={noRef} type="button" className="btn btn-secondary" onClick={onNo} disabled={busy}>
          {subscriptionText.unsubscribe.no}
        </button>
      </div>
    </Dialog>
  )
}
