import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, shownCorrectOption, subscribe, type TestApp } from '../../../test/harness.ts'
import { type DatabaseHandle, rowsOf } from '../../db/client.ts'
import { quizPlays } from '../../db/schema.ts'
import { pgErrorCode } from '../../lib/pg-errors.ts'
import { sessionTokenHash } from '../auth/auth.service.ts'
import { type RecordAnswer, recordAnswers, type StartPlay, startPlays } from './quiz.repo.ts'
import { answerGraceMs, eachAloneAfterConflict, freshnessMs } from './quiz.service.ts'

type Session = Awaited<ReturnType<typeof login>>

describe.each(testDatabases)('quiz starts and answers in batches on $name', (kind) => {
  let t: TestApp
  let players: { session: Session; qids: number[] }[]

  beforeEach(async () => {
    t = await createTestApp(kind, { listen: true })
    players = []
    for (const msisdn of ['01712345678', '01812345678']) {
      const session = await login(t.app, msisdn)
      await subscribe(t, session, 'quiz')
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/GetRandomOrCatQuiz',
        payload: { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' },
        headers: { cookie: session.cookie },
      })
      players.push({ session, qids: started.json().data.qlist.map((q: { id: number }) => q.id) })
    }
  })
  afterEach(() => t.close())

  const answerOf = (player: number, question: number, option = 1): RecordAnswer => {
    const { session, qids } = players[player] as (typeof players)[number]
    return {
      sessionTokenHash: sessionTokenHash(session.cookie.slice('sid='.length)),
      claimedMsisdn: null,
      kind: 'regular',
      questionId: qids[question] as number,
      option,
      clientTimeTaken: 2,
      at: t.clock.now(),
      graceMs: answerGraceMs,
    }
  }

  it('checks and records each answer of a batch on its own, a repeat in the same batch counted once', async () => {
    const notTheirs = { ...answerOf(1, 0), questionId: (players[0]?.qids ?? [])[5] as number }
    const outcomes = await recordAnswers(t.database.query, [
      answerOf(0, 0),
      answerOf(1, 0),
      answerOf(0, 0, 2),
      answerOf(0, 1),
      { ...answerOf(0, 2), sessionTokenHash: sessionTokenHash('no such session') },
      { ...answerOf(0, 3), claimedMsisdn: '01812345678' },
      notTheirs,
    ])
    expect(outcomes.map((o) => o?.answered)).toEqual([1, 1, undefined, 2, undefined, undefined, undefined])
    expect(outcomes[0]).toMatchObject({
      userId: players[0]?.session.user.id,
      questionCount: 40,
      finished: false,
    })
    const plays = await t.database.db.select().from(quizPlays).orderBy(quizPlays.userId)
    expect(plays.map((p) => p.answered)).toEqual([2, 1])
  })

  it('ends a play on its last answer inside a batch, with its score', async () => {
    const qids = players[0]?.qids ?? []
    const userId = players[0]?.session.user.id
    const right = await Promise.all(qids.map((qid) => shownCorrectOption(t.database, qid, userId)))
    const outcomes = await recordAnswers(
      t.database.query,
      qids.map((_, i) =>
        answerOf(0, i, i < 30 ? Number(right[i]?.slice(-1)) : 1 + (Number(right[i]?.slice(-1)) % 3)),
      ),
    )
    expect(outcomes.map((o) => o?.finished)).toEqual([...Array(39).fill(false), true])
    const [play] = await t.database.db
      .select()
      .from(quizPlays)
      .where(sql`${quizPlays.userId} = ${players[0]?.session.user.id}`)
    expect(play).toMatchObject({ answered: 40, correct: 30 })
    expect(play?.endedAt).not.toBeNull()
  })

  const startOf = (player: number): StartPlay => {
    const now = t.clock.now()
    return {
      sessionTokenHash: sessionTokenHash((players[player]?.session.cookie ?? '').slice('sid='.length)),
      claimedMsisdn: null,
      kind: 'regular',
      segment: 'quiz',
      at: now,
      deadline: new Date(now.getTime() + 90_000),
      day: dhakaDate(now),
      everyCategory: true,
      categoryIds: [],
      withHidden: false,
      count: 40,
      since: new Date(now.getTime() - freshnessMs),
      playsPerDay: 2,
    }
  }

  it('makes each start of a batch on its own: a double tap in the same batch gets the play the first made', async () => {
    const running = await recordAnswers(t.database.query, [answerOf(0, 0)])
    expect(running[0]?.answered).toBe(1)
    const resumed = await startPlays(t.database.query, [startOf(0), startOf(1)])
    expect(resumed.map((s) => [s.resumed, s.play?.answered, s.play?.questionIds.length])).toEqual([
      [true, 1, 39],
      [true, 0, 40],
    ])

    // Both plays run out; the next batch ends them and starts each person's second play.
    t.clock.advance(91_000)
    const second = await startPlays(t.database.query, [startOf(0), startOf(1), startOf(0)])
    expect(second.map((s) => [s.lapsed, s.resumed, s.play?.questionIds.length])).toEqual([
      [1, false, 40],
      [1, false, 40],
      [0, true, 40],
    ])
    expect(second[2]?.play?.id).toBe(second[0]?.play?.id)
    expect(new Set(second[0]?.play?.questionIds).size).toBe(40)

    // Two plays a day: a third start in the same batch as the end of the second makes none.
    t.clock.advance(91_000)
    const third = await startPlays(t.database.query, [startOf(0), startOf(1)])
    expect(third.map((s) => [s.subscribed, s.mayStart, s.play])).toEqual([
      [true, false, null],
      [true, false, null],
    ])
    const plays = await t.database.db.select().from(quizPlays)
    expect(plays.map((p) => `${p.userId}:${p.attempt}`).sort()).toEqual(
      [1, 2].flatMap((attempt) => players.map((p) => `${p.session.user.id}:${attempt}`)).sort(),
    )
  })

  it("deletes a play's questions with the play, and every play's when the plays are emptied", async () => {
    const questionsOf = async (playId?: number) =>
      (
        await rowsOf<{ count: number }>(
          t.database.db,
          sql`select count(*)::int as count from play_questions where ${playId ?? null}::int is null or play_id = ${playId ?? null}`,
        )
      )[0]?.count
    const [first, second] = await t.database.db.select().from(quizPlays).orderBy(quizPlays.id)
    expect(await questionsOf(first?.id)).toBe(40)
    await t.database.db.delete(quizPlays).where(sql`${quizPlays.id} = ${first?.id}`)
    expect(await questionsOf(first?.id)).toBe(0)
    expect(await questionsOf(second?.id)).toBe(40)
    await t.database.db.execute(sql`truncate quiz_plays`)
    expect(await questionsOf()).toBe(0)
  })

  it('draws by index lookups when the statistics of asked questions are out of date', async () => {
    // Statistics taken when the tables held two plays, then the other player's thousand earlier
    // plays: 40,000 asked questions that PostgreSQL believes belong to two plays.
    await t.database.db.execute(sql`analyze quiz_plays, play_questions`)
    const other = players[1]?.session.user.id
    await t.database.db.execute(sql`
      insert into quiz_plays (user_id, kind, day, attempt, question_count, started_at, deadline, ended_at)
      select ${other}, 'regular', to_char(date '2020-01-01' + g, 'YYYY-MM-DD'), 1, 40,
        timestamptz '2020-01-01' + g * interval '1 day', timestamptz '2020-01-01' + g * interval '1 day',
        timestamptz '2020-01-01' + g * interval '1 day'
      from generate_series(1, 1000) g`)
    await t.database.db.execute(sql`
      insert into play_questions (play_id, question_id, position)
      select p.id, q.id, q.n - 1 from quiz_plays p
      cross join lateral (select id, row_number() over (order by id) as n from questions limit 40) q
      where p.user_id = ${other} and p.day < '2026-01-01'`)

    // The first play runs out, so the next start draws again, skipping the 40 questions seen.
    t.clock.advance(91_000)
    const { started, scans } = await t.database.db.transaction(async (tx) => {
      // The start on this transaction's connection, whose own table reads PostgreSQL counts.
      const onThisConnection: DatabaseHandle['query'] = async (statement, values) => {
        const parts = statement.text.split(/\$\d+/)
        const text = sql.join(
          parts.flatMap((part, i) => (i === 0 ? [sql.raw(part)] : [sql.param(values[i - 1]), sql.raw(part)])),
        )
        return rowsOf(tx, text)
      }
      // Counted before and after: the counts also hold the connection's earlier statements
      // that PostgreSQL has not yet added to its totals (at most once a second).
      const sequentialScans = () =>
        rowsOf<{ relname: string; seq_scan: number }>(
          tx,
          sql`select relname, seq_scan::int from pg_stat_xact_user_tables
              where relname in ('quiz_plays', 'play_questions', 'questions') order by relname`,
        )
      const before = await sequentialScans()
      const started = await startPlays(onThisConnection, [startOf(0)])
      const after = await sequentialScans()
      return {
        started,
        scans: after.map((row, i) => ({ ...row, seq_scan: row.seq_scan - (before[i]?.seq_scan ?? 0) })),
      }
    })
    expect(started[0]?.play?.questionIds).toHaveLength(40)
    expect(started[0]?.play?.questionIds.filter((id) => players[0]?.qids.includes(id))).toEqual([])
    expect(scans).toEqual([
      { relname: 'play_questions', seq_scan: 0 },
      { relname: 'questions', seq_scan: 0 },
      { relname: 'quiz_plays', seq_scan: 0 },
    ])
  })

  /** Waits until `count` statements on this database wait for a lock (five seconds at most). */
  const lockWaiters = async (count: number) => {
    for (let polls = 0; polls < 250; polls++) {
      const [row] = await rowsOf<{ waiting: number }>(
        t.database.db,
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )
      if ((row?.waiting ?? 0) >= count) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`${count} statements never waited for a lock`)
  }

  it.runIf(kind.name === 'postgres')(
    'takes no answer for a play that a start ended while the answer waited for it',
    async () => {
      const me = players[0]?.session.user.id
      const [pending] = await t.database.db.transaction(async (start) => {
        await start.execute(sql`update quiz_plays set ended_at = deadline where user_id = ${me}`)
        const answer = recordAnswers(t.database.query, [answerOf(0, 0)])
        await lockWaiters(1)
        return [answer]
      })
      expect(await pending).toEqual([undefined])
      const [play] = await t.database.db.select().from(quizPlays).where(sql`${quizPlays.userId} = ${me}`)
      expect(play).toMatchObject({ answered: 0 })
      expect(play?.endedAt).not.toBeNull()
    },
  )

  it.runIf(kind.name === 'postgres')(
    'records every answer of two batches that lock one person’s rows in opposite orders (a deadlock)',
    async () => {
      // The batches' own failures, seen as each batch sends them.
      const failures: (string | undefined)[] = []
      const record = eachAloneAfterConflict(async (answers: RecordAnswer[]) => {
        try {
          return await recordAnswers(t.database.query, answers)
        } catch (error) {
          failures.push(pgErrorCode(error))
          throw error
        }
      })
      // A third transaction holds the rows each batch's first answer needs after its play, until
      // both batches wait for it: each then holds its first person's play, which the other
      // batch's second answer must lock.
      const outcomes = await t.database.db.transaction(async (blocker) => {
        await blocker.execute(sql`select 1 from play_questions pq join quiz_plays p on p.id = pq.play_id
          where (p.user_id, pq.question_id) in ((${players[0]?.session.user.id}, ${players[0]?.qids[0]}),
                                              (${players[1]?.session.user.id}, ${players[1]?.qids[0]}))
          for update of pq`)
        const batches = [record([answerOf(0, 0), answerOf(1, 1)]), record([answerOf(1, 0), answerOf(0, 1)])]
        await lockWaiters(2)
        return batches
      })
      const [first, second] = await Promise.all(outcomes)
      expect(failures).toEqual(['40P01'])
      expect([...(first ?? []), ...(second ?? [])].map((o) => 'value' in o && o.value?.userId)).toEqual([
        players[0]?.session.user.id,
        players[1]?.session.user.id,
        players[1]?.session.user.id,
        players[0]?.session.user.id,
      ])
      const plays = await t.database.db.select().from(quizPlays).orderBy(quizPlays.userId)
      expect(plays.map((p) => p.answered)).toEqual([2, 2])
    },
  )
})
