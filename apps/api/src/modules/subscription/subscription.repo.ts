import type { Segment } from '@khelahobe/contracts/subscription'
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { payments, subscriptions, webhookEvents } from '../../db/schema.ts'

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

/** Records a webhook once; false when the same event was already recorded. */
export async function recordWebhook(db: Database, event: { dedupeKey: string; type: string; body: string }) {
  const rows = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  return rows.length > 0
}

export async function forgetWebhook(db: Database, dedupeKey: string) {
  await db.delete(webhookEvents).where(eq(webhookEvents.dedupeKey, dedupeKey))
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
  return requests.flatMap(({ id, campaignKey, cancelledAt }) =>
    campaignKey === null
      ? []
      : [
          {
            campaignKey,
            cancelledAt,
            charges: charges
              .filter((charge) => charge.subscriptionId === id)
              .map(({ dueDate, succeeded }) => ({ dueDate, succeeded })),
          },
        ],
  )
}
