/**
 * `npm run payouts:mark -- FILE`: records what the wallet cash-in did, from a CSV with the
 * columns `payout_id,status[,provider_ref]` (status `paid` or `failed`). Every line is
 * checked first; if any is bad, each is reported as FILE:LINE and nothing changes.
 * Applying the same file again changes nothing.
 *
 * It opens the database the server uses (DATABASE_URL, else the PGlite under DATA_DIR).
 * With the embedded database, stop the server first: PGlite is one process's alone.
 */
import { readFileSync } from 'node:fs'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { parseMarkCsv } from '../modules/payouts/payouts.csv.ts'
import { markPayouts, type Problem } from '../modules/payouts/payouts.service.ts'

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run payouts:mark -- FILE.csv')
  process.exit(2)
}
let text: string
try {
  text = readFileSync(file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(2)
}

function report(problems: Problem[]) {
  for (const problem of problems) console.error(`${file}:${problem.line}: ${problem.message}`)
  console.error(`${problems.length} bad line(s); nothing was changed.`)
  process.exitCode = 1
}

const parsed = parseMarkCsv(text)
if (parsed.problems.length > 0) {
  report(parsed.problems)
} else {
  const database = await openDatabase(loadEnv())
  try {
    await database.migrate()
    const result = await markPayouts(database.db, parsed.rows, new Date())
    if (!result.ok) report(result.problems)
    else
      console.log(
        `Marked ${result.paid} paid and ${result.failed} failed; ${result.unchanged} already had that status.`,
      )
  } finally {
    await database.close()
  }
}
