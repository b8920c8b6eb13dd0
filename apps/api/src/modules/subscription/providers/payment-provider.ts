import type { ProviderStatus } from '@khelahobe/contracts/subscription'

/**
 * The wallet provider as the subscription service needs it. One implementation speaks
 * bKash's Recurring Payment API over HTTP (`bkash.provider.ts`); it talks to the real
 * gateway or to our simulator alike.
 */
export interface PaymentProvider {
  createSubscription(request: CreateSubscriptionRequest): Promise<CreatedSubscription>
  /** The provider's truth about a request, by our request id. */
  querySubscription(subscriptionRequestId: string): Promise<ProviderSubscription>
  cancelSubscription(subscriptionId: string, reason: string): Promise<{ subscriptionStatus: ProviderStatus }>
  listPayments(subscriptionId: string): Promise<ProviderPayment[]>
  /** Checks a webhook's `X-Signature` against its raw body; false for a missing or forged one. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean
}

export interface CreateSubscriptionRequest {
  /** Ours; the provider refuses a second request with the same id (error 2004). */
  subscriptionRequestId: string
  amountTaka: number
  /** Where the wallet holder's browser returns after the consent page. */
  redirectUrl: string
  /** The wallet number, when we know it; the consent page offers it. */
  payer?: string
  /** Free text the provider keeps with the subscription, e.g. `quiz:42`. */
  reference: string
}

export interface CreatedSubscription {
  subscriptionRequestId: string
  redirectURL: string
  expirationTime: string
}

export interface ProviderSubscription {
  subscriptionRequestId: string
  /** Absent until the wallet holder approves. */
  subscriptionId: string | null
  status: ProviderStatus
  amount: number
  payer: string | null
  nextPaymentDate: string | null
  cancelledTime: string | null
}

/** bKash payment statuses; the RE_ ones are the single retry two days after a failed charge. */
export type ProviderPaymentStatus =
  | 'INITIALIZED'
  | 'PROCESSING_PAYMENT'
  | 'SUCCEEDED_PAYMENT'
  | 'FAILED_PAYMENT'
  | 'RE_SUCCEEDED_PAYMENT'
  | 'RE_FAILED_PAYMENT'
  | 'RE_NOT_FOUND_PAYMENT'

export interface ProviderPayment {
  paymentId: string
  subscriptionId: string
  /** YYYY-MM-DD */
  dueDate: string
  status: ProviderPaymentStatus
  amount: number
  trxId: string | null
  trxTime: string | null
}

/** A provider answer that means "no" (HTTP error, or HTTP 200 carrying an `errorCode`). */
export class ProviderError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}
