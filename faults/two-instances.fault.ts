/**
 * Part 5, two instances. Two servers started at the same moment on one empty database must
 * both become ready (no crash on a duplicate key while both migrate and seed) and seed it
 * once, as one server does. Then players double-tap across them, one tap on each: a start
 * must answer the same play on both, an answer must count once, the daily limit must hold.
 */
import { quizRules } from '@khelahobe/contracts/rules'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createDatabase } from './support/cluster.ts'
import { httpClient } from './support/http.ts'
import { type Player, seedPlayers } from './support/players.ts'
import { auditAnswers, Ledger, optionFor, parseStart, sendAnswer, startQuiz } from './support/quiz.ts'
import { figure, folded, seconds } from './support/report.ts'
import { type ApiServer, spawnServer, startServer } from './support/server.ts'
import {
  type Counts,
  changedCounts,
  clockDrivenTables,
  rowCounts,
  tableNames,
  winnerRuns,
} from './support/tables.ts'

const playerCount = 20
const plays = quizRules.regular.playsPerDay

let servers: ApiServer[] = []
let admin: pg.Client
let databaseUrl: string

afterAll(async () => {
  await admin?.end()
  await Promise.all(servers.map((s) => s.stop()))
})

/** Row counts once the boot-time work (seeding, the winner jobs' first pass) has settled. */
async function settledCounts(url: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = (await tableNames(client)).filter(
      // Rate-limit windows and sessions come from requests, not from booting.
      (table) =>
        table !== 'rate_limit_counters' && table !== 'sessions' && !clockDrivenTables.includes(table),
    )
    const counts = () => rowCounts(client, tables, winnerRuns)
    let last = await counts()
    for (let stable = 0; stable < 3; ) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const now = await counts()
      stable = changedCounts(last, now).length === 0 ? stable + 1 : 0
      last = now
    }
    return last
  } finally {
    await client.end()
  }
}

let reference: Counts
let bootMs: number[] = []

beforeAll(async () => {
  const port = inject('faultsClusterPort')
  // What one server alone makes of an empty database: the yardstick for two.
  const single = await startServer({ databaseUrl: await createDatabase(port, 'faults_single') })
  reference = await settledCounts(`postgres://postgres@127.0.0.1:${port}/faults_single`)
  await single.stop()

  databaseUrl = await createDatabase(port, 'faults_twins')
  const started = performance.now()
  servers = await Promise.all([spawnServer({ databaseUrl }), spawnServer({ databaseUrl })])
  bootMs = await Promise.all(
    servers.map(async (s) => {
      await s.ready()
      return performance.now() - started
    }),
  )
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
})

test('two instances booted together on an empty database: both ready, seeded once', async () => {
  const twins = await settledCounts(databaseUrl)
  const differences = changedCounts(reference, twins)
  const errors = servers.flatMap((s) => s.errorLines())
  figure(
    `two instances: both ready in ${bootMs.map((m) => seconds(m)).join(' and ')}; ` +
      `tables differing from a single boot: ${differences.length}; error log lines ${errors.length}`,
  )
  expect(
    servers.every((s) => s.alive),
    servers.map((s) => s.logs()).join('\n'),
  ).toBe(true)
  expect(differences, `row counts after two boots vs one (one → two): ${differences.join(', ')}`).toEqual([])
  expect(errors, folded(errors)).toEqual([])
})

test('double taps split across the instances: same play, answers counted once, the daily limit holds', async () => {
  const [a, b] = servers as [ApiServer, ApiServer]
  const clients = [httpClient(a.url, { sockets: 32 }), httpClient(b.url, { sockets: 32 })] as const
  const players: Player[] = await seedPlayers(databaseUrl, playerCount, { prefix: '014' })
  const ledger = new Ledger()
  const problems: string[] = []
  let startTaps = 0
  let answerTaps = 0

  async function playAll(player: Player) {
    for (let round = 0; round < plays; round++) {
      startTaps++
      const starts = await Promise.all(clients.map((c) => startQuiz(c, player)))
      const [one, two] = starts.map((s, i) =>
        parseStart(s, `start on instance ${i + 1} for ${player.msisdn}`),
      )
      if (!one?.playId || one.playId !== two?.playId) {
        problems.push(
          `${player.msisdn} round ${round + 1}: the two taps answered plays ${one?.playId} and ${two?.playId}`,
        )
        return
      }
      for (const q of one.qlist) {
        answerTaps++
        const answers = await Promise.all(clients.map((c) => sendAnswer(c, player, q.id)))
        let counted = 0
        for (const response of answers) {
          if (response.status !== 200) {
            problems.push(`${player.msisdn} q${q.id}: HTTP ${response.status} ${response.body.slice(0, 200)}`)
            continue
          }
          const isCounted = JSON.parse(response.body).data.counted === true
          ledger.record(one.playId, q.id, optionFor(q.id), isCounted)
          if (isCounted) counted++
        }
        if (counted !== 1)
          problems.push(`${player.msisdn} q${q.id}: counted ${counted} times across the two instances`)
      }
    }
    // Both taps of a third start must find today's plays used up.
    const thirds = await Promise.all(clients.map((c) => startQuiz(c, player)))
    for (const [i, third] of thirds.entries()) {
      const data = parseStart(third, `third start on instance ${i + 1}`)
      if (data.isPlayed !== 1 || data.playId !== null)
        problems.push(
          `${player.msisdn}: a third start on instance ${i + 1} answered ${JSON.stringify(data).slice(0, 200)}`,
        )
    }
  }

  try {
    await Promise.all(players.map(playAll))
  } finally {
    clients.forEach((c) => {
      c.close()
    })
  }
  const audit = await auditAnswers(
    admin,
    players.map((p) => p.userId),
    ledger,
  )
  figure(
    `two instances: ${playerCount} players; ${startTaps} double-tapped starts (one tap each instance), ${answerTaps} double-sent answers; ` +
      `counted ${ledger.counted}, repeats ${ledger.repeats}; stored ${audit.stored}; lost ${audit.lost.length}; doubled ${audit.doubled.length}; ` +
      `most plays by one player in a day ${audit.maxPlaysPerDay} (limit ${plays}); problems ${problems.length}`,
  )
  expect(problems, folded(problems)).toEqual([])
  expect(audit.lost, folded(audit.lost)).toEqual([])
  expect(audit.doubled, folded(audit.doubled)).toEqual([])
  expect(audit.overLimit, folded(audit.overLimit)).toEqual([])
  expect(audit.plays).toBe(playerCount * plays)
  expect(audit.stored).toBe(playerCount * plays * quizRules.regular.questions)
})
