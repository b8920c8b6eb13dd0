/**
 * `npm run bench:quiz`: a quiz rush against PostgreSQL. Many subscribed players start a
 * play at once and answer its 40 questions as fast as the server lets them, some answers
 * sent twice as a flaky network would; then each starts the day's second play, which draws
 * around the 40 questions they have just seen. Prints starts and answers per second with
 * their latency, checks that the answers stored equal the answers acknowledged, and, in
 * the same run on the same PostgreSQL, measures the ceiling for answers: a bare Fastify
 * route doing one `INSERT … ON CONFLICT DO NOTHING` per request on a pool of the API's size.
 *
 * Needs `npm run build` (the server runs compiled, as in production; the npm script builds).
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a fresh
 * database is created there and dropped afterwards. PROFILE_DIR=… writes a V8 CPU profile
 * of the server.
 */
import { sql } from 'drizzle-orm'
import { poolSize } from '../apps/api/src/config/env.ts'
import { openPostgres, rowsOf } from '../apps/api/src/db/client.ts'
import { seedDemoContent } from '../apps/api/src/db/seed.ts'
import { freePort, serverCommand } from '../e2e/support/server.ts'
import {
  budgetLine,
  cpuTimeMs,
  freshDatabase,
  residentMemory,
  startProcess,
  stopProcess,
  subscribedPlayers,
} from './support/bench-db.ts'
import { jsonClient, percentile, pooled } from './support/load.ts'

// 2,000 players: with 1,000 a phase of starts lasted 0.7–1.0 s, in which its ramp up and down,
// one collection or one autovacuum moved the rate by a fifth between runs (decision 0051).
const players = Number(process.env.PLAYERS ?? 2000)
const concurrency = Number(process.env.CONCURRENCY ?? 64)
const repeatShare = 0.05
const budget = { startsPerSecond: 1000, startP99Ms: 150, answersOfCeiling: 0.6 }

interface Phase {
  rate: number
  p50: number
  p99: number
}

/**
 * Runs `tasks` (each answering its latency) and prints a line: throughput, latency, and the
 * CPU time each request cost the server process and its PostgreSQL backends (`pids`: the
 * server's first), which
 * other work on the machine disturbs less than it does throughput.
 */
async function phase(
  label: string,
  tasks: (() => Promise<number>)[],
  pids: () => Promise<number[]>,
): Promise<Phase> {
  const [server, ...backends] = await pids()
  const serverBefore = cpuTimeMs([server as number])
  const databaseBefore = cpuTimeMs(backends)
  const started = performance.now()
  const latencies = await pooled(tasks, concurrency)
  const seconds = (performance.now() - started) / 1000
  const serverCpu = (cpuTimeMs([server as number]) - serverBefore) / latencies.length
  const databaseCpu = (cpuTimeMs(backends) - databaseBefore) / latencies.length
  const sorted = latencies.sort((a, b) => a - b)
  const figures = {
    rate: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  }
  console.log(
    `${label.padEnd(30)} ${String(Math.round(figures.rate)).padStart(6)} req/s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   CPU ms/req: server ${serverCpu.toFixed(2)}, PostgreSQL ${databaseCpu.toFixed(2)}   (${latencies.length} requests, ${seconds.toFixed(1)} s)`,
  )
  return figures
}

