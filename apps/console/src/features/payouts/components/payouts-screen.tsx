import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { dhakaDateTime } from '../../../lib/dhaka-time.ts'
import { useSubmission } from '../../../lib/use-submission.ts'
import { batchFileHref, exportPayouts, reexportPayouts } from '../api/export-payouts.ts'
import { usePayoutWeeks } from '../api/get-payout-weeks.ts'
import {
  type PayoutBatch,
  type PayoutLine,
  type PayoutsOverview,
  payoutsPath,
  usePayouts,
} from '../api/get-payouts.ts'
import { type ReconcileReport, reconcilePayouts } from '../api/reconcile-payouts.ts'
import { saveFile } from '../save-file.ts'
import { WeeklyTotals } from './weekly-totals.tsx'

const t = en.payouts
/** The winners page's keys start with this; a payout's change shows there too. */
const winnersPath = '/api/console/winners'
const competitionLabel = en.winners.competitions

const lineColumns: Column<PayoutLine>[] = [
  { id: 'id', header: t.payoutId, cell: (p) => p.payoutId, sortValue: (p) => p.payoutId, numeric: true },
  { id: 'wallet', header: t.wallet, cell: (p) => <span className="nowrap">{p.msisdn}</span> },
  {
    id: 'amount',
    header: t.amount,
    cell: (p) => (p.prize === 'cash' ? t.taka(p.amountTaka) : t.prizes[p.prize]),
    sortValue: (p) => p.amountTaka,
    numeric: true,
  },
  {
    id: 'competition',
    header: t.competition,
    cell: (p) => competitionLabel[p.competition],
    sortValue: (p) => p.competition,
  },
  {
    id: 'period',
    header: t.period,
    cell: (p) => <span className="nowrap">{p.period}</span>,
    sortValue: (p) => p.period,
  },
  { id: 'rank', header: t.rank, cell: (p) => p.rank, sortValue: (p) => p.rank, numeric: true },
]

const failedColumns: Column<PayoutLine>[] = [
  ...lineColumns,
  { id: 'batch', header: t.batch, cell: (p) => <code>{p.batch}</code>, sortValue: (p) => p.batch },
  { id: 'ref', header: t.providerRef, cell: (p) => p.providerRef ?? '' },
  {
    id: 'settled',
    header: t.settledAt,
    cell: (p) => (p.settledAt ? dhakaDateTime(p.settledAt) : ''),
    sortValue: (p) => p.settledAt,
  },
]

const batchColumns: Column<PayoutBatch>[] = [
  { id: 'batch', header: t.batch, cell: (b) => <code>{b.batch}</code>, sortValue: (b) => b.batch },
  {
    id: 'at',
    header: t.exportedAt,
    cell: (b) => <span className="nowrap">{dhakaDateTime(b.exportedAt)}</span>,
    sortValue: (b) => b.exportedAt,
  },
  { id: 'count', header: t.count, cell: (b) => b.count, sortValue: (b) => b.count, numeric: true },
  {
    id: 'cash',
    header: t.cash,
    cell: (b) => t.taka(b.cashTaka),
    sortValue: (b) => b.cashTaka,
    numeric: true,
  },
  {
    id: 'awaiting',
    header: t.awaiting,
    cell: (b) => b.exported,
    sortValue: (b) => b.exported,
    numeric: true,
  },
  { id: 'paid', header: t.paid, cell: (b) => b.paid, sortValue: (b) => b.paid, numeric: true },
  { id: 'failed', header: t.failed, cell: (b) => b.failed, sortValue: (b) => b.failed, numeric: true },
  {
    id: 'file',
    header: t.file,
    cell: (b) =>
      b.exported > 0 ? (
        <a href={batchFileHref(b.batch)} download aria-label={t.download(b.batch)}>
          {t.downloadShort}
        </a>
      ) : null,
  },
]

/** `/payouts`: export for the wallet cash-in, the provider's result, failed ones again, weekly totals. */
export function PayoutsScreen() {
  const { mutate } = useSWRConfig()
  const overview = usePayouts()
  const weeks = usePayoutWeeks()
  // A change moves payouts between statuses: this page's lists, the totals, and the payout
  // statuses the winners page shows are all stale.
  const changed = () =>
    mutate((key) => {
      const path = Array.isArray(key) ? key[0] : key
      return typeof path === 'string' && (path.startsWith(payoutsPath) || path.startsWith(winnersPath))
    })

  return (
    <>
      <FormAlert message={overview.error === undefined ? null : errorMessage(overview.error)} />
      {overview.isLoading ? <p role="status">{en.loading}</p> : null}
      {overview.data ? (
        <>
          <PendingSection pending={overview.data.pending} onChanged={changed} />
          <section aria-labelledby="batches-heading" className="card payouts-section">
            <h2 id="batches-heading">{t.batchesHeading}</h2>
            <DataTable
              caption={t.batchesCaption}
              columns={batchColumns}
              rows={overview.data.batches}
              rowKey={(b) => b.batch}
              empty={t.noBatches}
            />
          </section>
          <ReconcileSection batches={overview.data.batches} onChanged={changed} />
          <FailedSection failed={overview.data.failed} onChanged={changed} />
        </>
      ) : null}
      <section aria-labelledby="weeks-heading" className="card payouts-section">
        <h2 id="weeks-heading">{t.weeksHeading}</h2>
        <p className="muted">{t.weeksHint}</p>
        <FormAlert message={weeks.error === undefined ? null : errorMessage(weeks.error)} />
        {weeks.data ? <WeeklyTotals weeks={weeks.data} /> : null}
      </section>
    </>
  )
}

