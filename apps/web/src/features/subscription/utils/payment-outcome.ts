import type { ProviderStatus } from '@khelahobe/contracts/subscription'

/** What the payment-success page tells the person. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'pending'

/**
 * The provider's status as the page shows it. INITIALIZED and VERIFIED mean the wallet has not
 * decided yet (the person may still be on its page, or a webhook is on its way); no answer at
 * all (no request id, a failed call) reads as a failure, as in the spec.
 */
export function paymentOutcome(status: ProviderStatus | null | undefined): PaymentOutcome {
  switch (status) {
    case 'SUCCEEDED':
      return 'succeeded'
    case 'INITIALIZED':
    case 'VERIFIED':
      return 'pending'
    default:
      return 'failed'
  }
}

/** The request to ask about: the return URL's `sri`, else the one this tab saved before leaving. */
export function requestIdFrom(search: string, saved: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('sri')?.trim()
  return fromQuery || saved?.trim() || null
}
