/**
 * `npm run bench:quiz`: a quiz rush against PostgreSQL. Many subscribed players start a
 * play and answer its 40 questions as fast as the server lets them, some answers sent
 * twice as a flaky network would. Prints answers per second and latency, checks that the
 * answers stored equal the answers acknowledged, and measures a bare Fastify route on the
 * same machine in the same run as the ceiling.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a fresh
 * database is created on that server and dropped afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPostgres } from '../apps/api/src/db/client.ts'
import { sessions, subscriptions, users } from '../apps/api/src/db/schema.ts'
import { seedDemoContent } from '../apps/api/src/db/seed.ts'
import { jsonClient, percentile, pooled } from './support/load.ts'

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const players = Number(process.env.PLAYERS ?? 400)
const concurrency = Number(process.env.CONCURRENCY ?? 64)
const repeatShare = 0.05
const root = fileURLToPath(new URL('..', import.meta.url))

function startProcess(args: string[], env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'inherit',
  })
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${args.join(' ')} exited`))
      try {
        await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' })
        return resolve(child)
      } catch {
        if (Date.now() > deadline) return reject(new Error('server did not start'))
        setTimeout(poll, 200)
      }
    }
    poll()
  })
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })

function summarize(label: string, latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const rate = latencies.length / seconds
  console.log(
    `${label.padEnd(30)} ${String(Math.round(rate)).padStart(7)} req/s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   (${latencies.length} requests, ${seconds.toFixed(1)} s)`,
  )
  return { rate, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

const dbName = `kh_bench_${Date.now()}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
await admin.end()
const url = new URL(adminUrl)
url.pathname = `/${dbName}`
const databaseUrl = url.toString()

const database = openPostgres(databaseUrl)
let server: ChildProcess | undefined
let bare: ChildProcess | undefined
try {
  await database.migrate()
  await seedDemoContent(database.db)

  // Players: subscribed, logged in (sessions written directly: the rush is about answers).
  const tokens: string[] = []
  const rows = await database.db
    .insert(users)
    .values(Array.from({ length: players }, (_, i) => ({ msisdn: `019${String(i).padStart(8, '0')}` })))
    .returning({ id: users.id })
  const expiresAt = new Date(Date.now() + 86_400_000)
  await database.db.insert(sessions).values(
    rows.map((row) => {
      const token = randomBytes(24).toString('base64url')
      tokens.push(token)
      return { userId: row.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt }
    }),
  )
  await database.db.insert(subscriptions).values(
    rows.map((row) => ({
      userId: row.id,
      segment: 'quiz' as const,
      state: 'subscribed' as const,
      providerStatus: 'SUCCEEDED',
      requestId: randomBytes(16).toString('hex'),
      amountTaka: 24,
      consentExpiresAt: expiresAt,
    })),
  )

  console.log(
    `\nQuiz rush: ${players} players x 40 answers, ${concurrency} requests in flight, ${repeatShare * 100}% of answers sent twice.`,
  )
  console.log('Server: one Node process (npm run serve) on PostgreSQL; load from a second process.\n')

  const port = 3900 + Math.floor(Math.random() * 50)
  // PROFILE_DIR=… writes a V8 CPU profile of the server, to see where its time goes.
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : []
  server = await startProcess(
    [...profile, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      SEED_DEMO_CONTENT: 'false',
    },
    port,
  )
  const client = jsonClient(`http://127.0.0.1:${port}`, concurrency)

  const startStarted = performance.now()
  const plays = await pooled(
    tokens.map((token) => async () => {
      const response = await client.post(
        '/api/Quiz/GetRandomOrCatQuiz',
        { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' },
        { cookie: `sid=${token}` },
      )
      if (response.status !== 200) throw new Error(`start failed: ${response.body}`)
      return {
        token,
        ms: response.ms,
        qids: JSON.parse(response.body).data.qlist.map((q: { id: number }) => q.id) as number[],
      }
    }),
    concurrency,
  )
  summarize(
    'starts',
    plays.map((p) => p.ms),
    (performance.now() - startStarted) / 1000,
  )

  // Interleave players so the rush hits many plays at once, as a real one does.
  const answers: { token: string; qid: number }[] = []
  for (let i = 0; i < 40; i++)
    for (const play of plays)
      if (play.qids[i]) answers.push({ token: play.token, qid: play.qids[i] as number })
  const withRepeats = answers.flatMap((a, i) => (i % Math.round(1 / repeatShare) === 0 ? [a, a] : [a]))
  let acknowledged = 0
  let repeats = 0
  const answerStarted = performance.now()
  const latencies = await pooled(
    withRepeats.map(({ token, qid }) => async () => {
      const response = await client.post(
        '/api/Quiz/SaveQuizAnswer',
        { qid, answer: `option${1 + (qid % 3)}`, timetaken: 1, ServiceName: 'regularQuiz' },
        { cookie: `sid=${token}` },
      )
      if (response.status !== 200) throw new Error(`answer failed ${response.status}: ${response.body}`)
      if (JSON.parse(response.body).data.counted) acknowledged++
      else repeats++
      return response.ms
    }),
    concurrency,
  )
  const quiz = summarize('answers (quiz API)', latencies, (performance.now() - answerStarted) / 1000)
  client.close()

  const stored = (await database.db.execute(
    sql`select (select count(*)::int from play_questions where answer is not null) as answered,
               (select coalesce(sum(answered), 0)::int from quiz_plays) as counted`,
  )) as unknown as { rows: { answered: number; counted: number }[] }
  const { answered, counted } = stored.rows[0] ?? { answered: -1, counted: -1 }
  await stop(server)
  server = undefined

  // The ceiling, same load generator, same request count.
  const barePort = port + 100
  bare = await startProcess(['--import', 'tsx', 'scripts/support/bare-server.ts'], {}, barePort)
  const bareClient = jsonClient(`http://127.0.0.1:${barePort}`, concurrency)
  const bareStarted = performance.now()
  const bareLatencies = await pooled(
    withRepeats.map(
      ({ qid }) =>
        async () =>
          (await bareClient.post('/answer', { qid, answer: 'option1' })).ms,
    ),
    concurrency,
  )
  const ceiling = summarize(
    'bare Fastify route (ceiling)',
    bareLatencies,
    (performance.now() - bareStarted) / 1000,
  )
  bareClient.close()

  console.log(`\nquiz API / bare route throughput: ${(quiz.rate / ceiling.rate).toFixed(2)}`)
  console.log(
    `answers sent ${withRepeats.length}: acknowledged as counted ${acknowledged}, acknowledged as repeats ${repeats}`,
  )
  console.log(`stored answers ${answered}, counted on plays ${counted}, expected ${answers.length}`)
  const intact = acknowledged === answered && answered === counted && answered === answers.length
  console.log(
    intact ? 'Nothing lost, nothing counted twice.' : 'MISMATCH: answers were lost or counted twice.',
  )
  const withinBudget = quiz.rate >= 2000 && quiz.p99 < 100
  console.log(
    withinBudget
      ? 'Within budget (>= 2,000 answers/s, p99 < 100 ms).'
      : 'OVER BUDGET (>= 2,000 answers/s, p99 < 100 ms).',
  )
  process.exitCode = intact && withinBudget ? 0 : 1
} finally {
  if (server) await stop(server)
  if (bare) await stop(bare)
  await database.close()
  if (process.env.KEEP_DB) {
    console.log(`kept database ${dbName}`)
    process.exit(process.exitCode ?? 0)
  }
  const dropper = new pg.Client({ connectionString: adminUrl })
  await dropper.connect()
  await dropper.query(`drop database if exists ${dbName} with (force)`)
  await dropper.end()
}
