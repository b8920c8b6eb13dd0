import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The wallet provider simulator's own books (demo mode and tests only). Kept apart from the
// product's tables, as the real provider's would be: created by `createSimulatorTables` when the
// simulator is mounted, never by the API's migrations.

export const simSubscriptions = pgTable('sim_subscriptions', {
  /** The provider's numeric subscription id. */
  id: serial('id').primaryKey(),
  requestId: text('request_id').notNull().unique(),
  /** The path segment of the consent link. */
  intentCode: text('intent_code').notNull().unique(),
  status: text('status').notNull(),
  subscriptionType: text('subscription_type').notNull(),
  amount: integer('amount').notNull(),
  firstPaymentAmount: integer('first_payment_amount'),
  frequency: text('frequency').notNull(),
  startDate: text('start_date').notNull(),
  expiryDate: text('expiry_date').notNull(),
  payer: text('payer'),
  redirectUrl: text('redirect_url').notNull(),
  reference: text('reference'),
  serviceId: text('service_id'),
  merchantShortCode: text('merchant_short_code'),
  nextPaymentDate: text('next_payment_date'),
  cancelledBy: text('cancelled_by'),
  cancelledTime: timestamp('cancelled_time', { withTimezone: true }),
  consentExpiresAt: timestamp('consent_expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Wrong PINs typed on the consent page; `maxWrongPins` of them fail the request. */
  wrongPins: integer('wrong_pins').notNull().default(0),
})

export const simPayments = pgTable('sim_payments', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => simSubscriptions.id, { onDelete: 'cascade' }),
  dueDate: text('due_date').notNull(),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  trxId: text('trx_id'),
  trxTime: timestamp('trx_time', { withTimezone: true }),
  firstPayment: boolean('first_payment').notNull().default(false),
  /** Set when the charge failed and its one retry is still to come. */
  retryDate: text('retry_date'),
})

/** Wallet balances in taka; a wallet the simulator has not seen holds 1,000. */
export const simWallets = pgTable('sim_wallets', {
  wallet: text('wallet').primaryKey(),
  balance: integer('balance').notNull(),
})
