import { enrolmentTokenSchema, roleDescriptions } from '@khelahobe/contracts/console'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { renderSVG } from 'uqr'
import { AuthLayout } from '../../../components/auth-layout.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { CodeField, TextField } from '../../../components/text-field.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import type { LoginState } from '../../../lib/return-to.ts'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts'
import { useFinishEnrolment } from '../api/finish-enrolment.ts'
import { type Enrolment, useEnrolment } from '../api/start-enrolment.ts'
import { type EnrolmentErrors, enrolmentErrors } from '../enrolment-form.ts'
import { groupSecret, ungroupSecret } from '../secret.ts'

/** The page the link of `operator:create` opens: the second factor first, then a password. */
export function EnrolScreen({ token }: { token: string | null }) {
  const usable = token !== null && enrolmentTokenSchema.safeParse(token).success
  const { enrolment, error } = useEnrolment(usable ? token : null)
  const [enrolledEmail, setEnrolledEmail] = useState<string | null>(null)

  if (enrolledEmail !== null) {
    return (
      <AuthLayout title={en.enrol.doneTitle}>
        <p>{en.enrol.doneBody(enrolledEmail)}</p>
        <p>
          <Link
            className="button button-primary"
            to="/login"
            state={{ email: enrolledEmail } satisfies LoginState}
          >
            {en.enrol.toLogin}
          </Link>
        </p>
      </AuthLayout>
    )
  }
  if (!usable || error !== undefined) {
    return (
      <AuthLayout title={en.enrol.title}>
        <FormAlert message={usable ? errorMessage(error) : en.enrol.missingToken} />
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title={en.enrol.title} wide>
      {enrolment ? (
        <>
          <AccountSummary enrolment={enrolment} />
          <SecretStep enrolment={enrolment} />
          <PasswordStep token={token} email={enrolment.email} onEnrolled={setEnrolledEmail} />
        </>
      ) : (
        <p role="status">{en.loading}</p>
      )}
    </AuthLayout>
  )
}

function AccountSummary({ enrolment }: { enrolment: Enrolment }) {
  return (
    <dl className="facts">
      <dt>{en.enrol.account}</dt>
      <dd>{enrolment.email}</dd>
      <dt>{en.enrol.role}</dt>
      <dd>
        {enrolment.role} — {roleDescriptions[enrolment.role]}
      </dd>
    </dl>
  )
}

function SecretStep({ enrolment }: { enrolment: Enrolment }) {
  const keyElement = useRef<HTMLElement>(null)
  const [copyStatus, setCopyStatus] = useState('')
  const grouped = groupSecret(enrolment.totpSecret)
  // Drawn here from the link, so the secret never leaves the page for a QR service.
  const qrCode = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(enrolment.otpauthUri))}`,
    [enrolment.otpauthUri],
  )

  async function copy() {
    try {
      await navigator.clipboard.writeText(ungroupSecret(grouped))
      setCopyStatus(en.enrol.copied)
    } catch {
      // No clipboard outside a secure context or without permission: select the key instead.
      if (keyElement.current) window.getSelection()?.selectAllChildren(keyElement.current)
      setCopyStatus(en.enrol.copyFailed)
    }
  }

  return (
    <section aria-labelledby="enrol-step-app" className="step">
      <h2 id="enrol-step-app">{en.enrol.stepApp}</h2>
      <p>{en.enrol.stepAppBody}</p>
      <img className="qr-code" src={qrCode} alt={en.enrol.qrCode} width={200} height={200} />
      <dl className="facts">
        <dt>{en.enrol.secret}</dt>
        <dd className="secret-row">
          <code ref={keyElement} className="secret">
            {grouped}
          </code>
          <button type="button" className="button" onClick={copy}>
            {en.enrol.copy}
          </button>
          <span role="status" className="copy-status">
            {copyStatus}
          </span>
        </dd>
      </dl>
      <p>
        <a href={enrolment.otpauthUri}>{en.enrol.openInApp}</a>
      </p>
    </section>
  )
}

type PasswordStepProps = { token: string; email: string; onEnrolled: (email: string) => void }

function PasswordStep({ token, email, onEnrolled }: PasswordStepProps) {
  const form = useRef<HTMLFormElement>(null)
  const [fields, setFields] = useState({ password: '', repeat: '', code: '' })
  const [errors, setErrors] = useState<EnrolmentErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const { trigger, isMutating } = useFinishEnrolment()
  useFocusFirstInvalid(form, attempt)

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = enrolmentErrors(fields)
    setErrors(found)
    setFailure(null)
    setAttempt((n) => n + 1)
    if (Object.keys(found).length > 0) return
    try {
      const operator = await trigger({ token, password: fields.password, code: fields.code.trim() })
      onEnrolled(operator.email)
    } catch (error) {
      setFailure(errorMessage(error))
      setFields((current) => ({ ...current, code: '' }))
    }
  }

  return (
    <section aria-labelledby="enrol-step-password" className="step">
      <h2 id="enrol-step-password">{en.enrol.stepPassword}</h2>
      <form ref={form} noValidate onSubmit={submit} className="form">
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={en.field.newPassword}
          hint={en.field.newPasswordHint}
          error={errors.password}
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={12}
          maxLength={200}
          required
          value={fields.password}
          onChange={set('password')}
        />
        <TextField
          label={en.field.repeatPassword}
          error={errors.repeat}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          maxLength={200}
          required
          value={fields.repeat}
          onChange={set('repeat')}
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
          {isMutating ? en.enrol.submitting : en.enrol.submit}
        </button>
      </form>
    </section>
  )
}
