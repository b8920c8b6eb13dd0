import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.ts'
import { jobRuns } from '../db/schema.ts'
import type { Clock } from '../lib/clock.ts'

export interface Job {
  /** Also its `job_runs.job`; the winners jobs' own rows use the competitions' names. */
  name: string
  /** Milliseconds between runs; each run owns one slot of this length. */
  every: number
  run(now: Date): Promise<unknown>
  /**
   * `cluster` (the default): one instance runs each slot, whichever inserts the slot's
   * `job_runs` row first. `instance`: every process runs it on its own state (the events
   * waiting in its memory), unrecorded.
   */
  scope?: 'cluster' | 'instance'
  /** Run once at start, without waiting a whole interval (a server back from a stop catches up). */
  atStart?: boolean
}

type Log = Pick<FastifyBaseLogger, 'error'>

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A slot's `job_runs.period`: its start, so `board-sweep` at 10:41 owns `2026-11-24T10:41:00.000Z`. */
export const slotOf = (job: Pick<Job, 'every'>, now: Date) =>
  new Date(Math.floor(now.getTime() / job.every) * job.every).toISOString()

/**
 * Runs a cluster job's current slot if no instance has claimed it: the claim is an INSERT …
 * ON CONFLICT DO NOTHING on `job_runs`' primary key, so across any number of instances one
 * wins and the rest skip. A run that dies leaves its row unfinished; the next slot runs anyway,
 * and every job is idempotent, so nothing is done twice.
 */
export async function runSlot(
  db: Database,
  job: Job,
  now: Date,
): Promise<{ outcome: 'ran' | 'taken' } | { outcome: 'failed'; error: unknown }> {
  const period = slotOf(job, now)
  const claimed = await db
    .insert(jobRuns)
    .values({ job: job.name, period, startedAt: now, finishedAt: null })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job })
  if (claimed.length === 0) return { outcome: 'taken' }
  let failure: { error: unknown } | null = null
  try {
    await job.run(now)
  } catch (error) {
    failure = { error }
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date(), error: failure ? messageOf(failure.error) : null })
    .where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, period)))
  return failure ? { outcome: 'failed', ...failure } : { outcome: 'ran' }
}

/**
 * Starts every job on its own timer. One run of a job at a time in this process: a slow run
 * skips the ticks it overlaps instead of piling up. The returned stop ends the timers and
 * resolves once the runs in progress are over, so shutdown can close the database after.
 */
export function startJobs({ db, clock, log, jobs }: { db: Database; clock: Clock; log: Log; jobs: Job[] }) {
  const running = new Map<string, Promise<unknown>>()
  const tick = (job: Job) => {
    if (running.has(job.name)) return
    const now = clock.now()
    const work =
      job.scope === 'instance'
        ? job.run(now)
        : runSlot(db, job, now).then((result) => {
            if (result.outcome === 'failed') throw result.error
          })
    const pass = work
      .catch((err) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name))
    running.set(job.name, pass)
  }
  const timers = jobs.map((job) => {
    if (job.atStart) tick(job)
    const timer = setInterval(() => tick(job), job.every)
    timer.unref()
    return timer
  })
  return async () => {
    for (const timer of timers) clearInterval(timer)
    await Promise.all(running.values())
  }
}

/** Drops the scheduled jobs' rows older than `before`; the winners jobs' rows are their record and stay. */
export async function pruneJobRuns(db: Database, jobNames: string[], before: Date) {
  if (jobNames.length === 0) return
  await db.delete(jobRuns).where(and(inArray(jobRuns.job, jobNames), lt(jobRuns.startedAt, before)))
}

/** The latest run of each job that has run (the winners jobs' by competition), by name. */
export async function lastJobRuns(db: Database) {
  return db
    .selectDistinctOn([jobRuns.job], {
      name: jobRuns.job,
      period: jobRuns.period,
      startedAt: jobRuns.startedAt,
      finishedAt: jobRuns.finishedAt,
      error: jobRuns.error,
    })
    .from(jobRuns)
    .orderBy(jobRuns.job, desc(jobRuns.startedAt))
}
