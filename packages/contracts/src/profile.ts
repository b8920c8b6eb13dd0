import { z } from 'zod'
import { userSchema } from './auth.ts'
import { textSchema } from './fields.ts'

/** The six avatars a person may choose (spec §3). */
export const avatarIds = ['1', '2', '3', '5', '6', '7'] as const

export const updateProfileBodySchema = z
  .object({
    Name: textSchema(200)
      .trim()
      .max(60, { error: 'The name can be at most 60 characters.' })
      .transform((name) => (name === '' ? null : name))
      .optional(),
    ImageName: z.enum(avatarIds, { error: 'Choose one of the six avatars.' }).optional(),
    Msisdn: textSchema(20).optional(),
  })
  // An update that changes nothing is a mistake of the caller's, not an empty write.
  .refine((body) => body.Name !== undefined || body.ImageName !== undefined, {
    error: 'Send a new Name or ImageName to change.',
  })

export const updateProfileResponseSchema = z.object({ data: z.object({ user: userSchema }) })
