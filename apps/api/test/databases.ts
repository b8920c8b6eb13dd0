import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { createSimulatorTables } from '@khelahobe/payment-simulator/tables'
import pg from 'pg'
import { type DatabaseHandle, openPostgres, pgliteHandle } from '../src/db/client.ts'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated, empty database of this kind. */
  open(): Promise<DatabaseHandle>
}

const postgresUrl = process.env.TEST_DATABASE_URL

// Migrating takes a second or so; cloning a migrated instance takes a fraction of that.
let migratedPglite: Promise<PGlite> | undefined
async function migratedTemplate(): Promise<PGlite> {
  const client = await PGlite.create()
  const handle = pgliteHandle(client)
  await handle.migrate()
  // Tests mount the wallet simulator, as demo mode does.
  await createSimulatorTables(handle.db)
  return client
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    migratedPglite ??= migratedTemplate()
    // clone() is typed as the interface; it is a full PGlite instance.
    return pgliteHandle((await (await migratedPglite).clone()) as PGlite)
  },
}

/**
 * An empty database on the server `adminUrl` names: its URL, and how to drop it. When
 * `TEST_DATABASE_URL` is set the server must be there: a connection failure fails the
 * test loudly instead of skipping it.
 */
export async function emptyPostgresDatabase(adminUrl: string, prefix = 'kh_test') {
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
    await admin.query(`create database ${name}`)
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

/** A throwaway, migrated database on the server `TEST_DATABASE_URL` names, dropped on close. */
const postgres = (adminUrl: string): TestDatabase => ({
  name: 'postgres',
  async open() {
    const database = await emptyPostgresDatabase(adminUrl)
    const handle = openPostgres(database.url, { max: 20 })
    await handle.migrate()
    await createSimulatorTables(handle.db)
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
