import type { Segment } from '@khelahobe/contracts/subscription'
import { useEffect, useRef, useState } from 'react'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { en } from '../../../i18n/en.ts'
import { endUserSessions } from '../api/end-user-sessions.ts'
import type { UserCard as Card } from '../api/get-user-card.ts'
import { unsubscribeUser } from '../api/unsubscribe-user.ts'
import { formatDay, formatInstant } from '../user-format.ts'
import { UserAction } from './user-action.tsx'

type Subscription = Card['subscriptions'][number]
type Payment = Card['payments'][number]
type QuizPlay = Card['quizPlays'][number]
type GameRun = Card['gameRuns'][number]
type Award = Card['awards'][number]

const t = en.users

const subscriptionColumns: Column<Subscription>[] = [
  { id: 'segment', header: t.segment, cell: (s) => t.segments[s.segment], sortValue: (s) => s.segment },
  { id: 'state', header: t.state, cell: (s) => <StateBadge state={s.state} />, sortValue: (s) => s.state },
  { id: 'providerStatus', header: t.providerStatus, cell: (s) => <code>{s.providerStatus}</code> },
  {
    id: 'requested',
    header: t.requested,
    cell: (s) => formatInstant(s.createdAt),
    sortValue: (s) => s.createdAt,
  },
  {
    id: 'next',
    header: t.nextPayment,
    // The provider keeps the date after a cancellation; no charge follows it then.
    cell: (s) => (s.state === 'subscribed' ? formatDay(s.nextPaymentDate) : '—'),
  },
  { id: 'cancelled', header: t.cancelledAt, cell: (s) => formatInstant(s.cancelledAt) },
  { id: 'payer', header: t.payer, cell: (s) => s.payerMsisdn ?? '—' },
  {
    id: 'ids',
    header: t.providerIds,
    cell: (s) => (
      <dl className="ids">
        <dt>{t.ourId}</dt>
        <dd>
          <code>{s.requestId}</code>
        </dd>
        <dt>{t.bkashId}</dt>
        <dd>
          <code>{s.providerSubscriptionId ?? '—'}</code>
        </dd>
      </dl>
    ),
  },
]

const paymentColumns: Column<Payment>[] = [
  { id: 'due', header: t.due, cell: (p) => formatDay(p.dueDate), sortValue: (p) => p.dueDate },
  { id: 'segment', header: t.segment, cell: (p) => t.segments[p.segment] },
  { id: 'amount', header: t.amount, cell: (p) => t.taka(p.amountTaka), numeric: true },
  {
    id: 'status',
    header: t.status,
    cell: (p) => <span className={p.succeeded ? 'badge badge-good' : 'badge'}>{p.status}</span>,
    sortValue: (p) => p.status,
  },
  {
    id: 'transaction',
    header: t.transaction,
    cell: (p) => (p.trxId ? `${p.trxId} · ${formatInstant(p.trxTime)}` : '—'),
  },
]

const quizColumns: Column<QuizPlay>[] = [
  { id: 'kind', header: t.kind, cell: (p) => t.kinds[p.kind], sortValue: (p) => p.kind },
  { id: 'day', header: t.day, cell: (p) => formatDay(p.day), sortValue: (p) => p.day },
  {
    id: 'started',
    header: t.started,
    cell: (p) => formatInstant(p.startedAt),
    sortValue: (p) => p.startedAt,
  },
  {
    id: 'score',
    header: t.score,
    cell: (p) => (p.endedAt === null ? t.playing : t.correctOf(p.correct, p.answered, p.questionCount)),
    sortValue: (p) => p.correct,
  },
]

const gameColumns: Column<GameRun>[] = [
  { id: 'game', header: t.game, cell: (r) => r.game, sortValue: (r) => r.game },
  { id: 'mode', header: t.mode, cell: (r) => t.modes[r.mode] },
  { id: 'started', header: t.started, cell: (r) => formatInstant(r.issuedAt), sortValue: (r) => r.issuedAt },
  { id: 'outcome', header: t.outcome, cell: (r) => r.outcome ?? t.notSubmitted },
  { id: 'score', header: t.score, cell: (r) => r.score ?? '—', sortValue: (r) => r.score, numeric: true },
]

const awardColumns: Column<Award>[] = [
  {
    id: 'competition',
    header: t.competition,
    cell: (a) => t.competitions[a.competition] ?? a.competition,
    sortValue: (a) => a.competition,
  },
  { id: 'period', header: t.period, cell: (a) => a.period, sortValue: (a) => a.period },
  { id: 'rank', header: t.rank, cell: (a) => a.rank, sortValue: (a) => a.rank, numeric: true },
  {
    id: 'prize',
    header: t.prize,
    cell: (a) => (a.prize === 'cash' ? t.taka(a.amountTaka) : t.prizes[a.prize]),
  },
  { id: 'wallet', header: t.wallet, cell: (a) => a.payoutMsisdn },
  {
    id: 'payout',
    header: t.payout,
    cell: (a) => a.payoutStatus ?? t.noPayout,
    sortValue: (a) => a.payoutStatus,
  },
]

