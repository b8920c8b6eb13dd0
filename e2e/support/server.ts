import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** A port nothing listens on, found by letting the system pick one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * V8 flags production starts the server with (package.json's `serve`, the Dockerfile): a
 * young generation of 4 MB instead of 16 keeps an idle instance about 25 MiB smaller
 * (`npm run bench:server`); a request's garbage is small and short-lived.
 */
export const serverNodeFlags = ['--max-semi-space-size=4']

/**
 * The server as production runs it: the compiled build (`npm run build` makes it), plain
 * `node`, no TypeScript at run time. Benchmarks and fault tests start it the same way.
 */
export function serverCommand(): string[] {
  const entry = join(root, 'apps/api/dist/server.js')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`)
  return [...serverNodeFlags, entry]
}

/**
 * The real server, as `npm start` runs it (the built web app must exist), on its own
 * port with a fresh embedded database, or on `dataDir` when the test has prepared one (a
 * command-line tool run first: PGlite opens in one process at a time). A directory the test
 * passes in stays for the test to remove.
 */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}) {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'khelahobe-e2e-'))
  const output: string[] = []
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => output.push(String(chunk)))
  child.stderr?.on('data', (chunk) => output.push(String(chunk)))
  const url = `http://127.0.0.1:${port}`

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`)
    try {
      if ((await fetch(`${url}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
