import { en } from '../i18n/en.ts'

/** Under a paged table: what is shown, and the buttons to the page before and after. */
export function Pager({
  status,
  page,
  pages,
  onPage,
}: {
  status: string
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  return (
    <div className="table-footer">
      <p role="status">{status}</p>
      <div className="actions">
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {en.pager.previous}
        </button>
        <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {en.pager.next}
        </button>
      </div>
    </div>
  )
}
