import { z } from 'zod'
import { validateMsisdn } from './msisdn.ts'

/**
 * No C0 control character (NUL among them, which PostgreSQL cannot store in text) and no
 * DEL. As a pattern, so the OpenAPI document says so too and the fault suite can check
 * that every text field of every route carries it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its purpose.
export const printablePattern = /^[^\u0000-\u001f\u007f]*$/

/** Like `printablePattern`, but tabs and line breaks (\n, \r) are allowed: a page's message or a CSV file spans lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its purpose.
export const multilinePattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/

/** Text that may span lines, as an operator writes a page; otherwise as `textSchema`. */
export function multilineTextSchema(max: number) {
  return z
    .string()
    .max(max)
    .regex(multilinePattern, { error: 'must not contain control characters other than line breaks' })
}

/** Text a person or a partner sends us: bounded, and nothing PostgreSQL or a log line chokes on. */
export function textSchema(max: number) {
  return z.string().max(max).regex(printablePattern, { error: 'must not contain control characters' })
}

/** PostgreSQL's `integer`, the type of every serial id: a number outside it names no row. */
export const maxSerialId = 2_147_483_647

/** A row id as it arrives in JSON or a query: a whole number within the column's range. */
export function idSchema(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(maxSerialId, {
      error: message,
    })
}

/** A Bangladeshi mobile number as the API accepts it; the issue is the validator's own message. */
export const msisdnSchema = textSchema(32).superRefine((value, ctx) => {
  const verdict = validateMsisdn(value)
  if (verdict !== 'true') ctx.addIssue({ code: 'custom', message: verdict })
})
