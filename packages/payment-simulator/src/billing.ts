import { randomInt } from 'node:crypto'
import { addMonths } from '@khelahobe/bkash-protocol/dates'
import { addDays, dhakaDate, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import type { AdjustableClock } from './clock.ts'
import type { SimulatorDatabase as Database } from './database.ts'
import * as repo from './repo.ts'
import type { AdvanceSummary, Frequency } from './schemas.ts'
import { expiryEvent, paymentEvent, type WebhookEvent, type WebhookSender } from './webhooks.ts'

/**
 * The provider's own calendar: cycle charges, the retry after a failed one, and expiry,
 * run when the (demo or test) clock is moved on. bKash's rules for a weekly cycle: the
 * charge on its due date; on failure one retry two days later; if that fails too, the
 * merchant collects that cycle itself and the subscription simply goes on.
 */

const dayStep: Record<Exclude<Frequency, 'CALENDAR_MONTH' | 'CALENDAR_YEAR'>, number> = {
  DAILY: 1,
  WEEKLY: 7,
  FIFTEEN_DAYS: 15,
  THIRTY_DAYS: 30,
  NINETY_DAYS: 90,
  ONE_EIGHTY_DAYS: 180,
}

/** The due date after `dueDate`; calendar cycles keep the start date's day of the month. */
export function nextCycleDate(frequency: string, dueDate: string, startDate: string): string {
  const anchorDay = Number(startDate.slice(8, 10))
  if (frequency === 'CALENDAR_MONTH') return addMonths(dueDate, 1, anchorDay)
  if (frequency === 'CALENDAR_YEAR') return addMonths(dueDate, 12, anchorDay)
  return addDays(dueDate, dayStep[frequency as keyof typeof dayStep] ?? 7)
}

/**
 * When a failed charge is tried again. bKash retries weekly cycles once, two days after
 * the due date, and never retries daily ones. (Its longer cycles get two retries three
 * days apart; the product bills weekly, so the simulator keeps to one retry.)
 */
export function retryDateFor(frequency: string, dueDate: string): string | null {
  return frequency === 'DAILY' ? null : addDays(dueDate, 2)
}

const trxAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** bKash transaction ids look like `8JI4052ZDO`. */
export function newTrxId(): string {
  return Array.from({ length: 10 }, () => trxAlphabet[randomInt(trxAlphabet.length)]).join('')
}

/** Debits the wallet if it can pay; a charge with no wallet to take it from fails. */
export async function takeCharge(db: Database, wallet: string | null, amount: number, at: Date) {
  const succeeded = wallet !== null && (await repo.debitWallet(db, wallet, amount))
  return succeeded ? { succeeded, trxId: newTrxId(), trxTime: at } : { succeeded, trxId: null, trxTime: null }
}

export function createBilling({
  db,
  clock,
  webhooks,
}: {
  db: Database
  clock: AdjustableClock
  webhooks: Pick<WebhookSender, 'deliver'>
}) {
  /** Everything due on one day, in the order a day runs: expiries, retries, new charges. */
  async function runDay(day: string, summary: AdvanceSummary): Promise<WebhookEvent[]> {
    const now = clock.now()
    // A catch-up run books each charge on its own day (10:00 Dhaka), never in the future.
    const chargedAt = new Date(Math.min(now.getTime(), dhakaDayStart(day).getTime() + 10 * 60 * 60_000))
    const events: WebhookEvent[] = []

    for (const row of await repo.expiringBefore(db, day)) {
      const expired = await db.transaction(async (tx) => {
        const changed = await repo.expireLive(tx, row.id)
        if (changed) await repo.dropPendingRetries(tx, row.id)
        return changed
      })
      if (!expired) continue
      summary.expired.push({
        subscriptionId: expired.id,
        subscriptionRequestId: expired.requestId,
        expiryDate: expired.expiryDate,
      })
      events.push(expiryEvent(expired, now, await repo.lastSucceededDueDate(db, expired.id)))
    }

    for (const { payment, subscription } of await repo.retriesDue(db, day)) {
      const retryDate = payment.retryDate
      if (retryDate === null) continue
      const retried = await db.transaction(async (tx) => {
        if (!(await repo.claimRetry(tx, payment.id, retryDate))) return undefined
        const charge = await takeCharge(tx, subscription.payer, payment.amount, chargedAt)
        return repo.updatePayment(tx, payment.id, {
          status: charge.succeeded ? 'RE_SUCCEEDED_PAYMENT' : 'RE_FAILED_PAYMENT',
          trxId: charge.trxId,
          trxTime: charge.trxTime,
        })
      })
      if (!retried) continue
      summary.charges.push({
        subscriptionId: subscription.id,
        paymentId: retried.id,
        dueDate: retried.dueDate,
        status: retried.status,
      })
      events.push(paymentEvent(subscription, retried, now))
    }

    for (const row of await repo.chargesDue(db, day)) {
      const dueDate = row.nextPaymentDate
      if (dueDate === null) continue
      const nextPaymentDate = nextCycleDate(row.frequency, dueDate, row.startDate)
      const payment = await db.transaction(async (tx) => {
        if (!(await repo.claimCycle(tx, row.id, dueDate, nextPaymentDate))) return undefined
        const charge = await takeCharge(tx, row.payer, row.amount, chargedAt)
        return repo.insertPayment(tx, {
          subscriptionId: row.id,
          dueDate,
          status: charge.succeeded ? 'SUCCEEDED_PAYMENT' : 'FAILED_PAYMENT',
          amount: row.amount,
          trxId: charge.trxId,
          trxTime: charge.trxTime,
          firstPayment: false,
          retryDate: charge.succeeded ? null : retryDateFor(row.frequency, dueDate),
        })
      })
      if (!payment) continue
      summary.charges.push({ subscriptionId: row.id, paymentId: payment.id, dueDate, status: payment.status })
      events.push(paymentEvent({ ...row, nextPaymentDate }, payment, now))
    }
    return events
  }

  /**
   * Runs everything due up to today (Dhaka), one day at a time from the earliest, and
   * delivers each day's webhooks before the next day runs, as the provider would have.
   */
  async function runDue(): Promise<AdvanceSummary> {
    const today = dhakaDate(clock.now())
    const summary: AdvanceSummary = { now: clock.now().toISOString(), today, charges: [], expired: [] }
    // Each pass settles its day for good, so the loop ends; the bound only guards a bug.
    for (let pass = 0; pass < 10_000; pass++) {
      const due = await repo.earliestDue(db, today)
      const day = [due.charge, due.retry, due.expiry === null ? null : addDays(due.expiry, 1)]
        .filter((candidate): candidate is string => candidate !== null && candidate <= today)
        .sort()[0]
      if (day === undefined) break
      await webhooks.deliver(await runDay(day, summary))
    }
    return summary
  }

  return {
    runDue,
    /** Moves the provider's clock on by whole days, then runs what that made due. */
    async advance(days: number) {
      clock.advance(days * 24 * 60 * 60_000)
      return runDue()
    },
  }
}

export type Billing = ReturnType<typeof createBilling>
