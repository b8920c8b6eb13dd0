/**
 * Once per run of the unit tests on PostgreSQL (`TEST_DATABASE_URL` set): a template database
 * for each kind of contents a test database opens with, which every test's database is then a
 * copy of (`CREATE DATABASE … TEMPLATE`), and their removal at the end. Templates a killed run
 * left behind are dropped first; those of a run still going are left alone.
 */
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '../src/db/client.ts'
import { type Contents, emptyPostgresDatabase, prepare } from './databases.ts'

const templatePrefix = 'kh_template'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await use(admin)
  } finally {
    await admin.end()
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return project.provide('postgresTemplates', undefined)

  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${templatePrefix}\\_%'`,
    )
    for (const { datname } of rows) {
      // kh_template_<pid>_<hex>, as emptyPostgresDatabase names it: the pid of the run that made it.
      const pid = Number(datname.split('_')[2])
      if (!isRunning(pid)) await admin.query(`drop database if exists ${datname} with (force)`)
    }
  })

  const templates = {} as Record<Contents, string>
  const drops: (() => Promise<void>)[] = []
  for (const contents of ['migrated', 'seeded'] as const) {
    const database = await emptyPostgresDatabase(adminUrl, templatePrefix)
    drops.push(database.drop)
    const handle = openPostgres(database.url, { max: 2 })
    try {
      await prepare(handle, contents)
    } finally {
      // No session may stay connected to a template while it is copied.
      await handle.close()
    }
    templates[contents] = new URL(database.url).pathname.slice(1)
  }
  project.provide('postgresTemplates', templates)
  return async () => {
    for (const drop of drops) await drop()
  }
}
