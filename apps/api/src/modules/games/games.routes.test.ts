import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { maxRunInputs, maxRunTicks } from '@khelahobe/contracts/games'
import { type GameName, gameNames, gameRules } from '@khelahobe/contracts/rules'
import type { Input } from '@khelahobe/game-kit/simulation'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, logCollector, login, subscribe, type TestApp } from '../../../test/harness.ts'
import { boardEntries, gameSessions, tournaments } from '../../db/schema.ts'
import { checkInputs, createGamesService, ticksToMs } from './games.service.ts'
import { createReplayer } from './replayer.ts'
import { exampleActionsOf, makeRun, plan } from './test-runs.ts'

type Session = Awaited<ReturnType<typeof login>>

describe('the input log check', () => {
  it('takes inputs in tick order, inside the run, with the game’s own actions, at a human rate', () => {
    expect(
      checkInputs(
        'FlappyDino',
        [
          [0, 0],
          [30, 0],
        ],
        600,
      ),
    ).toBeNull()
    expect(
      checkInputs(
        'FlappyDino',
        [
          [30, 0],
          [30, 0],
        ],
        600,
      )?.[0],
    ).toBe('bad-inputs')
    expect(
      checkInputs(
        'FlappyDino',
        [
          [30, 0],
          [10, 0],
        ],
        600,
      )?.[0],
    ).toBe('bad-inputs')
    expect(checkInputs('FlappyDino', [[600, 0]], 600)?.[0]).toBe('bad-inputs')
    expect(checkInputs('FlappyDino', [[1, 99]], 600)?.[0]).toBe('bad-inputs')
    expect(checkInputs('4096', [[1, 7]], 600)?.[0]).toBe('bad-inputs')
    // Every tick of ten seconds is far beyond any thumb.
    const flood = Array.from({ length: 600 }, (_, tick) => [tick, 0] as const)
    expect(checkInputs('FlappyDino', flood, 600)?.[0]).toBe('too-many-inputs')
  })
})

