import type { SegmentStatus } from '@khelahobe/contracts/subscription'
import { bengaliDigits } from '../../../i18n/format.ts'
import { useMySubscriptions } from '../api/get-my-subscriptions.ts'
import styles from './subscription-cards.module.css'

const text = {
  heading: 'আমার সাবস্ক্রিপশন',
  segments: { quiz: 'গেম ও কুইজ', special: 'স্পেশাল কুইজ' },
  subscribed: 'সাবস্ক্রাইবড',
  unsubscribed: 'সাবস্ক্রাইবড নয়',
  active: 'এই সপ্তাহের পেমেন্ট সম্পন্ন',
  inactive: 'এই সপ্তাহের পেমেন্ট বাকি',
  lastPayment: 'শেষ পেমেন্ট',
  nextPayment: 'পরের পেমেন্ট',
  none: '—',
} as const

/** `2026-11-22` → `২২/১১/২০২৬`: dates on the card read the way Bangladeshi forms write them. */
function formatDate(date: string | null) {
  if (!date) return text.none
  const [year, month, day] = date.split('-')
  return bengaliDigits(`${day}/${month}/${year}`)
}

function Card({ status }: { status: SegmentStatus }) {
  const label = text.segments[status.segment]
  return (
    <li className={styles.card} aria-label={label}>
      <h3 className={styles.title}>{label}</h3>
      <p className={status.isSubscribed ? styles.on : styles.off}>
        {status.isSubscribed ? text.subscribed : text.unsubscribed}
      </p>
      {status.isSubscribed && (
        <p className={status.activity === 'active' ? styles.on : styles.warn}>
          {status.activity === 'active' ? text.active : text.inactive}
        </p>
      )}
      <dl className={styles.dates}>
        <dt>{text.lastPayment}</dt>
        <dd>{formatDate(status.lastPaymentDate)}</dd>
        <dt>{text.nextPayment}</dt>
        <dd>{formatDate(status.nextPaymentDate)}</dd>
      </dl>
    </li>
  )
}

/** The profile's two status cards: subscribed or not, this week's payment, last and next payment dates. */
export function SubscriptionCards() {
  const { subscriptions } = useMySubscriptions()
  if (!subscriptions) return null
  return (
    <section className={styles.section} aria-labelledby="subscription-cards-heading">
      <h2 id="subscription-cards-heading">{text.heading}</h2>
      <ul className={styles.list}>
        {subscriptions.map((status) => (
          <Card key={status.segment} status={status} />
        ))}
      </ul>
    </section>
  )
}
