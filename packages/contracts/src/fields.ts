import { z } from 'zod'
import { validateMsisdn } from './msisdn.ts'

/** A Bangladeshi mobile number as the API accepts it; the issue is the validator's own message. */
export const msisdnSchema = z.string().superRefine((value, ctx) => {
  const verdict = validateMsisdn(value)
  if (verdict !== 'true') ctx.addIssue({ code: 'custom', message: verdict })
})
