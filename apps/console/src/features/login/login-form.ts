import { operatorEmailSchema, totpCodeSchema } from '@khelahobe/contracts/console'
import { en } from '../../i18n/en.ts'

export type LoginFields = { email: string; password: string; code: string }
export type LoginErrors = Partial<Record<keyof LoginFields, string>>

/** What the form can tell before asking the server, with the contract's own messages. */
export function loginErrors({ email, password, code }: LoginFields): LoginErrors {
  const errors: LoginErrors = {}
  const emailCheck = operatorEmailSchema.safeParse(email)
  if (!emailCheck.success) errors.email = emailCheck.error.issues[0]?.message
  if (password === '') errors.password = en.login.passwordRequired
  const codeCheck = totpCodeSchema.safeParse(code.trim())
  if (!codeCheck.success) errors.code = codeCheck.error.issues[0]?.message
  return errors
}
