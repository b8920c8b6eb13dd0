import { z } from 'zod'
import { msisdnSchema, textSchema } from './fields.ts'

export const loginCodeLength = 6

export const loginRequestSchema = z.object({
  mobileNo: msisdnSchema,
  srcUrl: textSchema(2048).optional(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const loginResponseSchema = z.object({
  data: z.object({
    codeSent: z.literal(true),
    /** Seconds until the code stops working. */
    expiresInSeconds: z.number().int(),
    /** Seconds until another code may be asked for. */
    resendAfterSeconds: z.number().int(),
  }),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const verifyRequestSchema = z.object({
  mobileNo: msisdnSchema,
  code: z
    .string()
    .max(loginCodeLength, 'The code is the 6 digits we sent by SMS.')
    .regex(/^\d{6}$/, 'The code is the 6 digits we sent by SMS.'),
})
export type VerifyRequest = z.infer<typeof verifyRequestSchema>

export const userSchema = z.object({
  id: z.number().int(),
  msisdn: z.string(),
  name: z.string().nullable(),
  imageName: z.string().nullable(),
})
export type User = z.infer<typeof userSchema>

export const userResponseSchema = z.object({ data: z.object({ user: userSchema }) })
export type UserResponse = z.infer<typeof userResponseSchema>

/** `GET /api/me`: the logged-in user, or null for a visitor (being logged out is an answer, not an error). */
export const meResponseSchema = z.object({ data: z.object({ user: userSchema.nullable() }) })
export type MeResponse = z.infer<typeof meResponseSchema>

export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) })

export const outboxQuerySchema = z.object({ msisdn: msisdnSchema })
export const outboxResponseSchema = z.object({
  data: z.array(
    z.object({ msisdn: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.string() }),
  ),
})
export type OutboxResponse = z.infer<typeof outboxResponseSchema>
