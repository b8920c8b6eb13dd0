import { dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  boardEntries,
  jobRuns,
  payments,
  payouts,
  prizeAwards,
  quizPlays,
  subscriptions,
  users,
} from '../../db/schema.ts'

/**
 * Rows as the other modules would have left them. The winners jobs read stored data, so
 * tests build it directly instead of playing thousands of quizzes through the API.
 */
export function winnersFixtures(db: Database) {
  let sequence = 0
  const next = () => ++sequence

  async function user(msisdn = `017${String(next()).padStart(8, '0')}`) {
    const [row] = await db.insert(users).values({ msisdn }).returning()
    if (!row) throw new Error('no user')
    return row
  }

  /** A subscription of the segment with succeeded charges due on `paid` (and failed ones on `unpaid`). */
  async function subscription(
    userId: number,
    segment: 'quiz' | 'special',
    {
      paid = [],
      unpaid = [],
      payer = null,
      state = 'subscribed',
      cancelledAt = null,
      campaignKey = null,
      createdAt,
    }: {
      paid?: string[]
      unpaid?: string[]
      payer?: string | null
      state?: 'pending' | 'subscribed' | 'failed' | 'cancelled'
      cancelledAt?: Date | null
      campaignKey?: string | null
      createdAt?: Date
    } = {},
  ) {
    const n = next()
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId,
        segment,
        state,
        providerStatus: state === 'cancelled' ? 'CANCELLED' : 'SUCCEEDED',
        requestId: `req-${n}`,
        amountTaka: 24,
        payerMsisdn: payer,
        consentExpiresAt: new Date('2030-01-01T00:00:00Z'),
        cancelledAt,
        campaignKey,
        ...(createdAt ? { createdAt } : {}),
      })
      .returning()
    if (!row) throw new Error('no subscription')
    const charges = [
      ...paid.map((dueDate) => ({ dueDate, succeeded: true })),
      ...unpaid.map((dueDate) => ({ dueDate, succeeded: false })),
    ]
    if (charges.length > 0) {
      await db.insert(payments).values(
        charges.map((charge, i) => ({
          subscriptionId: row.id,
          providerPaymentId: `pay-${n}-${i}`,
          dueDate: charge.dueDate,
          status: charge.succeeded ? 'SUCCEEDED_PAYMENT' : 'FAILED_PAYMENT',
          succeeded: charge.succeeded,
          amountTaka: 24,
        })),
      )
    }
    return row
  }

  /** A person whose `segment` subscription was paid on `paidOn`, covering that day and six more. */
  async function subscriber(
    segment: 'quiz' | 'special',
    paidOn: string,
    options: { msisdn?: string; payer?: string | null } = {},
  ) {
    const person = await user(options.msisdn)
    await subscription(person.id, segment, { paid: [paidOn], payer: options.payer ?? null })
    return person
  }

  /** An ended play: it started `endedSecond - elapsed` and ended at that second of the day (Dhaka). */
  async function play(
    userId: number,
    {
      kind = 'regular',
      day,
      attempt = 1,
      correct,
      endedSecond,
      elapsedMs = 60_000,
      open = false,
    }: {
      kind?: 'regular' | 'special'
      day: string
      attempt?: number
      correct: number
      endedSecond: number
      elapsedMs?: number
      /** Left without `ended_at`, as a play nobody has closed after its deadline. */
      open?: boolean
    },
  ) {
    const endedAt = new Date(dhakaDayStart(day).getTime() + endedSecond * 1000)
    const startedAt = new Date(endedAt.getTime() - elapsedMs)
    await db.insert(quizPlays).values({
      userId,
      kind,
      day,
      attempt,
      questionCount: kind === 'regular' ? 40 : 30,
      startedAt,
      deadline: open ? endedAt : new Date(startedAt.getTime() + 90_000),
      endedAt: open ? null : endedAt,
      answered: correct,
      correct,
      elapsedMs: open ? null : elapsedMs,
    })
  }

  async function boardEntry(
    board: 'quiz' | 'special' | 'game',
    period: string,
    userId: number,
    score: number,
    elapsedMs: number,
  ) {
    await db.insert(boardEntries).values({ board, period, userId, score, elapsedMs, plays: 1 })
  }

  const awards = (competition: string, period: string) =>
    db
      .select()
      .from(prizeAwards)
      .where(and(eq(prizeAwards.competition, competition), eq(prizeAwards.period, period)))
      .orderBy(asc(prizeAwards.rank))

  const allPayouts = () => db.select().from(payouts)
  const runs = () => db.select().from(jobRuns)

  return { user, subscription, subscriber, play, boardEntry, awards, allPayouts, runs }
}
