/**
 * The API as production starts it (`node apps/api/dist/server.js`), as a child
 * process the parts can SIGKILL, restart on the same database, or start twice at once.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { freePort, serverCommand } from '../../e2e/support/server.ts'
import { pidFile } from './global-setup.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerOptions {
  databaseUrl: string
  /** Defaults to a free one; a restart passes the old one, as a supervisor would. */
  port?: number
  /** Extra or overriding environment. */
  env?: Record<string, string>
}

const noteOf = (event: 'start' | 'exit', pid: number) => {
  try {
    appendFileSync(pidFile(inject('faultsRunDir')), `${event} ${pid}\n`)
  } catch {
    // outside the suite (no run dir): nothing to note
  }
}

export class ApiServer {
  readonly url: string
  readonly exited: Promise<number | null>
  private readonly child: ChildProcess
  private readonly lines: string[] = []

  constructor(
    readonly port: number,
    databaseUrl: string,
    env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`
    // A clean environment, not this process's: a PUBLIC_ORIGIN or BKASH_* in the shell
    // running the suite must not change what is under test.
    this.child = spawn(process.execPath, serverCommand(), {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/root',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'simulator',
        SEED_DEMO_CONTENT: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const pid = this.child.pid ?? -1
    noteOf('start', pid)
    const keep = (chunk: Buffer) => {
      this.lines.push(...String(chunk).split('\n').filter(Boolean))
      if (this.lines.length > 5000) this.lines.splice(0, this.lines.length - 5000)
    }
    this.child.stdout?.on('data', keep)
    this.child.stderr?.on('data', keep)
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        noteOf('exit', pid)
        resolve(code)
      }),
    )
  }

  get pid() {
    return this.child.pid ?? -1
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /** The server's last log lines, for a failure message. */
  logs(last = 60) {
    return this.lines.slice(-last).join('\n')
  }

  /** How often the server logged each message at level warn (40) or above, most frequent first. */
  logTally(): [string, number][] {
    const tally = new Map<string, number>()
    for (const line of this.lines) {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; problem?: string }
        if ((entry.level ?? 0) < 40) continue
        const key = `${entry.level} ${entry.msg}${entry.problem ? ` (${entry.problem})` : ''}`
        tally.set(key, (tally.get(key) ?? 0) + 1)
      } catch {
        tally.set(`unparsed: ${line.slice(0, 120)}`, (tally.get(`unparsed: ${line.slice(0, 120)}`) ?? 0) + 1)
      }
    }
    return [...tally].sort((a, b) => b[1] - a[1])
  }

  /** Lines the server logged at level error (50) or fatal (60). */
  errorLines() {
    return this.lines.filter((line) => /"level":(50|60)/.test(line))
  }

  /** Until `/readyz` answers 200; throws with the server's logs if it exits or takes too long. */
  async ready(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (!this.alive) throw new Error(`server on ${this.port} exited during boot:\n${this.logs()}`)
      try {
        const response = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(3_000) })
        if (response.ok) return this
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server on ${this.port} not ready:\n${this.logs()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** The crash: no shutdown hook runs, requests in flight are cut. */
  async kill9() {
    if (!this.alive) return
    this.child.kill('SIGKILL')
    await this.exited
  }

  /** A graceful stop; a server that does not stop within 15 s is killed. */
  async stop() {
    if (!this.alive) return
    this.child.kill('SIGTERM')
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000)
    await this.exited
    clearTimeout(timer)
  }
}

/** Spawns a server and answers at once, before it is ready (two instances booting together). */
export async function spawnServer({ databaseUrl, port, env = {} }: ServerOptions): Promise<ApiServer> {
  return new ApiServer(port ?? (await freePort()), databaseUrl, env)
}

/** Spawns a server and waits until it is ready. */
export async function startServer(options: ServerOptions): Promise<ApiServer> {
  return (await spawnServer(options)).ready()
}
