import { randomBytes } from 'node:crypto'
import { addMonths, dhakaMinuteOfDay, lastSameDayStartMinute } from '@khelahobe/bkash-protocol/dates'
import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { type ProviderStatus, providerStatuses } from '@khelahobe/contracts/subscription'
import { nextCycleDate, retryDateFor, takeCharge } from './billing.ts'
import type { AdjustableClock } from './clock.ts'
import type { SimulatorDatabase as Database } from './database.ts'
import { bkashDateTime, bkashLocalTimeMs } from './format.ts'
import * as repo from './repo.ts'
import type { CreateRequest, PaymentRecord, SubscriptionRecord } from './schemas.ts'
import { maxWrongPins } from './wallet-pin.ts'
import {
  cancelEvent,
  paymentEvent,
  subscriptionEvent,
  type WebhookEvent,
  type WebhookSender,
} from './webhooks.ts'

/** How long a consent link works; bKash's samples show ten minutes. */
export const consentLifeMs = 10 * 60_000

/** A refusal in bKash's words: its HTTP status, its error code, its description. */
export class GatewayError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly errorDescription: string,
    readonly subscriptionRequestId?: string,
  ) {
    super(`${errorCode} ${errorDescription}`)
    this.name = 'GatewayError'
  }
}

const notFound = () => new GatewayError(404, '2009', 'Subscription not found')

/**
 * The status the provider reports. A consent request nobody answered within its ten
 * minutes is reported as FAILED, computed on read and never stored (no webhook goes out
 * for it, as with bKash). EXPIRED is kept for a subscription that reached its expiry
 * date, the only meaning bKash gives it.
 */
export function reportedStatus(row: repo.SimSubscription, now: Date): ProviderStatus {
  if (row.status === 'INITIALIZED' && row.consentExpiresAt.getTime() <= now.getTime()) return 'FAILED'
  return (providerStatuses as readonly string[]).includes(row.status)
    ? (row.status as ProviderStatus)
    : 'FAILED'
}

const rrules: Record<string, string> = {
  DAILY: 'FREQ=DAILY;INTERVAL=1',
  WEEKLY: 'FREQ=WEEKLY;INTERVAL=1',
  FIFTEEN_DAYS: 'FREQ=DAILY;INTERVAL=15',
  THIRTY_DAYS: 'FREQ=DAILY;INTERVAL=30',
  NINETY_DAYS: 'FREQ=DAILY;INTERVAL=90',
  ONE_EIGHTY_DAYS: 'FREQ=DAILY;INTERVAL=180',
  CALENDAR_MONTH: 'FREQ=MONTHLY;INTERVAL=1',
  CALENDAR_YEAR: 'FREQ=YEARLY;INTERVAL=1',
}

export function toSubscriptionRecord(row: repo.SimSubscription, now: Date): SubscriptionRecord {
  const status = reportedStatus(row, now)
  return {
    id: repo.isApproved(row) ? row.id : null,
    createdAt: bkashDateTime(row.createdAt),
    subscriptionRequestId: row.requestId,
    serviceId: row.serviceId && /^\d+$/.test(row.serviceId) ? Number(row.serviceId) : null,
    paymentType: 'FIXED',
    subscriptionType: row.subscriptionType,
    amountQueryUrl: null,
    amount: row.amount,
    firstPaymentAmount: row.firstPaymentAmount,
    maxCapRequired: false,
    maxCapAmount: null,
    frequency: row.frequency,
    startDate: row.startDate,
    expiryDate: row.expiryDate,
    merchantShortCode: row.merchantShortCode,
    payerType: 'CUSTOMER',
    payer: row.payer,
    currency: 'BDT',
    nextPaymentDate: row.nextPaymentDate,
    status,
    subscriptionReference: row.reference,
    extraParams: null,
    cancelledBy: row.cancelledBy,
    cancelledTime: row.cancelledTime ? bkashDateTime(row.cancelledTime) : null,
    enabled: status === 'SUCCEEDED',
    active: status === 'SUCCEEDED',
    expired: status === 'EXPIRED',
    rrule: `${rrules[row.frequency] ?? rrules.WEEKLY};UNTIL=${row.expiryDate.replaceAll('-', '')}`,
    timeStamp: now.toISOString(),
  }
}

