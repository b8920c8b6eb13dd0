import type { StaticPageName } from '@khelahobe/contracts/content'
import { type FormEvent, useId, useRef, useState } from 'react'
import { FormAlert } from '../../../components/form-alert.tsx'
import { PhonePreview } from '../../../components/phone-preview.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import type { EditablePageItem } from '../api/get-page.ts'
import { savePageItem } from '../api/save-page-item.ts'
import { fillTemplate, insertAt } from '../fill-template.ts'

type Props = {
  page: StaticPageName
  item: EditablePageItem
  position: number
  count: number
  figures: Record<string, string>
  busy: boolean
  onSaved: (item: EditablePageItem) => void
  onMove: (by: -1 | 1) => void
  onDelete: () => void
  /** Called when the message gets focus, with a function that inserts text at its caret. */
  onMessageFocus: (insert: (text: string) => void) => void
}

/** One item: its title and message in place, Save, Move, Delete, and the phone's view beside it. */
export function PageItemEditor({
  page,
  item,
  position,
  count,
  figures,
  busy,
  onSaved,
  onMove,
  onDelete,
  onMessageFocus,
}: Props) {
  const id = useId()
  const [title, setTitle] = useState(item.title)
  const [message, setMessage] = useState(item.message)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const changed = title !== item.title || message !== item.message
  // Unsaved: the draft filled here; saved: the server's own preview, as the players get it.
  const preview = changed
    ? { title: fillTemplate(title, figures), message: fillTemplate(message, figures) }
    : item.preview

  function insert(text: string) {
    const area = messageRef.current
    const start = area?.selectionStart ?? message.length
    const end = area?.selectionEnd ?? start
    const next = insertAt(message, text, start, end)
    setMessage(next.text)
    setStatus('')
    requestAnimationFrame(() => {
      area?.focus()
      area?.setSelectionRange(next.caret, next.caret)
    })
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setError(null)
    setStatus('')
    try {
      const saved = await savePageItem(page, item.id, { title, message })
      setTitle(saved.title)
      setMessage(saved.message)
      onSaved(saved)
      setStatus(en.pages.saved)
    } catch (cause) {
      setError(errorMessage(cause))
    } finally {
      setSaving(false)
    }
  }

  const heading = en.pages.item(position, item.title)
  return (
    <li className="page-item">
      <form className="page-item-form form" onSubmit={onSubmit} aria-label={heading}>
        <h2 className="page-item-heading">{heading}</h2>
        <div className="field">
          <label htmlFor={`${id}-title`}>{en.pages.title}</label>
          <input
            id={`${id}-title`}
            lang="bn"
            value={title}
            maxLength={120}
            required
            onChange={(event) => {
              setTitle(event.target.value)
              setStatus('')
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{en.pages.message}</label>
          <textarea
            id={`${id}-message`}
            ref={messageRef}
            lang="bn"
            rows={5}
            value={message}
            maxLength={4000}
            required
            onFocus={() => onMessageFocus(insert)}
            onChange={(event) => {
              setMessage(event.target.value)
              setStatus('')
            }}
          />
        </div>
        <FormAlert message={error} />
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={saving || busy}>
            {saving ? en.pages.saving : en.pages.save}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onMove(-1)}
            aria-label={en.pages.about(en.pages.moveUp, heading)}
            disabled={busy || position === 1}
          >
            {en.pages.moveUp}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onMove(1)}
            aria-label={en.pages.about(en.pages.moveDown, heading)}
            disabled={busy || position === count}
          >
            {en.pages.moveDown}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={onDelete}
            aria-label={en.pages.about(en.pages.delete, heading)}
            disabled={busy}
          >
            {en.pages.delete}
          </button>
          <p role="status" className="muted">
            {changed ? en.pages.unsaved : status}
          </p>
        </div>
      </form>
      <PhonePreview label={en.pages.previewOf(heading)}>
        <div className="phone-accordion">
          <h3 className="phone-accordion-title">{preview.title}</h3>
          <p className="phone-accordion-message">{preview.message}</p>
        </div>
      </PhonePreview>
    </li>
  )
}
