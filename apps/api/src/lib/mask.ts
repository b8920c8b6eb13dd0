import { maskMsisdn } from '@khelahobe/contracts/msisdn'

// Bangladeshi mobile numbers, bare or with the 880 country code, anywhere in a text.
const msisdnPattern = /(?<!\d)(?:\+?88)?01\d{9}(?!\d)/g

/** Masks every mobile number inside free text (URLs, log messages). */
export function maskMsisdnsIn(text: string): string {
  return text.replace(msisdnPattern, (match) => maskMsisdn(match))
}
