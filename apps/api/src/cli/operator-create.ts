/**
 * `npm run operator:create -- --email E --role editor|finance|support|admin`: creates a console
 * account and prints its one-time enrolment link (24 hours), where the operator sets a
 * password and adds the second factor to an authenticator app. The creation is audited.
 *
 * It opens the database the server uses (DATABASE_URL, else the PGlite under DATA_DIR).
 * With the embedded database, stop the server first: PGlite is one process's alone.
 */
import { parseArgs } from 'node:util'
import { operatorEmailSchema, operatorRoles } from '@khelahobe/contracts/console'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { systemClock } from '../lib/clock.ts'
import { AppError } from '../lib/errors.ts'
import { createOperatorsService } from '../modules/admin/operators.service.ts'

const usage = `Usage: npm run operator:create -- --email E --role ${operatorRoles.join('|')}`

function fail(message: string): never {
  console.error(message)
  console.error(usage)
  process.exit(2)
}

let values: { email?: string | undefined; role?: string | undefined }
try {
  ;({ values } = parseArgs({
    args: process.argv.slice(2),
    options: { email: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  }))
} catch (error) {
  fail((error as Error).message)
}
const email = operatorEmailSchema.safeParse(values.email ?? '')
if (!email.success) fail('--email must be an e-mail address.')
const role = operatorRoles.find((name) => name === values.role)
if (!role) fail(`--role must be one of ${operatorRoles.join(', ')}.`)

const env = loadEnv()
const database = await openDatabase(env)
try {
  await database.migrate()
  const { operator, token } = await createOperatorsService({ db: database.db, clock: systemClock }).create(
    email.data,
    role,
  )
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
  console.log(`Created operator ${operator.email} (${operator.role}).`)
  console.log(`Enrolment link, valid for 24 hours and once: ${origin}/console/enrol?token=${token}`)
} catch (error) {
  if (error instanceof AppError) fail(error.message)
  throw error
} finally {
  await database.close()
}
