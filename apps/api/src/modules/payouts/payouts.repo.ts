import type { PayoutLine } from '@khelahobe/contracts/payouts-console'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { payouts, prizeAwards } from '../../db/schema.ts'

/** A payout as the wallet cash-in file lists it. */
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
export const periodDay = sql<string>`case when length(${prizeAwards.period}) = 7 then ${prizeAwards.period} || '-01' else ${prizeAwards.period} end`
const firstDayOf = (period: string) => (period.length === 7 ? `${period}-01` : period)

/** The file's order: by period, competition and rank. */
export const inFileOrder = (a: ExportedPayout, b: ExportedPayout) =>
  firstDayOf(a.period).localeCompare(firstDayOf(b.period)) ||
  a.competition.localeCompare(b.competition) ||
  a.rank - b.rank

const exported = {
  payoutId: payouts.id,
  msisdn: payouts.msisdn,
  amountTaka: payouts.amountTaka,
  prize: payouts.prize,
  competition: prizeAwards.competition,
  period: prizeAwards.period,
  rank: prizeAwards.rank,
}

/**
 * Marks exported under `batch`, and answers, the payouts `which` picks among those in
 * `status`. One UPDATE … WHERE status = … RETURNING: a concurrent export waits for the row
 * lock, re-reads the status and skips the row, so no payout is ever in two exports.
 */
export async function takeForExport(
  db: Database,
  { status, which, batch, now }: { status: 'pending' | 'failed'; which: SQL; batch: string; now: Date },
): Promise<ExportedPayout[]> {
  const rows = await db
    .update(payouts)
    .set({ status: 'exported', exportBatch: batch, exportedAt: now, settledAt: null, providerRef: null })
    .from(prizeAwards)
    .where(and(eq(prizeAwards.id, payouts.awardId), eq(payouts.status, status), which))
    .returning(exported)
  return rows.sort(inFileOrder)
}

/** Pending payouts whose award's period starts within [from, to]. */
export const periodStartsWithin = (from: string, to: string) => sql`${periodDay} between ${from} and ${to}`

/** These payouts, by id. */
export const payoutIdsIn = (ids: number[]) => inArray(payouts.id, ids)

/** These payouts' status, batch and provider reference, locked until the transaction ends. */
export function lockPayouts(tx: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select({
      id: payouts.id,
      status: payouts.status,
      batch: payouts.exportBatch,
      providerRef: payouts.providerRef,
    })
    .from(payouts)
    .where(inArray(payouts.id, ids))
    .orderBy(asc(payouts.id))
    .for('update')
}

/** Records a payout's result, if it is still awaiting one. */
export async function settle(
  tx: Database,
  {
    id,
    status,
    providerRef,
    now,
  }: { id: number; status: 'paid' | 'failed'; providerRef: string | null; now: Date },
) {
  await tx
    .update(payouts)
    .set({ status, settledAt: now, providerRef })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'exported')))
}

const line = {
  payoutId: payouts.id,
  msisdn: payouts.msisdn,
  amountTaka: payouts.amountTaka,
  prize: sql<PayoutLine['prize']>`${payouts.prize}`,
  competition: sql<PayoutLine['competition']>`${prizeAwards.competition}`,
  period: prizeAwards.period,
  rank: prizeAwards.rank,
  status: payouts.status,
  batch: payouts.exportBatch,
  settledAt: payouts.settledAt,
  providerRef: payouts.providerRef,
}

/** The first `limit` payouts in a status, in the file's order, and how many there are and their cash. */
export async function payoutsIn(db: Database, status: 'pending' | 'failed', limit: number) {
  const [lines, [totals]] = await Promise.all([
    db
      .select(line)
      .from(payouts)
      .innerJoin(prizeAwards, eq(prizeAwards.id, payouts.awardId))
      .where(eq(payouts.status, status))
      .orderBy(asc(periodDay), asc(prizeAwards.competition), asc(prizeAwards.rank))
      .limit(limit),
    db
      .select({
        count: count(),
        cashTaka: sql<number>`coalesce(sum(${payouts.amountTaka}), 0)::int`,
        from: sql<string | null>`min(${periodDay})`,
        to: sql<string | null>`max(${periodDay})`,
      })
      .from(payouts)
      .innerJoin(prizeAwards, eq(prizeAwards.id, payouts.awardId))
      .where(eq(payouts.status, status)),
  ])
  return { lines, totals: totals ?? { count: 0, cashTaka: 0, from: null, to: null } }
}

/** The newest batches, each with its count, cash and where its payouts stand. */
export function batches(db: Database, limit: number) {
  const inStatus = (status: string) =>
    sql<number>`(count(*) filter (where ${payouts.status} = ${status}))::int`
  return db
    .select({
      batch: sql<string>`${payouts.exportBatch}`,
      exportedAt: sql<Date>`max(${payouts.exportedAt})`,
      count: count(),
      cashTaka: sql<number>`coalesce(sum(${payouts.amountTaka}), 0)::int`,
      exported: inStatus('exported'),
      paid: inStatus('paid'),
      failed: inStatus('failed'),
    })
    .from(payouts)
    .where(sql`${payouts.exportBatch} is not null`)
    .groupBy(payouts.exportBatch)
    .orderBy(desc(sql`max(${payouts.exportedAt})`), desc(payouts.exportBatch))
    .limit(limit)
}

/** Whether any payout was ever exported under `batch`, and those of it still awaiting a result. */
export async function batchAwaiting(db: Database, batch: string) {
  const rows = await db
    .select({ ...exported, status: payouts.status })
    .from(payouts)
    .innerJoin(prizeAwards, eq(prizeAwards.id, payouts.awardId))
    .where(eq(payouts.exportBatch, batch))
  return {
    known: rows.length > 0,
    awaiting: rows.filter((row) => row.status === 'exported').sort(inFileOrder),
  }
}

/** Count and amount per prize period, status and prize kind, for periods starting on or after `fromDay`. */
export function totalsByPeriod(db: Database, fromDay: string) {
  return db
    .select({
      competition: prizeAwards.competition,
      period: prizeAwards.period,
      status: payouts.status,
      prize: sql<PayoutLine['prize']>`${payouts.prize}`,
      count: count(),
      amountTaka: sql<number>`coalesce(sum(${payouts.amountTaka}), 0)::int`,
    })
    .from(payouts)
    .innerJoin(prizeAwards, eq(prizeAwards.id, payouts.awardId))
    .where(sql`${periodDay} >= ${fromDay}`)
    .groupBy(prizeAwards.competition, prizeAwards.period, payouts.status, payouts.prize)
}
