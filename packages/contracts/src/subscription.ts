import { z } from 'zod'
import { msisdnSchema, textSchema } from './fields.ts'

export const segments = ['quiz', 'special'] as const
export const segmentSchema = z.enum(segments, { error: "segment must be 'quiz' or 'special'." })
export type Segment = z.infer<typeof segmentSchema>

/** Our state of one person's subscription to one segment. */
export const subscriptionStates = ['none', 'pending', 'subscribed', 'failed', 'cancelled'] as const
export type SubscriptionState = (typeof subscriptionStates)[number]

/** The provider's statuses (bKash Recurring Payment), passed through where the spec reads them. */
export const providerStatuses = [
  'INITIALIZED',
  'VERIFIED',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
] as const
export const providerStatusSchema = z.enum(providerStatuses)
export type ProviderStatus = z.infer<typeof providerStatusSchema>

/** `active` when the billing week that contains today is paid; inactive subscribers may play but win nothing. */
export const activitySchema = z.enum(['active', 'inactive'])
export type Activity = z.infer<typeof activitySchema>

const requestIdSchema = z.uuid({ error: 'subscriptionReqId must be the id we gave you.' })

export const subscriptionCheckQuerySchema = z.object({
  msisdn: msisdnSchema,
  segment: segmentSchema,
  campaign_url: textSchema(2048).optional(),
  /** The campaign the person arrived from (CK), recorded for conversion counts. */
  campaign_key: textSchema(64).optional(),
})

export const subscriptionCheckResponseSchema = z.object({
  data: z.object({
    isSubscribed: z.boolean(),
    subscriptionStatus: providerStatusSchema.nullable(),
    subscriptionRequestId: z.string().nullable(),
    /** Where to send the person to approve the subscription; null once subscribed. */
    redirectURL: z.string().nullable(),
  }),
})
export type SubscriptionCheckResponse = z.infer<typeof subscriptionCheckResponseSchema>

export const onlySubscriptionCheckQuerySchema = z.object({ msisdn: msisdnSchema, segment: segmentSchema })

export const segmentStatusSchema = z.object({
  segment: segmentSchema,
  state: z.enum(subscriptionStates),
  isSubscribed: z.boolean(),
  subscriptionStatus: providerStatusSchema.nullable(),
  activity: activitySchema,
  lastPaymentDate: z.string().nullable(),
  nextPaymentDate: z.string().nullable(),
})
export type SegmentStatus = z.infer<typeof segmentStatusSchema>

export const onlySubscriptionCheckResponseSchema = z.object({ data: segmentStatusSchema })
export type OnlySubscriptionCheckResponse = z.infer<typeof onlySubscriptionCheckResponseSchema>

/** Both segments at once, for the profile, support page and the inactive notice. */
export const mySubscriptionsResponseSchema = z.object({ data: z.array(segmentStatusSchema) })
export type MySubscriptionsResponse = z.infer<typeof mySubscriptionsResponseSchema>

export const subscriptionUpdateBodySchema = z.object({
  msisdn: msisdnSchema.optional(),
  subscriptionReqId: requestIdSchema,
  status: z.union([z.literal(1), z.literal('1')]).optional(),
})
export type SubscriptionUpdateBody = z.input<typeof subscriptionUpdateBodySchema>

export const subscriptionResultResponseSchema = z.object({
  data: z.object({
    segment: segmentSchema,
    subscriptionRequestId: z.string(),
    /** The provider's answer when we asked it just now; the return URL's own status is never believed. */
    subscriptionStatus: providerStatusSchema,
    isSubscribed: z.boolean(),
    /**
     * True when this answer also logged the person in: a campaign subscription started
     * without a login, approved from the wallet of the very number that was entered.
     */
    loggedIn: z.boolean(),
  }),
})
export type SubscriptionResultResponse = z.infer<typeof subscriptionResultResponseSchema>

export const cancelQuerySchema = z.object({ msisdn: msisdnSchema, segment: segmentSchema })
export const cancelResponseSchema = z.object({ subscriptionStatus: providerStatusSchema })
export type CancelResponse = z.infer<typeof cancelResponseSchema>

/** Campaign pages: a number and the campaign key, no login yet. */
export const campaignSubscribeBodySchema = z.object({
  mobileNo: msisdnSchema,
  campaignKey: textSchema(64).optional(),
  segment: segmentSchema.default('quiz'),
})
export type CampaignSubscribeBody = z.input<typeof campaignSubscribeBodySchema>
export const campaignSubscribeResponseSchema = z.object({
  data: z.object({
    /** The spec's check call answers the text 'true' when the person may go on to pay. */
    result: z.literal('true'),
    subscriptionRequestId: z.string(),
    redirectURL: z.string(),
  }),
})
export type CampaignSubscribeResponse = z.infer<typeof campaignSubscribeResponseSchema>