function PendingSection({
  pending,
  onChanged,
}: {
  pending: PayoutsOverview['pending']
  onChanged: () => void
}) {
  const [from, setFrom] = useState(pending.from ?? '')
  const [to, setTo] = useState(pending.to ?? '')
  const { busy, error, done, submit } = useSubmission()
  // A new pending range (after an export, or a job deciding a day) becomes the default.
  const [shownRange, setShownRange] = useState(`${pending.from}|${pending.to}`)
  if (shownRange !== `${pending.from}|${pending.to}`) {
    setShownRange(`${pending.from}|${pending.to}`)
    setFrom(pending.from ?? '')
    setTo(pending.to ?? '')
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const file = await submit(
      () => exportPayouts({ from, to }),
      (file) => t.exported(file.count, file.batch, file.fileName),
    )
    if (file) {
      saveFile(file.fileName, file.csv)
      onChanged()
    }
  }

  return (
    <section aria-labelledby="pending-heading" className="card payouts-section">
      <h2 id="pending-heading">{t.pendingHeading}</h2>
      <p>{pending.count === 0 ? t.nonePending : t.pendingSummary(pending.count, pending.cashTaka)}</p>
      <p className="muted">{t.exportHint}</p>
      <form className="filters payouts-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="export-from">{t.from}</label>
          <input
            id="export-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="export-to">{t.to}</label>
          <input id="export-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t.exporting : t.exportButton}
          </button>
        </div>
      </form>
      <FormAlert message={error} />
      <p role="status">{done}</p>
      {pending.count > pending.lines.length ? (
        <p>{t.firstListed(pending.lines.length, pending.count)}</p>
      ) : null}
      <DataTable
        caption={t.pendingCaption}
        columns={lineColumns}
        rows={pending.lines}
        rowKey={(p) => p.payoutId}
        empty={t.nonePending}
      />
    </section>
  )
}

const problemColumns: Column<ReconcileReport['problems'][number]>[] = [
  { id: 'line', header: t.line, cell: (p) => p.line, sortValue: (p) => p.line, numeric: true },
  { id: 'message', header: t.problem, cell: (p) => p.message },
]

function ReconcileSection({ batches, onChanged }: { batches: PayoutBatch[]; onChanged: () => void }) {
  const awaiting = batches.find((b) => b.exported > 0) ?? batches[0]
  const [batch, setBatch] = useState<string | null>(null)
  const chosen = batch ?? awaiting?.batch ?? ''
  const [file, setFile] = useState<File | null>(null)
  const { busy, error, submit, reset } = useSubmission()
  const [report, setReport] = useState<ReconcileReport | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setReport(null)
    if (!chosen) return reset(t.chooseBatch)
    if (!file) return reset(t.chooseFile)
    const answer = await submit(async () => reconcilePayouts(chosen, await file.text()))
    if (answer) setReport(answer)
    if (answer?.applied) onChanged()
  }

  return (
    <section aria-labelledby="reconcile-heading" className="card payouts-section">
      <h2 id="reconcile-heading">{t.reconcileHeading}</h2>
      <p className="muted">{t.reconcileHint}</p>
      <form className="filters payouts-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="reconcile-batch">{t.reconcileBatch}</label>
          <select
            id="reconcile-batch"
            value={chosen}
            disabled={batches.length === 0}
            onChange={(event) => setBatch(event.target.value)}
          >
            {batches.map((b) => (
              <option key={b.batch} value={b.batch}>
                {b.batch}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reconcile-file">{t.resultFile}</label>
          <input
            id="reconcile-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setReport(null)
              reset()
            }}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy || batches.length === 0}>
            {busy ? t.uploading : t.upload}
          </button>
        </div>
      </form>
      <FormAlert message={error} />
      <div role="status">
        {report?.applied ? <p>{t.applied(report.paid, report.failed, report.unchanged)}</p> : null}
        {report && !report.applied ? <p>{t.refused(report.problems.length)}</p> : null}
      </div>
      {report && report.problems.length > 0 ? (
        <DataTable
          caption={t.problemsCaption}
          columns={problemColumns}
          rows={report.problems}
          rowKey={(p) => `${p.line}:${p.message}`}
          empty=""
        />
      ) : null}
    </section>
  )
}

function FailedSection({ failed, onChanged }: { failed: PayoutsOverview['failed']; onChanged: () => void }) {
  const { busy, error, done, submit } = useSubmission()

  async function onReexport() {
    const file = await submit(
      () => reexportPayouts(failed.lines.map((line) => line.payoutId)),
      (file) => t.exported(file.count, file.batch, file.fileName),
    )
    if (file) {
      saveFile(file.fileName, file.csv)
      onChanged()
    }
  }

  return (
    <section aria-labelledby="failed-heading" className="card payouts-section">
      <h2 id="failed-heading">{t.failedHeading}</h2>
      {failed.count > failed.lines.length ? <p>{t.firstListed(failed.lines.length, failed.count)}</p> : null}
      <DataTable
        caption={t.failedCaption}
        columns={failedColumns}
        rows={failed.lines}
        rowKey={(p) => p.payoutId}
        empty={t.noneFailed}
      />
      {failed.lines.length > 0 ? (
        <>
          <p className="muted">{t.reexportHint}</p>
          <p className="actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={onReexport}>
              {busy ? t.reexporting : t.reexport(failed.lines.length)}
            </button>
          </p>
        </>
      ) : null}
      <FormAlert message={error} />
      <p role="status">{done}</p>
    </section>
  )
}
