import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { addDays, dhakaDate, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type {
  ProviderStatus,
  Segment,
  SegmentStatus,
  SubscriptionState,
} from '@khelahobe/contracts/subscription'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { type AuditChange, recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, forbidden, tooManyRequests } from '../../lib/errors.ts'
import { hitRateLimit } from '../../lib/rate-limit.ts'
import { isSucceededPayment, lastPaidDate, paymentActivity } from './activity.ts'
import {
  type PaymentProvider,
  ProviderError,
  type ProviderSubscription,
} from './providers/payment-provider.ts'
import type { SubscriptionRow } from './subscription.repo.ts'
import * as repo from './subscription.repo.ts'

/** How long the provider's consent link lives (bKash: about 10 minutes). */
const consentLifeMs = 10 * 60_000

const segmentNames: Record<Segment, string> = { quiz: 'Khela Hobe quiz and game', special: 'weekly quiz' }

const bindingHash = (token: string) => createHash('sha256').update(token).digest('hex')
/**
 * What a binding becomes once its approval has logged the browser in: the same browser may
 * still read the request's outcome, but no second session comes of it.
 */
const claimedBindingHash = (token: string) => bindingHash(`claimed:${token}`)

/** A campaign page takes a number without a login: how often one network, and one number, may try. */
const campaignLimits = (ip: string, msisdn: string) => [
  { key: `campaign:ip:${ip}`, limit: 30, windowMs: 3_600_000 },
  { key: `campaign:msisdn:${msisdn}`, limit: 5, windowMs: 3_600_000 },
]

const providerUnavailable = (cause: unknown) =>
  new AppError(502, errorCodes.providerUnavailable, 'বিকাশ থেকে এই মুহূর্তে সাড়া পাওয়া যায়নি। আবার চেষ্টা করুন।', {
    cause,
  })

/** Our state for what the provider says. An abandoned consent stays pending until its link runs out. */
function stateFor(status: ProviderStatus, consentExpired: boolean): Exclude<SubscriptionState, 'none'> {
  switch (status) {
    case 'SUCCEEDED':
      return 'subscribed'
    case 'FAILED':
      return 'failed'
    case 'CANCELLED':
    case 'EXPIRED':
      return 'cancelled'
    default:
      return consentExpired ? 'failed' : 'pending'
  }
}

/** What an audit row keeps of a subscription: its state, not its links and bindings. */
const auditedState = (row: SubscriptionRow) => ({
  segment: row.segment,
  state: row.state,
  providerStatus: row.providerStatus,
  providerSubscriptionId: row.providerSubscriptionId,
  nextPaymentDate: row.nextPaymentDate,
})

export interface SubscriptionServiceDeps {
  db: Database
  clock: Clock
  provider: PaymentProvider
  priceTaka: number
  log: FastifyBaseLogger
  /*
   * What a campaign page needs of the accounts (the auth service), and no more: it subscribes
   * a number before any login, and the wallet's approval logs that number in (decision 0016).
   */
  userById(userId: number): Promise<{ id: number; msisdn: string } | undefined>
  /** The account of this number, created if it is new. */
  userForNumber(msisdn: string): Promise<{ id: number }>
  /** A new session, written in `tx` when given, so it stands or falls with the caller's other writes. */
  startSession(userId: number, tx?: Database): Promise<{ token: string; maxAgeSeconds: number }>
}

/**
 * Each request opened with a campaign key over Dhaka days `from`–`to`, with its charges,
 * oldest due first: what the campaign report counts. It needs only the database, so the
 * report's command runs it without the provider.
 */
export function campaignRequests(db: Database, { from, to }: { from: string; to: string }) {
  return repo.campaignRequestsBetween(db, dhakaDayStart(from), dhakaDayStart(addDays(to, 1)))
}

export function createSubscriptionService({
  db,
  clock,
  provider,
  priceTaka,
  log,
  userById,
  userForNumber,
  startSession,
}: SubscriptionServiceDeps) {
  async function statusOf(userId: number, segment: Segment): Promise<SegmentStatus> {
    const row = await repo.latestSubscription(db, userId, segment)
    if (!row) {
      return {
        segment,
        state: 'none',
        isSubscribed: false,
        subscriptionStatus: null,
        activity: 'inactive',
        lastPaymentDate: null,
        nextPaymentDate: null,
      }
    }
    const charges = await repo.paymentsOf(db, row.id)
    const subscribed = row.state === 'subscribed'
    return {
      segment,
      state: row.state,
      isSubscribed: subscribed,
      subscriptionStatus: row.providerStatus as ProviderStatus,
      activity: subscribed ? paymentActivity(charges, dhakaDate(clock.now())) : 'inactive',
      lastPaymentDate: lastPaidDate(charges),
      nextPaymentDate: subscribed ? row.nextPaymentDate : null,
    }
  }

  /**
   * Brings our row in line with the provider: its status, and every payment it lists.
   * Called on every webhook and every return from the consent page, so the order and
   * repetition of events never matter.
   */
  /**
   * Asks the provider to cancel `live`. A refusal because it is cancelled already (by the
   * person elsewhere, by support, by the provider, its webhook not yet here) answers the row
   * brought in line; any other failure throws `unavailable`. Answers undefined once cancelled now.
   */
  async function cancelAtProvider(
    live: SubscriptionRow,
    providerSubscriptionId: string,
    reason: string,
    unavailable: (error: unknown) => Error,
  ): Promise<SubscriptionRow | undefined> {
    try {
      await provider.cancelSubscription(providerSubscriptionId, reason)
      return undefined
    } catch (error) {
      const settled = await sync(live).catch(() => live)
      if (settled.state === 'cancelled') return settled
      throw unavailable(error)
    }
  }

  async function sync(
    row: SubscriptionRow,
    audit?: (synced: SubscriptionRow) => AuditChange,
  ): Promise<SubscriptionRow> {
    let truth: ProviderSubscription
    let charges: Awaited<ReturnType<PaymentProvider['listPayments']>> = []
    try {
      truth = await provider.querySubscription(row.requestId)
      if (truth.subscriptionId) charges = await provider.listPayments(truth.subscriptionId)
    } catch (error) {
      throw providerUnavailable(error)
    }
    const now = clock.now()
    const state = stateFor(truth.status, row.consentExpiresAt.getTime() < now.getTime())

    const synced = await db.transaction(async (tx) => {
      if (state === 'subscribed' && row.state !== 'subscribed') {
        // A late approval replaces any newer request still waiting for consent.
        for (const other of await repo.otherLiveSubscriptions(tx, row)) {
          if (other.state === 'pending') await repo.updateSubscription(tx, other.id, { state: 'failed' })
        }
      }
      const updated = await repo.updateSubscription(tx, row.id, {
        state,
        providerStatus: truth.status,
        providerSubscriptionId: truth.subscriptionId,
        payerMsisdn: truth.payer,
        nextPaymentDate: truth.nextPaymentDate,
        cancelledAt: state === 'cancelled' ? (row.cancelledAt ?? now) : null,
      })
      for (const charge of charges) {
        await repo.upsertPayment(tx, {
          subscriptionId: row.id,
          providerPaymentId: charge.paymentId,
          dueDate: charge.dueDate,
          status: charge.status,
          succeeded: isSucceededPayment(charge.status),
          amountTaka: charge.amount,
          trxId: charge.trxId,
          trxTime: charge.trxTime ? new Date(charge.trxTime) : null,
        })
      }
      // An operator's change is recorded with the state it leaves, in the same transaction.
      if (audit) await recordAudit(tx, now, audit(updated ?? row))
      return updated ?? row
    })
    return synced
  }

  /**
   * Opens a provider request for the segment, or hands back the one still waiting for
   * consent, so a double tap never opens two.
   */
  async function openRequest(
    userId: number,
    segment: Segment,
    options: {
      returnOrigin: string
      payer?: string
      campaignKey?: string | undefined
      campaignUrl?: string | undefined
      browserBinding?: string
    },
  ): Promise<SubscriptionRow> {
    let live = await repo.liveSubscription(db, userId, segment)
    const now = clock.now()
    if (live?.state === 'pending' && live.consentExpiresAt.getTime() <= now.getTime()) {
      live = await sync(live)
      if (live.state !== 'pending' && live.state !== 'subscribed') live = undefined
    }
    if (live?.state === 'subscribed') return live
    if (live?.state === 'pending') {
      if (!live.redirectUrl) {
        throw new AppError(409, errorCodes.conflict, 'সাবস্ক্রিপশনের অনুরোধ খোলা হচ্ছে। একটু পরে আবার চেষ্টা করুন।')
      }
      if (options.browserBinding === undefined) {
        // The logged-in owner takes the request over: it no longer logs in the browser that
        // started it on a campaign page.
        if (!live.browserBindingHash) return live
        return (await repo.updateSubscription(db, live.id, { browserBindingHash: null })) ?? live
      }
      // A campaign page, with no login: only the browser that started this request may have
      // it back. Anyone else typing the number gets neither its id nor its consent link, and
      // changes nothing (decision 0016).
      if (live.browserBindingHash !== options.browserBinding) {
        throw new AppError(
          409,
          errorCodes.pendingElsewhere,
          'এই নম্বরের একটি সাবস্ক্রিপশন অন্য একটি ডিভাইসে অনুমোদনের অপেক্ষায় আছে। সেখানে অনুমোদন করুন, অথবা লগইন করে আবার চেষ্টা করুন।',
        )
      }
      return live
    }

    const requestId = randomUUID()
    const pending = await repo.insertPending(db, {
      userId,
      segment,
      state: 'pending',
      providerStatus: 'INITIALIZED',
      requestId,
      amountTaka: priceTaka,
      payerMsisdn: options.payer ?? null,
      campaignKey: options.campaignKey ?? null,
      campaignUrl: options.campaignUrl ?? null,
      browserBindingHash: options.browserBinding ?? null,
      consentExpiresAt: new Date(now.getTime() + consentLifeMs),
    })
    if (!pending) return openRequest(userId, segment, options)

    try {
      const created = await provider.createSubscription({
        subscriptionRequestId: requestId,
        amountTaka: priceTaka,
        redirectUrl: `${options.returnOrigin}/payment-success?sri=${requestId}`,
        payer: options.payer,
        reference: `${segment}:${userId}`,
      })
      const expires = Date.parse(created.expirationTime)
      return (
        (await repo.updateSubscription(db, pending.id, {
          redirectUrl: created.redirectURL,
          consentExpiresAt: Number.isFinite(expires) ? new Date(expires) : pending.consentExpiresAt,
        })) ?? pending
      )
    } catch (error) {
      await repo.updateSubscription(db, pending.id, { state: 'failed', providerStatus: 'FAILED' })
      throw providerUnavailable(error)
    }
  }

  /** Asks the provider about a request the caller may see, and answers its true status. */
  async function confirm(requestId: string, caller: { userId: number } | { binding: string | undefined }) {
    const row = await repo.findByRequestId(db, requestId)
    if (!row) throw new AppError(404, errorCodes.notFound, 'There is no such subscription request.')
    if ('userId' in caller) {
      if (row.userId !== caller.userId) throw forbidden('This subscription request is not yours.')
    } else if (
      !caller.binding ||
      (row.browserBindingHash !== bindingHash(caller.binding) &&
        row.browserBindingHash !== claimedBindingHash(caller.binding))
    ) {
      throw new AppError(401, errorCodes.unauthorized, 'Please log in first.')
    }
    // Refused by the provider when we opened it: it never existed there, and stays failed.
    if (row.state === 'failed' && !row.redirectUrl) return row
    return sync(row)
  }

  return {
    statusOf,
    sync,
    openRequest,
    confirm,
    campaignRequests: (range: { from: string; to: string }) => campaignRequests(db, range),

    /** Today's new and renewed subscriptions, cancellations and failed charges (Dhaka): the health screen's. */
    todaysFigures() {
      const today = dhakaDate(clock.now())
      return repo.dayFigures(db, today, dhakaDayStart(today), dhakaDayStart(addDays(today, 1)))
    },

    /**
     * A campaign page's request: a number typed without a login, tied to the browser that
     * typed it by `binding`, the browser's own token or a new one. Answers the token the
     * browser must keep.
     */
    async campaignRequest(request: {
      msisdn: string
      segment: Segment
      campaignKey: string | undefined
      campaignUrl: string | undefined
      returnOrigin: string
      ip: string
      binding: string | undefined
    }) {
      const now = clock.now()
      for (const limit of campaignLimits(request.ip, request.msisdn)) {
        if (!(await hitRateLimit(db, now, limit)).allowed) {
          throw tooManyRequests('অনেকবার চেষ্টা করা হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।')
        }
      }
      const user = await userForNumber(request.msisdn)
      const binding = request.binding ?? randomBytes(32).toString('base64url')
      const row = await openRequest(user.id, request.segment, {
        returnOrigin: request.returnOrigin,
        payer: request.msisdn,
        campaignKey: request.campaignKey,
        campaignUrl: request.campaignUrl,
        browserBinding: bindingHash(binding),
      })
      if (row.state === 'subscribed') {
        throw new AppError(409, errorCodes.alreadySubscribed, 'এই নম্বরে সাবস্ক্রিপশন চালু আছে। খেলতে লগইন করুন।')
      }
      return { binding, subscriptionRequestId: row.requestId, redirectURL: row.redirectUrl ?? '' }
    },

    /**
     * The return from the consent page of a campaign request, with no login: only the browser
     * that started it may ask, and a session is answered when the approving wallet is the
     * number typed on the campaign page.
     */
    async confirmCampaign(requestId: string, binding: string | undefined) {
      const row = await confirm(requestId, { binding })
      const owner = await userById(row.userId)
      // The provider vouches that the approving wallet is the number entered on the campaign page.
      if (!binding || row.state !== 'subscribed' || !owner || row.payerMsisdn !== owner.msisdn) {
        return { row, session: null }
      }
      // One login per approval, however many of this browser's requests arrive at once and
      // whichever instances answer them: one conditional update claims the binding, in the
      // transaction that writes the session. Every other request finds it claimed and is
      // answered the confirmation alone.
      const session = await db.transaction(async (tx) =>
        (await repo.claimBrowserBinding(tx, row.id, bindingHash(binding), claimedBindingHash(binding)))
          ? startSession(owner.id, tx)
          : null,
      )
      return { row, session }
    },

    async check(
      userId: number,
      segment: Segment,
      options: {
        returnOrigin: string
        payer: string
        campaignKey?: string | undefined
        campaignUrl?: string | undefined
      },
    ) {
      const row = await openRequest(userId, segment, options)
      const subscribed = row.state === 'subscribed'
      return {
        isSubscribed: subscribed,
        subscriptionStatus: row.providerStatus as ProviderStatus,
        subscriptionRequestId: row.requestId,
        redirectURL: subscribed ? null : row.redirectUrl,
      }
    },

    /** Every request the person made, newest first, with every charge: what support sees. */
    async historyOf(userId: number) {
      const rows = await repo.subscriptionsOf(db, userId)
      const charges = await repo.paymentsOfAll(
        db,
        rows.map((row) => row.id),
      )
      return { subscriptions: rows, payments: charges }
    },

    /**
     * Support unsubscribes a person on their behalf, down the player's own path: the provider
     * is told first, then our row is brought in line with it and the audit row (the reason
     * the operator typed) written in that same transaction. A person no longer subscribed is
     * answered `alreadyDone`, with nothing written.
     */
    async cancelForOperator(
      userId: number,
      segment: Segment,
      by: { operatorId: number; reason: string },
    ): Promise<{ outcome: 'done' | 'alreadyDone'; row: SubscriptionRow | undefined }> {
      const live = await repo.liveSubscription(db, userId, segment)
      if (live?.state !== 'subscribed' || !live.providerSubscriptionId) {
        return { outcome: 'alreadyDone', row: await repo.latestSubscription(db, userId, segment) }
      }
      const settled = await cancelAtProvider(
        live,
        live.providerSubscriptionId,
        'Unsubscribed by customer support',
        (error) =>
          new AppError(
            502,
            errorCodes.providerUnavailable,
            'bKash did not answer the cancellation; nothing was changed. Try again in a minute.',
            { cause: error },
          ),
      )
      if (settled) return { outcome: 'alreadyDone', row: settled }
      const audit = (synced: SubscriptionRow): AuditChange => ({
        operatorId: by.operatorId,
        action: 'subscription.cancel',
        subject: `subscription:${live.id}`,
        before: auditedState(live),
        after: { ...auditedState(synced), reason: by.reason },
      })
      try {
        return { outcome: 'done', row: await sync(live, audit) }
      } catch (error) {
        // The provider said CANCELLED but could not be read back: write what it said, with the
        // audit row; its webhook or the next sync brings the charges in line.
        log.warn({ err: error, requestId: live.requestId }, 'cancelled at the provider, not yet read back')
        const now = clock.now()
        const row = await db.transaction(async (tx) => {
          const cancelled =
            (await repo.updateSubscription(tx, live.id, {
              state: 'cancelled',
              providerStatus: 'CANCELLED',
              cancelledAt: live.cancelledAt ?? now,
            })) ?? live
          await recordAudit(tx, now, audit(cancelled))
          return cancelled
        })
        return { outcome: 'done', row }
      }
    },

    async cancel(userId: number, segment: Segment) {
      const live = await repo.liveSubscription(db, userId, segment)
      if (live?.state !== 'subscribed' || !live.providerSubscriptionId) {
        throw new AppError(
          409,
          errorCodes.notSubscribed,
          `You are not subscribed to the ${segmentNames[segment]}.`,
        )
      }
      const settled = await cancelAtProvider(
        live,
        live.providerSubscriptionId,
        'Unsubscribed by the subscriber',
        providerUnavailable,
      )
      if (settled) return { subscriptionStatus: settled.providerStatus as ProviderStatus }
      const synced = await sync(live)
      return { subscriptionStatus: synced.providerStatus as ProviderStatus }
    },

    /**
     * What a webhook about the request sets off: our row re-read from the provider (the
     * webhook's own body is never trusted for state). A request we do not know is logged.
     */
    async applyWebhook(requestId: string) {
      const row = await repo.findByRequestId(db, requestId)
      if (!row) {
        log.warn({ requestId }, 'webhook for a subscription we do not know')
        return
      }
      try {
        await sync(row)
      } catch (error) {
        // The provider answered, and it knows nothing of the request (bKash 2009, "not found"):
        // asking again will not change that. Logged, not retried; anything else is tried again.
        const refusal = error instanceof AppError ? error.cause : undefined
        if (refusal instanceof ProviderError && refusal.httpStatus >= 400 && refusal.httpStatus < 500) {
          log.warn({ requestId, code: refusal.errorCode }, 'the provider refuses the request a webhook names')
          return
        }
        throw error
      }
    },

    /** Pending requests whose consent ran out: ask the provider once more, then let them lapse. */
    async expireStalePending(limit = 50) {
      const stale = await repo.stalePending(db, clock.now(), limit)
      for (const row of stale) {
        await sync(row).catch((err) =>
          log.warn({ err, requestId: row.requestId }, 'could not settle a stale request'),
        )
      }
      return stale.length
    },
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
