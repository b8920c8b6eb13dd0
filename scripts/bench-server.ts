/**
 * `npm run bench:server`: what the compiled server costs against running its TypeScript
 * through tsx, in the same run. On PostgreSQL: time from spawn to a green `/readyz` on a
 * migrated database (a restart, as in a rolling deploy), resident memory when idle, and the
 * peak during a quiz rush. Then the embedded default (`npm start`: PGlite with the demo
 * content): idle memory half a minute after the first boot and after a restart.
 *
 * Needs `npm run build` first (the npm script runs it). PostgreSQL: BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openPostgres } from '../apps/api/src/db/client.ts'
import { seedDemoContent } from '../apps/api/src/db/seed.ts'
import { serverCommand } from '../e2e/support/server.ts'
import {
  budgetLine,
  freshDatabase,
  median,
  residentMemory,
  startProcess,
  stopProcess,
  subscribedPlayers,
} from './support/bench-db.ts'
import { quizRush } from './support/quiz-rush.ts'

const boots = Number(process.env.BOOTS ?? 5)
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 5)
const pgliteIdleSeconds = Math.max(idleSeconds, Number(process.env.PGLITE_IDLE_SECONDS ?? 30))
const rushPlayers = Number(process.env.PLAYERS ?? 400)
const budget = { idleMb: 120, rushPeakMb: 256, bootMs: 2000, pgliteIdleMb: 400 }
const port = 4100 + Math.floor(Math.random() * 50)

const variants = {
  compiled: serverCommand(),
  'tsx (source)': ['--import', 'tsx', 'apps/api/src/server.ts'],
}

const mb = (value: number) => `${value.toFixed(0)} MiB`

const bench = await freshDatabase()
const database = openPostgres(bench.url)
try {
  await database.migrate()
  await seedDemoContent(database.db)
  // As production runs: the real provider's adapter (never reached here), no demo content.
  const production = {
    DATABASE_URL: bench.url,
    SEED_DEMO_CONTENT: 'false',
    PAYMENT_PROVIDER: 'bkash',
    BKASH_BASE_URL: 'http://127.0.0.1:9',
    BKASH_API_KEY: 'bench-key-never-used-0123456789',
  }
  const results: Record<string, { bootMs: number; idleMb: number; rushPeakMb: number }> = {}
  let firstPlayer = 0
  for (const [name, args] of Object.entries(variants)) {
    const bootMs: number[] = []
    const idleMb: number[] = []
    for (let i = 0; i < boots; i++) {
      const { child, readyMs } = await startProcess(args, production, port)
      bootMs.push(readyMs)
      await sleep(idleSeconds * 1000)
      idleMb.push(residentMemory(child.pid as number).rssMb)
      await stopProcess(child)
    }
    const tokens = await subscribedPlayers(database.db, rushPlayers, firstPlayer)
    firstPlayer += rushPlayers
    const { child } = await startProcess(args, production, port)
    const rush = await quizRush(`http://127.0.0.1:${port}`, tokens, 64)
    const rushPeakMb = residentMemory(child.pid as number).peakMb
    await stopProcess(child)
    if (rush.counted !== rush.answers) throw new Error(`rush lost answers: ${JSON.stringify(rush)}`)
    results[name] = { bootMs: median(bootMs), idleMb: median(idleMb), rushPeakMb }
    console.log(
      `${name.padEnd(14)} boot to /readyz ${median(bootMs).toFixed(0)} ms (median of ${boots}), idle ${mb(median(idleMb))}, peak in a rush of ${rush.plays} plays x 40 answers ${mb(rushPeakMb)}`,
    )
  }

  // The embedded default: npm start with no DATABASE_URL, the demo content and the simulator.
  // Idle is read 5 s and half a minute after ready, and the budget takes the larger: memory
  // held until V8 next collects is still memory the machine must have. (PGlite's initdb, run
  // inside the server, stayed resident that way: 790 MiB at 5 s, 313 from 20 s on.)
  const dataDir = mkdtempSync(join(tmpdir(), 'kh-bench-pglite-'))
  const pgliteIdle: number[] = []
  try {
    for (const boot of ['first boot (seeds the demo)', 'restart']) {
      const { child } = await startProcess(variants.compiled, { DATA_DIR: dataDir }, port)
      await sleep(idleSeconds * 1000)
      const early = residentMemory(child.pid as number).rssMb
      await sleep((pgliteIdleSeconds - idleSeconds) * 1000)
      const { rssMb, peakMb } = residentMemory(child.pid as number)
      pgliteIdle.push(Math.max(early, rssMb))
      console.log(
        `PGlite ${boot.padEnd(28)} idle ${mb(rssMb)} after ${pgliteIdleSeconds} s (${mb(early)} after ${idleSeconds} s; peak ${mb(peakMb)})`,
      )
      await stopProcess(child)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const compiled = results.compiled as (typeof results)[string]
  const source = results['tsx (source)'] as (typeof results)[string]
  console.log('')
  console.log(
    `compiled vs tsx: boot ${(compiled.bootMs / source.bootMs).toFixed(2)}x, idle ${(compiled.idleMb / source.idleMb).toFixed(2)}x, rush peak ${(compiled.rushPeakMb / source.rushPeakMb).toFixed(2)}x`,
  )
  const lines = [
    budgetLine(
      'boot to /readyz on PostgreSQL (compiled)',
      `${compiled.bootMs.toFixed(0)} ms`,
      '< 2000 ms',
      compiled.bootMs < budget.bootMs,
    ),
    budgetLine(
      'idle RSS (compiled, PostgreSQL)',
      mb(compiled.idleMb),
      '<= 120 MiB',
      compiled.idleMb <= budget.idleMb,
    ),
    budgetLine(
      'peak RSS in the quiz rush (compiled)',
      mb(compiled.rushPeakMb),
      '<= 256 MiB',
      compiled.rushPeakMb <= budget.rushPeakMb,
    ),
    budgetLine(
      'idle RSS on PGlite (npm start), worst',
      mb(Math.max(...pgliteIdle)),
      '< 400 MiB',
      Math.max(...pgliteIdle) < budget.pgliteIdleMb,
    ),
  ]
  for (const line of lines) console.log(line)
  process.exitCode = lines.every((line) => line.endsWith(' met')) ? 0 : 1
} finally {
  await database.close()
  await bench.drop()
}
