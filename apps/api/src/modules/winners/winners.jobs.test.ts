import { addDays, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emptyPostgresDatabase, testDatabases } from '../../../test/databases.ts'
import { type DatabaseHandle, openPostgres } from '../../db/client.ts'
import { manualClock } from '../../lib/clock.ts'
import { type DueJobsSummary, runDueJobs, runWinnerJobFor, settleMs } from './winners.jobs.ts'
import { winnersFixtures } from './winners.test-fixtures.ts'

const day = '2026-11-10' // a Tuesday
const after = (lastDay: string) => new Date(dhakaDayStart(addDays(lastDay, 1)).getTime() + settleMs)
const quietLog = { info: () => {}, error: () => {} }

describe.each(testDatabases)('the winners jobs on $name', (kind) => {
  let database: DatabaseHandle
  let f: ReturnType<typeof winnersFixtures>

  beforeEach(async () => {
    database = await kind.open()
    f = winnersFixtures(database.db)
  })
  afterEach(() => database.close())

  const run = (job: Parameters<typeof runWinnerJobFor>[1], period: string) =>
    runWinnerJobFor(database.db, job, period, new Date())

  it('daily quiz: the earliest to finish a play with 20 correct, one win each, ties by user id', async () => {
    const a = await f.subscriber('quiz', day)
    const b = await f.subscriber('quiz', day)
    const c = await f.subscriber('quiz', day)
    const d = await f.subscriber('quiz', day)
    const e = await f.subscriber('quiz', day)
    const g = await f.subscriber('quiz', day)
    const h = await f.subscriber('quiz', day)
    await f.play(a.id, { day, correct: 20, endedSecond: 3600, elapsedMs: 70_000 })
    // b's first play fell short; the second one counts, at its own end.
    await f.play(b.id, { day, attempt: 1, correct: 19, endedSecond: 100 })
    await f.play(b.id, { day, attempt: 2, correct: 30, endedSecond: 7200, elapsedMs: 80_000 })
    // c won twice; only the first win counts, with that play's score.
    await f.play(c.id, { day, attempt: 1, correct: 25, endedSecond: 5000, elapsedMs: 85_000 })
    await f.play(c.id, { day, attempt: 2, correct: 40, endedSecond: 6000 })
    await f.play(d.id, { day, correct: 19, endedSecond: 10 })
    // Ends the same second as a: the lower user id goes first.
    await f.play(e.id, { day, correct: 21, endedSecond: 3600 })
    // Nobody closed g's play; it ended at its deadline.
    await f.play(g.id, { day, correct: 22, endedSecond: 4000, elapsedMs: 90_000, open: true })
    // h won the day before and played the special quiz today: neither counts here.
    await f.play(h.id, { day: addDays(day, -1), correct: 35, endedSecond: 50 })
    await f.play(h.id, { kind: 'special', day, correct: 30, endedSecond: 60 })

    expect(await run('daily_quiz', day)).toEqual({
      job: 'daily_quiz',
      period: day,
      awards: 5,
      alreadyDone: false,
    })
    const awards = await f.awards('daily_quiz', day)
    expect(awards.map((w) => [w.rank, w.userId, w.score])).toEqual([
      [1, a.id, 20],
      [2, e.id, 21],
      [3, g.id, 22],
      [4, c.id, 25],
      [5, b.id, 30],
    ])
    expect(awards[0]).toMatchObject({
      prize: 'cash',
      amountTaka: 10,
      payoutMsisdn: a.msisdn,
      elapsedMs: 70_000,
    })
    expect(awards[2]?.elapsedMs).toBe(90_000)
    const payouts = await f.allPayouts()
    expect(payouts).toHaveLength(5)
    for (const award of awards) {
      expect(payouts.find((p) => p.awardId === award.id)).toMatchObject({
        msisdn: award.payoutMsisdn,
        amountTaka: 10,
        prize: 'cash',
        status: 'pending',
        exportBatch: null,
      })
    }
    expect(await f.runs()).toMatchObject([{ job: 'daily_quiz', period: day, awards: 5 }])
  })

  it('daily quiz: pays the first 50 only', async () => {
    const people = []
    for (let i = 0; i < 55; i++) {
      const person = await f.subscriber('quiz', day)
      await f.play(person.id, { day, correct: 20 + (i % 20), endedSecond: 1000 + i })
      people.push(person)
    }
    await run('daily_quiz', day)
    const awards = await f.awards('daily_quiz', day)
    expect(awards.map((w) => w.userId)).toEqual(people.slice(0, 50).map((p) => p.id))
    expect(awards.map((w) => w.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  it('only people whose segment subscription was paid for that day are eligible', async () => {
    const board = `d:${day}`
    const entries: [string, number][] = []
    const enter = async (label: string, person: { id: number }) => {
      await f.boardEntry('game', board, person.id, 1000 - entries.length, 5000)
      entries.push([label, person.id])
    }
    // Paid six days before: the last day that charge covers.
    await enter('edge', await f.subscriber('quiz', addDays(day, -6)))
    // Paid seven days before: covered up to yesterday.
    await enter('lapsed', await f.subscriber('quiz', addDays(day, -7)))
    const failed = await f.user()
    await f.subscription(failed.id, 'quiz', { paid: [addDays(day, -7)], unpaid: [day] })
    await enter('failed', failed)
    await enter('none', await f.user())
    await enter('special only', await f.subscriber('special', day))
    const early = await f.user()
    await f.subscription(early.id, 'quiz', {
      paid: [addDays(day, -2)],
      state: 'cancelled',
      cancelledAt: new Date(dhakaDayStart(day).getTime() - 60_000),
    })
    await enter('cancelled the day before', early)
    const late = await f.user()
    await f.subscription(late.id, 'quiz', {
      paid: [addDays(day, -2)],
      state: 'cancelled',
      cancelledAt: new Date(dhakaDayStart(day).getTime() + 30 * 60 * 60_000),
    })
    await enter('cancelled the day after', late)
    await enter('paid only later', await f.subscriber('quiz', addDays(day, 1)))
    await enter('payer', await f.subscriber('quiz', day, { payer: '01999999999' }))

    await run('daily_game', day)
    const awards = await f.awards('daily_game', day)
    const label = (userId: number) => entries.find(([, id]) => id === userId)?.[0]
    expect(awards.map((w) => [w.rank, label(w.userId)])).toEqual([
      [1, 'edge'],
      [2, 'cancelled the day after'],
      [3, 'payer'],
    ])
    expect(awards[2]?.payoutMsisdn).toBe('01999999999')
  })

  it('daily game: the top 100 of the day board by score, then least time, then user id', async () => {
    const people = []
    for (let i = 0; i < 103; i++) {
      const person = await f.subscriber('quiz', day)
      const entry = {
        userId: person.id,
        score: 500 - Math.floor(i / 3),
        elapsedMs: i % 3 === 2 ? 1000 : 2000,
      }
      await f.boardEntry('game', `d:${day}`, entry.userId, entry.score, entry.elapsedMs)
      people.push(entry)
    }
    // Other days and other boards do not count.
    await f.boardEntry('game', `d:${addDays(day, -1)}`, people[102]?.userId ?? 0, 9999, 1)
    await f.boardEntry('quiz', `d:${day}`, people[101]?.userId ?? 0, 9999, 1)

    await run('daily_game', day)
    const expected = [...people]
      .sort((x, y) => y.score - x.score || x.elapsedMs - y.elapsedMs || x.userId - y.userId)
      .slice(0, 100)
    const awards = await f.awards('daily_game', day)
    expect(awards.map((w) => [w.userId, w.score, w.elapsedMs])).toEqual(
      expected.map((e) => [e.userId, e.score, e.elapsedMs]),
    )
    expect(awards[0]?.userId).toBe(people[2]?.userId)
    expect(awards.every((w) => w.prize === 'cash' && w.amountTaka === 10)).toBe(true)
  })

  it('weekly special: the week’s total over winning plays, judged on the Friday, ten winners', async () => {
    const saturday = '2026-11-07'
    const friday = '2026-11-13'
    const a = await f.subscriber('special', day)
    await f.play(a.id, { kind: 'special', day: saturday, correct: 30, endedSecond: 100, elapsedMs: 50_000 })
    await f.play(a.id, {
      kind: 'special',
      day: '2026-11-09',
      correct: 25,
      endedSecond: 100,
      elapsedMs: 60_000,
    })
    await f.play(a.id, {
      kind: 'special',
      day: '2026-11-12',
      correct: 24,
      endedSecond: 100,
      elapsedMs: 1_000,
    })
    // The same total as a, in less time.
    const b = await f.subscriber('special', day)
    await f.play(b.id, {
      kind: 'special',
      day: '2026-11-08',
      correct: 28,
      endedSecond: 100,
      elapsedMs: 40_000,
    })
    await f.play(b.id, { kind: 'special', day: friday, correct: 27, endedSecond: 100, elapsedMs: 40_000 })
    // Plays outside the week do not count.
    const c = await f.subscriber('special', day)
    await f.play(c.id, { kind: 'special', day: '2026-11-06', correct: 30, endedSecond: 100 })
    await f.play(c.id, { kind: 'special', day: '2026-11-10', correct: 26, endedSecond: 100 })
    await f.play(c.id, { kind: 'special', day: '2026-11-14', correct: 30, endedSecond: 100 })
    // Paid for the first days of the week only: not a subscriber on the Friday.
    const lapsed = await f.subscriber('special', '2026-11-01')
    await f.play(lapsed.id, { kind: 'special', day: saturday, correct: 30, endedSecond: 100 })
    // Paid for the regular quiz, not the special one.
    const regular = await f.subscriber('quiz', day)
    await f.play(regular.id, { kind: 'special', day: saturday, correct: 30, endedSecond: 100 })
    const others = []
    for (let i = 0; i < 9; i++) {
      const person = await f.subscriber('special', friday)
      await f.play(person.id, {
        kind: 'special',
        day: '2026-11-11',
        correct: 25,
        endedSecond: 100,
        elapsedMs: 30_000 + i,
      })
      others.push(person)
    }

    await run('weekly_special', saturday)
    const awards = await f.awards('weekly_special', saturday)
    expect(awards.map((w) => [w.userId, w.score, w.elapsedMs])).toEqual([
      [b.id, 55, 80_000],
      [a.id, 55, 110_000],
      [c.id, 26, 60_000],
      ...others.slice(0, 7).map((o, i) => [o.id, 25, 30_000 + i]),
    ])
    expect(awards.every((w) => w.prize === 'cash' && w.amountTaka === 50)).toBe(true)
  })

  it('monthly quiz: the top 3 of the month board, one per wallet, judged on the last day', async () => {
    const month = '2026-11'
    const paidOn = '2026-11-28'
    const entry = (person: { id: number }, score: number, elapsedMs = 100_000) =>
      f.boardEntry('quiz', `m:${month}`, person.id, score, elapsedMs)
    // Active in the middle of the month but no longer on the 30th.
    const lapsed = await f.subscriber('quiz', '2026-11-20')
    await entry(lapsed, 1000)
    const a = await f.subscriber('quiz', paidOn, { payer: '01811111111' })
    await entry(a, 500)
    // Shares a's wallet: a is better placed, so b does not count.
    const b = await f.subscriber('quiz', paidOn, { payer: '01811111111' })
    await entry(b, 490)
    const c = await f.subscriber('quiz', paidOn, { msisdn: '01822222222' })
    await entry(c, 480)
    // Pays from c's own number, written with the country code: the same wallet.
    const d = await f.subscriber('quiz', paidOn, { payer: '8801822222222' })
    await entry(d, 470)
    const e = await f.subscriber('quiz', paidOn)
    await entry(e, 460, 100_000)
    const tiedSlower = await f.subscriber('quiz', paidOn)
    await entry(tiedSlower, 460, 100_001)
    await f.boardEntry('quiz', 'm:2026-10', tiedSlower.id, 9999, 1)

    await run('monthly_quiz', month)
    const awards = await f.awards('monthly_quiz', month)
    expect(awards.map((w) => [w.rank, w.userId, w.prize, w.amountTaka, w.payoutMsisdn])).toEqual([
      [1, a.id, 'smartphone', 0, '01811111111'],
      [2, c.id, 'smartwatch', 0, '01822222222'],
      [3, e.id, 'cash', 3000, e.msisdn],
    ])
    expect((await f.allPayouts()).map((p) => [p.prize, p.amountTaka]).sort()).toEqual([
      ['cash', 3000],
      ['smartphone', 0],
      ['smartwatch', 0],
    ])
  })

  it('decides a period once: a second run changes nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const person = await f.subscriber('quiz', day)
      await f.boardEntry('game', `d:${day}`, person.id, 100 - i, 1000)
    }
    await run('daily_game', day)
    const awards = await f.awards('daily_game', day)
    const payouts = await f.allPayouts()
    // A late entry after the decision does not reopen it.
    const late = await f.subscriber('quiz', day)
    await f.boardEntry('game', `d:${day}`, late.id, 1000, 1)
    expect(await run('daily_game', day)).toEqual({
      job: 'daily_game',
      period: day,
      awards: 0,
      alreadyDone: true,
    })
    expect(await f.awards('daily_game', day)).toEqual(awards)
    expect(await f.allPayouts()).toEqual(payouts)
    expect(await f.runs()).toMatchObject([{ job: 'daily_game', period: day, awards: 3 }])

    const clock = manualClock(after(day))
    const first = await runDueJobs({ db: database.db, clock, log: quietLog })
    expect(first.failed).toEqual([])
    expect(first.ran.find((r) => r.job === 'daily_game' && r.period === day)).toBeUndefined()
    const second = await runDueJobs({ db: database.db, clock, log: quietLog })
    expect(second).toEqual({ ran: [], failed: [] })
  })

  it('catches up every missed period when the server comes back, oldest first', async () => {
    const clock = manualClock(after(day))
    const first = await runDueJobs({ db: database.db, clock, log: quietLog })
    expect(first.failed).toEqual([])
    // 40 days of each daily job, the weeks and the month that closed in that time.
    expect(first.ran.filter((r) => r.job === 'daily_quiz')).toHaveLength(40)
    expect(first.ran.at(-1)).toMatchObject({ period: day })
    expect((await f.runs()).length).toBe(first.ran.length)

    const missed = [addDays(day, 1), addDays(day, 2), addDays(day, 3)]
    for (const [i, missedDay] of missed.entries()) {
      const person = await f.subscriber('quiz', missedDay)
      await f.play(person.id, { day: missedDay, correct: 20 + i, endedSecond: 600 })
    }
    // Down for three days; the first pass after that decides them all.
    clock.set(after(addDays(day, 3)))
    const back = await runDueJobs({ db: database.db, clock, log: quietLog })
    expect(back.failed).toEqual([])
    expect(back.ran.map((r) => [r.job, r.period, r.awards])).toEqual([
      ['daily_quiz', missed[0], 1],
      ['daily_game', missed[0], 0],
      ['daily_quiz', missed[1], 1],
      ['daily_game', missed[1], 0],
      // The week of 7–13 November closes with the last of them; ties keep the jobs' order.
      ['daily_quiz', missed[2], 1],
      ['weekly_special', '2026-11-07', 0],
      ['daily_game', missed[2], 0],
    ])
  })

  it('decides each period once when several instances run the jobs at the same time', async () => {
    const { handles, close } = await twoInstances(kind.name, database)
    try {
      const db = handles[0]?.db ?? database.db
      const g = winnersFixtures(db)
      for (let i = 0; i < 30; i++) {
        const person = await g.subscriber('quiz', day)
        await g.play(person.id, { day, correct: 20, endedSecond: 100 + i })
        await g.boardEntry('game', `d:${day}`, person.id, 100 + i, 1000)
      }
      const clock = manualClock(after(day))
      const summaries: DueJobsSummary[] = await Promise.all(
        [...handles, ...handles].map((h) => runDueJobs({ db: h.db, clock, log: quietLog })),
      )
      for (const summary of summaries) expect(summary.failed).toEqual([])
      const decided = summaries.flatMap((s) => s.ran.filter((r) => !r.alreadyDone))
      const keys = decided.map((r) => `${r.job}|${r.period}`)
      expect(new Set(keys).size).toBe(keys.length)
      const runs = await g.runs()
      expect(runs).toHaveLength(keys.length)
      expect((await g.awards('daily_quiz', day)).map((w) => w.rank)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      )
      expect(await g.awards('daily_game', day)).toHaveLength(30)
      expect(await g.allPayouts()).toHaveLength(60)
    } finally {
      await close()
    }
  })
})

/**
 * Two app instances: on PostgreSQL two pools on one fresh database (each runner gets its
 * own connections, so the advisory lock is what keeps them apart); PGlite is one process's
 * database, so there the two "instances" share the handle and run interleaved.
 */
async function twoInstances(kind: 'pglite' | 'postgres', pglite: DatabaseHandle) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (kind === 'pglite' || !adminUrl) return { handles: [pglite, pglite], close: async () => {} }
  const database = await emptyPostgresDatabase(adminUrl, 'kh_winners')
  const handles = [openPostgres(database.url, { max: 3 }), openPostgres(database.url, { max: 3 })]
  await handles[0]?.migrate()
  return {
    handles,
    async close() {
      for (const handle of handles) await handle.close()
      await database.drop()
    },
  }
}
