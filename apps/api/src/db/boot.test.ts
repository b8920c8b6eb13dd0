import { count as countRows } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emptyPostgresDatabase } from '../../test/databases.ts'
import { openPostgres } from './client.ts'
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
