import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { type CompetitionName, competitionNames, competitions } from './competitions.ts'
import { closedPeriods, type Period, periodFromId } from './periods.ts'
import { createPicker } from './pick-winners.ts'
import * as repo from './winners.repo.ts'

/**
 * The entries passed over that a run keeps, best placed first: enough to explain any
 * board's top, bounded for a day when thousands of unpaid players outplay the paying ones.
 */
export const maxRecordedPasses = 500

/** How far back a returning server looks for periods nobody has decided. */
export const lookbackDays = 40

/**
 * How long after a period closes its job waits. A quiz play started at 23:59 runs up to
 * 90 s (plus the answer grace) past midnight and still belongs to that day; a play left
 * unfinished is closed by housekeeping (every 15 minutes) and only then reaches the
 * boards. Half an hour lets all of it land before the winners are fixed for good.
 */
export const settleMs = 30 * 60_000

export interface JobResult {
  job: CompetitionName
  period: string
  /** Winners written by this call; 0 when the period had none or another run had decided it. */
  awards: number
  /** True when another run (this instance earlier, or another instance) had already decided it. */
  alreadyDone: boolean
}

/**
 * Decides one closed period of one competition, once. Lock, check, compute and write are
 * one transaction: instances racing on the same period queue on the advisory lock, and
 * whoever comes second finds the job's run and does nothing. The unique indexes on the
 * awards and the payouts are the backstop.
 *
 * Eligibility is judged on one day: for the daily competitions the day itself; for the
 * week and the month their LAST day (Friday; the month's last day), so a winner must
 * still be a paying subscriber when the period closes, which is when the prize is fixed.
 */
export async function runWinnerJob(
  db: Database,
  job: CompetitionName,
  period: Period,
  finishedAt: Date,
): Promise<JobResult> {
  const competition = competitions[job]
  return db.transaction(async (tx) => {
    await repo.takeJobLock(tx, job, period.id)
    if (await repo.jobRunExists(tx, job, period.id)) {
      return { job, period: period.id, awards: 0, alreadyDone: true }
    }
    const picker = createPicker(competition)
    // Pages of the standings until the places are filled: most people near the top are
    // eligible, so this reads a few hundred rows of a board that may hold a million.
    const pageSize = Math.max(200, competition.winners * 4)
    for (let offset = 0; !picker.full; offset += pageSize) {
      const page = await repo.candidatesPage(tx, {
        competition: job,
        period,
        segment: competition.segment,
        day: period.lastDay,
        offset,
        limit: pageSize,
      })
      for (const candidate of page) picker.consider(candidate)
      if (page.length < pageSize) break
    }
    const awards = picker.picks.map(({ rank, candidate, wallet }) => ({
      competition: job,
      period: period.id,
      rank,
      userId: candidate.userId,
      payoutMsisdn: wallet,
      score: candidate.score,
      elapsedMs: candidate.elapsedMs,
      ...competition.prizeFor(rank),
    }))
    const passes = picker.passes.slice(0, maxRecordedPasses).map(({ candidate, reason, wallet }) => ({
      competition: job,
      period: period.id,
      place: candidate.place,
      userId: candidate.userId,
      score: candidate.score,
      elapsedMs: candidate.elapsedMs,
      reason,
      wallet,
    }))
    await repo.recordWinners(tx, {
      job,
      period: period.id,
      awards,
      passes,
      passedOver: picker.passes.length,
      finishedAt,
    })
    return { job, period: period.id, awards: awards.length, alreadyDone: false }
  })
}

/** Decides a period given by its stored id (`2026-11-21`, `2026-11`), e.g. from an operator's command. */
export function runWinnerJobFor(db: Database, job: CompetitionName, periodId: string, finishedAt: Date) {
  return runWinnerJob(db, job, periodFromId(competitions[job].periodKind, periodId), finishedAt)
}

export interface DueJobsSummary {
  ran: JobResult[]
  failed: { job: CompetitionName; period: string; error: string }[]
}

/**
 * Runs every job for every closed period of the last `lookbackDays` that has no run yet,
 * oldest first: a server that was down catches up when it comes back. Each period is its
 * own transaction, so one failure leaves the others decided and is retried next time.
 */
export async function runDueJobs({
  db,
  clock,
  log,
  settle = settleMs,
}: {
  db: Database
  clock: Clock
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
  settle?: number
}): Promise<DueJobsSummary> {
  const now = clock.now()
  const due = competitionNames.flatMap((job) =>
    closedPeriods(competitions[job].periodKind, now, { lookbackDays, settleMs: settle }).map((period) => ({
      job,
      period,
    })),
  )
  const finished = await repo.finishedRuns(
    db,
    competitionNames,
    due.map((d) => d.period.id),
  )
  const pending = due
    .filter((d) => !finished.has(`${d.job}|${d.period.id}`))
    .sort((a, b) => a.period.end.getTime() - b.period.end.getTime())
  const summary: DueJobsSummary = { ran: [], failed: [] }
  for (const { job, period } of pending) {
    try {
      const result = await runWinnerJob(db, job, period, clock.now())
      summary.ran.push(result)
      if (!result.alreadyDone) log.info({ job, period: period.id, awards: result.awards }, 'winners decided')
    } catch (err) {
      log.error({ err, job, period: period.id }, 'winners job failed')
      summary.failed.push({ job, period: period.id, error: (err as Error).message })
    }
  }
  return summary
}
