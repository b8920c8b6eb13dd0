import { type FormEvent, useRef, useState } from 'react'
import { AuthLayout } from '../../../components/auth-layout.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { CodeField, TextField } from '../../../components/text-field.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { useLogin } from '../../../lib/session/login.ts'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts'
import { type LoginErrors, loginErrors } from '../login-form.ts'

type Props = { initialEmail: string }

/**
 * E-mail, password and the authenticator's code in one form. A refused login shows the
 * server's message (which never says which of the three was wrong, nor tells an operator's
 * e-mail from a stranger's: decision 0054) and empties the code, which is spent or wrong either way.
 */
export function LoginScreen({ initialEmail }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [fields, setFields] = useState({ email: initialEmail, password: '', code: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const { trigger, isMutating } = useLogin()
  useFocusFirstInvalid(form, attempt)

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = loginErrors(fields)
    setErrors(found)
    setFailure(null)
    setAttempt((n) => n + 1)
    if (Object.keys(found).length > 0) return
    try {
      // On success the session changes and the login route moves on.
      await trigger({ email: fields.email.trim(), password: fields.password, code: fields.code.trim() })
    } catch (error) {
      setFailure(errorMessage(error))
      setFields((current) => ({ ...current, code: '' }))
    }
  }

  return (
    <AuthLayout title={en.login.title}>
      <form ref={form} noValidate onSubmit={submit} className="form">
        <TextField
          label={en.field.email}
          error={errors.email}
          type="email"
          name="email"
          autoComplete="username"
          maxLength={254}
          required
          value={fields.email}
          onChange={set('email')}
        />
        <TextField
          label={en.field.password}
          error={errors.password}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={200}
          required
          value={fields.password}
          onChange={set('password')}
        />
        <CodeField
          label={en.field.code}
          hint={en.field.codeHint}
          error={errors.code}
          value={fields.code}
          onChange={set('code')}
        />
        <FormAlert message={failure} />
        <button type="submit" className="button button-primary" disabled={isMutating}>
          {isMutating ? en.login.submitting : en.login.submit}
        </button>
      </form>
    </AuthLayout>
  )
}