export function toPaymentRecord(payment: repo.SimPayment): PaymentRecord {
  return {
    id: payment.id,
    subscriptionId: payment.subscriptionId,
    dueDate: payment.dueDate,
    status: payment.status,
    trxId: payment.trxId,
    trxTime: payment.trxTime ? bkashLocalTimeMs(payment.trxTime) : null,
    amount: payment.amount,
    reverseTrxAmount: null,
    reverseTrxId: null,
    reverseTrxTime: null,
  }
}

/** bKash's date rules for a new request, with its error codes. */
function checkDates(body: CreateRequest, now: Date) {
  const today = dhakaDate(now)
  const refuse = (code: string, description: string) =>
    new GatewayError(400, code, description, body.subscriptionRequestId)
  if (body.startDate < today) throw refuse('2002', 'Start date cannot be previous date')
  if (body.startDate === today && dhakaMinuteOfDay(now) >= lastSameDayStartMinute) {
    throw refuse('2001', 'Subscription with current date as Start date after 11:30 pm is not allowed.')
  }
  if (body.startDate === body.expiryDate)
    throw refuse('2022', 'Same start date and expiry date is not supported')
  if (body.startDate > body.expiryDate) throw refuse('2003', 'Start date cannot be after expiry date')
  if (body.expiryDate > addMonths(body.startDate, 24)) {
    throw refuse('2021', 'Expiry date can be at most 2 years after the start date')
  }
  if (body.expiryDate < nextCycleDate(body.frequency, body.startDate, body.startDate)) {
    throw refuse('2023', 'Expiry date invalid for given frequency')
  }
}

/** Where the wallet holder's browser goes back to, with the outcome in `status`. */
export function returnUrl(redirectUrl: string, status: string): string {
  const url = new URL(redirectUrl)
  url.searchParams.set('status', status)
  return url.toString()
}

export type IntentState = 'open' | 'expired' | 'decided'

export function intentState(row: repo.SimSubscription, now: Date): IntentState {
  if (row.status !== 'INITIALIZED') return 'decided'
  return row.consentExpiresAt.getTime() > now.getTime() ? 'open' : 'expired'
}

/** The status to send the browser back with when the link can no longer be acted on. */
export const closedIntentStatus = (row: repo.SimSubscription, now: Date) =>
  intentState(row, now) === 'expired' ? 'FAILED' : reportedStatus(row, now)

export type ConsentDecision =
  | { action: 'approve'; wallet: string }
  | { action: 'fail' }
  | { action: 'cancel' }

