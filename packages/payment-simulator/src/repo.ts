import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, min, sql } from 'drizzle-orm'
import type { SimulatorDatabase as Database } from './database.ts'
import { simPayments, simSubscriptions, simWallets } from './schema.ts'

/**
 * The simulator's books. Every state change is one conditional statement (compare and
 * set), so a double-clicked button or two overlapping clock advances change a row once.
 */

export type SimSubscription = typeof simSubscriptions.$inferSelect
export type SimPayment = typeof simPayments.$inferSelect
type NewSimSubscription = typeof simSubscriptions.$inferInsert
type NewSimPayment = typeof simPayments.$inferInsert

/** What a wallet holds before anyone set it: enough for the demo's weekly charges. */
export const defaultWalletBalance = 1000

/** Undefined when the request id was used before (bKash error 2004). */
export async function insertRequest(db: Database, row: NewSimSubscription) {
  const [inserted] = await db
    .insert(simSubscriptions)
    .values(row)
    .onConflictDoNothing({ target: simSubscriptions.requestId })
    .returning()
  return inserted
}

export async function findByRequestId(db: Database, requestId: string) {
  const [row] = await db.select().from(simSubscriptions).where(eq(simSubscriptions.requestId, requestId))
  return row
}

/**
 * Approval is the only step that sets `nextPaymentDate`, so a row with one is a
 * subscription the wallet holder approved: the only kind whose id the provider shows.
 */
export const isApproved = (row: SimSubscription) => row.nextPaymentDate !== null

export async function findApprovedById(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(simSubscriptions)
    .where(and(eq(simSubscriptions.id, id), isNotNull(simSubscriptions.nextPaymentDate)))
  return row
}

export async function findByIntentCode(db: Database, intentCode: string) {
  const [row] = await db.select().from(simSubscriptions).where(eq(simSubscriptions.intentCode, intentCode))
  return row
}

/** Settles a consent request that is still open; undefined if it was decided or ran out first. */
export async function decideIntent(
  db: Database,
  intentCode: string,
  now: Date,
  changes: Pick<NewSimSubscription, 'status' | 'payer' | 'nextPaymentDate'>,
) {
  const [row] = await db
    .update(simSubscriptions)
    .set(changes)
    .where(
      and(
        eq(simSubscriptions.intentCode, intentCode),
        eq(simSubscriptions.status, 'INITIALIZED'),
        gt(simSubscriptions.consentExpiresAt, now),
      ),
    )
    .returning()
  return row
}

/**
 * Counts a wrong PIN against a consent request that is still open, in one statement, so
 * guesses sent at once are each counted. Answers the count so far, or undefined when the
 * request was decided or ran out first.
 */
export async function countWrongPin(db: Database, intentCode: string, now: Date) {
  const [row] = await db
    .update(simSubscriptions)
    .set({ wrongPins: sql`${simSubscriptions.wrongPins} + 1` })
    .where(
      and(
        eq(simSubscriptions.intentCode, intentCode),
        eq(simSubscriptions.status, 'INITIALIZED'),
        gt(simSubscriptions.consentExpiresAt, now),
      ),
    )
    .returning({ wrongPins: simSubscriptions.wrongPins })
  return row?.wrongPins
}

/** The merchant's cancel: only a live (SUCCEEDED) subscription can be cancelled. */
export async function cancelLive(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(simSubscriptions)
    .set({ status: 'CANCELLED', cancelledBy: 'REQUESTER', cancelledTime: now })
    .where(and(eq(simSubscriptions.id, id), eq(simSubscriptions.status, 'SUCCEEDED')))
    .returning()
  return row
}

export async function expireLive(db: Database, id: number) {
  const [row] = await db
    .update(simSubscriptions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(simSubscriptions.id, id), eq(simSubscriptions.status, 'SUCCEEDED')))
    .returning()
  return row
}

/** A subscription that ended takes no more retries. */
export async function dropPendingRetries(db: Database, subscriptionId: number) {
  await db
    .update(simPayments)
    .set({ retryDate: null })
    .where(and(eq(simPayments.subscriptionId, subscriptionId), isNotNull(simPayments.retryDate)))
}

/** Moves a live subscription's due date on; false if another run charged this cycle already. */
export async function claimCycle(db: Database, id: number, dueDate: string, nextPaymentDate: string) {
  const rows = await db
    .update(simSubscriptions)
    .set({ nextPaymentDate })
    .where(
      and(
        eq(simSubscriptions.id, id),
        eq(simSubscriptions.status, 'SUCCEEDED'),
        eq(simSubscriptions.nextPaymentDate, dueDate),
      ),
    )
    .returning({ id: simSubscriptions.id })
  return rows.length > 0
}

