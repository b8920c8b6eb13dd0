import type { Server } from 'node:http'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { loadEnv } from './config/env.ts'
import { openDatabase } from './db/client.ts'
import { seedDemoPlays } from './db/demo-plays.ts'
import { seedDemoContent } from './db/seed.ts'
import { productJobs } from './jobs/product-jobs.ts'
import { startJobs } from './jobs/registry.ts'
import { seedPages } from './modules/content/content.service.ts'
import { listenForOperations } from './plugins/operations-server.ts'

const env = loadEnv()
const database = await openDatabase(env)
await database.migrate()
if (env.PAYMENT_PROVIDER === 'simulator') {
  // Demo mode: the simulator's own tables, beside ours. Loaded only here: the image leaves it out.
  const { createSimulatorTables } = await import('@khelahobe/payment-simulator/tables')
  await createSimulatorTables(database.db)
}

const app = await buildApp({ env, database })
// Instances booting together seed one after another; the later ones find the rows there.
await database.exclusively(async () => {
  await seedPages(database.db)
  if (!env.SEED_DEMO_CONTENT) return
  await seedDemoContent(database.db)
  // Demo mode only: players with plays yesterday and today, so boards and winners show something real.
  if (env.PAYMENT_PROVIDER === 'simulator') {
    await seedDemoPlays(database.db, app.clock.now())
    await app.services.leaderboard.recordEndedPlays()
  }
})
const stopJobs = startJobs({
  db: database.db,
  clock: app.clock,
  log: app.log,
  jobs: productJobs(app, database.db, { demo: env.SEED_DEMO_CONTENT }),
})

/** The operations port (`/metrics`, the OpenAPI document), opened once the app is ready. */
let operations: Server | null = null

// On SIGTERM/SIGINT: stop taking requests, finish the ones in flight, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  operations?.close()
  await stopJobs()
  await app.close()
  await database.close()
})

await app.listen({ host: env.HOST, port: env.PORT })
if (env.METRICS_PORT !== undefined) operations = await listenForOperations(app, env.HOST, env.METRICS_PORT)
app.log.info(`database: ${database.kind === 'pglite' ? `PGlite under ${env.DATA_DIR}` : 'PostgreSQL'}`)