function StateBadge({ state }: { state: Subscription['state'] }) {
  return <span className={state === 'subscribed' ? 'badge badge-good' : 'badge'}>{t.states[state]}</span>
}

type Props = {
  card: Card
  /** Puts an action's answer into the card shown, so no second look-up is needed (or audited). */
  onChange: (card: Card) => void
}

/** One person: their account, what support may do for them, and what they subscribed, paid, played and won. */
export function UserCard({ card, onChange }: Props) {
  const { account } = card
  const [notice, setNotice] = useState('')
  const noticeRef = useRef<HTMLParagraphElement>(null)
  // The action's form is gone once done: its answer takes the focus, and is read out.
  useEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice])
  const subscribed = [
    ...new Set(card.subscriptions.filter((s) => s.state === 'subscribed').map((s) => s.segment)),
  ]

  async function unsubscribe(segment: Segment, reason: string) {
    const result = await unsubscribeUser(account.id, segment, reason)
    const changed = result.subscription
    if (changed !== null) {
      onChange({
        ...card,
        subscriptions: card.subscriptions.map((s) => (s.id === changed.id ? changed : s)),
      })
    }
    return result.message
  }

  async function endSessions(reason: string) {
    const result = await endUserSessions(account.id, reason)
    onChange({ ...card, account: { ...account, liveSessions: 0 } })
    return result.message
  }

  return (
    <article className="user-card" aria-labelledby="user-card-title">
      <h2 id="user-card-title">{t.cardOf(account.msisdn)}</h2>
      <div className="user-summary">
        <section aria-labelledby="user-account">
          <h3 id="user-account">{t.account}</h3>
          <dl className="facts">
            <dt>{t.userId}</dt>
            <dd>{account.id}</dd>
            <dt>{t.name}</dt>
            <dd lang={account.name ? 'bn' : undefined}>{account.name ?? t.noName}</dd>
            <dt>{t.joined}</dt>
            <dd>{formatInstant(account.createdAt)}</dd>
            <dt>{t.lastLogin}</dt>
            <dd>{formatInstant(account.lastLoginAt, t.never)}</dd>
            <dt>{t.liveSessions}</dt>
            <dd>{t.sessionCount(account.liveSessions)}</dd>
          </dl>
        </section>
        <section aria-labelledby="user-actions" className="user-actions">
          <h3 id="user-actions">{t.actions}</h3>
          <p className="muted">{t.actionsHint}</p>
          <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? 'user-notice' : undefined}>
            {notice}
          </p>
          <UserAction
            label={t.endSessions}
            title={t.endSessionsTitle}
            body={t.endSessionsBody}
            confirm={t.endSessionsConfirm}
            run={endSessions}
            onDone={setNotice}
          />
          {subscribed.map((segment) => (
            <UserAction
              key={segment}
              label={t.unsubscribe(t.segmentsInText[segment])}
              title={t.unsubscribeTitle(t.segmentsInText[segment])}
              body={t.unsubscribeBody}
              confirm={t.unsubscribeConfirm}
              run={(reason) => unsubscribe(segment, reason)}
              onDone={setNotice}
            />
          ))}
        </section>
      </div>

      <section aria-labelledby="user-subscriptions" className="user-section">
        <h3 id="user-subscriptions">{t.subscriptions}</h3>
        <DataTable
          caption={t.subscriptionsCaption}
          columns={subscriptionColumns}
          rows={card.subscriptions}
          rowKey={(s) => s.id}
          empty={t.noSubscriptions}
        />
      </section>
      <section aria-labelledby="user-payments" className="user-section">
        <h3 id="user-payments">{t.payments}</h3>
        <DataTable
          caption={t.paymentsCaption}
          columns={paymentColumns}
          rows={card.payments}
          rowKey={(p) => p.id}
          empty={t.noPayments}
        />
      </section>
      <section aria-labelledby="user-plays" className="user-section">
        <h3 id="user-plays">{t.plays}</h3>
        <DataTable
          caption={t.quizPlaysCaption}
          showCaption
          columns={quizColumns}
          rows={card.quizPlays}
          rowKey={(p) => p.id}
          empty={t.noQuizPlays}
        />
        <DataTable
          caption={t.gameRunsCaption}
          showCaption
          columns={gameColumns}
          rows={card.gameRuns}
          rowKey={(r) => r.id}
          empty={t.noGameRuns}
        />
      </section>
      <section aria-labelledby="user-awards" className="user-section">
        <h3 id="user-awards">{t.awards}</h3>
        <DataTable
          caption={t.awardsCaption}
          columns={awardColumns}
          rows={card.awards}
          rowKey={(a) => a.id}
          empty={t.noAwards}
        />
      </section>
    </article>
  )
}
