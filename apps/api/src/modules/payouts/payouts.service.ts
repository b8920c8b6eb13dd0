import { randomBytes } from 'node:crypto'
import { addDays, dhakaDate, weekStart } from '@khelahobe/contracts/dhaka-time'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import { type PayoutLine, type PayoutWeek, payoutsListed } from '@khelahobe/contracts/payouts-console'
import { payoutStatuses, prizeKinds } from '@khelahobe/contracts/prizes'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { type CompetitionName, competitions } from '../winners/competitions.ts'
import { periodFromId } from '../winners/periods.ts'
import { exportRangeProblem } from './export-range.ts'
import { parseMarkCsv, toExportCsv } from './payouts.csv.ts'
import type { ExportedPayout } from './payouts.repo.ts'
import * as repo from './payouts.repo.ts'

export type { ExportedPayout }

/** A batch name that sorts by time and never repeats: `20261108T101530-a1b2c3`. */
export function exportBatchId(now: Date): string {
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(3).toString('hex')}`
}

/** The cash a file pays out, in taka. */
const cashOf = (rows: ExportedPayout[]) => rows.reduce((sum, row) => sum + row.amountTaka, 0)

/**
 * Takes every pending payout whose award's period starts within [from, to] and marks it
 * exported under `batch`, in one statement, so no payout is ever in two exports. The export
 * is audited in the same transaction, by the operator (null: the command line); a range
 * with nothing pending changes nothing and writes no row.
 */
export function exportPayouts(
  db: Database,
  {
    from,
    to,
    batch,
    now,
    operatorId,
  }: { from: string; to: string; batch: string; now: Date; operatorId: number | null },
): Promise<ExportedPayout[]> {
  return db.transaction(async (tx) => {
    const rows = await repo.takeForExport(tx, {
      status: 'pending',
      which: repo.periodStartsWithin(from, to),
      batch,
      now,
    })
    if (rows.length > 0)
      await recordAudit(tx, now, {
        operatorId,
        action: 'payouts.export',
        subject: `batch:${batch}`,
        before: { status: 'pending', payoutIds: rows.map((row) => row.payoutId) },
        after: { status: 'exported', from, to, count: rows.length, cashTaka: cashOf(rows) },
      })
    return rows
  })
}

export const settledStatuses = ['paid', 'failed'] as const
export type SettledStatus = (typeof settledStatuses)[number]

export interface MarkRow {
  payoutId: number
  /** 'paid' or 'failed'; anything else is reported, since rows come from an operator's file. */
  status: string
  providerRef?: string | null
  /** Where the row came from, for problems; its position (from 1) when omitted. */
  line?: number
}

export interface Problem {
  line: number
  message: string
}

export type MarkResult =
  | { ok: true; paid: number; failed: number; unchanged: number }
  | { ok: false; problems: Problem[] }

const isSettled = (status: string): status is SettledStatus =>
  (settledStatuses as readonly string[]).includes(status)

/** Checks an operator's rows on their own (ids, statuses, contradictions); the problems, each with its line. */
export function checkMarkRows(rows: MarkRow[]): Problem[] {
  const problems: Problem[] = []
  const wanted = new Map<number, { status: string; line: number }>()
  rows.forEach((row, index) => {
    const line = lineOf(row, index)
    if (!Number.isSafeInteger(row.payoutId) || row.payoutId <= 0) {
      problems.push({ line, message: `payout_id must be a whole number above 0, not '${row.payoutId}'.` })
    }
    if (!isSettled(row.status)) {
      problems.push({ line, message: `status must be 'paid' or 'failed', not '${row.status}'.` })
    }
    const earlier = wanted.get(row.payoutId)
    if (earlier && earlier.status !== row.status) {
      problems.push({
        line,
        message: `payout ${row.payoutId} is marked ${earlier.status} on line ${earlier.line} and ${row.status} here.`,
      })
    } else if (!earlier) wanted.set(row.payoutId, { status: row.status, line })
  })
  return problems
}

const lineOf = (row: MarkRow, index: number) => row.line ?? index + 1

export interface AppliedMarks {
  ok: true
  paid: number
  failed: number
  unchanged: number
  /** Each payout this call changed, with the status and batch it had. */
  changed: { payoutId: number; from: 'exported'; to: SettledStatus; batch: string | null }[]
}

/**
 * Applies checked rows inside the caller's transaction, all or none: the payouts are locked
 * until commit, so a concurrent mark of the same rows waits and then sees ours. Marking a
 * payout with the state it already has is a no-op, so the same file can be applied twice; a
 * paid payout never becomes failed, nor a failed one paid. With `batch`, every payout must
 * be in that batch: a result file from before a re-export cannot touch the new one.
 */
export async function applyMarks(
  tx: Database,
  rows: MarkRow[],
  now: Date,
  { batch }: { batch?: string } = {},
): Promise<AppliedMarks | { ok: false; problems: Problem[] }> {
  const problems: Problem[] = []
  const current = new Map(
    (await repo.lockPayouts(tx, [...new Set(rows.map((row) => row.payoutId))])).map((row) => [row.id, row]),
  )
  const changes = new Map<number, MarkRow>()
  let unchanged = 0
  rows.forEach((row, index) => {
    const line = lineOf(row, index)
    const payout = current.get(row.payoutId)
    if (payout === undefined) problems.push({ line, message: `There is no payout ${row.payoutId}.` })
    else if (batch !== undefined && payout.batch !== batch)
      problems.push({
        line,
        message:
          payout.batch === null
            ? `Payout ${row.payoutId} has not been exported yet.`
            : `Payout ${row.payoutId} is in batch ${payout.batch}, not ${batch}.`,
      })
    else if (payout.status === row.status) unchanged++
    else if (payout.status === 'pending')
      problems.push({ line, message: `Payout ${row.payoutId} has not been exported yet.` })
    else if (payout.status !== 'exported')
      problems.push({
        line,
        message: `Payout ${row.payoutId} is already ${payout.status}; it cannot become ${row.status}.`,
      })
    else if (changes.has(row.payoutId)) unchanged++
    else changes.set(row.payoutId, row)
  })
  if (problems.length > 0) return { ok: false, problems }
  for (const change of changes.values()) {
    await repo.settle(tx, {
      id: change.payoutId,
      status: change.status as SettledStatus,
      providerRef: change.providerRef || null,
      now,
    })
  }
  const changed = [...changes.values()].map((change) => ({
    payoutId: change.payoutId,
    from: 'exported' as const,
    to: change.status as SettledStatus,
    batch: current.get(change.payoutId)?.batch ?? null,
  }))
  return {
    ok: true,
    paid: changed.filter((change) => change.to === 'paid').length,
    failed: changed.filter((change) => change.to === 'failed').length,
    unchanged,
    changed,
  }
}

/**
 * Records what the wallet cash-in did with exported payouts: every row is checked first
 * and then all are applied in one transaction, or none is (see `applyMarks`).
 */
export async function markPayouts(db: Database, rows: MarkRow[], now: Date): Promise<MarkResult> {
  const problems = checkMarkRows(rows)
  if (problems.length > 0) return { ok: false, problems }
  const result = await db.transaction((tx) => applyMarks(tx, rows, now))
  if (!result.ok) return result
  return { ok: true, paid: result.paid, failed: result.failed, unchanged: result.unchanged }
}

/** The newest batches the console lists. */
const batchesShown = 50

/**
 * The console's payouts desk (role finance): what is owed and where each batch stands, the
 * export for the wallet cash-in, the provider's result file, the re-export of failed
 * payouts and the weekly totals. Each change is audited in its own transaction.
 */
export function createPayoutsService({ db, clock }: { db: Database; clock: Clock }) {
  const file = (batch: string, fileName: string, rows: ExportedPayout[]) => ({
    batch,
    fileName,
    csv: toExportCsv(rows),
    count: rows.length,
    cashTaka: cashOf(rows),
  })

  return {
    async overview() {
      const [pending, failed, recent] = await Promise.all([
        repo.payoutsIn(db, 'pending', payoutsListed),
        repo.payoutsIn(db, 'failed', payoutsListed),
        repo.batches(db, batchesShown),
      ])
      return {
        pending: { ...pending.totals, lines: pending.lines.map(lineOut) },
        failed: { count: failed.totals.count, lines: failed.lines.map(lineOut) },
        batches: recent.map((batch) => ({ ...batch, exportedAt: new Date(batch.exportedAt).toISOString() })),
      }
    },

    /** Exports the pending payouts whose prize period starts within [from, to] as a new batch. */
    async export({ from, to }: { from: string; to: string }, operatorId: number) {
      const problem = exportRangeProblem(from, to)
      if (problem) throw badRequest(problem)
      const now = clock.now()
      const batch = exportBatchId(now)
      const rows = await exportPayouts(db, { from, to, batch, now, operatorId })
      if (rows.length === 0)
        throw new AppError(409, errorCodes.conflict, `No payouts are waiting for ${from} to ${to}.`)
      return file(batch, `payouts-${from}-${to}-${batch}.csv`, rows)
    },

    /**
     * Exports these failed payouts again as a new batch, all or none. Only a failed payout
     * can go: a paid one, or one already in a newer file, is refused, so nothing is paid twice.
     */
    async reexport(payoutIds: number[], operatorId: number) {
      const now = clock.now()
      const batch = exportBatchId(now)
      const ids = [...new Set(payoutIds)]
      return db.transaction(async (tx) => {
        const before = await repo.lockPayouts(tx, ids)
        const found = new Set(before.map((row) => row.id))
        const missing = ids.filter((id) => !found.has(id))
        if (missing.length > 0)
          throw new AppError(404, errorCodes.notFound, `There is no payout ${missing[0]}.`)
        const notFailed = before.filter((row) => row.status !== 'failed')
        if (notFailed.length > 0) {
          const [first] = notFailed
          throw new AppError(
            409,
            errorCodes.conflict,
            `Only failed payouts can be exported again: payout ${first?.id} is ${first?.status}.`,
          )
        }
        const rows = await repo.takeForExport(tx, {
          status: 'failed',
          which: repo.payoutIdsIn(ids),
          batch,
          now,
        })
        await recordAudit(tx, now, {
          operatorId,
          action: 'payouts.reexport',
          subject: `batch:${batch}`,
          before: before.map((row) => ({
            payoutId: row.id,
            status: row.status,
            batch: row.batch,
            providerRef: row.providerRef,
          })),
          after: { status: 'exported', count: rows.length, cashTaka: cashOf(rows) },
        })
        return file(batch, `payouts-again-${batch}.csv`, rows)
      })
    },

    /**
     * The provider's result file for one batch: every line is checked, then all are applied
     * or none. A second upload of the same file changes nothing and writes no audit row.
     */
    async reconcile(batch: string, text: string, operatorId: number) {
      const refused = (problems: Problem[]) => ({
        applied: false,
        paid: 0,
        failed: 0,
        unchanged: 0,
        problems,
      })
      const parsed = parseMarkCsv(text)
      const problems = [...parsed.problems, ...checkMarkRows(parsed.rows)]
      if (problems.length > 0) return refused(problems.sort((a, b) => a.line - b.line))
      const now = clock.now()
      return db.transaction(async (tx) => {
        const result = await applyMarks(tx, parsed.rows, now, { batch })
        if (!result.ok) return refused(result.problems)
        if (result.changed.length > 0) {
          await recordAudit(tx, now, {
            operatorId,
            action: 'payouts.reconcile',
            subject: `batch:${batch}`,
            before: { status: 'exported', payoutIds: result.changed.map((change) => change.payoutId) },
            after: {
              paid: result.changed.filter((c) => c.to === 'paid').map((c) => c.payoutId),
              failed: result.changed.filter((c) => c.to === 'failed').map((c) => c.payoutId),
            },
          })
        }
        return {
          applied: true,
          paid: result.paid,
          failed: result.failed,
          unchanged: result.unchanged,
          problems: [],
        }
      })
    },

    /**
     * A batch's file again, for one that was lost on its way: only the payouts still awaiting
     * a result, so a paid one, or one exported again since, is never in it. It changes nothing
     * but hands out wallet numbers, so each download is audited with what it held.
     */
    async batchFile(batch: string, operatorId: number) {
      const now = clock.now()
      const awaiting = await db.transaction(async (tx) => {
        const { known, awaiting } = await repo.batchAwaiting(tx, batch)
        if (!known) throw new AppError(404, errorCodes.notFound, 'There is no such batch.')
        await recordAudit(tx, now, {
          operatorId,
          action: 'payouts.download',
          subject: `batch:${batch}`,
          after: {
            count: awaiting.length,
            cashTaka: cashOf(awaiting),
            payoutIds: awaiting.map((row) => row.payoutId),
          },
        })
        return awaiting
      })
      return file(batch, `payouts-${batch}.csv`, awaiting)
    },

    /**
     * The last `weeks` Saturday–Friday weeks, newest first: count and amount by status and by
     * prize kind. A prize belongs to the week its period ends in (a month to its last day's).
     */
    async weekly(weeks: number) {
      const thisWeek = weekStart(dhakaDate(clock.now()))
      const first = addDays(thisWeek, -7 * (weeks - 1))
      // A month that ends in the window began up to 30 days before it.
      const rows = await repo.totalsByPeriod(db, addDays(first, -31))
      const byWeek = new Map<string, PayoutWeek>()
      for (let week = thisWeek; week >= first; week = addDays(week, -7)) byWeek.set(week, emptyWeek(week))
      for (const row of rows) {
        const kind = competitions[row.competition as CompetitionName]?.periodKind
        if (!kind) continue
        const week = byWeek.get(weekStart(periodFromId(kind, row.period).lastDay))
        if (!week) continue
        for (const total of [week.total, week.byStatus[row.status], week.byPrize[row.prize]]) {
          total.count += row.count
          total.amountTaka += row.amountTaka
        }
      }
      return [...byWeek.values()]
    },
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>

const lineOut = (line: Awaited<ReturnType<typeof repo.payoutsIn>>['lines'][number]): PayoutLine => ({
  ...line,
  settledAt: line.settledAt?.toISOString() ?? null,
})

const zero = () => ({ count: 0, amountTaka: 0 })
function emptyWeek(week: string): PayoutWeek {
  return {
    week,
    lastDay: addDays(week, 6),
    total: zero(),
    byStatus: Object.fromEntries(payoutStatuses.map((s) => [s, zero()])) as PayoutWeek['byStatus'],
    byPrize: Object.fromEntries(prizeKinds.map((p) => [p, zero()])) as PayoutWeek['byPrize'],
  }
}
