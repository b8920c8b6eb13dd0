/**
 * The suite's own PostgreSQL cluster, made with Debian's cluster tools. It is ours to stop,
 * freeze and drop: the shared cluster on 5432 is never touched, not even read.
 */
import { execFile, execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { promisify } from 'node:util'
import pg from 'pg'

export const clusterName = 'faults'

/** The newest installed PostgreSQL major version (`ls /etc/postgresql`). */
export function pgVersion(): string {
  const versions = readdirSync('/etc/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  if (!newest) throw new Error('no PostgreSQL under /etc/postgresql')
  return newest
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string }
    throw new Error(
      `${command} ${args.join(' ')} failed: ${failed.stderr || failed.stdout || failed.message}`,
    )
  }
}

// pg_ctlcluster would hand the job to systemctl where systemd runs; we want it done here and now.
const ctl = (action: string, ...extra: string[]) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), clusterName, action, ...extra])

export interface ClusterInfo {
  port: number
  status: string
  dataDir: string
}

/** Our cluster as `pg_lsclusters` lists it, or undefined when there is none. */
export function clusterInfo(): ClusterInfo | undefined {
  for (const line of run('pg_lsclusters', ['--no-header']).split('\n')) {
    const [version, name, port, status, , dataDir] = line.trim().split(/\s+/)
    if (version === pgVersion() && name === clusterName && port && status && dataDir)
      return { port: Number(port), status, dataDir }
  }
  return undefined
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A port for the cluster from 55432 up, not taken by anything listening on loopback. */
export async function freeClusterPort(): Promise<number> {
  for (let port = 55432; port < 55532; port++) if (await portIsFree(port)) return port
  throw new Error('no free port for the faults cluster in 55432-55531')
}

/** The postmaster's pid, from its pid file; undefined when it is not running. */
export function postmasterPid(): number | undefined {
  const info = clusterInfo()
  if (!info) return undefined
  try {
    const pid = Number(readFileSync(`${info.dataDir}/postmaster.pid`, 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * The postmaster and every process it forked (backends, checkpointer, walwriter, ...). A pid
 * file left by a postmaster that died (a run killed outright, a machine restarted) names no
 * live process: then there is nothing to signal. `ps --ppid` would fail on a parent with no
 * children, so every process's parent is read and filtered here.
 */
export function clusterProcesses(): number[] {
  const postmaster = postmasterPid()
  if (postmaster === undefined || !isPostgres(postmaster)) return []
  const children = run('ps', ['-e', '-o', 'pid=,ppid='])
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .flatMap(([pid = 0, parent]) => (parent === postmaster && Number.isInteger(pid) && pid > 0 ? [pid] : []))
  return [postmaster, ...children]
}

/** Whether `pid` is a live PostgreSQL process, not a number the system has since reused. */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch {
    return false
  }
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // gone already
    }
  }
}

/**
 * Freezes the whole cluster as a stalled disk or a paused VM would: the postmaster first, so
 * it forks nothing new, then every child. Answers the pids, to thaw exactly those.
 */
export function freezeCluster(): number[] {
  const postmaster = postmasterPid()
  if (postmaster === undefined) throw new Error('the faults cluster is not running')
  signalAll([postmaster], 'SIGSTOP')
  const all = clusterProcesses()
  signalAll(all, 'SIGSTOP')
  return all
}

export function thawCluster(pids: number[]) {
  signalAll(pids, 'SIGCONT')
}

const runAsync = promisify(execFile)

/**
 * Stop and start for the outage part, without blocking this process: its clock and its
 * sockets must keep running while PostgreSQL goes down and comes back.
 */
async function ctlAsync(action: string, ...extra: string[]) {
  try {
    await runAsync('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), clusterName, action, ...extra])
  } catch (error) {
    const failed = error as { stderr?: string; message: string }
    throw new Error(`pg_ctlcluster ${action} failed: ${failed.stderr || failed.message}`)
  }
}

/** A fast shutdown: sessions are ended at once, as when the server crashes or fails over. */
export const stopCluster = () => ctlAsync('stop', '-m', 'fast')
export const startCluster = () => ctlAsync('start')

/**
 * Removes a cluster left by an aborted run. A run killed in the middle of the freeze leaves
 * its processes stopped, and stopping a stopped postmaster would wait forever: thaw first.
 */
export function dropCluster() {
  if (!clusterInfo()) return
  thawCluster(clusterProcesses())
  run('pg_dropcluster', ['--stop', pgVersion(), clusterName])
}

/** A new cluster on `port`, trusting local connections, started. */
export function createCluster(port: number) {
  dropCluster()
  run('pg_createcluster', [pgVersion(), clusterName, '-p', String(port), '--', '--auth=trust'])
  ctl('start')
}

export const clusterUrl = (port: number, database = 'postgres') =>
  `postgres://postgres@127.0.0.1:${port}/${database}`

/** A fresh, empty database in the cluster; answers its URL. */
export async function createDatabase(port: number, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
  const admin = new pg.Client({ connectionString: clusterUrl(port) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return clusterUrl(port, name)
}

/** Until PostgreSQL accepts connections again (after a start, or a thaw). */
export async function waitForCluster(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: clusterUrl(port), connectionTimeoutMillis: 1_000 })
    try {
      await client.connect()
      await client.query('select 1')
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await client.end().catch(() => {})
    }
  }
}
