import { PGlite } from '@electric-sql/pglite'
import { pushSchema } from 'drizzle-kit/api'
import { drizzle } from 'drizzle-orm/pglite'
import { describe, expect, it } from 'vitest'
import * as schema from './schema.ts'
import { createSimulatorTables } from './tables.ts'

describe('the simulator tables', () => {
  it('are created exactly as schema.ts declares them, and creating them again changes nothing', async () => {
    const client = await PGlite.create()
    const db = drizzle(client)
    await createSimulatorTables(db)
    await createSimulatorTables(db)
    // drizzle-kit compares the live database with the schema and lists what it would change.
    const { statementsToExecute } = await pushSchema(schema, db as never)
    expect(statementsToExecute).toEqual([])
    await client.close()
  })

  it('gain the columns added since, on a demo database that has the older tables', async () => {
    const client = await PGlite.create()
    const db = drizzle(client)
    await createSimulatorTables(db)
    await client.exec('ALTER TABLE "sim_subscriptions" DROP COLUMN "wrong_pins"')
    await createSimulatorTables(db)
    const { statementsToExecute } = await pushSchema(schema, db as never)
    expect(statementsToExecute).toEqual([])
    await client.close()
  })
})
