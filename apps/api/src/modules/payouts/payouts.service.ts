import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { payouts, prizeAwards } from '../../db/schema.ts'

export interface ExportedPayout {
  payoutId: number
  msisdn: string
  amountTaka: number
  prize: string
  competition: string
  period: string
  rank: number
}

/** The day a stored period starts on: a day is itself, a week its Saturday, a month (YYYY-MM) its 1st. */
const periodDay = sql<string>`case when length(${prizeAwards.period}) = 7 then ${prizeAwards.period} || '-01' else ${prizeAwards.period} end`
const firstDayOf = (period: string) => (period.length === 7 ? `${period}-01` : period)

/** A batch name that sorts by time and never repeats: `20261108T101530-a1b2c3`. */
export function exportBatchId(now: Date): string {
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(3).toString('hex')}`
}

/**
 * Takes every pending payout whose award's period starts within [from, to] and marks it
 * exported under `batch`. It is one UPDATE … WHERE status = 'pending' … RETURNING: a
 * concurrent export waits for the row lock, re-reads the status and skips the row, so no
 * payout is ever in two exports.
 */
export async function exportPayouts(
  db: Database,
  { from, to, batch, now }: { from: string; to: string; batch: string; now: Date },
): Promise<ExportedPayout[]> {
  const rows = await db
    .update(payouts)
    .set({ status: 'exported', exportBatch: batch, exportedAt: now })
    .from(prizeAwards)
    .where(
      and(
        eq(prizeAwards.id, payouts.awardId),
        eq(payouts.status, 'pending'),
        sql`${periodDay} between ${from} and ${to}`,
      ),
    )
    .returning({
      payoutId: payouts.id,
      msisdn: payouts.msisdn,
      amountTaka: payouts.amountTaka,
      prize: payouts.prize,
      competition: prizeAwards.competition,
      period: prizeAwards.period,
      rank: prizeAwards.rank,
    })
  return rows.sort(
    (a, b) =>
      firstDayOf(a.period).localeCompare(firstDayOf(b.period)) ||
      a.competition.localeCompare(b.competition) ||
      a.rank - b.rank,
  )
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

/**
 * Records what the wallet cash-in did with exported payouts: every row is checked first
 * and then all are applied in one transaction, or none is. Marking a payout with the
 * state it already has is a no-op, so the same file can be applied twice; a paid payout
 * never becomes failed, nor a failed one paid.
 */
export async function markPayouts(db: Database, rows: MarkRow[], now: Date): Promise<MarkResult> {
  const problems: Problem[] = []
  const lineOf = (row: MarkRow, index: number) => row.line ?? index + 1
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
  if (problems.length > 0) return { ok: false, problems }

  return db.transaction(async (tx) => {
    // Locked until commit, so a concurrent mark of the same rows waits and then sees ours.
    const ids = [...wanted.keys()]
    const current = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: payouts.id, status: payouts.status })
              .from(payouts)
              .where(inArray(payouts.id, ids))
              .for('update')
          ).map((row) => [row.id, row.status]),
    )
    const changes = new Map<number, MarkRow>()
    let unchanged = 0
    rows.forEach((row, index) => {
      const line = lineOf(row, index)
      const status = current.get(row.payoutId)
      if (status === undefined) problems.push({ line, message: `There is no payout ${row.payoutId}.` })
      else if (status === row.status) unchanged++
      else if (status === 'pending')
        problems.push({ line, message: `Payout ${row.payoutId} has not been exported yet.` })
      else if (status !== 'exported')
        problems.push({
          line,
          message: `Payout ${row.payoutId} is already ${status}; it cannot become ${row.status}.`,
        })
      else if (changes.has(row.payoutId)) unchanged++
      else changes.set(row.payoutId, row)
    })
    if (problems.length > 0) return { ok: false as const, problems }
    for (const change of changes.values()) {
      await tx
        .update(payouts)
        .set({
          status: change.status as SettledStatus,
          settledAt: now,
          providerRef: change.providerRef || null,
        })
        .where(and(eq(payouts.id, change.payoutId), eq(payouts.status, 'exported')))
    }
    return {
      ok: true as const,
      paid: [...changes.values()].filter((change) => change.status === 'paid').length,
      failed: [...changes.values()].filter((change) => change.status === 'failed').length,
      unchanged,
    }
  })
}
