/**
 * Part 3, outage. A server under light load (five requests a second to routes that read
 * the database, five `/readyz` probes a second) while its PostgreSQL goes away for 10 s:
 * (a) stopped, as a crash or a failover does; (b) frozen with SIGSTOP, as a stalled disk or
 * a paused VM does (worse: connections stay open and nothing ever answers on them).
 *
 * Throughout, every request answers 200, or 503 with Retry-After, and none waits longer
 * than the hang limit; `/readyz` turns red within 2 s and always answers within 2 s; after
 * the database is back, good answers return within 5 s and stay.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import {
  clusterInfo,
  createDatabase,
  freezeCluster,
  startCluster,
  stopCluster,
  thawCluster,
  waitForCluster,
} from './support/cluster.ts'
import { httpClient, NoAnswer } from './support/http.ts'
import { type Player, seedPlayers } from './support/players.ts'
import { figure, folded, ms } from './support/report.ts'
import { type ApiServer, startServer } from './support/server.ts'

const outageMs = 10_000
const intervalMs = 200
/** A request on a frozen database gives up at the pool's 6 s query timeout: a second more is the limit. */
const hangLimitMs = 7_000
const readyLimitMs = 2_000
const recoveryLimitMs = 5_000

let server: ApiServer
let player: Player
let port: number

beforeAll(async () => {
  port = inject('faultsClusterPort')
  const databaseUrl = await createDatabase(port, 'faults_outage')
  server = await startServer({ databaseUrl })
  ;[player] = (await seedPlayers(databaseUrl, 1, { prefix: '016' })) as [Player]
})

afterAll(async () => {
  await server?.stop()
})

interface Sample {
  kind: 'load' | 'ready'
  path: string
  sentAt: number
  doneAt: number
  status: number | 'none'
  retryAfter: string | undefined
  code: string | undefined
  error?: string
}

/** Load and probes on a fixed beat, each request on its own: a hanging one delays no other. */
function sampler(url: string, cookie: string) {
  const client = httpClient(url, { sockets: 200 })
  const samples: Promise<Sample>[] = []
  const loadPaths = ['/api/me', '/api/Quiz/KhelahobeQuizResultCheck?ServiceName=regularQuiz']
  let beat = 0
  const fire = (kind: Sample['kind'], path: string) => {
    const sentAt = performance.now()
    samples.push(
      client
        .send({ method: 'GET', path, headers: kind === 'load' ? { cookie } : {}, timeoutMs: 30_000 })
        .then(
          (response): Sample => {
            let code: string | undefined
            try {
              code = JSON.parse(response.body).code
            } catch {
              // not JSON
            }
            return {
              kind,
              path,
              sentAt,
              doneAt: performance.now(),
              status: response.status,
              retryAfter: response.headers['retry-after'] as string | undefined,
              code,
            }
          },
          (error: unknown): Sample => ({
            kind,
            path,
            sentAt,
            doneAt: performance.now(),
            status: 'none',
            retryAfter: undefined,
            code: undefined,
            error: error instanceof NoAnswer ? error.message : String(error),
          }),
        ),
    )
  }
  const timer = setInterval(() => {
    fire('load', loadPaths[beat++ % loadPaths.length] as string)
    fire('ready', '/readyz')
  }, intervalMs)
  return {
    async stop() {
      clearInterval(timer)
      const all = await Promise.all(samples)
      client.close()
      return all
    },
  }
}

// The harness itself reads nothing from the database during an outage: its own connection
// would be cut too, and an error there would fail the part for the wrong reason.
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

/**
 * Runs one outage: two seconds of normal service, `breakIt`, ten seconds down, `heal`,
 * eight seconds to recover. Answers the figures and the findings.
 */
