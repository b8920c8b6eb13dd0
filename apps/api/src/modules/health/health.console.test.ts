import { randomUUID } from 'node:crypto'
import { dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { operatorRoles } from '@khelahobe/contracts/operator-roles'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { gameSessions, jobRuns, playQuestions, questions, quizPlays } from '../../db/schema.ts'
import { winnersFixtures } from '../winners/winners.test-fixtures.ts'
import { figuresMaxAgeMs } from './health.service.ts'

const today = '2026-01-10'
const yesterday = '2026-01-09'
/** An instant of a Dhaka day, `hour` hours after its midnight. */
const at = (day: string, hour: number) => new Date(dhakaDayStart(day).getTime() + hour * 3_600_000)
const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000)

describe.each(testDatabases)('health at a glance on $name', (kind) => {
  let t: TestApp
  afterEach(() => t.close())

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  /** Today's plays, answers, charges and job runs, as the modules would have left them at 15:00 in Dhaka. */
  async function seed() {
    const db = t.database.db
    const f = winnersFixtures(db)
    const now = t.clock.now()
    const person = await f.user()
    const other = await f.user()
    // Two daily quizzes and a special today, one daily quiz yesterday.
    await f.play(person.id, { day: today, correct: 10, endedSecond: 14 * 3600 })
    await f.play(person.id, { day: today, attempt: 2, correct: 12, endedSecond: 14.5 * 3600 })
    await f.play(other.id, { day: yesterday, correct: 5, endedSecond: 20 * 3600 })
    const [live] = await db
      .insert(quizPlays)
      .values({
        userId: other.id,
        kind: 'special',
        day: today,
        attempt: 1,
        questionCount: 30,
        startedAt: minutesAgo(now, 1),
        deadline: new Date(now.getTime() + 30_000),
      })
      .returning()
    // The special play answered three questions in the last minute; an old play's answer is not in the hour.
    const ids = (await db.select({ id: questions.id }).from(questions).limit(4)).map((q) => q.id)
    await db.insert(playQuestions).values(
      ids.slice(0, 3).map((questionId, position) => ({
        playId: live?.id ?? 0,
        questionId,
        position,
        answer: 1,
        correct: true,
        answeredAt: minutesAgo(now, 0.5),
      })),
    )
    const [old] = await db.select().from(quizPlays).where(eq(quizPlays.day, yesterday))
    await db.insert(playQuestions).values({
      playId: old?.id ?? 0,
      questionId: ids[3] ?? 0,
      position: 0,
      answer: 1,
      correct: true,
      answeredAt: minutesAgo(now, 90),
    })
    // Game runs: two today, one yesterday.
    const run = (issuedAt: Date) => ({
      id: randomUUID(),
      userId: person.id,
      game: 'FlappyDino' as const,
      mode: 'free' as const,
      seed: 1,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + 600_000),
    })
    await db.insert(gameSessions).values([run(at(today, 9)), run(at(today, 14)), run(at(yesterday, 22))])
    // A first charge today (new), a renewal today, a charge today that failed, and one cancellation today.
    await f.subscription((await f.user()).id, 'quiz', { paid: [today] })
    await f.subscription((await f.user()).id, 'quiz', { paid: ['2026-01-03', today] })
    await f.subscription((await f.user()).id, 'special', { paid: ['2026-01-03'], unpaid: [today] })
    await f.subscription((await f.user()).id, 'quiz', {
      paid: [yesterday],
      state: 'cancelled',
      cancelledAt: at(today, 10),
    })
    // The board sweep ran twice (the latest counts); housekeeping's last run failed.
    await db.insert(jobRuns).values([
      { job: 'board-sweep', period: 'a', startedAt: minutesAgo(now, 2), finishedAt: minutesAgo(now, 2) },
      { job: 'board-sweep', period: 'b', startedAt: minutesAgo(now, 1), finishedAt: null },
      {
        job: 'housekeeping',
        period: 'c',
        startedAt: minutesAgo(now, 10),
        finishedAt: minutesAgo(now, 10),
        error: 'database away',
      },
    ])
  }

  it('shows today’s plays, answers per minute, subscriptions, failed charges and the last job runs', async () => {
    t = await createTestApp(kind)
    t.clock.set(at(today, 15))
    const cookie = await consoleSession(t, 'support@example.com', 'support')
    await seed()

    const response = await get('/api/console/health', cookie)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({
      today,
      plays: { quiz: 2, special: 1, games: 2 },
      answers: { lastHour: 3, perMinute: 0.1 },
      subscriptions: { new: 1, renewed: 1, cancelled: 1, failedCharges: 1 },
      at: t.clock.now().toISOString(),
    })
    expect(data.jobs).toEqual([
      {
        name: 'board-sweep',
        period: 'b',
        startedAt: minutesAgo(t.clock.now(), 1).toISOString(),
        finishedAt: null,
        error: null,
      },
      expect.objectContaining({ name: 'housekeeping', error: 'database away' }),
    ])
    // This process, as /metrics tells it.
    expect(data.process.requests).toBeGreaterThan(0)
    expect(data.process.heapUsedBytes).toBeGreaterThan(0)
    expect(data.process.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('exposes the same figures at /metrics, from one read shared for a few seconds', async () => {
    t = await createTestApp(kind)
    t.clock.set(at(today, 15))
    const cookie = await consoleSession(t, 'editor@example.com', 'editor')
    await seed()

    const metrics = (await get('/metrics')).body
    expect(metrics).toContain('khelahobe_figures_up 1')
    expect(metrics).toContain('khelahobe_plays_today{kind="quiz"} 2')
    expect(metrics).toContain('khelahobe_plays_today{kind="special"} 1')
    expect(metrics).toContain('khelahobe_plays_today{kind="games"} 2')
    expect(metrics).toContain('khelahobe_answers_per_minute 0.1')
    expect(metrics).toContain('khelahobe_subscriptions_today{event="new"} 1')
    expect(metrics).toContain('khelahobe_subscriptions_today{event="cancelled"} 1')
    expect(metrics).toContain('khelahobe_failed_charges_today 1')
    expect(metrics).toContain('khelahobe_job_last_run_failed{job="housekeeping"} 1')
    expect(metrics).toContain('khelahobe_job_last_run_failed{job="board-sweep"} 0')
    // The process's own metrics are still there.
    expect(metrics).toContain('process_cpu_user_seconds_total')

    // Another play now: within the figures' age the screen shows the read /metrics just made.
    const f = winnersFixtures(t.database.db)
    await f.play((await f.user('01799999999')).id, { day: today, correct: 1, endedSecond: 14 * 3600 })
    expect((await get('/api/console/health', cookie)).json().data.plays.quiz).toBe(2)
    t.clock.advance(figuresMaxAgeMs)
    expect((await get('/api/console/health', cookie)).json().data.plays.quiz).toBe(3)
    expect((await get('/metrics')).body).toContain('khelahobe_plays_today{kind="quiz"} 3')
  })

  it('opens to every operator role, and to nobody else', async () => {
    t = await createTestApp(kind)
    expect((await get('/api/console/health')).statusCode).toBe(401)
    for (const role of operatorRoles)
      expect(
        (await get('/api/console/health', await consoleSession(t, `${role}@example.com`, role))).statusCode,
      ).toBe(200)
  })
})
