import { maxSerialId, msisdnSchema, textSchema } from '@khelahobe/contracts/fields'
import { providerStatuses } from '@khelahobe/contracts/subscription'
import { z } from 'zod'

/**
 * The JSON the simulator reads and writes. The gateway half mirrors bKash's Recurring
 * Payment API (field names, number ids, error bodies); the control half is ours.
 */

export const frequencies = [
  'DAILY',
  'WEEKLY',
  'FIFTEEN_DAYS',
  'THIRTY_DAYS',
  'NINETY_DAYS',
  'ONE_EIGHTY_DAYS',
  'CALENDAR_MONTH',
  'CALENDAR_YEAR',
] as const
export type Frequency = (typeof frequencies)[number]

const isoDate = z
  .string()
  .max(10, 'must be a date written YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'is not a calendar date')

const absoluteUrl = textSchema(2048).refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}, 'must be an absolute http(s) URL')

// ---------------------------------------------------------------------------
// Gateway

export const gatewayErrorSchema = z.object({
  subscriptionRequestId: z.string().optional(),
  errorCode: z.string(),
  errorDescription: z.string(),
})
export type GatewayErrorBody = z.infer<typeof gatewayErrorSchema>

export const createRequestSchema = z
  .object({
    subscriptionRequestId: textSchema(100).min(1),
    serviceId: z.union([
      z.number().int().positive().max(maxSerialId),
      z
        .string()
        .max(9)
        .regex(/^\d{1,9}$/),
    ]),
    paymentType: z.literal('FIXED'),
    subscriptionType: z.enum(['BASIC', 'WITH_PAYMENT']),
    amount: z.number().int().positive().max(100_000),
    firstPaymentAmount: z.number().int().positive().max(100_000).nullish(),
    firstPaymentIncludedInCycle: z.boolean().nullish(),
    currency: z.literal('BDT'),
    maxCapRequired: z.boolean().nullish(),
    maxCapAmount: z.number().positive().max(10_000_000).nullish(),
    frequency: z.enum(frequencies),
    startDate: isoDate,
    expiryDate: isoDate,
    merchantShortCode: textSchema(64).nullish(),
    payerType: z.literal('CUSTOMER'),
    payer: msisdnSchema.nullish(),
    redirectUrl: absoluteUrl,
    subscriptionReference: textSchema(200).nullish(),
    extraParams: z
      .record(
        textSchema(64),
        z.union([textSchema(500), z.number().min(-1e12).max(1e12), z.boolean(), z.null()]),
      )
      .nullish(),
  })
  .refine((body) => body.subscriptionType !== 'WITH_PAYMENT' || body.firstPaymentAmount, {
    message: 'firstPaymentAmount is required when subscriptionType is WITH_PAYMENT',
    path: ['firstPaymentAmount'],
  })
export type CreateRequest = z.infer<typeof createRequestSchema>

export const createdResponseSchema = z.object({
  subscriptionRequestId: z.string(),
  redirectURL: z.string(),
  expirationTime: z.string(),
  timeStamp: z.string(),
})

export const subscriptionRecordSchema = z.object({
  /** Null until the wallet holder approves. */
  id: z.number().int().nullable(),
  createdAt: z.string(),
  subscriptionRequestId: z.string(),
  serviceId: z.number().int().nullable(),
  paymentType: z.literal('FIXED'),
  subscriptionType: z.string(),
  amountQueryUrl: z.null(),
  amount: z.number(),
  firstPaymentAmount: z.number().nullable(),
  maxCapRequired: z.boolean(),
  maxCapAmount: z.null(),
  frequency: z.string(),
  startDate: z.string(),
  expiryDate: z.string(),
  merchantShortCode: z.string().nullable(),
  payerType: z.literal('CUSTOMER'),
  payer: z.string().nullable(),
  currency: z.literal('BDT'),
  nextPaymentDate: z.string().nullable(),
  status: z.enum(providerStatuses),
  subscriptionReference: z.string().nullable(),
  extraParams: z.null(),
  cancelledBy: z.string().nullable(),
  cancelledTime: z.string().nullable(),
  enabled: z.boolean(),
  active: z.boolean(),
  expired: z.boolean(),
  rrule: z.string(),
  timeStamp: z.string(),
})
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>

export const paymentRecordSchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  dueDate: z.string(),
  status: z.string(),
  trxId: z.string().nullable(),
  trxTime: z.string().nullable(),
  amount: z.number(),
  reverseTrxAmount: z.null(),
  reverseTrxId: z.null(),
  reverseTrxTime: z.null(),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

export const cancelResponseSchema = z.object({
  subscriptionId: z.number().int(),
  subscriptionStatus: z.literal('CANCELLED'),
  message: z.string().nullable(),
  instant: z.string(),
})

export const requestIdParamsSchema = z.object({ requestId: textSchema(100).min(1) })
export const subscriptionIdParamsSchema = z.object({
  id: z
    .string()
    .max(10, 'must be a subscription id (digits)')
    .regex(/^\d{1,10}$/, 'must be a subscription id (digits)')
    .transform(Number)
    .refine((id) => id <= maxSerialId, 'is not a subscription id'),
})
export const cancelQuerySchema = z.object({ reason: textSchema(500).optional() })

// ---------------------------------------------------------------------------
// Consent page (HTML forms; every field arrives as text)

export const intentParamsSchema = z.object({ code: textSchema(100).min(1) })
export const consentFormSchema = z
  .object({ pin: textSchema(100).optional(), wallet: textSchema(100).optional() })
  // Fail and Cancel may come with no body at all (Fastify then hands over null).
  .nullish()

// ---------------------------------------------------------------------------
// Control

/** What a person or a test sends to move the clock: a click or a stray request alone must not move the whole server. */
export const advanceWord = 'ADVANCE'

export const advanceRequestSchema = z.object({
  days: z.number().int().min(1, 'days must be 1 to 60.').max(60, 'days must be 1 to 60.'),
  confirm: z.literal(advanceWord, {
    error: `confirm must be '${advanceWord}': moving the clock moves the whole demo server and cannot be undone.`,
  }),
})

export const advanceResponseSchema = z.object({
  now: z.string(),
  today: z.string(),
  charges: z.array(
    z.object({
      subscriptionId: z.number().int(),
      paymentId: z.number().int(),
      dueDate: z.string(),
      status: z.string(),
    }),
  ),
  expired: z.array(
    z.object({
      subscriptionId: z.number().int(),
      subscriptionRequestId: z.string(),
      expiryDate: z.string(),
    }),
  ),
})
export type AdvanceSummary = z.infer<typeof advanceResponseSchema>

export const walletRequestSchema = z.object({
  wallet: msisdnSchema,
  balance: z.number().int().min(0).max(10_000_000),
})
export const walletParamsSchema = z.object({ wallet: msisdnSchema })
export const walletResponseSchema = z.object({
  wallet: z.string(),
  balance: z.number().int(),
  /** The PIN the consent page asks of this wallet. */
  pin: z.string(),
})

export const webhookSwitchesRequestSchema = z.object({
  duplicate: z.boolean().optional(),
  outOfOrder: z.boolean().optional(),
})
export const webhookSwitchesSchema = z.object({ duplicate: z.boolean(), outOfOrder: z.boolean() })
export type WebhookSwitches = z.infer<typeof webhookSwitchesSchema>
