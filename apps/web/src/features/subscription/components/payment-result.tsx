import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Link } from '../../../components/ui/link.tsx'
import { bn } from '../../../i18n/bn.ts'
import { type PlayAfterPayment, takePlayAfterPayment } from '../../../lib/play-gate/after-payment.ts'
import { readFlag, removeFlag } from '../../../lib/storage.ts'
import { useConfirmSubscription } from '../api/confirm-subscription.ts'
import { subscriptionText } from '../subscription-text.ts'
import {
  outcomeWithoutRequest,
  type PaymentOutcome,
  paymentOutcome,
  requestIdFrom,
} from '../utils/payment-outcome.ts'
import styles from './payment-result.module.css'

/** Spec §9: the payment page moves on 3 seconds after it shows the result. */
const redirectDelayMs = 3000

const text = subscriptionText.paymentResult

const headings: Record<PaymentOutcome, string> = {
  succeeded: text.succeeded,
  failed: text.failed,
  pending: text.pending,
  none: text.none,
}

/** What the page shows, and where it goes next: the play tapped before paying, or home. */
type Result = { outcome: PaymentOutcome; next: PlayAfterPayment | null }

/**
 * Where the wallet sends the person back to. The outcome comes from our server, which asks
 * the provider; the return URL's own `status` parameter is deliberately ignored. After a
 * success the person goes on to the play they had tapped (the play gate remembered it);
 * otherwise home. Opened by itself, with nothing tried, the page says so and stays.
 */
export function PaymentResult() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const confirm = useConfirmSubscription()
  const [result, setResult] = useState<Result | null>(null)
  // StrictMode runs effects twice in development; the provider should be asked once.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    const requestId = requestIdFrom(search, readFlag('SRI'))
    if (!requestId) {
      setResult({ outcome: outcomeWithoutRequest(search), next: null })
      return
    }
    const settle = (outcome: PaymentOutcome) => {
      // Taken whatever the outcome, so a play not paid for is not continued some other time.
      const next = takePlayAfterPayment(requestId)
      setResult({ outcome, next: outcome === 'succeeded' ? next : null })
    }
    confirm.trigger(requestId).then(
      (answer) => settle(paymentOutcome(answer.subscriptionStatus)),
      () => settle('failed'),
    )
  }, [search, confirm.trigger])

  useEffect(() => {
    if (!result || result.outcome === 'none') return
    // The request is settled one way or the other; a later visit must not ask about it again.
    removeFlag('SRI')
    const { path, state } = result.next ?? { path: '/' }
    const timer = setTimeout(() => navigate(path, { replace: true, state }), redirectDelayMs)
    return () => clearTimeout(timer)
  }, [result, navigate])

  const outcome = result?.outcome ?? null

  return (
    <section className={`page ${styles.result}`}>
      <title>{`${bn.pages.paymentSuccess}${bn.titleSuffix}`}</title>
      <h1 className="sr-only">{bn.pages.paymentSuccess}</h1>
      {/* One live region for the whole exchange, so the result is read out when it replaces the wait. */}
      <div role="status" className={styles.status}>
        {outcome === null ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.waiting}>{text.waiting}</p>
          </>
        ) : (
          <>
            <OutcomeIcon outcome={outcome} />
            <h2 className={`${styles.heading} ${styles[outcome]}`}>{headings[outcome]}</h2>
            {outcome === 'pending' && <p>{text.pendingNote}</p>}
            <p className={styles.note}>
              {outcome === 'none' ? text.noneNote : result?.next ? text.continuing : text.redirecting}
            </p>
          </>
        )}
      </div>
      {result?.next ? (
        <Link to={result.next.path} state={result.next.state} replace className="btn btn-primary">
          {text.continueNow}
        </Link>
      ) : (
        outcome !== null && (
          <Link to="/" replace className="btn btn-secondary">
            {bn.common.goHome}
          </Link>
        )
      )}
    </section>
  )
}

function OutcomeIcon({ outcome }: { outcome: PaymentOutcome }) {
  const path = {
    succeeded: 'm7 12.5 3.5 3.5L17 9',
    failed: 'M8 8l8 8M16 8l-8 8',
    pending: 'M12 7v5l3 2',
    none: 'M12 11v6M12 7.5v.5',
  }[outcome]
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
