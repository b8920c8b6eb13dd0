import { z } from 'zod'
import { userSchema } from './auth.ts'
import { printableMessage, printablePattern, textSchema } from './fields.ts'
import { avatarIds } from './rules.ts'
import { activitySchema } from './subscription.ts'

/** The longest name a person may give themselves, counted in characters (code points). */
export const nameMaxLength = 40

const nameMessage = `নাম ১ থেকে ${new Intl.NumberFormat('bn-BD').format(nameMaxLength)} অক্ষরের মধ্যে লিখুন।`

/**
 * A display name: trimmed, 1–40 characters, Bangla and English alike, no control characters.
 * The limit is the schema's own `max`, so the OpenAPI document states it (`maxLength: 40`):
 * zod and JSON Schema both count code points, so forty emoji are forty characters. Both
 * bounds hold for the trimmed name; spaces around it are not counted.
 */
export const nameSchema = z
  .string()
  .regex(printablePattern, { error: printableMessage })
  .trim()
  .min(1, { error: nameMessage })
  .max(nameMaxLength, { error: nameMessage })

export const updateProfileBodySchema = z
  .object({
    Name: nameSchema.optional(),
    ImageName: z.enum(avatarIds, { error: 'ছয়টি ছবির একটি বেছে নিন।' }).optional(),
    Msisdn: textSchema(20).optional(),
  })
  // An update that changes nothing is a mistake of the caller's, not an empty write.
  .refine((body) => body.Name !== undefined || body.ImageName !== undefined, {
    error: 'Send a new Name or ImageName to change.',
  })

export const updateProfileResponseSchema = z.object({ data: z.object({ user: userSchema }) })

/** The spec's `?msisdn=`: optional; a real number must be the caller's own (else 403), `null` is ignored. */
export const ownNumberQuerySchema = z.object({ msisdn: textSchema(20).optional() })

/** `GET /api/default/userProfile` (spec §3's fields). */
export const userProfileResponseSchema = z.object({
  data: z.object({
    name: z.string().nullable(),
    msisdn: z.string(),
    imageName: z.string().nullable(),
    /** Best correct answers of a daily quiz play today, and the best tournament score today. */
    dailyQuizPoints: z.number().int(),
    dailyGamePoints: z.number().int(),
    nextPaymentDate_special: z.string().nullable(),
  }),
})
export type UserProfile = z.infer<typeof userProfileResponseSchema>['data']

/**
 * `GET /api/default/userScoreForProfilePopUp`: the spec's field names, its `lastpayent` typo
 * and its mixed types (`status` a number, `status_special` a string) included, so an old
 * client still reads it; the best scores are ours, null when the person has none.
 */
export const profileScoreResponseSchema = z.object({
  data: z.object({
    activity: activitySchema,
    activity_special: activitySchema,
    status: z.union([z.literal(0), z.literal(1)]),
    status_special: z.enum(['0', '1']),
    lastpayent: z.string().nullable(),
    lastpayment_special: z.string().nullable(),
    nextPaymentDate: z.string().nullable(),
    nextPaymentDate_special: z.string().nullable(),
    /** The most correct answers in any daily quiz play. */
    bestQuizScore: z.number().int().nullable(),
    /** The highest verified tournament score on any day's game board. */
    bestGameScore: z.number().int().nullable(),
  }),
})
export type ProfileScore = z.infer<typeof profileScoreResponseSchema>['data']
