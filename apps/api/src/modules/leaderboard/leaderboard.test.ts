import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, shownCorrectOption, subscribe, type TestApp } from '../../../test/harness.ts'
import { rowsOf } from '../../db/client.ts'
import { boardEntries, users } from '../../db/schema.ts'
import { addPlayToBoards, rankOf } from './leaderboard.repo.ts'

describe.each(testDatabases)('leaderboards on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind, { listen: true })
  })
  afterEach(() => t.close())

  const today = () => dhakaDate(t.clock.now())
  async function people(count: number) {
    const rows = await t.database.db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ msisdn: `0181${String(i).padStart(7, '0')}` })))
      .returning()
    return rows
  }
  const play = (
    userId: number,
    score: number,
    elapsedMs: number,
    day = today(),
    board: 'quiz' | 'special' | 'game' = 'quiz',
  ) => t.database.db.transaction((tx) => addPlayToBoards(tx, board, day, userId, { score, elapsedMs }))
  const board = async (
    path = '/api/Quiz/getQuizLeaderBoardBasedOnDate',
    query = 'filtereType=today',
    cookie?: string,
  ) => t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: cookie ? { cookie } : {} })

  it('keeps each person’s best play of the day, and a later worse play never improves its time', async () => {
    const [a] = await people(1)
    if (!a) throw new Error('no user')
    await play(a.id, 30, 60_000)
    await play(a.id, 25, 10_000) // worse score, better time: must not lend its time
    await play(a.id, 30, 70_000) // same score, worse time
    const [entry] = await t.database.db
      .select()
      .from(boardEntries)
      .where(eq(boardEntries.period, `d:${today()}`))
    expect(entry).toMatchObject({ score: 30, elapsedMs: 60_000, plays: 3 })
    await play(a.id, 30, 55_000)
    const data = (await board()).json().data
    expect(data.top3[0]).toMatchObject({ score: 30, timeMs: 55_000, round: 4, rank: 1 })
    await play(a.id, 31, 89_000) // better score, worse time: as a pair, better
    expect((await board()).json().data.top3[0]).toMatchObject({ score: 31, timeMs: 89_000, round: 5 })
  })

  it('orders by score, then time, then the earlier account; splits top three from the rest; masks numbers', async () => {
    const [a, b, c, d, e] = await people(5)
    if (!a || !b || !c || !d || !e) throw new Error('no users')
    await play(a.id, 20, 50_000)
    await play(b.id, 35, 80_000)
    await play(c.id, 35, 40_000)
    await play(d.id, 20, 50_000)
    await play(e.id, 10, 5_000)
    const data = (await board()).json().data
    expect(data.top3.map((x: { msisdn: string }) => x.msisdn)).toEqual(
      [c.msisdn, b.msisdn, a.msisdn].map((m) => `${m.slice(0, 3)}*****${m.slice(-3)}`),
    )
    expect(data.other.map((x: { rank: number; score: number }) => [x.rank, x.score])).toEqual([
      [4, 20],
      [5, 10],
    ])
    expect(data.personalData).toBeNull()
  })

  it('sums daily bests into the month, and answers yesterday and month on request', async () => {
    const [a] = await people(1)
    if (!a) throw new Error('no user')
    const yesterday = dhakaDate(new Date(t.clock.now().getTime() - 86_400_000))
    await play(a.id, 22, 70_000, yesterday)
    await play(a.id, 30, 60_000, yesterday)
    await play(a.id, 25, 50_000)
    const month = (await board(undefined, 'filtereType=month')).json().data.top3[0]
    if (yesterday.slice(0, 7) === today().slice(0, 7)) {
      expect(month).toMatchObject({ score: 55, timeMs: 110_000, round: 3 })
    }
    expect((await board(undefined, 'filtereType=yesterday')).json().data.top3[0]).toMatchObject({
      score: 30,
      round: 2,
    })
  })

  it('shows the caller their own line in full with its rank', async () => {
    const me = await login(t.app, '01712345678')
    const others = await people(60)
    for (const [i, other] of others.entries()) await play(other.id, 40 - (i % 30), 30_000 + i * 100)
    await play(me.user.id, 12, 45_000)
    const data = (await board(undefined, 'filtereType=today', me.cookie)).json().data
    expect(data.top3).toHaveLength(3)
    expect(data.other).toHaveLength(47)
    expect(data.personalData).toMatchObject({ msisdn: '01712345678', score: 12 })
    const better = others.filter(
      (_, i) => 40 - (i % 30) > 12 || (40 - (i % 30) === 12 && 30_000 + i * 100 < 45_000),
    ).length
    expect(data.personalData.rank).toBe(better + 1)
  })

  it('finds the same rank with bucket counts as by counting everyone above', async () => {
    const crowd = await people(300)
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const results = new Map<number, { score: number; elapsedMs: number }>()
    for (const person of crowd) {
      const result = {
        score: Math.floor(random() * 8) + 20,
        elapsedMs: Math.floor(random() * 5_000) + 60_000,
      }
      results.set(person.id, result)
      await play(person.id, result.score, result.elapsedMs)
      if (random() < 0.3) await play(person.id, result.score - 1, result.elapsedMs - 500)
    }
    const ordered = [...results].sort(
      ([ia, a], [ib, b]) => b.score - a.score || a.elapsedMs - b.elapsedMs || ia - ib,
    )
    for (const [index, [userId, result]] of ordered.entries()) {
      if (index % 17 !== 0) continue
      expect(await rankOf(t.database.db, 'quiz', `d:${today()}`, { ...result, userId })).toBe(index + 1)
    }
  })

  it('keeps bucket counts, month sums and rounds exact when one person’s results arrive at once', async () => {
    const crowd = await people(12)
    const days = ['2026-03-04', '2026-03-05']
    let seed = 11
    const random = (n: number) => {
      seed = (seed * 16807) % 2147483647
      return seed % n
    }
    // Each person's six results on two days of one month, all sent together.
    await Promise.all(
      crowd.flatMap((person) =>
        Array.from({ length: 6 }, (_, i) =>
          play(person.id, 10 + random(4), 58_000 + random(5) * 700, days[i % 2], 'game'),
        ),
      ),
    )
    const [check] = await rowsOf<{ buckets_off: number; months_off: number; months: number; plays: number }>(
      t.database.db,
      sql`select
        (select count(*)::int from (
          select coalesce(b.entries, 0) as kept, coalesce(e.counted, 0) as counted
          from (select period, score, bucket, entries from board_buckets where board = 'game' and entries <> 0) b
          full join (select period, score, board_bucket(period, elapsed_ms) as bucket, count(*)::int as counted
                     from board_entries where board = 'game' group by 1, 2, 3) e
            using (period, score, bucket)) cells where kept <> counted) as buckets_off,
        (select count(*)::int from board_entries m
          join (select user_id, sum(score)::int as score, sum(elapsed_ms)::int as elapsed_ms, sum(plays)::int as plays
                from board_entries where board = 'game' and period like 'd:2026-03-%' group by user_id) d using (user_id)
          where m.board = 'game' and m.period = 'm:2026-03'
            and (m.score, m.elapsed_ms, m.plays) is distinct from (d.score, d.elapsed_ms, d.plays)) as months_off,
        (select count(*)::int from board_entries where board = 'game' and period = 'm:2026-03') as months,
        (select sum(plays)::int from board_entries where board = 'game' and period like 'd:%') as plays`,
    )
    expect(check).toEqual({ buckets_off: 0, months_off: 0, months: 12, plays: 12 * 6 })
  })

  it('puts a real finished quiz play on the board and on the home counters', async () => {
    const me = await login(t.app, '01712345678')
    await subscribe(t, me, 'quiz')
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/GetRandomOrCatQuiz',
      headers: { cookie: me.cookie },
      payload: { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' },
    })
    const qlist = started.json().data.qlist as { id: number }[]
    let right = 0
    for (const q of qlist) {
      const answer = await shownCorrectOption(t.database, q.id)
      right++
      t.clock.advance(500)
      await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/SaveQuizAnswer',
        headers: { cookie: me.cookie },
        payload: {
          qid: q.id,
          answer,
          timetaken: 1,
          ServiceName: 'regularQuiz',
        },
      })
    }
    // The boards take the play after the last answer's response.
    await t.app.services.leaderboard.settled()
    const data = (await board(undefined, 'filtereType=today', me.cookie)).json().data
    expect(data.personalData).toMatchObject({ rank: 1, score: right, round: 1, timeMs: 20_000 })
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard/summary',
      headers: { cookie: me.cookie },
    })
    expect(summary.json().data).toEqual({ gameToday: 0, gameMonth: 0, quizToday: right, quizMonth: right })
  })

  it('answers bad requests clearly', async () => {
    const unknown = await board(undefined, 'filtereType=week')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe("filtereType must be 'today', 'yesterday' or 'month'.")
    const special = await board('/api/Quiz/getQuizLeaderBoardBasedOnDate_special', 'filtereType=month')
    expect(special.statusCode).toBe(400)
    expect((await board('/api/Quiz/getNoSuchBoard')).statusCode).toBe(404)
    expect((await board('/api/Game/getGameLeaderBoardBasedOnDate')).json().data).toEqual({
      top3: [],
      other: [],
      personalData: null,
    })
  })
})
