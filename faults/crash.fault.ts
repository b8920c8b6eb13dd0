/**
 * Part 2, crash. Fifty subscribed players play both of today's regular plays at once, some
 * answers sent twice as a double tap would; when 40% of the answers have been acknowledged
 * the server is killed with SIGKILL (no shutdown hook, requests cut mid-flight), started
 * again on the same database and port, and the players carry on as clients do: whatever
 * got no answer is sent again. Then the database is held against every acknowledgement.
 */
import { quizRules } from '@khelahobe/contracts/rules'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createDatabase } from './support/cluster.ts'
import { httpClient } from './support/http.ts'
import { type Player, seedPlayers } from './support/players.ts'
import {
  auditAnswers,
  Ledger,
  optionFor,
  parseStart,
  sendAnswer,
  startQuiz,
  untilAnswered,
} from './support/quiz.ts'
import { figure, folded, seconds } from './support/report.ts'
import { type ApiServer, startServer } from './support/server.ts'

const playerCount = 50
const plays = quizRules.regular.playsPerDay
const questions = quizRules.regular.questions
const killShare = 0.4
const twiceShare = 0.1

let server: ApiServer
let admin: pg.Client
let databaseUrl: string
let players: Player[]

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('faultsClusterPort'), 'faults_crash')
  server = await startServer({ databaseUrl })
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  players = await seedPlayers(databaseUrl, playerCount, { prefix: '017' })
})

afterAll(async () => {
  await admin?.end()
  await server?.stop()
})

test('kill -9 in the middle of a quiz rush: every acknowledged answer stored once, no play over the limit', async () => {
  const client = httpClient(server.url, { sockets: 64 })
  const ledger = new Ledger()
  const total = playerCount * plays * questions
  const killAt = Math.round(total * killShare)
  // Longer than a restart, shorter than a play's 90 s: a client that gives up after that is right to.
  const deadline = Date.now() + 80_000
  const problems: string[] = []
  let inFlight = 0
  let inFlightAtKill = -1
  let killedAt = 0
  let restartMs = 0
  let crash: Promise<void> | undefined

  const send = async <T>(fn: () => Promise<T>) => {
    inFlight++
    try {
      return await fn()
    } finally {
      inFlight--
    }
  }
  const retry = () => ledger.retries++

  /** The crash, once, the moment the threshold is crossed: then the restart, as a supervisor would. */
  const maybeCrash = () => {
    if (crash || ledger.counted < killAt) return
    inFlightAtKill = inFlight
    killedAt = ledger.counted
    crash = (async () => {
      await server.kill9()
      const restarting = performance.now()
      server = await startServer({ databaseUrl, port: server.port })
      restartMs = performance.now() - restarting
    })()
  }

  async function answer(player: Player, playId: number, qid: number, twice: boolean) {
    const option = optionFor(qid)
    const one = async () => {
      const response = await send(() =>
        untilAnswered(() => sendAnswer(client, player, qid, option), { deadline, onRetry: retry }),
      )
      if (response.status !== 200) {
        problems.push(`${player.msisdn} q${qid}: HTTP ${response.status} ${response.body.slice(0, 200)}`)
        return
      }
      ledger.record(playId, qid, option, JSON.parse(response.body).data.counted === true)
      maybeCrash()
    }
    await Promise.all(twice ? [one(), one()] : [one()])
  }

  async function playAll(player: Player, index: number) {
    for (let round = 0; round < plays; round++) {
      // Every fifth player double-taps the start: both taps must land on the same play.
      const taps = index % 5 === 0 ? 2 : 1
      const starts = await Promise.all(
        Array.from({ length: taps }, () =>
          send(() => untilAnswered(() => startQuiz(client, player), { deadline, onRetry: retry })),
        ),
      )
      const answers = starts.map((s) => parseStart(s, `start for ${player.msisdn}`))
      const first = answers[0]
      if (!first?.playId) throw new Error(`${player.msisdn} got no play in round ${round + 1}`)
      if (answers.some((a) => a.playId !== first.playId))
        problems.push(`${player.msisdn}: a double-tapped start opened plays ${answers.map((a) => a.playId)}`)
      for (const [i, q] of first.qlist.entries())
        await answer(player, first.playId, q.id, (index * questions + i) % Math.round(1 / twiceShare) === 0)
    }
    // Today's plays are used up: a third start must say so and open nothing.
    const third = parseStart(
      await untilAnswered(() => startQuiz(client, player), { deadline, onRetry: retry }),
      `third start for ${player.msisdn}`,
    )
    if (third.isPlayed !== 1 || third.playId !== null)
      problems.push(`${player.msisdn}: a third start answered ${JSON.stringify(third).slice(0, 200)}`)
  }

  const started = performance.now()
  try {
    await Promise.all(players.map((player, index) => playAll(player, index)))
    await crash
  } finally {
    client.close()
  }
  const elapsed = performance.now() - started

  const audit = await auditAnswers(
    admin,
    players.map((p) => p.userId),
    ledger,
  )
  figure(
    `crash: ${playerCount} players x ${plays} plays x ${questions} answers (${total}), ${twiceShare * 100}% sent twice; ` +
      `SIGKILL at ${killedAt} acknowledged with ${inFlightAtKill} requests in flight; restart ${seconds(restartMs)}; whole rush ${seconds(elapsed)}`,
  )
  figure(
    `crash: acknowledged ${ledger.counted} as counted + ${ledger.repeats} as repeats; retries after the kill ${ledger.retries}; ` +
      `stored ${audit.stored}; lost ${audit.lost.length}; doubled ${audit.doubled.length}; stored but never acknowledged ${audit.unacknowledged.length}`,
  )
  const onlyRepeats = [...ledger.entries.values()].filter((e) => e.counted === 0).length
  figure(
    `crash: answers whose counted acknowledgement died with the server (acknowledged as a repeat on retry): ${onlyRepeats}`,
  )
  figure(
    `crash: plays ${audit.plays}; most regular plays by one player in a day ${audit.maxPlaysPerDay} (limit ${plays})`,
  )

  expect(crash, 'the server was killed during the rush').toBeDefined()
  expect(problems, folded(problems)).toEqual([])
  expect(audit.lost, folded(audit.lost)).toEqual([])
  expect(audit.doubled, folded(audit.doubled)).toEqual([])
  expect(audit.overLimit, folded(audit.overLimit)).toEqual([])
  expect(audit.plays).toBe(playerCount * plays)
  // Every question of every play was answered and acknowledged (as counted, or as a repeat
  // when the first try's answer was lost with the server), and stored once.
  expect(ledger.entries.size).toBe(total)
  expect(audit.stored).toBe(total)
  expect(audit.unacknowledged).toEqual([])
})
