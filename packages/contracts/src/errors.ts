import { z } from 'zod'

/** The one error envelope every failed API call answers with. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  requestId: z.string(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

/** Machine-readable codes the web app maps to its own Bangla text. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  crossSite: 'CROSS_SITE_REQUEST',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  codeInvalid: 'CODE_INVALID',
  codeExpired: 'CODE_EXPIRED',
  bodyTooLarge: 'BODY_TOO_LARGE',
  badJson: 'BAD_JSON',
  internal: 'INTERNAL_ERROR',
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  notSubscribed: 'NOT_SUBSCRIBED',
  conflict: 'CONFLICT',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  badSignature: 'BAD_SIGNATURE',
  playClosed: 'PLAY_CLOSED',
} as const
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]
