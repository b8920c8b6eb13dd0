import { z } from 'zod'
import { idSchema, textSchema } from './fields.ts'
import { parseMsisdn } from './msisdn.ts'
import { gameModes, gameNames, quizKinds } from './rules.ts'
import { segmentSchema, segments } from './subscription.ts'

/**
 * The console's Users section (role support): a person looked up by their number, with what
 * they have subscribed, paid, played and won; and the two things support may do for them,
 * each audited with the reason typed.
 */

/** How many of the newest quiz plays and game runs the card shows. */
export const recentPlaysShown = 20

const numberMessage = 'Enter a mobile number as 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX.'

/** A number as a caller may read it out: local, or with the country code. Answers the local form. */
export const lookupMsisdnSchema = textSchema(32)
  .transform((value, ctx) => {
    const msisdn = parseMsisdn(value)
    if (msisdn === null) {
      ctx.addIssue({ code: 'custom', message: numberMessage })
      return z.NEVER
    }
    return msisdn
  })
  .meta({ description: '01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX' })

export const userLookupQuerySchema = z.object({ msisdn: lookupMsisdnSchema })

export const userParamsSchema = z.object({ id: idSchema('There is no such user.') })

/** Why the operator acted, as it goes into the audit log: a sentence, not a novel. */
export const actionReasonSchema = textSchema(500)
  .trim()
  .min(3, { error: 'Write the reason for the audit log (at least 3 characters).' })

export const userUnsubscribeBodySchema = z.object({ segment: segmentSchema, reason: actionReasonSchema })
export const userEndSessionsBodySchema = z.object({ reason: actionReasonSchema })

const at = z.string().describe('ISO 8601 instant')

export const userAccountSchema = z.object({
  id: z.number().int(),
  /** In full: support talks to the person about their own number. */
  msisdn: z.string(),
  name: z.string().nullable(),
  createdAt: at,
  /** The last time a code or a wallet approval logged them in; null before the first. */
  lastLoginAt: at.nullable(),
  /** Sessions not yet expired: the phones and browsers they are logged in on. */
  liveSessions: z.number().int(),
})

export const userSubscriptionSchema = z.object({
  id: z.number().int(),
  segment: z.enum(segments),
  state: z.enum(['pending', 'subscribed', 'failed', 'cancelled']),
  /** The provider's own word, as last read from it. */
  providerStatus: z.string(),
  /** Ours, sent to the provider as its idempotency key. */
  requestId: z.string(),
  providerSubscriptionId: z.string().nullable(),
  payerMsisdn: z.string().nullable(),
  amountTaka: z.number().int(),
  campaignKey: z.string().nullable(),
  createdAt: at,
  /** YYYY-MM-DD, while subscribed. */
  nextPaymentDate: z.string().nullable(),
  cancelledAt: at.nullable(),
})

export const userPaymentSchema = z.object({
  id: z.number().int(),
  segment: z.enum(segments),
  providerPaymentId: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  amountTaka: z.number().int(),
  status: z.string(),
  succeeded: z.boolean(),
  trxId: z.string().nullable(),
  trxTime: at.nullable(),
})

export const userQuizPlaySchema = z.object({
  id: z.number().int(),
  kind: z.enum(quizKinds),
  /** The Dhaka day it was played on, YYYY-MM-DD. */
  day: z.string(),
  startedAt: at,
  endedAt: at.nullable(),
  questionCount: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  elapsedMs: z.number().int().nullable(),
})

export const userGameRunSchema = z.object({
  id: z.string(),
  game: z.enum(gameNames),
  mode: z.enum(gameModes),
  issuedAt: at,
  submittedAt: at.nullable(),
  /** `accepted`, the reason the run was refused, or null while unsubmitted. */
  outcome: z.string().nullable(),
  score: z.number().int().nullable(),
})

export const userAwardSchema = z.object({
  id: z.number().int(),
  competition: z.string(),
  /** The day, week (its Saturday) or month the prize is for. */
  period: z.string(),
  rank: z.number().int(),
  prize: z.enum(['cash', 'smartphone', 'smartwatch']),
  amountTaka: z.number().int(),
  payoutMsisdn: z.string(),
  /** pending, exported, paid or failed; null if no payout was ever owed. */
  payoutStatus: z.string().nullable(),
})

export const userCardSchema = z.object({
  account: userAccountSchema,
  subscriptions: z.array(userSubscriptionSchema),
  payments: z.array(userPaymentSchema),
  /** The newest `recentPlaysShown` of each. */
  quizPlays: z.array(userQuizPlaySchema),
  gameRuns: z.array(userGameRunSchema),
  awards: z.array(userAwardSchema),
})
export type UserCard = z.infer<typeof userCardSchema>

export const userCardResponseSchema = z.object({ data: userCardSchema })

/** `done` when this call made the change; `alreadyDone` when there was nothing left to do. */
export const actionOutcomes = ['done', 'alreadyDone'] as const

export const userUnsubscribeResponseSchema = z.object({
  data: z.object({
    outcome: z.enum(actionOutcomes),
    /** A sentence for the operator. */
    message: z.string(),
    subscription: userSubscriptionSchema.nullable(),
  }),
})

export const userEndSessionsResponseSchema = z.object({
  data: z.object({
    outcome: z.enum(actionOutcomes),
    message: z.string(),
    /** Sessions this call ended. */
    ended: z.number().int(),
  }),
})
