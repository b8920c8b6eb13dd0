import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
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
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

// Any fixed 64-bit number: several instances starting at once migrate one after another.
const migrationLockKey = 7_240_001

/** PostgreSQL over a connection pool; used whenever `DATABASE_URL` is set. */
export function openPostgres(url: string, { max = 10 }: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max })
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzleNodePg(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    async query<Row>(statement: PreparedStatement, values: unknown[]) {
      return (await pool.query({ name: statement.name, text: statement.text, values })).rows as Row[]
    },
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey])
        try {
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey])
        }
      } finally {
        client.release()
      }
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}

/**
 * PGlite, PostgreSQL compiled to WebAssembly, inside this process: file-backed under
 * `dataDir`, or in memory when `dataDir` is omitted (tests).
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir) return pgliteHandle(await PGlite.create())
  const folder = resolve(dataDir, 'pglite')
  mkdirSync(folder, { recursive: true })
  return pgliteHandle(await PGlite.create(folder))
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
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}

/** The database the environment names: PostgreSQL at `DATABASE_URL`, else PGlite under `DATA_DIR`. */
export function openDatabase(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return env.DATABASE_URL ? Promise.resolve(openPostgres(env.DATABASE_URL)) : openPglite(join(env.DATA_DIR))
}
