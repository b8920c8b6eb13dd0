import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { jobRuns } from '../db/schema.ts'
import { manualClock } from '../lib/clock.ts'
import { productJobs } from './product-jobs.ts'
import { type Job, pruneJobRuns, runSlot, slotOf, startJobs } from './registry.ts'

const at = new Date('2026-11-24T10:41:30.000Z')

describe.each(testDatabases)('the jobs registry on $name', (kind) => {
  let database: DatabaseHandle
  beforeEach(async () => {
    database = await kind.open()
  })
  afterEach(() => database.close())

  const runsOf = (name: string) => database.db.select().from(jobRuns).where(eq(jobRuns.job, name))

  it('runs each slot of a cluster job once, however many instances race for it', async () => {
    let runs = 0
    const job: Job = {
      name: 'count',
      every: 60_000,
      run: async () => {
        runs++
      },
    }
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => runSlot(database.db, job, at)))
    expect(outcomes.filter((o) => o.outcome === 'ran')).toHaveLength(1)
    expect(runs).toBe(1)
    // The next minute is a new slot.
    await runSlot(database.db, job, new Date(at.getTime() + 60_000))
    expect(runs).toBe(2)
    const recorded = await runsOf('count')
    expect(recorded.map((r) => r.period).sort()).toEqual([
      '2026-11-24T10:41:00.000Z',
      '2026-11-24T10:42:00.000Z',
    ])
    for (const row of recorded)
      expect(row).toMatchObject({ error: null, awards: null, finishedAt: expect.any(Date) })
  })

  it('records a failure in its run, and runs the next slot anyway', async () => {
    let calls = 0
    const job: Job = {
      name: 'flaky',
      every: 60_000,
      run: async () => {
        calls++
        if (calls === 1) throw new Error('the wallet provider did not answer')
      },
    }
    expect((await runSlot(database.db, job, at)).outcome).toBe('failed')
    expect((await runSlot(database.db, job, new Date(at.getTime() + 60_000))).outcome).toBe('ran')
    const recorded = await runsOf('flaky')
    expect(recorded.find((r) => r.period === slotOf(job, at))?.error).toBe(
      'the wallet provider did not answer',
    )
  })

  it('runs at start, runs instance jobs unrecorded, and stopping waits for the runs in progress', async () => {
    let finished = false
    const errors: unknown[] = []
    const stop = startJobs({
      db: database.db,
      clock: manualClock(at),
      log: { error: (...args: unknown[]) => errors.push(args) },
      jobs: [
        {
          name: 'slow',
          every: 3_600_000,
          atStart: true,
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 200))
            finished = true
          },
        },
        { name: 'local', every: 3_600_000, atStart: true, scope: 'instance', run: async () => {} },
      ],
    })
    await stop()
    expect(finished).toBe(true)
    expect(errors).toEqual([])
    expect(await runsOf('slow')).toHaveLength(1)
    expect(await runsOf('local')).toHaveLength(0)
  })

  it("prunes the scheduled jobs' old runs and keeps the winners' record", async () => {
    const old = new Date(at.getTime() - 8 * 24 * 3_600_000)
    await database.db.insert(jobRuns).values([
      { job: 'board-sweep', period: old.toISOString(), startedAt: old },
      { job: 'board-sweep', period: at.toISOString(), startedAt: at },
      { job: 'daily_quiz', period: '2026-11-01', startedAt: old, awards: 3 },
    ])
    await pruneJobRuns(database.db, ['board-sweep'], new Date(at.getTime() - 7 * 24 * 3_600_000))
    const left = await database.db.select({ job: jobRuns.job, period: jobRuns.period }).from(jobRuns)
    expect(left.map((r) => r.job).sort()).toEqual(['board-sweep', 'daily_quiz'])
  })
})

describe('the product jobs', () => {
  let t: TestApp
  afterEach(() => t.close())

  it('has one job per name, the winners at start, and the events and webhooks drained by every instance', async () => {
    t = await createTestApp(testDatabases[0] as (typeof testDatabases)[number])
    const jobs = productJobs(t.app, t.database.db, { demo: true })
    const names = jobs.map((job) => job.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(
      expect.arrayContaining(['winners', 'board-sweep', 'housekeeping', 'events-flush', 'demo-tournament']),
    )
    expect(jobs.find((job) => job.name === 'winners')?.atStart).toBe(true)
    expect(jobs.filter((job) => job.scope === 'instance').map((job) => job.name)).toEqual([
      'webhooks',
      'events-flush',
    ])
    expect(productJobs(t.app, t.database.db, { demo: false }).map((job) => job.name)).not.toContain(
      'demo-tournament',
    )
    // Every job runs cleanly once on a fresh database.
    for (const job of jobs)
      await expect(runSlot(t.database.db, job, t.clock.now())).resolves.toEqual({ outcome: 'ran' })
  })
})