describe.each(testDatabases)('games and the tournament on $name', (kind) => {
  let t: TestApp
  let me: Session
  let logs: ReturnType<typeof logCollector>

  beforeEach(async () => {
    logs = logCollector()
    t = await createTestApp(kind, { listen: true, logStream: logs.stream })
    me = await login(t.app, '01712345678')
  })
  afterEach(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, session: Session | null = me) =>
    t.app.inject({ method, url, payload, headers: session ? { cookie: session.cookie } : {} })
  const openSession = (body: object, session: Session | null = me) =>
    call('POST', '/api/Game/session', body, session)
  const submit = (body: object, session: Session | null = me) =>
    call('POST', '/api/Game/score', body, session)

  /** Opens a session, plays an honest run from its seed (taking as long as the run lasts), and submits it. */
  async function playRun(
    mode: 'tournament' | 'free',
    planned: (seed: number) => Input[],
    session: Session = me,
    game: GameName = 'FlappyDino',
  ) {
    const opened = await openSession({ game, mode }, session)
    expect(opened.statusCode, opened.body).toBe(200)
    const { sessionId, seed } = opened.json().data
    const run = makeRun(game, seed, planned(seed))
    t.clock.advance(ticksToMs(run.ticks))
    return { sessionId, run, response: await submit({ sessionId, ...run }, session) }
  }
  const gameEntry = async (userId: number) => {
    const [row] = await t.database.db
      .select()
      .from(boardEntries)
      .where(
        and(
          eq(boardEntries.board, 'game'),
          eq(boardEntries.period, `d:${dhakaDate(t.clock.now())}`),
          eq(boardEntries.userId, userId),
        ),
      )
    return row
  }

  it('answers the seeded FlappyDino tournament, running until 23:59:59 Dhaka on the month’s last day', async () => {
    const response = await call('GET', '/api/Game/tournament', undefined, null)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    // The test clock stands at 2026-01-10 12:00 Dhaka.
    expect(data).toMatchObject({
      game: 'FlappyDino',
      running: true,
      startsAt: '2025-12-31T18:00:00.000Z',
      endsAt: '2026-01-31T17:59:59.000Z',
    })
    expect(data.secondsLeft).toBe((Date.parse(data.endsAt) - t.clock.now().getTime()) / 1000)
    expect(data.title).toMatch(/টুর্নামেন্ট/)

    // After its end the card learns it has ended; with no tournament at all there is nothing to show.
    t.clock.set(new Date('2026-02-01T00:00:00.000Z'))
    expect((await call('GET', '/api/Game/tournament')).json().data).toMatchObject({
      running: false,
      secondsLeft: 0,
    })
    await t.database.db.delete(tournaments)
    expect((await call('GET', '/api/Game/tournament')).json().data).toBeNull()
  })

  it('opens sessions only for a logged-in person, and tournament ones only for a subscriber of the running game', async () => {
    expect((await openSession({ game: 'FlappyDino', mode: 'tournament' }, null)).statusCode).toBe(401)
    const unsubscribed = await openSession({ game: 'FlappyDino', mode: 'tournament' })
    expect(unsubscribed.statusCode).toBe(403)
    expect(unsubscribed.json().code).toBe('SUBSCRIPTION_REQUIRED')

    // Free games need only the login.
    const free = await openSession({ game: 'SharkGame', mode: 'free' })
    expect(free.statusCode).toBe(200)
    const { gameUrl, sessionId, seed, expiresAt } = free.json().data
    expect(gameUrl).toBe(`/games/SharkGame/?GN=SharkGame&session=${sessionId}&seed=${seed}`)
    expect(gameUrl).not.toContain(me.user.msisdn)
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(gameRules.sessionMinutes * 60_000)

    await subscribe(t, me, 'quiz')
    const wrongGame = await openSession({ game: '4096', mode: 'tournament' })
    expect(wrongGame.statusCode).toBe(400)
    expect(wrongGame.json()).toMatchObject({ code: 'NO_TOURNAMENT' })
    expect((await openSession({ game: 'FlappyDino', mode: 'tournament' })).statusCode).toBe(200)

    for (const bad of [{ game: 'Tetris', mode: 'free' }, { game: 'FlappyDino', mode: 'ranked' }, {}]) {
      const refused = await openSession(bad)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toMatch(/game|mode/)
    }
  })

  it('counts a verified tournament run on today’s game board and the home counters, once', async () => {
    await subscribe(t, me, 'quiz')
    const { sessionId, run, response } = await playRun('tournament', () => plan([0], 40, 24))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({
      score: run.score,
      ticks: run.ticks,
      counted: true,
      best: run.score,
      rank: 1,
    })
    expect(await gameEntry(me.user.id)).toMatchObject({
      score: run.score,
      elapsedMs: ticksToMs(run.ticks),
      plays: 1,
    })
    const summary = await call('GET', '/api/leaderboard/summary')
    expect(summary.json().data).toMatchObject({ gameToday: run.score, gameMonth: run.score })
    const board = await call('GET', '/api/Game/getGameLeaderBoardBasedOnDate?filtereType=today')
    expect(board.json().data.personalData).toMatchObject({ score: run.score, round: 1, rank: 1 })

    // A second submission of the same run changes nothing.
    const again = await submit({ sessionId, ...run })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('GAME_SESSION_USED')
    expect(await gameEntry(me.user.id)).toMatchObject({ plays: 1 })
  })

  it('keeps the day’s best run: the higher score, then the fewer ticks; round counts every run', async () => {
    await subscribe(t, me, 'quiz')
    // Without a tap the dino falls at once; one early tap keeps it up longer, still with no point.
    const longer = await playRun('tournament', () => [[5, 0]])
    const shorter = await playRun('tournament', () => [])
    expect(longer.run.score).toBe(shorter.run.score)
    expect(longer.run.ticks).toBeGreaterThan(shorter.run.ticks)
    expect(await gameEntry(me.user.id)).toMatchObject({
      score: shorter.run.score,
      elapsedMs: ticksToMs(shorter.run.ticks),
      plays: 2,
    })
    await playRun('tournament', () => [[5, 0]])
    expect(await gameEntry(me.user.id)).toMatchObject({ elapsedMs: ticksToMs(shorter.run.ticks), plays: 3 })
  })

  it('verifies free runs but puts them on no board', async () => {
    const { response, run } = await playRun('free', () => plan([0], 10, 30))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({
      score: run.score,
      ticks: run.ticks,
      counted: false,
      best: null,
      rank: null,
    })
    expect(await gameEntry(me.user.id)).toBeUndefined()
  })

  it.each(gameNames)('verifies a free run of %s: any of the four can be checked', async (game) => {
    const { response, run } = await playRun('free', () => plan(exampleActionsOf[game], 30, 40, 20), me, game)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({ score: run.score, ticks: run.ticks, counted: false })
  })

  it('refuses a claimed score the replay does not reproduce, logs it, and closes the session', async () => {
    await subscribe(t, me, 'quiz')
    const opened = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
    const run = makeRun('FlappyDino', opened.seed, plan([0], 40, 24))
    t.clock.advance(ticksToMs(run.ticks))
    const inflated = await submit({ sessionId: opened.sessionId, ...run, score: run.score + 5 })
    expect(inflated.statusCode).toBe(422)
    expect(inflated.json()).toMatchObject({ code: 'REPLAY_MISMATCH' })
    expect(logs.text()).toContain('game run refused')
    // The honest claim cannot follow on the same course.
    expect((await submit({ sessionId: opened.sessionId, ...run })).statusCode).toBe(409)
    expect(await gameEntry(me.user.id)).toBeUndefined()

    // Ticks that disagree with the replay are refused too, and so is the claim of a run whose
    // taps are left out: untapped, the dino reaches the ground (about 113 ticks) before the
    // first pillar does (120 ticks), where the tapped run is still flying.
    for (const tamper of [
      (r: typeof run) => ({ ...r, ticks: r.ticks + 1 }),
      (r: typeof run) => ({ ...r, ticks: r.ticks - 1 }),
      (r: typeof run) => ({ ...r, inputs: [] }),
    ]) {
      const next = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
      const honest = makeRun('FlappyDino', next.seed, plan([0], 40, 24))
      t.clock.advance(ticksToMs(honest.ticks) + 1000)
      const response = await submit({ sessionId: next.sessionId, ...tamper(honest) })
      expect(response.statusCode, response.body).toBe(422)
    }
    expect(await gameEntry(me.user.id)).toBeUndefined()
  })

  it('refuses runs longer than the wall clock allowed, expired sessions, and another person’s session', async () => {
    await subscribe(t, me, 'quiz')
    const opened = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
    const run = makeRun('FlappyDino', opened.seed, plan([0], 40, 24))
    // Submitted at once: the run claims seconds of play that had not happened yet.
    t.clock.advance(ticksToMs(run.ticks) - (gameRules.wallClockToleranceSeconds + 2) * 1000)
    const tooLong = await submit({ sessionId: opened.sessionId, ...run })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().code).toBe('RUN_TOO_LONG')

    const late = (await openSession({ game: 'FlappyDino', mode: 'free' })).json().data
    t.clock.advance(gameRules.sessionMinutes * 60_000 + 1)
    const expired = await submit({ sessionId: late.sessionId, ...makeRun('FlappyDino', late.seed, []) })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().code).toBe('GAME_SESSION_EXPIRED')

    const mine = (await openSession({ game: 'FlappyDino', mode: 'free' })).json().data
    const someoneElse = await login(t.app, '01812345678')
    t.clock.advance(10_000)
    const foreign = await submit(
      { sessionId: mine.sessionId, ...makeRun('FlappyDino', mine.seed, []) },
      someoneElse,
    )
    expect(foreign.statusCode).toBe(403)
    // …and it is still the owner's to submit.
    const own = await submit({ sessionId: mine.sessionId, ...makeRun('FlappyDino', mine.seed, []) })
    expect(own.statusCode).toBe(200)

    expect(
      (await submit({ sessionId: crypto.randomUUID(), score: 0, ticks: 10, inputs: [] })).statusCode,
    ).toBe(404)
    expect(
      (await submit({ sessionId: mine.sessionId, score: 0, ticks: 10, inputs: [] }, null)).statusCode,
    ).toBe(401)
  })

  it('refuses a score from nobody before reading its body, and takes the largest honest body', async () => {
    // 27,000 input pairs of nonsense: validating them cost 400 ms of CPU when it came first.
    const inputs = Array.from({ length: 27_000 }, (_, i) => [i, 'x'])
    const body = { sessionId: 'not a session', score: -1, ticks: 0, inputs }
    const anonymous = await submit(body, null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBe('Please log in first.')
    // The same body from a logged-in player is read and refused by its schema.
    expect((await submit(body)).statusCode).toBe(400)
    // A session's whole life at the fastest rate, each input as wide as a game writes it.
    const widest = Array.from({ length: maxRunInputs }, (_, i) => [i, 369_280])
    const largest = await submit({
      sessionId: crypto.randomUUID(),
      score: 0,
      ticks: maxRunTicks,
      inputs: widest,
    })
    expect(largest.statusCode, largest.body).not.toBe(413)
  })

  it('answers malformed runs with a clear 400 and writes nothing', async () => {
    await subscribe(t, me, 'quiz')
    const opened = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
    const base = { sessionId: opened.sessionId, score: 1, ticks: 600, inputs: [[10, 0]] }
    const cases: [object, RegExp][] = [
      [{ ...base, score: -1 }, /negative/],
      [{ ...base, score: '12' }, /score/],
      [{ ...base, score: 1e12 }, /beyond/],
      [{ ...base, score: 2.5 }, /whole/],
      [{ ...base, ticks: 0 }, /ticks/],
      [{ ...base, ticks: 10 ** 9 }, /longer/],
      [{ ...base, inputs: 'taps' }, /inputs/],
      [{ ...base, inputs: [[10]] }, /./],
      [{ ...base, inputs: [[-1, 0]] }, /./],
      [{ ...base, sessionId: 'not-a-session' }, /sessionId/],
      [{ ...base, extra: 1 }, /./],
    ]
    for (const [body, message] of cases) {
      const response = await submit(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toMatch(message)
    }
    const [row] = await t.database.db.select().from(gameSessions).where(eq(gameSessions.id, opened.sessionId))
    expect(row?.submittedAt).toBeNull()

    // Out-of-order ticks and unknown actions are refused after the session is found, and close it.
    t.clock.advance(20_000)
    const outOfOrder = await submit({
      ...base,
      inputs: [
        [20, 0],
        [10, 0],
      ],
    })
    expect(outOfOrder.statusCode).toBe(400)
    expect(outOfOrder.json().message).toMatch(/order/)

    const flood = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
    t.clock.advance(20_000)
    const tapsEveryTick = Array.from({ length: 600 }, (_, tick) => [tick, 0])
    const refused = await submit({ sessionId: flood.sessionId, score: 0, ticks: 600, inputs: tapsEveryTick })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('TOO_MANY_INPUTS')

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/Game/score',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...base, inputs: Array.from({ length: 100_000 }, (_, i) => [i, 0]) }),
    })
    expect(huge.statusCode).toBe(413)
    expect(await gameEntry(me.user.id)).toBeUndefined()
  })

  it('answers 503 and keeps the session open when no replay can run in time', async () => {
    await subscribe(t, me, 'quiz')
    const opened = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
    const run = makeRun('FlappyDino', opened.seed, plan([0], 40, 24))
    t.clock.advance(ticksToMs(run.ticks))
    // A fresh pool whose worker is still starting, and a millisecond to wait for it: a queue
    // that long means the server is overloaded.
    const stalled = createReplayer({ threads: 1, timeoutMs: 1 })
    try {
      const games = createGamesService({
        db: t.database.db,
        clock: t.clock,
        replayer: stalled,
        boards: t.app.services.leaderboard,
        gamesOrigin: '',
        log: t.app.log,
      })
      await expect(
        games.submitScore(me.user.id, {
          sessionId: opened.sessionId,
          ...run,
          inputs: run.inputs.map(([tick, action]) => [tick, action]),
        }),
      ).rejects.toMatchObject({
        statusCode: 503,
        code: 'SERVER_BUSY',
      })
    } finally {
      await stalled.close()
    }
    // The same run, sent again, is verified and counted.
    const again = await submit({ sessionId: opened.sessionId, ...run })
    expect(again.statusCode, again.body).toBe(200)
    expect(await gameEntry(me.user.id)).toMatchObject({ plays: 1, score: run.score })
  })

  it('counts exactly one of two submissions racing for one session', async () => {
    await subscribe(t, me, 'quiz')
    const opened = (await openSession({ game: 'FlappyDino', mode: 'tournament' })).json().data
    const run = makeRun('FlappyDino', opened.seed, plan([0], 40, 24))
    t.clock.advance(ticksToMs(run.ticks))
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => submit({ sessionId: opened.sessionId, ...run })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(await gameEntry(me.user.id)).toMatchObject({ plays: 1, score: run.score })
  })
})