/** Takes the retry of a failed charge; false if another run took it already. */
export async function claimRetry(db: Database, paymentId: number, retryDate: string) {
  const rows = await db
    .update(simPayments)
    .set({ retryDate: null })
    .where(and(eq(simPayments.id, paymentId), eq(simPayments.retryDate, retryDate)))
    .returning({ id: simPayments.id })
  return rows.length > 0
}

export async function insertPayment(db: Database, payment: NewSimPayment) {
  const [row] = await db.insert(simPayments).values(payment).returning()
  if (!row) throw new Error('insert returned no payment')
  return row
}

export async function updatePayment(
  db: Database,
  id: number,
  changes: Pick<NewSimPayment, 'status' | 'trxId' | 'trxTime'>,
) {
  const [row] = await db.update(simPayments).set(changes).where(eq(simPayments.id, id)).returning()
  if (!row) throw new Error(`payment ${id} vanished`)
  return row
}

export async function listPayments(db: Database, subscriptionId: number) {
  return db
    .select()
    .from(simPayments)
    .where(eq(simPayments.subscriptionId, subscriptionId))
    .orderBy(asc(simPayments.id))
}

/** The due date of the last charge that went through, for the expiry webhook. */
export async function lastSucceededDueDate(db: Database, subscriptionId: number) {
  const [row] = await db
    .select({ dueDate: simPayments.dueDate })
    .from(simPayments)
    .where(
      and(
        eq(simPayments.subscriptionId, subscriptionId),
        inArray(simPayments.status, ['SUCCEEDED_PAYMENT', 'RE_SUCCEEDED_PAYMENT']),
      ),
    )
    .orderBy(desc(simPayments.dueDate))
    .limit(1)
  return row?.dueDate ?? null
}

// ---------------------------------------------------------------------------
// Wallets

/** Takes `amount` from the wallet if it holds that much; one statement, so no overdraft. */
export async function debitWallet(db: Database, wallet: string, amount: number): Promise<boolean> {
  await db.insert(simWallets).values({ wallet, balance: defaultWalletBalance }).onConflictDoNothing()
  const rows = await db
    .update(simWallets)
    .set({ balance: sql`${simWallets.balance} - ${amount}` })
    .where(and(eq(simWallets.wallet, wallet), sql`${simWallets.balance} >= ${amount}`))
    .returning({ wallet: simWallets.wallet })
  return rows.length > 0
}

export async function walletBalance(db: Database, wallet: string): Promise<number> {
  const [row] = await db.select().from(simWallets).where(eq(simWallets.wallet, wallet))
  return row?.balance ?? defaultWalletBalance
}

export async function setWalletBalance(db: Database, wallet: string, balance: number) {
  await db
    .insert(simWallets)
    .values({ wallet, balance })
    .onConflictDoUpdate({ target: simWallets.wallet, set: { balance } })
}

// ---------------------------------------------------------------------------
// What the clock has made due

const live = eq(simSubscriptions.status, 'SUCCEEDED')
const chargeable = and(live, lte(simSubscriptions.nextPaymentDate, simSubscriptions.expiryDate))

/** The earliest pending charge date, expiry date and retry date that are not after `today`. */
export async function earliestDue(db: Database, today: string) {
  const [charge] = await db
    .select({ day: min(simSubscriptions.nextPaymentDate) })
    .from(simSubscriptions)
    .where(and(chargeable, lte(simSubscriptions.nextPaymentDate, today)))
  const [expiry] = await db
    .select({ day: min(simSubscriptions.expiryDate) })
    .from(simSubscriptions)
    .where(and(live, lt(simSubscriptions.expiryDate, today)))
  const [retry] = await db
    .select({ day: min(simPayments.retryDate) })
    .from(simPayments)
    .innerJoin(simSubscriptions, eq(simSubscriptions.id, simPayments.subscriptionId))
    .where(and(live, lte(simPayments.retryDate, today)))
  return { charge: charge?.day ?? null, expiry: expiry?.day ?? null, retry: retry?.day ?? null }
}

/** Live subscriptions whose last day is before `day`. */
export async function expiringBefore(db: Database, day: string) {
  return db
    .select()
    .from(simSubscriptions)
    .where(and(live, lt(simSubscriptions.expiryDate, day)))
    .orderBy(asc(simSubscriptions.id))
}

/** Failed charges of live subscriptions whose one retry is due by `day`. */
export async function retriesDue(db: Database, day: string) {
  return db
    .select({ payment: simPayments, subscription: simSubscriptions })
    .from(simPayments)
    .innerJoin(simSubscriptions, eq(simSubscriptions.id, simPayments.subscriptionId))
    .where(and(live, lte(simPayments.retryDate, day)))
    .orderBy(asc(simPayments.id))
}

/** Live subscriptions with a charge due by `day` (and not after their expiry date). */
export async function chargesDue(db: Database, day: string) {
  return db
    .select()
    .from(simSubscriptions)
    .where(and(chargeable, lte(simSubscriptions.nextPaymentDate, day)))
    .orderBy(asc(simSubscriptions.id))
}
