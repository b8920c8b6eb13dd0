/**
 * Machine-readable error codes, the `code` of the error envelope (`errors.ts`), which the web
 * app maps to its own Bangla text. Plain constants with no zod, so the web imports them freely.
 */
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
  /** A campaign page was given a number that is subscribed already: its owner logs in to play. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** A campaign page was given a number whose request waits for approval on another device. */
  pendingElsewhere: 'PENDING_ELSEWHERE',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  badSignature: 'BAD_SIGNATURE',
  playClosed: 'PLAY_CLOSED',
  noTournament: 'NO_TOURNAMENT',
  gameSessionUsed: 'GAME_SESSION_USED',
  gameSessionExpired: 'GAME_SESSION_EXPIRED',
  replayMismatch: 'REPLAY_MISMATCH',
  runTooLong: 'RUN_TOO_LONG',
  tooManyInputs: 'TOO_MANY_INPUTS',
  serverBusy: 'SERVER_BUSY',
  /** The database is away for a moment; the answer carries `Retry-After`. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]
