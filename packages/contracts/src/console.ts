import { z } from 'zod'
import { textSchema } from './fields.ts'
import { type OperatorRole, operatorRoles, roleDescriptions } from './operator-roles.ts'

export { type OperatorRole, operatorRoles, roleDescriptions }

/**
 * The operator console's calls (`/api/console/*`). Operators are not players: their own
 * accounts, sessions (cookie `console_sid`, SameSite=Strict) and roles.
 */
export const operatorEmailSchema = textSchema(254)
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter the e-mail address the account was created for.' }))

/** At least 12 characters; a passphrase is welcome. Upper bound keeps the hash's work bounded. */
export const operatorPasswordSchema = textSchema(200).min(12, {
  error: 'The password needs at least 12 characters.',
})

export const totpCodeSchema = z
  .string()
  .max(6, { error: 'The code is the 6 digits your authenticator app shows.' })
  .regex(/^\d{6}$/, { error: 'The code is the 6 digits your authenticator app shows.' })

/** The one-time enrolment token of the link `operator:create` prints. */
export const enrolmentTokenSchema = z
  .string()
  .max(64, { error: 'This enrolment link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{32,64}$/, { error: 'This enrolment link is not valid.' })

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(operatorRoles),
})
export type Operator = z.infer<typeof operatorSchema>

export const enrolmentStartBodySchema = z.object({ token: enrolmentTokenSchema })
export const enrolmentStartResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    role: z.enum(operatorRoles),
    /** Base32, for typing into an authenticator app. */
    totpSecret: z.string(),
    /** `otpauth://totp/…`, for apps that take a link or a QR code of it. */
    otpauthUri: z.string(),
  }),
})

export const enrolmentFinishBodySchema = z.object({
  token: enrolmentTokenSchema,
  password: operatorPasswordSchema,
  code: totpCodeSchema,
})

export const consoleLoginBodySchema = z.object({
  email: operatorEmailSchema,
  password: textSchema(200),
  code: totpCodeSchema,
})

export const operatorResponseSchema = z.object({ data: z.object({ operator: operatorSchema }) })
export const consoleMeResponseSchema = z.object({ data: z.object({ operator: operatorSchema.nullable() }) })

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The operator's e-mail; null for a change made from the command line. */
  actor: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditQuerySchema = z.object({
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
})
export const auditResponseSchema = z.object({
  data: z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() }),
})
