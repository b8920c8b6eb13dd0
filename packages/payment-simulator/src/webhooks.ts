import { signWebhook } from '@khelahobe/bkash-protocol/signature'
import type { FastifyBaseLogger } from 'fastify'
import { bkashLocalTime } from './format.ts'
import type { SimPayment, SimSubscription } from './repo.ts'
import type { WebhookSwitches } from './schemas.ts'

/**
 * The webhooks bKash sends a merchant, with their bodies as bKash's guide and samples
 * show them, and their delivery: signed, in order, each awaited, retried a few times,
 * never allowed to fail the action that caused it (bKash's own retry policy is not
 * published; a merchant must re-query the provider anyway).
 */

export interface WebhookEvent {
  type: 'SUBSCRIPTION' | 'PAYMENT'
  body: Record<string, unknown>
}

/** The approved subscription's id; bKash shows none before approval. */
const visibleId = (row: SimSubscription) => (row.nextPaymentDate === null ? null : row.id)

/** What every webhook body carries, whatever its type. */
function commonFields(row: SimSubscription, now: Date, subscriptionId: number | null) {
  return {
    message: null,
    timeStamp: now.toISOString(),
    subscriptionRequestId: row.requestId,
    subscriptionId,
    payer: row.payer,
    frequency: row.frequency,
  }
}

export function subscriptionEvent(row: SimSubscription, now: Date, firstPayment?: SimPayment): WebhookEvent {
  const paid = firstPayment?.trxId ? firstPayment : undefined
  return {
    type: 'SUBSCRIPTION',
    body: {
      ...commonFields(row, now, visibleId(row)),
      subscriptionStatus: row.status,
      nextPaymentDate: row.nextPaymentDate,
      amount: paid ? paid.amount : null,
      trxId: paid?.trxId ?? null,
      trxDate: paid?.trxTime ? bkashLocalTime(paid.trxTime) : null,
    },
  }
}

/** The merchant cancelled (bKash writes the canceller as "Requester" here, `REQUESTER` in queries). */
export function cancelEvent(row: SimSubscription, now: Date): WebhookEvent {
  return {
    type: 'SUBSCRIPTION',
    body: {
      ...commonFields(row, now, row.id),
      subscriptionStatus: 'CANCELLED',
      cancelledBy: 'Requester',
    },
  }
}

export function expiryEvent(
  row: SimSubscription,
  now: Date,
  lastSucceededPayment: string | null,
): WebhookEvent {
  return {
    type: 'SUBSCRIPTION',
    body: {
      ...commonFields(row, now, row.id),
      subscriptionStatus: 'EXPIRED',
      lastSucceededPayment,
      creationTimestamp: `${row.createdAt.toISOString().slice(0, 19)}Z`,
    },
  }
}

export function paymentEvent(row: SimSubscription, payment: SimPayment, now: Date): WebhookEvent {
  return {
    type: 'PAYMENT',
    body: {
      ...commonFields(row, now, row.id),
      paymentId: payment.id,
      paymentStatus: payment.status,
      trxId: payment.trxId,
      amount: payment.amount,
      dueDate: payment.dueDate,
      nextPaymentDate: row.nextPaymentDate,
      trxDate: payment.trxTime ? bkashLocalTime(payment.trxTime) : null,
      firstPayment: payment.firstPayment,
    },
  }
}

export interface WebhookSender {
  /** Delivers one batch in order (or reversed, or doubled, as the switches say); never throws. */
  deliver(events: WebhookEvent[]): Promise<void>
  switches(): WebhookSwitches
  setSwitches(changes: Partial<WebhookSwitches>): WebhookSwitches
}

export function createWebhookSender(deps: {
  apiKey: string
  /** Read on every delivery: in demo mode the URL is known only once the server listens. */
  webhookUrl: () => string
  log: FastifyBaseLogger
  /** Waits before each retry; three retries after the first try. */
  retryDelaysMs?: readonly number[]
  timeoutMs?: number
}): WebhookSender {
  const retryDelaysMs = deps.retryDelaysMs ?? [100, 300, 900]
  const timeoutMs = deps.timeoutMs ?? 5_000
  // In memory on purpose: a switch is a tester's knob for this process, not provider state.
  const current: WebhookSwitches = { duplicate: false, outOfOrder: false }

  async function post(event: WebhookEvent, rawBody: string, signature: string): Promise<void> {
    let lastProblem = ''
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 1]))
      try {
        const response = await fetch(deps.webhookUrl(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Signature': signature, Type: event.type },
          body: rawBody,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.arrayBuffer()
        if (response.ok) return
        lastProblem = `HTTP ${response.status}`
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error)
      }
    }
    deps.log.warn(
      {
        type: event.type,
        subscriptionRequestId: event.body.subscriptionRequestId,
        attempts: retryDelaysMs.length + 1,
        problem: lastProblem,
      },
      'simulator webhook dropped after retries',
    )
  }

  return {
    async deliver(events) {
      const ordered = current.outOfOrder ? [...events].reverse() : events
      for (const event of ordered) {
        // Signed once: a duplicate is the very same bytes, as a provider's resend would be.
        const rawBody = JSON.stringify(event.body)
        const signature = signWebhook(rawBody, deps.apiKey)
        for (let copy = 0; copy < (current.duplicate ? 2 : 1); copy++) await post(event, rawBody, signature)
      }
    },
    switches: () => ({ ...current }),
    setSwitches(changes) {
      if (changes.duplicate !== undefined) current.duplicate = changes.duplicate
      if (changes.outOfOrder !== undefined) current.outOfOrder = changes.outOfOrder
      return { ...current }
    },
  }
}
