import { z } from 'zod'

/** The one error envelope every failed API call answers with; its `code` is one of `error-codes.ts`. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  requestId: z.string(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
