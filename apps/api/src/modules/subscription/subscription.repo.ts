import type { Segment } from '@khelahobe/contracts/subscription'
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { payments, subscriptions } from '../../db/schema.ts'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type NewSubscription = typeof subscriptions.$inferInsert

/** The person's most recent request for the segment, whatever became of it. */
export async function latestSubscription(db: Database, userId: number, segment: Segment) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.segment, segment)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1)
  return row
}

/** The pending or subscribed row, if any; the partial unique index allows at most one. */
export async function liveSubscription(db: Database, userId: number, segment: Segment) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.segment, segment),
        inArray(subscriptions.state, ['pending', 'subscribed']),
      ),
    )
  return row
}

export async function findByRequestId(db: Database, requestId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.requestId, requestId))
  return row
}

/** Inserts a pending request; undefined when another live one got there first. */
export async function insertPending(db: Database, row: NewSubscription) {
  const [inserted] = await db.insert(subscriptions).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function updateSubscription(db: Database, id: number, changes: Partial<NewSubscription>) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning()
  return row
}

/**
 * Marks a subscribed request's campaign binding `from` as `to`, once: true only for the one
 * statement that changed it, however many run at once (each waits for the row and then
 * finds the binding gone).
 */
export async function claimBrowserBinding(db: Database, id: number, from: string, to: string) {
  const rows = await db
    .update(subscriptions)
    .set({ browserBindingHash: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.state, 'subscribed'),
        eq(subscriptions.browserBindingHash, from),
      ),
    )
    .returning({ id: subscriptions.id })
  return rows.length > 0
}

/** Other live rows of the same person and segment, for when a late approval supersedes them. */
export async function otherLiveSubscriptions(db: Database, row: SubscriptionRow) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, row.userId),
        eq(subscriptions.segment, row.segment),
        ne(subscriptions.id, row.id),
        inArray(subscriptions.state, ['pending', 'subscribed']),
      ),
    )
}

export async function upsertPayment(db: Database, payment: typeof payments.$inferInsert) {
  await db
    .insert(payments)
    .values(payment)
    .onConflictDoUpdate({
      target: payments.providerPaymentId,
      set: {
        status: payment.status,
        succeeded: payment.succeeded,
        trxId: payment.trxId,
        trxTime: payment.trxTime,
        amountTaka: payment.amountTaka,
        dueDate: payment.dueDate,
        updatedAt: sql`now()`,
      },
    })
}

export function paymentsOf(db: Database, subscriptionId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(desc(payments.dueDate))
}

/** Every request the person made, of both segments, newest first. */
export function subscriptionsOf(db: Database, userId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
}

/** The charges of these subscriptions, latest due first, each with its subscription's segment. */
export async function paymentsOfAll(db: Database, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return []
  return db
    .select({ payment: payments, segment: subscriptions.segment })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(inArray(payments.subscriptionId, subscriptionIds))
    .orderBy(desc(payments.dueDate), desc(payments.id))
}

/** Pending requests whose consent link ran out before `cutoff`. */
export function stalePending(db: Database, cutoff: Date, limit: number) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.state, 'pending'), lt(subscriptions.consentExpiresAt, cutoff)))
    .limit(limit)
}

/** The requests opened with a campaign key in [`start`, `end`), each with its charges, oldest due first. */
export async function campaignRequestsBetween(db: Database, start: Date, end: Date) {
  const requests = await db
    .select({
      id: subscriptions.id,
      campaignKey: subscriptions.campaignKey,
      openedAt: subscriptions.createdAt,
      cancelledAt: subscriptions.cancelledAt,
    })
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.campaignKey),
        gte(subscriptions.createdAt, start),
        lt(subscriptions.createdAt, end),
      ),
    )
  const charges = requests.length
    ? await db
        .select({
          subscriptionId: payments.subscriptionId,
          dueDate: payments.dueDate,
          succeeded: payments.succeeded,
        })
        .from(payments)
        .where(
          inArray(
            payments.subscriptionId,
            requests.map((r) => r.id),
          ),
        )
        .orderBy(asc(payments.dueDate))
    : []
  return requests.flatMap(({ id, campaignKey, openedAt, cancelledAt }) =>
    campaignKey === null
      ? []
      : [
          {
            campaignKey,
            openedAt,
            cancelledAt,
            charges: charges
              .filter((charge) => charge.subscriptionId === id)
              .map(({ dueDate, succeeded }) => ({ dueDate, succeeded })),
          },
        ],
  )
}

/**
 * The Dhaka day [`start`, `end`) named `day`, in charges and cancellations: charges due that
 * day that succeeded as the subscription's first (new) or a later one (renewed) or failed, and
 * the subscriptions cancelled during it.
 */
export async function dayFigures(db: Database, day: string, start: Date, end: Date) {
  const earlier = alias(payments, 'earlier')
  const paidBefore = sql`exists (${db
    .select({ one: sql`1` })
    .from(earlier)
    .where(
      and(
        eq(earlier.subscriptionId, payments.subscriptionId),
        eq(earlier.succeeded, true),
        lt(earlier.dueDate, payments.dueDate),
      ),
    )})`
  const [charges] = await db
    .select({
      new: sql<number>`(count(*) filter (where ${payments.succeeded} and not ${paidBefore}))::int`,
      renewed: sql<number>`(count(*) filter (where ${payments.succeeded} and ${paidBefore}))::int`,
      failed: sql<number>`(count(*) filter (where not ${payments.succeeded}))::int`,
    })
    .from(payments)
    .where(eq(payments.dueDate, day))
  const [cancelled] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(gte(subscriptions.cancelledAt, start), lt(subscriptions.cancelledAt, end)))
  return {
    new: charges?.new ?? 0,
    renewed: charges?.renewed ?? 0,
    cancelled: cancelled?.count ?? 0,
    failedCharges: charges?.failed ?? 0,
  }
}