const database = await freshDatabase()
const handle = openPostgres(database.url)
let server: Awaited<ReturnType<typeof startProcess>> | undefined
let bare: Awaited<ReturnType<typeof startProcess>> | undefined
try {
  await handle.migrate()
  await seedDemoContent(handle.db)
  const tokens = await subscribedPlayers(handle.db, players)
  // Players who warm the server up first (as a server in service is), not counted; their
  // numbers follow the rush's (subscribedPlayers numbers them 019…, from the given one).
  // 512 of them: after 128, the first starts still cost a third more CPU than the second
  // ones, in the server and in PostgreSQL alike, while V8 and each connection's cached
  // plans finished warming (docs/decisions/0051).
  const warmUpTokens = await subscribedPlayers(handle.db, 8 * concurrency, players)
  const firstWarmUpNumber = `019${String(players).padStart(8, '0')}`
  await handle.db.execute(
    sql`create table bench_answers (player int, question_id int, answer smallint, primary key (player, question_id))`,
  )

  console.log(
    `\nQuiz rush: ${players} players start a play and answer 40 questions, ${concurrency} requests in flight, ${repeatShare * 100}% of answers sent twice.`,
  )
  console.log('Server: one compiled Node process on PostgreSQL; load from this process.\n')

  const port = await freePort()
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : []
  server = await startProcess(
    [...profile, ...serverCommand()],
    {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(poolSize),
      SEED_DEMO_CONTENT: 'false',
    },
    port,
    // Its log costs CPU in every request, so it is measured as deployed.
    { productionLogs: true },
  )
  const client = jsonClient(`http://127.0.0.1:${port}`, concurrency)
  const cookie = (token: string) => ({ cookie: `sid=${token}` })

  /** When each token's latest play started, so that a refused answer says how late it came. */
  const startedAt = new Map<string, number>()
  const startAs = async (token: string) => {
    const response = await client.post(
      '/api/Quiz/GetRandomOrCatQuiz',
      { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' },
      cookie(token),
    )
    if (response.status !== 200) throw new Error(`start failed ${response.status}: ${response.body}`)
    startedAt.set(token, performance.now())
    return {
      ms: response.ms,
      qids: JSON.parse(response.body).data.qlist.map((q: { id: number }) => q.id) as number[],
    }
  }
  const answerAs = async (token: string, qid: number) => {
    const response = await client.post(
      '/api/Quiz/SaveQuizAnswer',
      { qid, answer: `option${1 + (qid % 3)}`, timetaken: 1, ServiceName: 'regularQuiz' },
      cookie(token),
    )
    if (response.status !== 200) {
      const late = ((performance.now() - (startedAt.get(token) ?? Number.NaN)) / 1000).toFixed(1)
      throw new Error(`answer failed ${response.status}, ${late} s after its play started: ${response.body}`)
    }
    return { ms: response.ms, counted: JSON.parse(response.body).data.counted as boolean }
  }

  await pooled(
    warmUpTokens.map((token) => async () => {
      for (const qid of (await startAs(token)).qids) await answerAs(token, qid)
    }),
    concurrency,
  )
  console.log(`(warmed up by ${warmUpTokens.length} other players' plays, not counted)`)

  const qids: number[][] = []
  /** The server process and every PostgreSQL backend on the benchmark's database. */
  const processesOf = (pid: number) => async () => [
    pid,
    ...(
      await rowsOf<{ pid: number }>(
        handle.db,
        sql`select pid from pg_stat_activity where datname = current_database()`,
      )
    ).map((row) => row.pid),
  ]
  const apiProcesses = processesOf(server.child.pid as number)
  const start = (player: number) => async () => {
    const started = await startAs(tokens[player] as string)
    qids[player] = started.qids
    return started.ms
  }
  const firstStarts = await phase(
    'first starts of the day',
    tokens.map((_, player) => start(player)),
    apiProcesses,
  )

  // Interleave players so the rush hits many plays at once, as a real one does.
  const answers: { player: number; qid: number }[] = []
  for (let i = 0; i < 40; i++)
    for (let player = 0; player < players; player++) {
      const qid = qids[player]?.[i]
      if (qid !== undefined) answers.push({ player, qid })
    }
  const sent = answers.flatMap((a, i) => (i % Math.round(1 / repeatShare) === 0 ? [a, a] : [a]))
  let acknowledged = 0
  let repeats = 0
  const quiz = await phase(
    'answers (quiz API)',
    sent.map(({ player, qid }) => async () => {
      const { ms, counted } = await answerAs(tokens[player] as string, qid)
      if (counted) acknowledged++
      else repeats++
      return ms
    }),
    apiProcesses,
  )
  // Every play is over (all 40 answered): the second start draws around what each has seen.
  const secondStarts = await phase(
    'second starts (40 seen)',
    tokens.map((_, player) => start(player)),
    apiProcesses,
  )
  client.close()
  const { peakMb } = residentMemory(server.child.pid as number)
  await stopProcess(server.child)
  const logged = `${server.logLines().toLocaleString('en')} lines for ${client.answered().toLocaleString('en')} requests`
  server = undefined

  const [stored] = await rowsOf<{ answered: number; counted: number }>(
    handle.db,
    sql`with rush as (select id from users where msisdn < ${firstWarmUpNumber})
        select (select count(*)::int from play_questions pq join quiz_plays p on p.id = pq.play_id
                 where p.user_id in (select id from rush) and pq.answer is not null) as answered,
               (select coalesce(sum(answered), 0)::int from quiz_plays
                 where user_id in (select id from rush)) as counted`,
  )
  const { answered, counted } = stored ?? { answered: -1, counted: -1 }
  // Each answer updates a play_questions row and its play's row: on the same page (HOT), no
  // index is touched. The server's backends have exited, so their statistics are in.
  const hot = await rowsOf<{ table: string; updates: number; hot: number }>(
    handle.db,
    sql`select relname as table, n_tup_upd::int as updates, n_tup_hot_upd::int as hot
        from pg_stat_user_tables where relname in ('play_questions', 'quiz_plays') order by relname`,
  )

  // The ceiling: same answers, same load generator, same PostgreSQL, a pool of the same size.
  // A port the system picks: a fixed range once held 4045, which fetch() refuses to reach.
  const barePort = await freePort()
  bare = await startProcess(
    ['--import', 'tsx', 'scripts/support/bare-insert-server.ts'],
    { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(poolSize) },
    barePort,
  )
  const bareClient = jsonClient(`http://127.0.0.1:${barePort}`, concurrency)
  // Warmed up as the API was, and so that its pool's connections exist when measured.
  await pooled(
    Array.from(
      { length: 4 * concurrency },
      (_, i) => () => bareClient.post('/answer', { player: -1, qid: i, answer: 'option1' }),
    ),
    concurrency,
  )
  const ceiling = await phase(
    'bare INSERT route (ceiling)',
    sent.map(({ player, qid }) => async () => {
      const response = await bareClient.post('/answer', { player, qid, answer: `option${1 + (qid % 3)}` })
      if (response.status !== 200) throw new Error(`bare insert failed ${response.status}: ${response.body}`)
      return response.ms
    }),
    processesOf(bare.child.pid as number),
  )
  bareClient.close()

  const share = quiz.rate / ceiling.rate
  console.log(`\nanswers sent ${sent.length}: acknowledged as counted ${acknowledged}, as repeats ${repeats}`)
  console.log(`stored answers ${answered}, counted on plays ${counted}, expected ${answers.length}`)
  for (const { table, updates, hot: same } of hot)
    console.log(
      `${table}: ${updates} updates, ${((100 * same) / Math.max(updates, 1)).toFixed(0)} % on the same page (HOT)`,
    )
  const intact = acknowledged === answered && answered === counted && answered === answers.length
  console.log(
    intact ? 'Nothing lost, nothing counted twice.\n' : 'MISMATCH: answers were lost or counted twice.\n',
  )
  const checks = [
    ...[
      ['first starts', firstStarts],
      ['second starts', secondStarts],
    ].flatMap(([label, figures]) => {
      const { rate, p99 } = figures as Phase
      return [
        [
          `${label}: per second`,
          Math.round(rate).toLocaleString('en'),
          `>= ${budget.startsPerSecond}`,
          rate >= budget.startsPerSecond,
        ],
        [`${label}: p99`, `${p99.toFixed(0)} ms`, `< ${budget.startP99Ms} ms`, p99 < budget.startP99Ms],
      ] as const
    }),
    [
      'answers: share of the INSERT ceiling',
      `${(share * 100).toFixed(0)} %`,
      `>= ${budget.answersOfCeiling * 100} %`,
      share >= budget.answersOfCeiling,
    ] as const,
  ]
  for (const [label, figure, limit, met] of checks) console.log(budgetLine(label, figure, limit, met))
  console.log(`\nserver's peak resident memory during the rush: ${peakMb.toFixed(0)} MiB`)
  console.log(`server's log at info, as deployed: ${logged}`)
  process.exitCode = intact && checks.every(([, , , met]) => met) ? 0 : 1
} finally {
  if (server) await stopProcess(server.child)
  if (bare) await stopProcess(bare.child)
  await handle.close()
  if (process.env.KEEP_DB) console.log(`kept database ${database.url}`)
  else await database.drop()
}
