import { createHmac } from 'node:crypto'

/**
 * A simulated wallet's PIN: five digits fixed by the wallet number and the merchant key the
 * simulator runs with (BKASH_API_KEY), so no table holds PINs, every instance agrees, and the
 * control page can show any wallet's. A stranger who types someone's number on a campaign
 * page no longer gets past the consent page with any five digits.
 */
export function walletPin(apiKey: string, wallet: string): string {
  const digest = createHmac('sha256', apiKey).update(`wallet-pin:${wallet}`).digest()
  return String(digest.readUInt32BE(0) % 100_000).padStart(5, '0')
}

/** Wrong PINs a consent link takes: the last of them fails it, as a wallet locks after a few tries. */
export const maxWrongPins = 3
