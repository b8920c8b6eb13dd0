/** What the server benchmarks share: a fresh PostgreSQL database, subscribed players, servers as child processes. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { Database } from '../../apps/api/src/db/client.ts'
import { sessions, subscriptions, users } from '../../apps/api/src/db/schema.ts'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** A new database on the benchmark's PostgreSQL server (BENCH_DATABASE_URL), dropped by `drop()`. */
export async function freshDatabase(prefix = 'kh_bench') {
  const name = `${prefix}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** Subscribed, logged-in players (sessions written directly: a rush is about the quiz); answers their `sid` tokens. */
export async function subscribedPlayers(db: Database, count: number, firstNumber = 0) {
  const tokens: string[] = []
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({ msisdn: `019${String(firstNumber + i).padStart(8, '0')}` })),
    )
    .returning({ id: users.id })
  const expiresAt = new Date(Date.now() + 86_400_000)
  await db.insert(sessions).values(
    rows.map((row) => {
      const token = randomBytes(24).toString('base64url')
      tokens.push(token)
      return { userId: row.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt }
    }),
  )
  await db.insert(subscriptions).values(
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
  return tokens
}

/**
 * Starts `node <args>` on `port` and resolves once `readyPath` answers 200, with how long
 * that took from the spawn. A process that exits, or does not get ready within a minute (and is
 * then killed), rejects. Its log level is `warn` and its output this process's, unless
 * `productionLogs`: then it logs at `info`, as deployed, into a pipe this process reads, as a
 * log collector would, and `logLines()` counts what it wrote; `BENCH_SERVER_LOG=<file>` also
 * keeps it there, to read what a failed run's server said.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  { readyPath = '/readyz', productionLogs = false } = {},
): Promise<{ child: ChildProcess; readyMs: number; logLines: () => number }> {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: productionLogs ? 'info' : 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', productionLogs ? 'pipe' : 'inherit', 'inherit'],
  })
  let lines = 0
  if (productionLogs && process.env.BENCH_SERVER_LOG)
    child.stdout?.pipe(createWriteStream(process.env.BENCH_SERVER_LOG))
  child.stdout?.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++
  })
  const logLines = () => lines
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${args.join(' ')} exited`))
      try {
        // A probe that hangs is given up and tried again, so the deadline is kept.
        const response = await fetch(`http://127.0.0.1:${port}${readyPath}`, {
          signal: AbortSignal.timeout(2_000),
        })
        if (response.ok) return resolve({ child, readyMs: performance.now() - started, logLines })
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        return reject(new Error(`${args.join(' ')} did not get ready`))
      }
      setTimeout(poll, 20)
    }
    poll()
  })
}

export const stopProcess = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined)
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })

/** A process's resident memory now and its peak so far, in MiB (Linux's VmRSS and VmHWM). */
export function residentMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** CPU time (user and system) the processes `pids` have used so far, in ms; those gone count 0. */
export function cpuTimeMs(pids: number[]): number {
  const ticksPerMs = 100 / 1000 // Linux's USER_HZ
  let ticks = 0
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // exited
    }
  }
  return ticks / ticksPerMs
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export const budgetLine = (label: string, figure: string, budget: string, met: boolean) =>
  `${label.padEnd(44)} ${figure.padStart(12)}   budget ${budget.padEnd(10)} ${met ? 'met' : 'NOT met'}`
