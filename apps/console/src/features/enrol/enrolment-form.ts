import { operatorPasswordSchema, totpCodeSchema } from '@khelahobe/contracts/console'
import { en } from '../../i18n/en.ts'

export type EnrolmentFields = { password: string; repeat: string; code: string }
export type EnrolmentErrors = Partial<Record<keyof EnrolmentFields, string>>

/**
 * The checks the form makes before asking the server: the contract's password and code rules
 * (with its messages), and that the two passwords match, which only the form can know.
 */
export function enrolmentErrors({ password, repeat, code }: EnrolmentFields): EnrolmentErrors {
  const errors: EnrolmentErrors = {}
  const passwordCheck = operatorPasswordSchema.safeParse(password)
  if (!passwordCheck.success) errors.password = passwordCheck.error.issues[0]?.message
  else if (repeat !== password) errors.repeat = en.enrol.passwordsDiffer
  const codeCheck = totpCodeSchema.safeParse(code.trim())
  if (!codeCheck.success) errors.code = codeCheck.error.issues[0]?.message
  return errors
}