/** The provider's side of a subscription: what the gateway API and the consent page do. */
export function createSimulatorService({
  db,
  clock,
  webhooks,
}: {
  db: Database
  clock: AdjustableClock
  webhooks: Pick<WebhookSender, 'deliver'>
}) {
  async function approve(row: repo.SimSubscription, wallet: string, now: Date) {
    // firstPaymentIncludedInCycle has no column and our adapter always sends true: the
    // first payment covers the first cycle, so the next one is due a cycle after the start.
    const withPayment = row.subscriptionType === 'WITH_PAYMENT'
    const nextPaymentDate = withPayment
      ? nextCycleDate(row.frequency, row.startDate, row.startDate)
      : row.startDate
    return db.transaction(async (tx) => {
      const approved = await repo.decideIntent(tx, row.intentCode, now, {
        status: 'SUCCEEDED',
        payer: wallet,
        nextPaymentDate,
      })
      if (!approved) return undefined
      if (!withPayment) return { approved, firstPayment: undefined }
      const amount = approved.firstPaymentAmount ?? approved.amount
      const charge = await takeCharge(tx, wallet, amount, now)
      // bKash: a failed charge leaves the subscription running; the retry rule still applies.
      const firstPayment = await repo.insertPayment(tx, {
        subscriptionId: approved.id,
        dueDate: approved.startDate,
        status: charge.succeeded ? 'SUCCEEDED_PAYMENT' : 'FAILED_PAYMENT',
        amount,
        trxId: charge.trxId,
        trxTime: charge.trxTime,
        firstPayment: true,
        retryDate: charge.succeeded ? null : retryDateFor(approved.frequency, approved.startDate),
      })
      return { approved, firstPayment }
    })
  }

  return {
    async create(body: CreateRequest) {
      const now = clock.now()
      checkDates(body, now)
      // 144 random bits: the link alone lets its holder approve, so it must not be guessable.
      const intentCode = randomBytes(18).toString('base64url')
      const row = await repo.insertRequest(db, {
        requestId: body.subscriptionRequestId,
        intentCode,
        status: 'INITIALIZED',
        subscriptionType: body.subscriptionType,
        amount: body.amount,
        firstPaymentAmount: body.firstPaymentAmount ?? null,
        frequency: body.frequency,
        startDate: body.startDate,
        expiryDate: body.expiryDate,
        payer: body.payer ?? null,
        redirectUrl: body.redirectUrl,
        reference: body.subscriptionReference ?? null,
        serviceId: String(body.serviceId),
        merchantShortCode: body.merchantShortCode ?? null,
        consentExpiresAt: new Date(now.getTime() + consentLifeMs),
        createdAt: now,
      })
      if (!row)
        throw new GatewayError(200, '2004', 'Duplicate subscriptionRequestId', body.subscriptionRequestId)
      return {
        subscriptionRequestId: row.requestId,
        // The browser reaches the consent page on the host it returns to (in demo mode our
        // own site), not on whatever address the merchant's server used to call the API.
        redirectURL: `${new URL(row.redirectUrl).origin}/sim/bkash/intent/${intentCode}`,
        expirationTime: row.consentExpiresAt.toISOString(),
        timeStamp: now.toISOString(),
      }
    },

    async byRequestId(requestId: string) {
      const row = await repo.findByRequestId(db, requestId)
      if (!row) throw notFound()
      return toSubscriptionRecord(row, clock.now())
    },

    async byId(id: number) {
      const row = await repo.findApprovedById(db, id)
      if (!row) throw notFound()
      return toSubscriptionRecord(row, clock.now())
    },

    async cancel(id: number) {
      const now = clock.now()
      const cancelled = await db.transaction(async (tx) => {
        const row = await repo.cancelLive(tx, id, now)
        if (row) await repo.dropPendingRetries(tx, id)
        return row
      })
      if (!cancelled) {
        if (!(await repo.findApprovedById(db, id))) throw notFound()
        throw new GatewayError(400, '2010', 'Subscription is not cancellable')
      }
      await webhooks.deliver([cancelEvent(cancelled, now)])
      return {
        subscriptionId: cancelled.id,
        subscriptionStatus: 'CANCELLED' as const,
        message: null,
        instant: now.toISOString(),
      }
    },

    async payments(id: number) {
      if (!(await repo.findApprovedById(db, id))) throw notFound()
      return (await repo.listPayments(db, id)).map(toPaymentRecord)
    },

    findIntent: (code: string) => repo.findByIntentCode(db, code),

    /**
     * Counts a wrong PIN typed for `row`; answers the tries left before the request fails, or
     * undefined when the request was decided or ran out first.
     */
    async wrongPin(row: repo.SimSubscription): Promise<number | undefined> {
      const count = await repo.countWrongPin(db, row.intentCode, clock.now())
      return count === undefined ? undefined : Math.max(0, maxWrongPins - count)
    },

    /**
     * The wallet holder's answer on the consent page. Answers where to send the browser:
     * back to the merchant with the outcome, or with the current status when the link
     * was already used or ran out (nothing changes then).
     */
    async decide(row: repo.SimSubscription, decision: ConsentDecision): Promise<string> {
      const now = clock.now()
      if (intentState(row, now) !== 'open') return returnUrl(row.redirectUrl, closedIntentStatus(row, now))

      let events: WebhookEvent[] = []
      let settled: repo.SimSubscription | undefined
      if (decision.action === 'approve') {
        const result = await approve(row, decision.wallet, now)
        if (result) {
          settled = result.approved
          events = [subscriptionEvent(settled, now, result.firstPayment)]
          if (result.firstPayment) events.push(paymentEvent(settled, result.firstPayment, now))
        }
      } else {
        const status = decision.action === 'fail' ? 'FAILED' : 'CANCELLED'
        settled = await repo.decideIntent(db, row.intentCode, now, { status })
        if (settled) events = [subscriptionEvent(settled, now)]
      }
      if (!settled) {
        // Another submit of the same page got there first.
        const current = (await repo.findByIntentCode(db, row.intentCode)) ?? row
        return returnUrl(current.redirectUrl, closedIntentStatus(current, now))
      }
      await webhooks.deliver(events)
      return returnUrl(settled.redirectUrl, settled.status)
    },
  }
}

export type SimulatorService = ReturnType<typeof createSimulatorService>
