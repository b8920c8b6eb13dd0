import { z } from 'zod'
import { validateMsisdn } from './msisdn.ts'

/**
 * No C0 control character (NUL among them, which PostgreSQL cannot store in text), no DEL,
 * and no lone UTF-16 surrogate: JSON can carry `"\udfff"` as an escape, but it is half of a
 * character, not one. PostgreSQL's jsonb refuses it (an audit row answered 500) and a text
 * column would quietly store U+FFFD instead. A high surrogate followed by a low one is a
 * character beyond the BMP (an emoji) and is welcome.
 *
 * As a pattern, so the OpenAPI document says so too and the fault suite can check that every
 * text field of every route carries it. The document keeps only the pattern's source, not its
 * flags, so the pattern is written to mean the same with and without the `u` flag (a `\p{Cs}`
 * class would read as the letters p, C, s without it): outside `u`, a pair is matched as its
 * two halves; inside, as one code point the first branch takes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its purpose.
export const printablePattern = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/

/** Like `printablePattern`, but tabs and line breaks (\n, \r) are allowed: a page's message or a CSV file spans lines. */
export const multilinePattern =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its purpose.
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/

/** Why `printablePattern` refused a text, as the error envelope says it after the field's name. */
export const printableMessage = 'must not contain control characters or broken characters (a lone surrogate)'

/** Text that may span lines, as an operator writes a page; otherwise as `textSchema`. */
export function multilineTextSchema(max: number) {
  return z.string().max(max).regex(multilinePattern, {
    error:
      'must not contain control characters other than line breaks, or broken characters (a lone surrogate)',
  })
}

/** Text a person or a partner sends us: bounded, and nothing PostgreSQL or a log line chokes on. */
export function textSchema(max: number) {
  return z.string().max(max).regex(printablePattern, { error: printableMessage })
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
