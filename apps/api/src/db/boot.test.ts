import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count as countRows } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emptyPostgresDatabase } from '../../test/databases.ts'
import { openPglite, openPostgres } from './client.ts'
import { seedDemoPlays } from './demo-plays.ts'
import { tournaments, users } from './schema.ts'
import { seedDemoContent } from './seed.ts'

const adminUrl = process.env.TEST_DATABASE_URL

/**
 * Two instances booting at once on an empty database: both migrate and seed, one after
 * the other, and both come up. Without the lock the later one died on a duplicate key.
 * PostgreSQL only: PGlite is one process's own database.
 */
describe.runIf(adminUrl)('booting two instances at once on PostgreSQL', () => {
  it('migrates and seeds once, and neither fails', async () => {
    const database = await emptyPostgresDatabase(adminUrl ?? '', 'kh_boot')
    const instances = [openPostgres(database.url, { max: 3 }), openPostgres(database.url, { max: 3 })]
    try {
      const now = new Date()
      const boot = async (instance: (typeof instances)[number]) => {
        await instance.migrate()
        await instance.exclusively(async () => {
          await seedDemoContent(instance.db, now)
          await seedDemoPlays(instance.db, now)
        })
      }
      const results = await Promise.allSettled(instances.map(boot))
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
      const db = instances[0]?.db
      const count = async (table: typeof users | typeof tournaments) =>
        (await db?.select({ n: countRows() }).from(table))?.[0]?.n
      expect(await count(users)).toBe(30)
      expect(await count(tournaments)).toBe(1)
    } finally {
      for (const instance of instances) await instance.close()
      await database.drop()
    }
  })
})

/**
 * PGlite's initdb runs a second PostgreSQL in WebAssembly; run in this process it left
 * about 220 MB of array buffers (and 450 MiB resident) until V8 next collected. Created in
 * a child process, the first open holds what a restart holds.
 */
describe('the first boot on PGlite', () => {
  it('creates the data directory without keeping initdb in memory, and a restart finds it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kh-first-boot-'))
    try {
      const before = process.memoryUsage().arrayBuffers
      const first = await openPglite(dataDir)
      const grownMb = (process.memoryUsage().arrayBuffers - before) / 2 ** 20
      await first.migrate()
      await first.db.insert(users).values({ msisdn: '01712345678' })
      await first.close()
      expect(grownMb).toBeLessThan(64)

      const restarted = await openPglite(dataDir)
      try {
        expect(await restarted.db.select({ msisdn: users.msisdn }).from(users)).toEqual([
          { msisdn: '01712345678' },
        ])
      } finally {
        await restarted.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
