import { z } from 'zod'
import { userSchema } from './auth.ts'

/** The six avatars a person may choose (spec §3). */
export const avatarIds = ['1', '2', '3', '5', '6', '7'] as const

export const updateProfileBodySchema = z.object({
  Name: z
    .string()
    .trim()
    .max(60, { error: 'The name can be at most 60 characters.' })
    .transform((name) => (name === '' ? null : name))
    .optional(),
  ImageName: z.enum(avatarIds, { error: 'Choose one of the six avatars.' }).optional(),
  Msisdn: z.string().max(20).optional(),
})

export const updateProfileResponseSchema = z.object({ data: z.object({ user: userSchema }) })
