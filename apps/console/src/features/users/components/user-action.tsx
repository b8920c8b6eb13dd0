import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'

type Props = {
  /** The button that opens the confirmation. */
  label: string
  title: string
  body: string
  confirm: string
  /** Does it with the reason typed; answers the sentence to show. */
  run: (reason: string) => Promise<string>
  /** Shows the sentence `run` answered, where it stays when this action is gone (an unsubscribe). */
  onDone: (message: string) => void
}

/**
 * An action taken for a person: a button that opens a confirmation asking why, since the
 * reason goes into the audit log with the change. Nothing happens before "confirm".
 */
export function UserAction({ label, title, body, confirm, run, onDone }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const cancelled = useRef(false)

  // Cancelling hands focus back to the button that opened the confirmation.
  useEffect(() => {
    if (!open && cancelled.current) {
      cancelled.current = false
      opener.current?.focus()
    }
  }, [open])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (reason.trim().length < 3) {
      setReasonError(en.users.reasonRequired)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const message = await run(reason.trim())
      setOpen(false)
      setReason('')
      onDone(message)
    } catch (cause) {
      setError(errorMessage(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="user-action">
      {open ? (
        <form
          className="form user-action-form"
          aria-labelledby={`${id}-title`}
          onSubmit={onSubmit}
          noValidate
        >
          <h4 id={`${id}-title`}>{title}</h4>
          <p>{body}</p>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{en.users.reason}</label>
            <p id={`${id}-hint`} className="field-hint">
              {en.users.reasonHint}
            </p>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={500}
              required
              aria-describedby={reasonError ? `${id}-hint ${id}-error` : `${id}-hint`}
              aria-invalid={reasonError ? true : undefined}
              value={reason}
              // biome-ignore lint/a11y/noAutofocus: the confirmation opens for this very field.
              autoFocus
              onChange={(event) => {
                setReason(event.target.value)
                setReasonError(undefined)
              }}
            />
            {reasonError ? (
              <p id={`${id}-error`} className="field-error">
                {reasonError}
              </p>
            ) : null}
          </div>
          <FormAlert message={error} />
          <div className="actions">
            <button type="submit" className="button button-danger" disabled={busy}>
              {busy ? en.users.working : confirm}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                cancelled.current = true
                setOpen(false)
              }}
            >
              {en.users.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          className="button button-danger"
          onClick={() => {
            setOpen(true)
            setError(null)
          }}
        >
          {label}
        </button>
      )}
    </div>
  )
}
