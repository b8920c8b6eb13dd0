import { parseProviderInstant, subscriptionDates } from '@khelahobe/bkash-protocol/dates'
import { verifyWebhookSignature } from '@khelahobe/bkash-protocol/signature'
import { providerStatuses } from '@khelahobe/contracts/subscription'
import { z } from 'zod'
import type { Clock } from '../../../lib/clock.ts'
import {
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider.ts'

export interface BkashProviderOptions {
  /** e.g. `https://gateway.sbrecurring.pay.bka.sh/gateway`, or the simulator's `…/sim/bkash/gateway`. */
  baseUrl: () => string
  apiKey: string
  serviceId: string
  merchantShortCode: string
  clock: Clock
  /** bKash asks merchants to give every call 30 seconds; tests shorten it. */
  timeoutMs?: number
}

// The provider's ids are int64 numbers; ours are strings so they never lose digits.
const providerId = z.union([z.number(), z.string().min(1)]).transform(String)
// bKash writes amounts as decimals (`10.00`), sometimes as strings.
const providerAmount = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().nonnegative())

const createdSchema = z.object({
  subscriptionRequestId: z.string(),
  redirectURL: z.string().min(1),
  expirationTime: z.string(),
})

const subscriptionSchema = z.object({
  id: providerId.nullish(),
  subscriptionRequestId: z.string(),
  status: z.enum(providerStatuses),
  amount: providerAmount,
  payer: z.string().nullish(),
  nextPaymentDate: z.string().nullish(),
  cancelledTime: z.string().nullish(),
})

const cancelledSchema = z.object({ subscriptionStatus: z.enum(providerStatuses) })

const paymentStatuses = [
  'INITIALIZED',
  'PROCESSING_PAYMENT',
  'SUCCEEDED_PAYMENT',
  'FAILED_PAYMENT',
  'RE_SUCCEEDED_PAYMENT',
  'RE_FAILED_PAYMENT',
  'RE_NOT_FOUND_PAYMENT',
] as const satisfies readonly ProviderPaymentStatus[]
const isPaymentStatus = (status: string): status is ProviderPaymentStatus =>
  (paymentStatuses as readonly string[]).includes(status)

const paymentsSchema = z.array(
  z.object({
    id: providerId,
    subscriptionId: providerId,
    dueDate: z.string(),
    status: z.string(),
    amount: providerAmount,
    trxId: z.string().nullish(),
    trxTime: z.string().nullish(),
  }),
)

/** The `{errorCode, errorDescription}` bKash puts in a refusal, on any HTTP status. */
function refusalIn(body: unknown): { errorCode: string; errorDescription: string } | null {
  if (typeof body !== 'object' || body === null || !('errorCode' in body)) return null
  const { errorCode, errorDescription } = body as { errorCode: unknown; errorDescription?: unknown }
  if (errorCode === null || errorCode === undefined || errorCode === '') return null
  return {
    errorCode: String(errorCode),
    errorDescription: typeof errorDescription === 'string' ? errorDescription : 'bKash refused the request',
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** bKash's Recurring Payment API over HTTP; the same code talks to the real gateway and to the simulator. */
export function createBkashProvider(options: BkashProviderOptions): PaymentProvider {
  const { apiKey, clock, merchantShortCode } = options
  const timeoutMs = options.timeoutMs ?? 30_000
  // bKash wants a number; a wrong value should stop the boot, not every subscription.
  if (!/^\d+$/.test(options.serviceId))
    throw new Error(`bKash serviceId must be digits, got "${options.serviceId}"`)
  const serviceId = Number(options.serviceId)

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ) {
    const url = `${options.baseUrl().replace(/\/+$/, '')}${path}`
    let status: number
    let text: string
    try {
      const response = await fetch(url, {
        method,
        headers: {
          version: 'v1.0',
          channelId: 'Merchant WEB',
          // A UTC instant; bKash uses it against replayed requests.
          timeStamp: clock.now().toISOString(),
          'x-api-key': apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : String(error)
      throw new ProviderError('NETWORK', `bKash ${method} ${path} failed: ${reason}`, 0)
    }

    const json = parseJson(text)
    // bKash also answers some refusals (a reused request id, 2004) with HTTP 200.
    const refusal = refusalIn(json)
    if (refusal) throw new ProviderError(refusal.errorCode, refusal.errorDescription, status)
    if (status < 200 || status > 299) {
      throw new ProviderError(`HTTP_${status}`, `bKash ${method} ${path} answered HTTP ${status}`, status)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new ProviderError(
        'BAD_RESPONSE',
        `bKash ${method} ${path} answered something we cannot read: ${z.prettifyError(parsed.error)}`,
        status,
      )
    }
    return parsed.data
  }

  const segment = encodeURIComponent

  return {
    async createSubscription(request) {
      const { startDate, expiryDate } = subscriptionDates(clock.now())
      const created = await call('POST', '/api/subscription', createdSchema, {
        subscriptionRequestId: request.subscriptionRequestId,
        serviceId,
        paymentType: 'FIXED',
        // The first week is paid at consent, so a subscriber can play at once.
        subscriptionType: 'WITH_PAYMENT',
        amount: request.amountTaka,
        firstPaymentAmount: request.amountTaka,
        firstPaymentIncludedInCycle: true,
        currency: 'BDT',
        maxCapRequired: false,
        frequency: 'WEEKLY',
        startDate,
        expiryDate,
        merchantShortCode,
        payerType: 'CUSTOMER',
        payer: request.payer ?? null,
        // bKash's guide table says `redirectURL`, its samples and OpenAPI spec `redirectUrl`.
        redirectUrl: request.redirectUrl,
        subscriptionReference: request.reference,
        extraParams: null,
      })
      return {
        subscriptionRequestId: created.subscriptionRequestId,
        redirectURL: created.redirectURL,
        expirationTime: parseProviderInstant(created.expirationTime) ?? created.expirationTime,
      }
    },

    async querySubscription(subscriptionRequestId) {
      const found = await call(
        'GET',
        `/api/subscriptions/request-id/${segment(subscriptionRequestId)}`,
        subscriptionSchema,
      )
      return {
        subscriptionRequestId: found.subscriptionRequestId,
        subscriptionId: found.id ?? null,
        status: found.status,
        amount: found.amount,
        payer: found.payer ?? null,
        nextPaymentDate: found.nextPaymentDate ?? null,
        cancelledTime: parseProviderInstant(found.cancelledTime),
      }
    },

    async cancelSubscription(subscriptionId, reason) {
      const query = new URLSearchParams({ reason })
      const cancelled = await call(
        'DELETE',
        `/api/subscriptions/${segment(subscriptionId)}?${query}`,
        cancelledSchema,
      )
      return { subscriptionStatus: cancelled.subscriptionStatus }
    },

    async listPayments(subscriptionId) {
      const rows = await call(
        'GET',
        `/api/subscription/payment/bySubscriptionId/${segment(subscriptionId)}`,
        paymentsSchema,
      )
      // Refund statuses (`*_REFUND`) are not charges; this product never refunds through bKash.
      return rows.flatMap((row): ProviderPayment[] =>
        isPaymentStatus(row.status)
          ? [
              {
                paymentId: row.id,
                subscriptionId: row.subscriptionId,
                dueDate: row.dueDate,
                status: row.status,
                amount: row.amount,
                trxId: row.trxId ?? null,
                trxTime: parseProviderInstant(row.trxTime),
              },
            ]
          : [],
      )
    },

    verifyWebhook(rawBody, signature) {
      return verifyWebhookSignature(rawBody, signature, apiKey)
    },
  }
}
