/**
 * `npm run bench:cluster`: the product as it scales out. nginx (Debian's package, installed
 * if missing) on loopback in front of API instances sharing one PostgreSQL. Prints the quiz
 * rush's throughput through nginx with one instance and with two, in the same run, then
 * checks what must hold across instances: two instances booting at once pick each winner
 * once, a player racing both instances for more plays than the day allows gets only the
 * day's plays, and both instances show the same boards.
 *
 * Needs `npm run build` first (the npm script runs it). PostgreSQL: BENCH_DATABASE_URL.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { quizRules } from '@khelahobe/contracts/rules'
import { sql } from 'drizzle-orm'
import { openPostgres, rowsOf } from '../apps/api/src/db/client.ts'
import { seedDemoPlays } from '../apps/api/src/db/demo-plays.ts'
import { seedDemoContent } from '../apps/api/src/db/seed.ts'
import { serverCommand } from '../e2e/support/server.ts'
import { freshDatabase, startProcess, stopProcess, subscribedPlayers } from './support/bench-db.ts'
import { jsonClient, pooled } from './support/load.ts'
import { quizRush } from './support/quiz-rush.ts'

const players = Number(process.env.PLAYERS ?? 400)
const concurrency = Number(process.env.CONCURRENCY ?? 64)
const basePort = 4200 + Math.floor(Math.random() * 40) * 5
const nginxPort = basePort
const apiPorts = [basePort + 1, basePort + 2]

function ensureNginx(): string {
  const binary = '/usr/sbin/nginx'
  if (!existsSync(binary)) {
    console.log('Installing nginx (Debian package)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit' })
  }
  return binary
}

/** nginx in the foreground on loopback, proxying to `upstreams`, its files in a folder of its own. */
async function startNginx(binary: string, upstreams: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'kh-nginx-'))
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  )
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' })
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${nginxPort}/healthz`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    async stop() {
      await stopProcess(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const nginx = ensureNginx()
const bench = await freshDatabase('kh_cluster')
const database = openPostgres(bench.url)
const env = {
  DATABASE_URL: bench.url,
  SEED_DEMO_CONTENT: 'false',
  PAYMENT_PROVIDER: 'bkash',
  BKASH_BASE_URL: 'http://127.0.0.1:9',
  BKASH_API_KEY: 'bench-key-never-used-0123456789',
  TRUST_PROXY: 'true',
}
const running: { stop(): Promise<unknown> }[] = []
const startApi = async (port: number) => {
  const { child } = await startProcess(serverCommand(), env, port)
  running.push({ stop: () => stopProcess(child) })
}
let failures = 0
const check = (label: string, ok: boolean, detail = '') => {
  if (!ok) failures++
  console.log(`${ok ? 'holds' : 'BROKEN'}  ${label}${detail ? `: ${detail}` : ''}`)
}

try {
  await database.migrate()
  await seedDemoContent(database.db)
  // Yesterday's plays, so the winners jobs that run at start have winners to pick.
  await seedDemoPlays(database.db, new Date())
  await database.db.execute(sql`delete from job_runs`)

  // Both instances boot together: migrations, seeding and the catch-up jobs run on both.
  await Promise.all(apiPorts.map(startApi))
  await new Promise((resolve) => setTimeout(resolve, 3000))

  console.log(
    `\nQuiz rush through nginx: ${players} players x 40 answers, ${concurrency} requests in flight.\n`,
  )
  const rates: number[] = []
  let firstPlayer = 0
  for (const upstreams of [apiPorts.slice(0, 1), apiPorts]) {
    const proxy = await startNginx(nginx, upstreams)
    const tokens = await subscribedPlayers(database.db, players, firstPlayer)
    firstPlayer += players
    const started = performance.now()
    const rush = await quizRush(`http://127.0.0.1:${nginxPort}`, tokens, concurrency)
    const seconds = (performance.now() - started) / 1000
    await proxy.stop()
    const rate = (rush.plays + rush.answers) / seconds
    rates.push(rate)
    console.log(
      `${upstreams.length} instance${upstreams.length > 1 ? 's' : ' '}  ${String(Math.round(rate)).padStart(6)} requests/s (${rush.plays} starts + ${rush.answers} answers in ${seconds.toFixed(1)} s)`,
    )
    check(`every answer counted once (${upstreams.length} instance(s))`, rush.counted === rush.answers)
  }
  console.log(
    `two instances / one: ${((rates[1] ?? 0) / (rates[0] ?? 1)).toFixed(2)}x on ${availableParallelism()} cores (load generator, nginx and PostgreSQL on the same cores)\n`,
  )

  // Daily limits: each player asks both instances at once for more plays than the day
  // allows, round after round; between rounds their running play's time runs out (moved two
  // minutes into the past), so the next round's starts open a new play or find none left.
  const racers = await subscribedPlayers(database.db, 50, firstPlayer)
  const racerNumbers = racers.map((_, i) => `019${String(firstPlayer + i).padStart(8, '0')}`)
  const clients = apiPorts.map((port) => jsonClient(`http://127.0.0.1:${port}`, concurrency))
  const startsPerRound = 4
  const rounds = quizRules.regular.playsPerDay + 1
  for (let round = 0; round < rounds; round++) {
    await pooled(
      racers.flatMap((token) =>
        Array.from({ length: startsPerRound }, (_, i) => async () => {
          const client = clients[i % clients.length] as (typeof clients)[number]
          const response = await client.post(
            '/api/Quiz/GetRandomOrCatQuiz',
            { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' },
            { cookie: `sid=${token}` },
          )
          if (response.status >= 500) throw new Error(`start answered ${response.status}: ${response.body}`)
        }),
      ),
      concurrency,
    )
    await database.db.execute(
      sql`update quiz_plays p set started_at = started_at - interval '2 minutes', deadline = deadline - interval '2 minutes'
          from users u where u.id = p.user_id and u.msisdn in ${racerNumbers} and p.ended_at is null`,
    )
  }
  for (const client of clients) client.close()
  const [counts] = await rowsOf<{ most: number; least: number }>(
    database.db,
    sql`select coalesce(max(n), 0)::int as most, coalesce(min(n), 0)::int as least from (
          select count(p.id) as n from users u left join quiz_plays p on p.user_id = u.id and p.kind = 'regular'
          where u.msisdn in ${racerNumbers} group by u.id) counts`,
  )
  check(
    `daily limit across instances: ${rounds} rounds of ${startsPerRound} starts raced per player`,
    counts?.most === quizRules.regular.playsPerDay && counts.least === quizRules.regular.playsPerDay,
    `plays per player ${counts?.least}–${counts?.most}, the day allows ${quizRules.regular.playsPerDay}`,
  )

  // Winners: the catch-up jobs ran on both instances; each slot and each prize once.
  const [runs] = await rowsOf<{ slots: number; doubled: number }>(
    database.db,
    sql`select count(*)::int as slots, count(*) filter (where n > 1)::int as doubled
        from (select job, period, count(*) as n from job_runs group by job, period) s`,
  )
  const [awards] = await rowsOf<{ awards: number; doubled: number }>(
    database.db,
    sql`select coalesce(sum(n), 0)::int as awards, count(*) filter (where n > 1)::int as doubled
        from (select competition, period, rank, count(*) as n from prize_awards group by 1, 2, 3) a`,
  )
  check(
    'each job slot run by one instance, each prize awarded once',
    (runs?.doubled ?? 1) === 0 && (awards?.doubled ?? 1) === 0 && (awards?.awards ?? 0) > 0,
    `${runs?.slots} slots, ${awards?.awards} prizes, ${(runs?.doubled ?? 0) + (awards?.doubled ?? 0)} doubled`,
  )

  // Boards: both instances answer the same.
  const boards = await Promise.all(
    apiPorts.map(async (port) => {
      const bodies: string[] = []
      for (const path of [
        '/api/Quiz/getQuizLeaderBoardBasedOnDate?filtereType=today',
        '/api/Quiz/getQuizLeaderBoardBasedOnDate?filtereType=yesterday',
        '/api/Game/getGameLeaderBoardBasedOnDate?filtereType=month',
      ])
        bodies.push(await (await fetch(`http://127.0.0.1:${port}${path}`)).text())
      return bodies.join('\n')
    }),
  )
  check(
    'both instances show the same boards',
    boards[0] === boards[1] && boards[0]?.includes('"data"') === true,
  )
  process.exitCode = failures === 0 ? 0 : 1
} finally {
  for (const process of running) await process.stop()
  await database.close()
  await bench.drop()
}
