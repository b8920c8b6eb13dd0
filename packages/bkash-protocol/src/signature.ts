import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * bKash signs each webhook with HMAC-SHA256 over the raw body, keyed with the
 * base64url-decoded API key, and sends the digest base64url-encoded in `X-Signature`
 * (the guide's own example carries the `=` padding, as Python's urlsafe_b64encode
 * writes it). The adapter verifies with this file and the simulator signs with it, so
 * the two cannot drift apart.
 */

// A SHA-256 digest is 32 bytes: 43 base64url characters, plus one `=` when padded.
const signatureShape = /^[A-Za-z0-9_-]{43}=?$/

const keyOf = (apiKey: string) => Buffer.from(apiKey, 'base64url')

const digest = (rawBody: Buffer | string, apiKey: string) =>
  createHmac('sha256', keyOf(apiKey)).update(rawBody).digest()

/** The `X-Signature` value for a body, padded as bKash's own samples are. */
export function signWebhook(rawBody: Buffer | string, apiKey: string): string {
  return digest(rawBody, apiKey).toString('base64').replaceAll('+', '-').replaceAll('/', '_')
}

/** True only for a well-formed signature over exactly these bytes; never throws. */
export function verifyWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  apiKey: string,
): boolean {
  if (typeof signature !== 'string') return false
  const trimmed = signature.trim()
  if (!signatureShape.test(trimmed)) return false
  const given = Buffer.from(trimmed, 'base64url')
  const expected = digest(rawBody, apiKey)
  // timingSafeEqual throws on a length mismatch, which would also leak the length.
  return given.length === expected.length && timingSafeEqual(given, expected)
}
