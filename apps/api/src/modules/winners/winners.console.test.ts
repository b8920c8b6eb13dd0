import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { runWinnerJobFor } from './winners.jobs.ts'
import { winnersFixtures } from './winners.test-fixtures.ts'

const day = '2026-11-10'

describe.each(testDatabases)('the console’s winners on $name', (kind) => {
  let t: TestApp
  let finance: string
  let f: ReturnType<typeof winnersFixtures>
  beforeEach(async () => {
    t = await createTestApp(kind)
    finance = await consoleSession(t, 'finance@example.com', 'finance')
    f = winnersFixtures(t.database.db)
  })
  afterEach(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: finance } })

  it('shows a period’s winners with their payouts, and each entry passed over with the job’s reason', async () => {
    const first = await f.subscriber('quiz', day)
    const unpaid = await f.user()
    const sharer = await f.subscriber('quiz', day, { payer: first.msisdn })
    const second = await f.subscriber('quiz', day)
    await f.play(first.id, { day, attempt: 1, correct: 25, endedSecond: 100 })
    await f.play(unpaid.id, { day, correct: 30, endedSecond: 200 })
    await f.play(first.id, { day, attempt: 2, correct: 35, endedSecond: 300 })
    await f.play(sharer.id, { day, correct: 22, endedSecond: 400 })
    await f.play(second.id, { day, correct: 21, endedSecond: 500, elapsedMs: 70_000 })
    await runWinnerJobFor(t.database.db, 'daily_quiz', day, new Date('2026-11-11T00:00:00.000Z'))
    // Paying later changes nothing: the reason is what the job saw when it ran.
    await f.subscription(unpaid.id, 'quiz', { paid: [day] })

    const runs = await get('/api/console/winners?competition=daily_quiz')
    expect(runs.statusCode, runs.body).toBe(200)
    expect(runs.json().data).toEqual({
      competition: 'daily_quiz',
      runs: [
        {
          period: day,
          firstDay: day,
          lastDay: day,
          decidedAt: '2026-11-11T00:00:00.000Z',
          winners: 2,
          passedOver: 3,
        },
      ],
    })

    const response = await get(`/api/console/winners/daily_quiz/${day}`)
    expect(response.statusCode, response.body).toBe(200)
    const period = response.json().data
    expect(period).toMatchObject({ competition: 'daily_quiz', period: day, passedOverCount: 3 })
    expect(period.winners).toEqual([
      expect.objectContaining({
        rank: 1,
        userId: first.id,
        msisdn: first.msisdn,
        score: 25,
        prize: 'cash',
        amountTaka: 10,
        payoutMsisdn: first.msisdn,
        payout: { id: expect.any(Number), status: 'pending', batch: null },
      }),
      expect.objectContaining({ rank: 2, userId: second.id, score: 21, elapsedMs: 70_000 }),
    ])
    expect(
      period.passedOver.map(
        (p: { place: number; userId: number; reason: string; sharedWithRank: number | null }) => [
          p.place,
          p.userId,
          p.reason,
          p.sharedWithRank,
        ],
      ),
    ).toEqual([
      [2, unpaid.id, 'inactive_payment', null],
      [3, first.id, 'already_won', null],
      [4, sharer.id, 'shared_wallet', 1],
    ])
    expect(period.passedOver[2]).toMatchObject({ msisdn: sharer.msisdn, wallet: first.msisdn, score: 22 })
  })

  it('says a period is undecided, and names a period the competition’s way', async () => {
    const undecided = await get(`/api/console/winners/daily_game/${day}`)
    expect(undecided.statusCode).toBe(404)
    expect(undecided.json().message).toBe('The winners of this period have not been decided yet.')
    // 2026-11-10 is a Tuesday: a week is named by its Saturday.
    const notSaturday = await get(`/api/console/winners/weekly_special/${day}`)
    expect(notSaturday.statusCode).toBe(400)
    expect(notSaturday.json().message).toBe('A weekly period is named by its Saturday, YYYY-MM-DD.')
    expect((await get('/api/console/winners/monthly_quiz/2026-11-01')).json().message).toBe(
      'A monthly period is its month, YYYY-MM.',
    )
    expect((await get('/api/console/winners/daily_quiz/2026-02-30')).statusCode).toBe(400)
    const unknown = await get('/api/console/winners/yearly/2026')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/daily_quiz, weekly_special, monthly_quiz or daily_game/)
    // A period nobody played is decided with no winners and nobody passed over.
    await runWinnerJobFor(t.database.db, 'daily_game', day, new Date('2026-11-11T00:00:00.000Z'))
    const empty = (await get(`/api/console/winners/daily_game/${day}`)).json().data
    expect(empty).toMatchObject({ winners: [], passedOver: [], passedOverCount: 0 })
  })
})
