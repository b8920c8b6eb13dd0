import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { createSimulatorTables } from '@khelahobe/payment-simulator/tables'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openPostgres, pgliteHandle } from '../src/db/client.ts'
import { seedDemoContent } from '../src/db/seed.ts'
import { manualClock } from '../src/lib/clock.ts'
import { seedPages } from '../src/modules/content/content.service.ts'

/**
 * What a test database holds when it opens. `migrated`: the schema and the wallet simulator's
 * tables (tests mount the simulator, as demo mode does), no rows. `seeded`: that, plus what
 * `createTestApp` seeds: the demo content as of the manual clock's start, and the pages.
 */
export type Contents = 'migrated' | 'seeded'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite data directory of each contents, by file (database-templates.setup.ts). */
    pgliteTemplates: Record<Contents, string> | undefined
    /** The template database of each contents, by name (database-templates.setup.ts). */
    postgresTemplates: Record<Contents, string> | undefined
  }
}

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh database of this kind, holding `contents` (migrated and empty by default). */
  open(contents?: Contents): Promise<DatabaseHandle>
}

/** Makes a database hold `contents`. Every test database is a copy of one made so. */
export async function prepare(handle: DatabaseHandle, contents: Contents) {
  await handle.migrate()
  await createSimulatorTables(handle.db)
  if (contents === 'seeded') {
    await seedDemoContent(handle.db, manualClock().now())
    await seedPages(handle.db)
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL

/** The run's template of `contents` (database-templates.setup.ts, the unit project's global setup). */
function template(kind: 'pgliteTemplates' | 'postgresTemplates', contents: Contents) {
  const made = inject(kind)?.[contents]
  if (!made)
    throw new Error(
      `No ${kind} for '${contents}': run the tests in the unit project, whose setup makes them.`,
    )
  return made
}

// Starting PGlite from the run's dumped data directory takes about 0.4 s; initdb, migrating
// and seeding took about 2.5 s. Each worker reads a dump once.
const pgliteDumps = new Map<Contents, Promise<Blob>>()

const pglite: TestDatabase = {
  name: 'pglite',
  async open(contents = 'migrated') {
    let dump = pgliteDumps.get(contents)
    if (!dump) {
      dump = readFile(template('pgliteTemplates', contents)).then((bytes) => new Blob([bytes]))
      pgliteDumps.set(contents, dump)
    }
    return pgliteHandle(await PGlite.create({ loadDataDir: await dump }))
  },
}

/**
 * An empty database on the server `adminUrl` names: its URL, and how to drop it. When
 * `TEST_DATABASE_URL` is set the server must be there: a connection failure fails the
 * test loudly instead of skipping it.
 */
export async function emptyPostgresDatabase(adminUrl: string, prefix = 'kh_test', template?: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set (${adminUrl}) but PostgreSQL is not reachable: ${(error as Error).message}. ` +
        'Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or unset TEST_DATABASE_URL.',
    )
  }
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  } finally {
    await admin.end()
  }
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

/**
 * A throwaway database on the server `TEST_DATABASE_URL` names, dropped on close: a copy of
 * the run's template holding `contents`, which takes a tenth of the time of migrating and
 * seeding anew.
 */
const postgres = (adminUrl: string): TestDatabase => ({
  name: 'postgres',
  async open(contents = 'migrated') {
    const database = await emptyPostgresDatabase(adminUrl, 'kh_test', template('postgresTemplates', contents))
    const handle = openPostgres(database.url, { max: 20 })
    return {
      ...handle,
      async close() {
        await handle.close()
        await database.drop()
      },
    }
  },
})

/** PGlite always; real PostgreSQL too whenever `TEST_DATABASE_URL` is set. */
export const testDatabases: TestDatabase[] = postgresUrl ? [pglite, postgres(postgresUrl)] : [pglite]
