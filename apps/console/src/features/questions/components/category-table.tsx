import { type FormEvent, useState } from 'react'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { useSubmission } from '../../../lib/use-submission.ts'
import { type BankCategory, useCategories } from '../api/get-categories.ts'
import { createCategory, saveCategory } from '../api/save-category.ts'

/**
 * The categories, each row its own small form: name, order and whether the daily quiz draws
 * on it. A row saves alone, so one operator's typo never holds back another row.
 */
export function CategoryTable() {
  const { data, error, mutate } = useCategories()
  const columns: Column<BankCategory>[] = [
    { id: 'slug', header: en.categories.slug, cell: (c) => <code>{c.slug}</code>, sortValue: (c) => c.slug },
    {
      id: 'questions',
      header: en.categories.activeQuestions,
      cell: (c) => c.activeQuestions,
      sortValue: (c) => c.activeQuestions,
      numeric: true,
    },
    {
      id: 'edit',
      header: en.categories.edit,
      cell: (c) => <CategoryForm category={c} onSaved={() => mutate()} />,
    },
  ]
  const rows = data ? [...data].sort((a, b) => a.sortOrder - b.sortOrder) : []

  return (
    <>
      <p className="muted">{en.categories.hint}</p>
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {data ? (
        <DataTable
          caption={en.categories.caption}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          empty=""
        />
      ) : error === undefined ? (
        <p role="status">{en.loading}</p>
      ) : null}
      <NewCategoryForm nextOrder={(rows.at(-1)?.sortOrder ?? 0) + 1} onCreated={() => mutate()} />
    </>
  )
}

function CategoryForm({ category, onSaved }: { category: BankCategory; onSaved: () => void }) {
  const [name, setName] = useState(category.name)
  const [sortOrder, setSortOrder] = useState(String(category.sortOrder))
  const [visible, setVisible] = useState(category.visible)
  const { busy, error, done, submit } = useSubmission()
  const id = `category-${category.id}`

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const saved = await submit(
      () => saveCategory(category.id, { name, visible, sortOrder: Number(sortOrder) }),
      () => en.categories.saved,
    )
    if (saved) onSaved()
  }

  return (
    <form className="category-form" aria-label={en.categories.formFor(category.slug)} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{en.categories.name}</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-order`}>{en.categories.order}</label>
        <input
          id={`${id}-order`}
          type="number"
          min={0}
          max={1000}
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value)}
        />
      </div>
      <div className="field field-check">
        <input
          id={`${id}-visible`}
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        <label htmlFor={`${id}-visible`}>{en.categories.visible}</label>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? en.categories.saving : en.categories.save}
      </button>
      <span role="status" className="muted">
        {done}
      </span>
      <FormAlert message={error} />
    </form>
  )
}

function NewCategoryForm({ nextOrder, onCreated }: { nextOrder: number; onCreated: () => void }) {
  const [slug, setSlug] = useState('')
  const [name, setName] = useState('')
  const { busy, error, done, submit } = useSubmission()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const created = await submit(
      () => createCategory({ slug, name, visible: true, sortOrder: Math.min(nextOrder, 1000) }),
      (created) => en.categories.created(created.slug),
    )
    if (created) {
      setSlug('')
      setName('')
      onCreated()
    }
  }

  return (
    <section aria-labelledby="new-category" className="card card-wide">
      <h2 id="new-category">{en.categories.newHeading}</h2>
      <form className="category-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="new-category-slug">{en.categories.slugField}</label>
          <input
            id="new-category-slug"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            maxLength={40}
            aria-describedby="new-category-slug-hint"
          />
          <span id="new-category-slug-hint" className="field-hint">
            {en.categories.slugHint}
          </span>
        </div>
        <div className="field">
          <label htmlFor="new-category-name">{en.categories.name}</label>
          <input
            id="new-category-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? en.categories.adding : en.categories.add}
        </button>
        <span role="status" className="muted">
          {done}
        </span>
        <FormAlert message={error} />
      </form>
    </section>
  )
}
