import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { bn } from '../../../i18n/bn.ts'
import { readFlag, removeFlag } from '../../../lib/storage.ts'
import { useConfirmSubscription } from '../api/confirm-subscription.ts'
import { subscriptionText } from '../subscription-text.ts'
import { type PaymentOutcome, paymentOutcome, requestIdFrom } from '../utils/payment-outcome.ts'
import styles from './payment-result.module.css'

/** Spec §9: the payment page goes home 3 seconds after it shows the result. */
const redirectDelayMs = 3000

const headings: Record<PaymentOutcome, string> = {
  succeeded: subscriptionText.paymentResult.succeeded,
  failed: subscriptionText.paymentResult.failed,
  pending: subscriptionText.paymentResult.pending,
}

/**
 * Where the wallet sends the person back to. The outcome comes from our server, which asks
 * the provider; the return URL's own `status` parameter is deliberately ignored.
 */
export function PaymentResult() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const confirm = useConfirmSubscription()
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null)
  // StrictMode runs effects twice in development; the provider should be asked once.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    const requestId = requestIdFrom(search, readFlag('SRI'))
    if (!requestId) {
      setOutcome('failed')
      return
    }
    confirm.trigger(requestId).then(
      (result) => setOutcome(paymentOutcome(result.subscriptionStatus)),
      () => setOutcome('failed'),
    )
  }, [search, confirm.trigger])

  useEffect(() => {
    if (!outcome) return
    // The request is settled one way or the other; a later visit must not ask about it again.
    removeFlag('SRI')
    const timer = setTimeout(() => navigate('/', { replace: true }), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [outcome, navigate])

  return (
    <section className={`page ${styles.result}`}>
      <title>{`${bn.pages.paymentSuccess}${bn.titleSuffix}`}</title>
      <h1 className="sr-only">{bn.pages.paymentSuccess}</h1>
      {/* One live region for the whole exchange, so the result is read out when it replaces the wait. */}
      <div role="status" className={styles.status}>
        {outcome === null ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.waiting}>{subscriptionText.paymentResult.waiting}</p>
          </>
        ) : (
          <>
            <OutcomeIcon outcome={outcome} />
            <h2 className={`${styles.heading} ${styles[outcome]}`}>{headings[outcome]}</h2>
            {outcome === 'pending' && <p>{subscriptionText.paymentResult.pendingNote}</p>}
            <p className={styles.note}>{subscriptionText.paymentResult.redirecting}</p>
          </>
        )}
      </div>
      {outcome !== null && (
        <Link to="/" replace className="btn btn-secondary">
          {bn.common.goHome}
        </Link>
      )}
    </section>
  )
}

function OutcomeIcon({ outcome }: { outcome: PaymentOutcome }) {
  const path = { succeeded: 'm7 12.5 3.5 3.5L17 9', failed: 'M8 8l8 8M16 8l-8 8', pending: 'M12 7v5l3 2' }[
    outcome
  ]
  return (
    <svg
      viewBox="0 0 24 24"
      width="72"
      height="72"
      className={`${styles.icon} ${styles[outcome]}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d={path}
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
