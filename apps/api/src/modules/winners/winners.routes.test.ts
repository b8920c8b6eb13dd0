import cookie from '@fastify/cookie'
import { addDays, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { manualClock } from '../../lib/clock.ts'
import { errorsPlugin } from '../../plugins/errors.ts'
import { createAuthService } from '../auth/auth.service.ts'
import { sessionPlugin } from '../auth/session.plugin.ts'
import { runWinnerJobFor } from './winners.jobs.ts'
import { winnersRoutes } from './winners.routes.ts'
import { winnersFixtures } from './winners.test-fixtures.ts'

const yesterday = '2026-11-10'
const url = '/api/Quiz/getWinnerListBasedOnQuizOrGame'

/** The plugins the route relies on (errors, cookies, sessions) and the route itself, as app.ts registers them. */
async function winnersApp(database: DatabaseHandle) {
  const clock = manualClock(new Date(dhakaDayStart(addDays(yesterday, 1)).getTime() + 9 * 60 * 60_000))
  const auth = createAuthService({
    db: database.db,
    clock,
    sms: { send: async () => {} },
    secret: 'test-secret-test-secret-test-secret-1234',
    sessionDays: 30,
  })
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(errorsPlugin)
  await app.register(cookie)
  await app.register(sessionPlugin, { auth })
  await app.register(winnersRoutes, { db: database.db, clock })
  await app.ready()
  return { app, auth }
}

describe.each(testDatabases)('the winner list on $name', (kind) => {
  let database: DatabaseHandle
  let t: Awaited<ReturnType<typeof winnersApp>>
  let people: { id: number; msisdn: string }[]

  beforeEach(async () => {
    database = await kind.open()
    t = await winnersApp(database)
    const f = winnersFixtures(database.db)
    people = []
    for (let i = 0; i < 5; i++) {
      const person = await f.subscriber('quiz', yesterday, { msisdn: `0171000000${i}` })
      await f.play(person.id, {
        day: yesterday,
        correct: 20 + i,
        endedSecond: 600 + i,
        elapsedMs: 40_000 + i,
      })
      if (i < 2) await f.boardEntry('game', `d:${yesterday}`, person.id, 300 - i, 9000)
      people.push(person)
    }
    // The day before yesterday's winners are not yesterday's.
    const older = await f.subscriber('quiz', addDays(yesterday, -1))
    await f.play(older.id, { day: addDays(yesterday, -1), correct: 40, endedSecond: 1 })
    await runWinnerJobFor(database.db, 'daily_quiz', addDays(yesterday, -1), new Date())
    await runWinnerJobFor(database.db, 'daily_quiz', yesterday, new Date())
    await runWinnerJobFor(database.db, 'daily_game', yesterday, new Date())
  })
  afterEach(async () => {
    await t.app.close()
    await database.close()
  })

  const tenTaka = { kind: 'cash', amountTaka: 10 }

  it("lists yesterday's quiz winners in the order they won, top 3 apart, each with the prize, every number masked for a visitor", async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?filtereType=quiz&msisdn=null` })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    // The first to reach the winning answers is first, whatever their count of correct answers.
    expect(data.top3).toEqual([
      {
        rank: 1,
        msisdn: '017*****000',
        name: null,
        imageName: null,
        round: 1,
        score: 20,
        timeMs: 40_000,
        prize: tenTaka,
      },
      {
        rank: 2,
        msisdn: '017*****001',
        name: null,
        imageName: null,
        round: 1,
        score: 21,
        timeMs: 40_001,
        prize: tenTaka,
      },
      {
        rank: 3,
        msisdn: '017*****002',
        name: null,
        imageName: null,
        round: 1,
        score: 22,
        timeMs: 40_002,
        prize: tenTaka,
      },
    ])
    expect(data.other.map((e: { rank: number; msisdn: string }) => [e.rank, e.msisdn])).toEqual([
      [4, '017*****003'],
      [5, '017*****004'],
    ])
    expect(data.personalData).toBeNull()
  })

  it("gives a logged-in winner their own line with the full number, and the game's winners apart", async () => {
    const { token } = await t.auth.startSession(people[3]?.id ?? 0)
    const headers = { cookie: `sid=${token}` }
    const quiz = await t.app.inject({ method: 'GET', url: `${url}?filtereType=quiz`, headers })
    expect(quiz.json().data.personalData).toEqual({
      rank: 4,
      msisdn: '01710000003',
      name: null,
      imageName: null,
      round: 1,
      score: 23,
      timeMs: 40_003,
      prize: tenTaka,
    })
    expect(quiz.json().data.other[0].msisdn).toBe('017*****003')
    const game = await t.app.inject({
      method: 'GET',
      url: `${url}?filtereType=game&msisdn=01710000003`,
      headers,
    })
    expect(game.statusCode).toBe(200)
    expect(game.json().data).toMatchObject({
      top3: [
        { rank: 1, msisdn: '017*****000', score: 300, prize: tenTaka },
        { rank: 2, msisdn: '017*****001', score: 299, prize: tenTaka },
      ],
      other: [],
      personalData: null,
    })
  })

  it("refuses someone else's number and an unknown list", async () => {
    const { token } = await t.auth.startSession(people[0]?.id ?? 0)
    const other = await t.app.inject({
      method: 'GET',
      url: `${url}?filtereType=quiz&msisdn=01710000004`,
      headers: { cookie: `sid=${token}` },
    })
    expect(other.statusCode).toBe(403)
    const bad = await t.app.inject({ method: 'GET', url: `${url}?filtereType=month` })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ message: "filtereType must be 'game' or 'quiz'." })
  })
})
