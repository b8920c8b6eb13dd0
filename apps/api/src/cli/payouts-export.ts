/**
 * `npm run payouts:export -- --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE]`: every pending
 * payout whose prize period starts within the range (a week by its Saturday, a month by
 * its 1st) is marked exported under a new batch and written to a CSV for the wallet
 * cash-in. A payout is exported once; running it again picks up only new ones.
 *
 * It opens the database the server uses (DATABASE_URL, else the PGlite under DATA_DIR).
 * With the embedded database, stop the server first: PGlite is one process's alone.
 */
import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { exportUsage, parseExportArgs } from '../modules/payouts/export-range.ts'
import { toExportCsv } from '../modules/payouts/payouts.csv.ts'
import { exportBatchId, exportPayouts } from '../modules/payouts/payouts.service.ts'

const args = parseExportArgs(process.argv.slice(2))
if (!args.ok) {
  console.error(args.message)
  console.error(exportUsage)
  process.exit(2)
}
const { from, to } = args
const now = new Date()
const batch = exportBatchId(now)
const file = resolve(args.out ?? `payouts-${from}-${to}-${batch}.csv`)

// The file is opened before anything is marked, and never over an existing one: a path
// that cannot be written must fail while the payouts are still pending.
let fd: number
try {
  fd = openSync(file, 'wx')
} catch (error) {
  console.error(`Cannot create ${file}: ${(error as Error).message}`)
  process.exit(2)
}

const env = loadEnv()
let exported: Awaited<ReturnType<typeof exportPayouts>>
try {
  const database = await openDatabase(env)
  try {
    await database.migrate()
    exported = await exportPayouts(database.db, { from, to, batch, now, operatorId: null })
  } finally {
    await database.close()
  }
} catch (error) {
  closeSync(fd)
  unlinkSync(file)
  throw error
}

try {
  writeSync(fd, toExportCsv(exported))
  closeSync(fd)
} catch (error) {
  // The rows are already marked exported; say which batch so the file can be rebuilt.
  console.error(
    `Exported ${exported.length} payout(s) as batch ${batch}, but writing ${file} failed: ${(error as Error).message}`,
  )
  process.exit(1)
}
if (exported.length === 0) {
  console.log(`No pending payouts for ${from} to ${to}; wrote the header only to ${file}.`)
} else {
  const taka = exported.reduce((sum, row) => sum + row.amountTaka, 0)
  console.log(`Exported ${exported.length} payout(s), ${taka} taka in cash, as batch ${batch} to ${file}.`)
}
