// Subscriptions and payments: our record of what the wallet provider has told us.

import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt } from './columns.ts'

/**
 * One subscription request and what became of it. A person may have several rows per
 * segment over time (subscribe, cancel, subscribe again); the partial unique index lets
 * at most one be pending or subscribed at once, so concurrent checks cannot open two.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segment: text('segment', { enum: ['quiz', 'special'] }).notNull(),
    /** pending | subscribed | failed | cancelled */
    state: text('state', { enum: ['pending', 'subscribed', 'failed', 'cancelled'] }).notNull(),
    /** The provider's own status word, as last read from it. */
    providerStatus: text('provider_status').notNull(),
    /** Ours, sent to the provider as its idempotency key. */
    requestId: text('request_id').notNull().unique(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    redirectUrl: text('redirect_url'),
    amountTaka: integer('amount_taka').notNull(),
    payerMsisdn: text('payer_msisdn'),
    campaignKey: text('campaign_key'),
    campaignUrl: text('campaign_url'),
    /** SHA-256 of the cookie that ties a campaign request (started without a login) to its browser. */
    browserBindingHash: text('browser_binding_hash'),
    consentExpiresAt: timestamp('consent_expires_at', { withTimezone: true }).notNull(),
    nextPaymentDate: text('next_payment_date'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_segment_idx').on(table.userId, table.segment, table.createdAt),
    uniqueIndex('subscriptions_one_live_per_segment')
      .on(table.userId, table.segment)
      .where(sql`${table.state} in ('pending', 'subscribed')`),
  ],
)

/** Charges as the provider reports them; one row per provider payment id. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** The day the charge was due (YYYY-MM-DD); a paid charge covers seven days from it. */
    dueDate: text('due_date').notNull(),
    status: text('status').notNull(),
    succeeded: boolean('succeeded').notNull(),
    amountTaka: integer('amount_taka').notNull(),
    trxId: text('trx_id'),
    trxTime: timestamp('trx_time', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_subscription_due_idx').on(table.subscriptionId, table.dueDate)],
)

/**
 * Every webhook we accepted, once (a repeat delivery with the same key is ignored), and the
 * queue they are applied from: a webhook is stored and answered at once, then applied by a
 * few workers in each instance, so a burst never waits on the provider in the request, and
 * one that could not be applied yet is tried again later, never dropped (decision 0058).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    /** Our request id, which the event is about; null when the body names none. */
    requestId: text('request_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was applied; null while it waits. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Tries so far, and when the next may start (a try in progress holds it for a while). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_events_waiting_idx').on(table.nextAttemptAt).where(sql`${table.processedAt} is null`),
  ],
)
