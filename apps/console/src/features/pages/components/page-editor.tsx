import type { StaticPageName } from '@khelahobe/contracts/content'
import { type FormEvent, useRef, useState } from 'react'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { addPageItem } from '../api/add-page-item.ts'
import { deletePageItem } from '../api/delete-page-item.ts'
import { type EditablePage, type EditablePageItem, useEditablePage } from '../api/get-page.ts'
import { reorderPageItems } from '../api/reorder-page-items.ts'
import { moved } from '../fill-template.ts'
import { PageItemEditor } from './page-item-editor.tsx'

/** A page's items in order, each editable in place, with the placeholders they may use. */
export function PageEditor({ page }: { page: StaticPageName }) {
  const { data, error, mutate } = useEditablePage(page)
  const [busy, setBusy] = useState(false)
  const [listError, setListError] = useState<string | null>(null)
  const insertRef = useRef<((text: string) => void) | null>(null)

  async function change(run: () => Promise<unknown>) {
    setBusy(true)
    setListError(null)
    try {
      await run()
    } catch (cause) {
      setListError(errorMessage(cause))
    } finally {
      await mutate()
      setBusy(false)
    }
  }

  function onSaved(saved: EditablePageItem) {
    void mutate(
      (current) =>
        current && { ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) },
      { revalidate: false },
    )
  }

  if (data === undefined) {
    return error === undefined ? (
      <p role="status">{en.loading}</p>
    ) : (
      <FormAlert message={errorMessage(error)} />
    )
  }

  const ids = data.items.map((item) => item.id)
  return (
    <div className="page-editor">
      <Placeholders figures={data.figures} onInsert={(text) => insertRef.current?.(text)} />
      <FormAlert message={listError} />
      {data.items.length === 0 ? <p>{en.pages.empty}</p> : null}
      <ol className="page-items">
        {data.items.map((item, index) => (
          <PageItemEditor
            key={item.id}
            page={page}
            item={item}
            position={index + 1}
            count={data.items.length}
            figures={data.figures}
            busy={busy}
            onSaved={onSaved}
            onMessageFocus={(insert) => {
              insertRef.current = insert
            }}
            onMove={(by) => {
              const order = moved(ids, index, by)
              if (order) void change(() => reorderPageItems(page, order))
            }}
            onDelete={() => {
              if (window.confirm(en.pages.confirmDelete(item.title)))
                void change(() => deletePageItem(page, item.id))
            }}
          />
        ))}
      </ol>
      <AddItem page={page} data={data} onAdded={() => mutate()} />
    </div>
  )
}

function Placeholders({
  figures,
  onInsert,
}: {
  figures: Record<string, string>
  onInsert: (text: string) => void
}) {
  const names = Object.keys(figures)
  return (
    <section className="placeholders" aria-labelledby="placeholders-heading">
      <h2 id="placeholders-heading">{en.pages.placeholders}</h2>
      <p className="field-hint">{en.pages.placeholdersHint}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="chip"
              // Keeps the caret in the message that had it, so the text goes where the operator was typing.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(`{${name}}`)}
            >
              <span className="visually-hidden">{en.pages.insert} </span>
              <code>{`{${name}}`}</code> <span lang="bn">{figures[name]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function AddItem({ page, data, onAdded }: { page: StaticPageName; data: EditablePage; onAdded: () => void }) {
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setError(null)
    try {
      await addPageItem(page, { title, message })
      setTitle('')
      setMessage('')
      onAdded()
    } catch (cause) {
      setError(errorMessage(cause))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="form add-item" onSubmit={onSubmit} aria-labelledby="add-item-heading">
      <h2 id="add-item-heading">{en.pages.addHeading(data.items.length + 1)}</h2>
      <div className="field">
        <label htmlFor="add-item-title">{en.pages.title}</label>
        <input
          id="add-item-title"
          lang="bn"
          value={title}
          maxLength={120}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="add-item-message">{en.pages.message}</label>
        <textarea
          id="add-item-message"
          lang="bn"
          rows={3}
          value={message}
          maxLength={4000}
          required
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <FormAlert message={error} />
      <div className="actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? en.pages.adding : en.pages.add}
        </button>
      </div>
    </form>
  )
}
