import { payoutStatuses, prizeKinds } from '@khelahobe/contracts/prizes'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { en } from '../../../i18n/en.ts'
import type { PayoutWeek } from '../api/get-payout-weeks.ts'

const t = en.payouts

const columns: Column<PayoutWeek>[] = [
  {
    id: 'week',
    header: t.week,
    cell: (w) => <span className="nowrap">{`${w.week} – ${w.lastDay}`}</span>,
    sortValue: (w) => w.week,
  },
  {
    id: 'total',
    header: t.total,
    cell: (w) => <span className="nowrap">{t.countAmount(w.total.count, w.total.amountTaka)}</span>,
    sortValue: (w) => w.total.amountTaka,
    numeric: true,
  },
  ...payoutStatuses.map(
    (status): Column<PayoutWeek> => ({
      id: status,
      header: t.statuses[status],
      cell: (w) => (
        <span className="nowrap">
          {t.countAmount(w.byStatus[status].count, w.byStatus[status].amountTaka)}
        </span>
      ),
      sortValue: (w) => w.byStatus[status].amountTaka,
      numeric: true,
    }),
  ),
  ...prizeKinds.map(
    (kind): Column<PayoutWeek> => ({
      id: kind,
      header: t.prizes[kind],
      cell: (w) => (
        <span className="nowrap">{t.countAmount(w.byPrize[kind].count, w.byPrize[kind].amountTaka)}</span>
      ),
      sortValue: (w) => w.byPrize[kind].count,
      numeric: true,
    }),
  ),
]

/** Each week's prizes, counted and summed by status and by kind. */
export function WeeklyTotals({ weeks }: { weeks: PayoutWeek[] }) {
  return <DataTable caption={t.weeksCaption} columns={columns} rows={weeks} rowKey={(w) => w.week} empty="" />
}
