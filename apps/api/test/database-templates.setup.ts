/**
 * Once per run of the unit tests: a template for each kind of contents a test database opens
 * with, which every test's database is then a copy of. On PGlite, a dump of a prepared data
 * directory in a temporary folder, which each test loads (`PGlite.create({ loadDataDir })`)
 * instead of running initdb and migrating in every test file. On PostgreSQL (`TEST_DATABASE_URL`
 * set), a template database (`CREATE DATABASE … TEMPLATE`), removed at the end; templates a
 * killed run left behind are dropped first, those of a run still going are left alone.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPostgres, pgliteHandle } from '../src/db/client.ts'
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

const allContents = ['migrated', 'seeded'] as const

async function pgliteTemplates(folder: string) {
  const files = {} as Record<Contents, string>
  for (const contents of allContents) {
    const client = await PGlite.create()
    try {
      await prepare(pgliteHandle(client), contents)
      files[contents] = join(folder, `${contents}.tar`)
      await writeFile(files[contents], Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    } finally {
      await client.close()
    }
  }
  return files
}

async function postgresTemplates(adminUrl: string, drops: (() => Promise<void>)[]) {
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
  for (const contents of allContents) {
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
  return templates
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'kh-pglite-templates-'))
  const drops: (() => Promise<void>)[] = [() => rm(folder, { recursive: true, force: true })]
  const teardown = async () => {
    for (const drop of drops) await drop()
  }
  try {
    project.provide('pgliteTemplates', await pgliteTemplates(folder))
    const adminUrl = process.env.TEST_DATABASE_URL
    project.provide('postgresTemplates', adminUrl ? await postgresTemplates(adminUrl, drops) : undefined)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
