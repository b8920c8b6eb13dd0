/**
 * `npm run report:campaigns -- --from YYYY-MM-DD --to YYYY-MM-DD`: per campaign key, the page
 * views, number prompts, subscription requests, successful subscriptions and those still
 * active four weeks later, over the Dhaka days given. It only reads.
 *
 * It opens the database the server uses (DATABASE_URL, else the PGlite under DATA_DIR).
 * With the embedded database, stop the server first: PGlite is one process's alone.
 */
import { parseArgs } from 'node:util'
import { dhakaDate, isCalendarDate } from '@khelahobe/contracts/dhaka-time'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { campaignRequests } from '../modules/subscription/subscription.service.ts'
import { campaignFunnels, formatFunnels } from '../modules/tracking/campaign-report.ts'

const usage = 'Usage: npm run report:campaigns -- --from YYYY-MM-DD --to YYYY-MM-DD'

function fail(message: string): never {
  console.error(message)
  console.error(usage)
  process.exit(2)
}

let values: { from?: string | undefined; to?: string | undefined }
try {
  ;({ values } = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: 'string' }, to: { type: 'string' } },
    strict: true,
  }))
} catch (error) {
  fail((error as Error).message)
}
const { from, to } = values
if (!from || !to) fail('Both --from and --to are required.')
for (const [name, value] of [
  ['--from', from],
  ['--to', to],
] as const) {
  if (!isCalendarDate(value)) fail(`${name} must be a date written YYYY-MM-DD, not '${value}'.`)
}
if (from > to) fail(`--from (${from}) must not be after --to (${to}).`)

const database = await openDatabase(loadEnv())
try {
  await database.migrate()
  const { db } = database
  const funnels = await campaignFunnels(
    { db, campaignRequests: (range) => campaignRequests(db, range) },
    { from, to, today: dhakaDate(new Date()) },
  )
  console.log(formatFunnels(funnels, { from, to }))
} finally {
  await database.close()
}
