// No zod here: the web app imports this file alone and must not pull zod into its bundle.

/** The validator's three messages (product spec §5), shown to people verbatim. */
export const msisdnMessages = {
  notANumber: 'The input is not a valid number.',
  wrongLength: 'The number must be 11 digits long.',
  wrongPrefix: "The number must start with '01'.",
} as const

/**
 * The shared mobile-number validator of spec §5. It answers the text `'true'` when the
 * number is valid and otherwise the message for the first rule it breaks, in the
 * spec's order: digits only, then exactly 11 digits, then the `01` prefix.
 */
export function validateMsisdn(input: string): 'true' | (typeof msisdnMessages)[keyof typeof msisdnMessages] {
  if (!/^\d+$/.test(input)) return msisdnMessages.notANumber
  if (input.length !== 11) return msisdnMessages.wrongLength
  if (!input.startsWith('01')) return msisdnMessages.wrongPrefix
  return 'true'
}

/** `01712345678` → `017*****678`: how other people's numbers appear in public lists. */
export function maskMsisdn(msisdn: string): string {
  if (msisdn.length < 7) return '*'.repeat(msisdn.length)
  return `${msisdn.slice(0, 3)}${'*'.repeat(msisdn.length - 6)}${msisdn.slice(-3)}`
}

/**
 * A number as a person may type or read it out, to the local form every account is stored
 * under: `01712345678`, `8801712345678` and `+8801712345678` (spaces and dashes allowed)
 * all answer `01712345678`. Null when it is none of these.
 */
export function parseMsisdn(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '')
  const local = compact.replace(/^\+?880(?=1)/, '0')
  return validateMsisdn(local) === 'true' ? local : null
}