async function outage(name: string, breakIt: () => Promise<void>, heal: () => Promise<void>) {
  const run = sampler(server.url, player.cookie)
  await sleep(2_000)
  const down = performance.now()
  await breakIt()
  await sleep(outageMs)
  await heal()
  await waitForCluster(port)
  const back = performance.now()
  await sleep(8_000)
  const samples = await run.stop()

  const problems: string[] = []
  const describe = (s: Sample) =>
    `${s.kind} ${s.path} sent at ${ms(s.sentAt - down)} after the outage began: ${s.status}${s.error ? ` (${s.error})` : ''} in ${ms(s.doneAt - s.sentAt)}`
  for (const s of samples) {
    const latency = s.doneAt - s.sentAt
    if (s.status !== 200 && s.status !== 503) problems.push(`not 200 or 503: ${describe(s)}`)
    if (s.status === 503 && s.kind === 'load' && (!s.retryAfter || s.code !== 'SERVICE_UNAVAILABLE'))
      problems.push(`503 without Retry-After or code SERVICE_UNAVAILABLE: ${describe(s)}`)
    if (latency > hangLimitMs) problems.push(`waited over ${ms(hangLimitMs)}: ${describe(s)}`)
    if (s.kind === 'ready' && latency > readyLimitMs)
      problems.push(`/readyz slower than ${ms(readyLimitMs)}: ${describe(s)}`)
    if (s.sentAt < down && s.doneAt < down && s.status !== 200)
      problems.push(`failed before the outage: ${describe(s)}`)
    if (s.sentAt > back + recoveryLimitMs && s.status !== 200)
      problems.push(`still failing ${ms(recoveryLimitMs)} after the database was back: ${describe(s)}`)
  }

  const during = samples.filter((s) => s.sentAt >= down && s.sentAt < back)
  const load = during.filter((s) => s.kind === 'load')
  const firstRed = samples.find((s) => s.kind === 'ready' && s.sentAt >= down && s.status !== 200)
  const redAfter = firstRed ? firstRed.doneAt - down : Number.NaN
  if (!firstRed || redAfter > readyLimitMs)
    problems.push(`/readyz not red within ${ms(readyLimitMs)} (${ms(redAfter)})`)
  const firstGood = samples.find((s) => s.kind === 'load' && s.sentAt >= back && s.status === 200)
  const recovery = firstGood ? firstGood.doneAt - back : Number.NaN
  if (!firstGood || recovery > recoveryLimitMs)
    problems.push(`no good answer within ${ms(recoveryLimitMs)} of the database being back (${ms(recovery)})`)
  // From when every later request answered 200: the recovery as a person sees it.
  const lastBad = samples
    .filter((s) => s.status !== 200)
    .reduce((latest, s) => Math.max(latest, s.doneAt), back)
  const readyBack = samples.find((s) => s.kind === 'ready' && s.sentAt >= back && s.status === 200)
  if (!server.alive) problems.push(`the server exited:\n${server.logs(30)}`)

  figure(
    `outage ${name}: ${load.length} load requests while down: 503 ${load.filter((s) => s.status === 503).length}, ` +
      `200 ${load.filter((s) => s.status === 200).length}, 500 ${load.filter((s) => s.status === 500).length}, ` +
      `other ${load.filter((s) => s.status !== 200 && s.status !== 503 && s.status !== 500).length}; ` +
      `/readyz probes red ${during.filter((s) => s.kind === 'ready' && s.status !== 200).length} of ${during.filter((s) => s.kind === 'ready').length}`,
  )
  figure(
    `outage ${name}: max latency while down: load ${ms(Math.max(0, ...load.map((s) => s.doneAt - s.sentAt)))}, ` +
      `/readyz ${ms(Math.max(0, ...during.filter((s) => s.kind === 'ready').map((s) => s.doneAt - s.sentAt)))}; ` +
      `/readyz red ${ms(redAfter)} after the outage began`,
  )
  figure(
    `outage ${name}: database back → first good answer ${ms(recovery)}, /readyz green ${readyBack ? ms(readyBack.doneAt - back) : 'never'}, ` +
      `every answer good from ${ms(lastBad - back)}`,
  )
  return problems
}

test('(a) PostgreSQL stopped for 10 s: 503 with Retry-After, /readyz red, recovery within 5 s', async () => {
  try {
    const problems = await outage(
      'stop',
      () => stopCluster(),
      () => startCluster(),
    )
    expect(problems, folded(problems)).toEqual([])
  } finally {
    // Never leave the cluster down: the next part, and the cluster's removal, need it.
    if (clusterInfo()?.status !== 'online') await startCluster()
  }
})

test('(b) PostgreSQL frozen (SIGSTOP) for 10 s: 503 with Retry-After, /readyz red, recovery within 5 s', async () => {
  let frozen: number[] = []
  try {
    const problems = await outage(
      'freeze',
      async () => {
        frozen = freezeCluster()
      },
      async () => {
        thawCluster(frozen)
        frozen = []
      },
    )
    expect(problems, folded(problems)).toEqual([])
  } finally {
    // Never leave the cluster frozen: the next part, and the cluster's removal, need it.
    thawCluster(frozen)
  }
})
