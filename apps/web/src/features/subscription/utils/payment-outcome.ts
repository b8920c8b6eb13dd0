import type { ProviderStatus } from '@khelahobe/contracts/subscription'

/** What the payment-success page tells the person; `none` when nothing was tried at all. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'pending' | 'none'

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

/**
 * The outcome when there is no request to ask about. A return from the wallet that lost its
 * id still carries the wallet's `status` on the URL, and reads as a failure, as in the spec;
 * a page opened by itself (a bookmark, a shared link) had nothing tried, and says just that.
 */
export function outcomeWithoutRequest(search: string): PaymentOutcome {
  return new URLSearchParams(search).has('status') ? 'failed' : 'none'
}
