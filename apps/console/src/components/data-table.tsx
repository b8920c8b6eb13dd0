import {
  type ColumnDef,
  createSortedRowModel,
  rowSortingFeature,
  type SortFn,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useMemo, useState } from 'react'

/** One column: what its header says, what each cell shows, and, if it sorts, the value it sorts by. */
export interface Column<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  /** Makes the column sortable by this value; null sorts last. */
  sortValue?: (row: T) => string | number | null
  /** Right-aligned, tabular figures. */
  numeric?: boolean
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })

/** Sorts by the column's `sortValue`: numbers as numbers, text in the reader's collation, nulls last. */
function bySortValue<T>(sortValue: (row: T) => string | number | null): SortFn<typeof features, T & object> {
  return (a, b) => {
    const x = sortValue(a.original)
    const y = sortValue(b.original)
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
  }
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/**
 * The console's table: a captioned, semantic `<table>` whose sortable headers are buttons and
 * say their order through `aria-sort`. TanStack Table keeps the sorting state and order; the
 * markup stays ours. Paging and filtering belong to the API, which has every row.
 */
export function DataTable<T extends object>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  showCaption = false,
}: {
  /** Names the table for screen readers; shown above it when `showCaption`. */
  caption: string
  showCaption?: boolean
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  /** What the table says when there are no rows. */
  empty: string
}) {
  const [sorting, setSorting] = useState<SortingState>([])
  const definitions = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, T> => ({
          id: column.id,
          header: column.header,
          accessorFn: (row) => column.sortValue?.(row) ?? null,
          cell: ({ row }) => column.cell(row.original),
          enableSorting: column.sortValue !== undefined,
          ...(column.sortValue ? { sortFn: bySortValue(column.sortValue) } : {}),
        }),
      ),
    [columns],
  )
  const data = useMemo(() => [...rows], [rows])
  const numeric = useMemo(() => new Set(columns.filter((c) => c.numeric).map((c) => c.id)), [columns])
  const table = useTable({
    features,
    columns: definitions,
    data,
    getRowId: (row) => String(rowKey(row)),
    state: { sorting },
    onSortingChange: setSorting,
  })

  return (
    <table className="table">
      <caption className={showCaption ? 'table-caption' : 'visually-hidden'}>{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted()
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={numeric.has(header.column.id) ? 'numeric' : undefined}
                  aria-sort={sorted ? ariaSort[sorted] : header.column.getCanSort() ? 'none' : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true">
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              )
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={numeric.has(cell.column.id) ? 'numeric' : undefined}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
