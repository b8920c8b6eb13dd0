import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.ts'
import { createTestApp, login, type TestApp } from '../../test/harness.ts'
import { loginCodes, rateLimitCounters, sessions } from '../db/schema.ts'
import { runHousekeeping } from './housekeeping.ts'

describe.each(testDatabases)('housekeeping on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind)
  })
  afterEach(() => t.close())

  const count = async (table: typeof sessions | typeof loginCodes | typeof rateLimitCounters) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n

  it('keeps live rows and deletes the dead ones', async () => {
    await login(t.app, '01712345678')
    await runHousekeeping(t.database.db, t.clock.now())
    expect([await count(sessions), await count(loginCodes), await count(rateLimitCounters)]).toEqual([
      1, 1, 3,
    ])

    t.clock.advance(40 * 24 * 3600_000)
    await runHousekeeping(t.database.db, t.clock.now())
    expect([await count(sessions), await count(loginCodes), await count(rateLimitCounters)]).toEqual([
      0, 0, 0,
    ])
  })
})
