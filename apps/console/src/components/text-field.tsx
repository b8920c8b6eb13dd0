import { type InputHTMLAttributes, useId } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> & {
  label: string
  hint?: string | undefined
  /** Shown under the field and read with it; the field is marked invalid while it is set. */
  error?: string | undefined
}

/** A labelled input with its hint and its error tied to it for screen readers. */
export function TextField({ label, hint, error, className, ...input }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The six-digit code of the operator's authenticator app, as enrolment and login ask for it. */
export function CodeField(props: Pick<Props, 'label' | 'hint' | 'error' | 'value' | 'onChange'>) {
  return (
    <TextField
      {...props}
      className="field-code"
      type="text"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
    />
  )
}
