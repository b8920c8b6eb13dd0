import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { poolSize } from '../config/env.ts'
import { paths } from '../paths.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: the Drizzle handle plus what the process needs to run and stop it. */
/** A hot statement kept as text, run by the driver itself; PostgreSQL plans it once per connection. */
export interface PreparedStatement {
  name: string
  text: string
}

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Runs a prepared statement with positional parameters and answers its rows. */
  query<Row>(statement: PreparedStatement, values: unknown[]): Promise<Row[]>
  migrate(): Promise<void>
  /** Runs `fn` while no other process runs its own `exclusively` on this database (boot-time seeding). */
  exclusively<T>(fn: () => Promise<T>): Promise<T>
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = paths.migrations

// Any fixed 64-bit numbers: several instances starting at once migrate, then seed, one
// after another. Two keys, because seeding writes through the pool, not the lock's connection.
const migrationLockKey = 7_240_001
const bootLockKey = 7_240_002

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, on a connection of its own without
 * the pool's timeouts: waiting for another instance's migration, or running one that
 * builds an index, may rightly take longer than any request should.
 */
async function holdingLock<T>(url: string, key: number, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: databaseTimeouts.connectMs })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key])
    return await fn(client)
  } finally {
    // Ending the session releases the lock, also when fn failed half-way.
    await client.end()
  }
}

/**
 * How long a request waits on the database before it is answered 503 instead. Without
 * them a stopped server makes every request wait for the pool, and a frozen one (a
 * stalled disk, a paused VM) makes them wait for as long as it stays frozen.
 */
export const databaseTimeouts = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: 2_000,
  /** PostgreSQL cancels a statement running longer than this. */
  statementMs: 5_000,
  /** The driver gives up on an answer it has not had by then, even from a server that cannot cancel. */
  queryMs: 6_000,
  /** `/readyz` answers red within this, whatever the database is doing. */
  pingMs: 1_500,
}

/**
 * PostgreSQL over a connection pool; used whenever `DATABASE_URL` is set. Tools that load
 * or read in bulk (a benchmark filling a million rows) pass `requestTimeouts: false`.
 */
export function openPostgres(
  url: string,
  { max = poolSize, requestTimeouts = true }: { max?: number; requestTimeouts?: boolean } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Connections stay open between rushes: a rush then meets connections whose prepared
    // statements are already planned, not ten new backends (the pool's default drops them
    // after 10 s idle). PostgreSQL keeps an idle one for a few MB.
    min: max,
    connectionTimeoutMillis: databaseTimeouts.connectMs,
    ...(requestTimeouts
      ? { statement_timeout: databaseTimeouts.statementMs, query_timeout: databaseTimeouts.queryMs }
      : {}),
    // A server that vanished without closing the socket is noticed by the kernel.
    keepAlive: true,
    // No JIT compilation: a request's statements touch a few dozen rows. JIT starts wherever
    // the planner's estimate of a plan's cost is high, as it is on tables not yet analysed,
    // and spent 8–10 ms compiling a start's statement that then ran in 0.2 ms (decision 0048).
    options: '-c jit=off',
  })
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzleNodePg(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    async query<Row>(statement: PreparedStatement, values: unknown[]) {
      return (await pool.query({ name: statement.name, text: statement.text, values })).rows as Row[]
    },
    migrate: () =>
      holdingLock(url, migrationLockKey, (client) =>
        migrateNodePg(drizzleNodePg(client), { migrationsFolder }),
      ),
    exclusively: (fn) => holdingLock(url, bootLockKey, fn),
    ping: () => withTimeout(pool.query('select 1'), databaseTimeouts.pingMs),
    close: () => pool.end(),
  }
}

/**
 * PGlite's memory is WebAssembly memory, which grows and never shrinks: PostgreSQL's
 * defaults (128 MB of shared buffers, 64 MB for index builds) made `npm start` hold
 * 450–520 MiB when idle. One process and a demo's data need far less.
 */
const pgliteSettings = [
  'shared_buffers = 16MB',
  'maintenance_work_mem = 16MB',
  'work_mem = 2MB',
  'temp_buffers = 2MB',
]

/**
 * PGlite, PostgreSQL compiled to WebAssembly, inside this process: file-backed under
 * `dataDir`, or in memory when `dataDir` is omitted (tests).
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir) return pgliteHandle(await PGlite.create())
  const folder = resolve(dataDir, 'pglite')
  if (!existsSync(join(folder, 'PG_VERSION'))) await createPgliteDataDir(folder)
  return pgliteHandle(await PGlite.create(folder, { postgresqlconf: pgliteSettings }))
}

/**
 * Creates an empty PGlite data directory in a child process. PGlite runs initdb in a
 * second, in-memory PostgreSQL and copies its files over; inside this process that left
 * about 450 MiB of WebAssembly memory resident until V8 next collected, which an idle
 * server may not do for minutes (`npm start` read 790 MiB idle instead of 300). A process
 * that exits returns all of it, for about a second more on the first boot (decision 0050).
 */
async function createPgliteDataDir(folder: string) {
  mkdirSync(folder, { recursive: true })
  const script = `const { PGlite } = await import(process.argv[1])
const database = await PGlite.create(process.argv[2])
await database.close()`
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '--eval',
    script,
    import.meta.resolve('@electric-sql/pglite'),
    folder,
  ])
}

/** Wraps an open PGlite instance (tests clone a migrated one instead of migrating anew). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    async query<Row>(statement: PreparedStatement, values: unknown[]) {
      return (await client.query<Row>(statement.text, values)).rows
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns an embedded database: there is nobody to wait for.
    exclusively: (fn) => fn(),
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}

/** Rejects when `promise` has not settled within `ms`; the promise itself runs on. */
async function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms)
  })
  try {
    await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Both drivers answer raw SQL with `{ rows }`; Drizzle's shared type does not say so. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/** The database the environment names: PostgreSQL at `DATABASE_URL`, else PGlite under `DATA_DIR`. */
export function openDatabase(env: {
  DATABASE_URL?: string | undefined
  DATABASE_POOL_SIZE?: number
  DATA_DIR: string
}) {
  return env.DATABASE_URL
    ? Promise.resolve(openPostgres(env.DATABASE_URL, { max: env.DATABASE_POOL_SIZE }))
    : openPglite(join(env.DATA_DIR))
}

// SQLSTATE classes and codes that say the database cannot serve now, not that the request
// was wrong: connection exceptions (08), too many connections, shutting down or starting
// up, and a statement cancelled by `statement_timeout`.
const unavailableStates = /^(08...|53300|57P0[1-3]|57014)$/
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|no answer from the database|Connection ended/i

/**
 * True when `error`, or an error it wraps (Drizzle wraps the driver's), means the database
 * is away or overloaded: the request is worth repeating shortly, and answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (unavailableStates.test(code) || unavailableSocketCodes.has(code)))
      return true
    if (unavailableMessages.test(current.message)) return true
    current = current.cause
  }
  return false
}
