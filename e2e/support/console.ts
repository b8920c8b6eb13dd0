import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import * as OTPAuth from 'otpauth'
import type { Page } from 'playwright-core'
import { consoleCookie } from '../../apps/api/src/modules/admin/console-session.plugin.ts'
import { en } from '../../apps/console/src/i18n/en.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `npm run operator:create`, on the test's database (a PGlite data directory, before the server
 * opens it, or a PostgreSQL server's URL); answers the link's token.
 */
export async function createOperator(
  database: string | { databaseUrl: string },
  email: string,
  role: string,
): Promise<string> {
  const where = typeof database === 'string' ? { DATA_DIR: database } : { DATABASE_URL: database.databaseUrl }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/operator-create.ts', '--email', email, '--role', role],
    { cwd: root, env: { ...process.env, ...where, LOG_LEVEL: 'warn' } },
  )
  if (!stdout.includes('/console/enrol?token=')) throw new Error(`no enrolment link in:\n${stdout}`)
  const token = stdout.match(/token=([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error(`no enrolment token in:\n${stdout}`)
  return token
}

/**
 * An authenticator app. The server takes each 30-second code once per operator, and a code of
 * this window or the next (a phone's clock running ahead). So a code is made for the earliest of
 * those two windows later than the one last used for that operator, waiting only when both are
 * used. Not the window before: a code made just before the window turns would then be two old.
 */
export function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
  const window = () => Math.floor(Date.now() / 30_000)
  let lastUsed = -1
  return {
    async code() {
      while (lastUsed > window()) await new Promise((resolve) => setTimeout(resolve, 250))
      lastUsed = Math.max(window(), lastUsed + 1)
      return totp.generate({ timestamp: lastUsed * 30_000 })
    },
    /** A code no window near now accepts. */
    wrongCode() {
      const near = [-1, 0, 1].map((offset) => totp.generate({ timestamp: Date.now() + offset * 30_000 }))
      let code = 123456
      while (near.includes(String(code))) code++
      return String(code)
    },
  }
}

const postJson = async (origin: string, path: string, body: unknown) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

/** Finishes the enrolment of `token` by the API, as the enrolment page would; answers the operator's authenticator. */
async function enrol(origin: string, { token, password }: { token: string; password: string }) {
  const started = await postJson(origin, '/api/console/enrol/start', { token })
  const { data } = (await started.json()) as { data: { totpSecret: string } }
  const app = authenticator(data.totpSecret)
  await postJson(origin, '/api/console/enrol/finish', { token, password, code: await app.code() })
  return app
}

/**
 * Enrols `token` and logs in by the API alone, as a script would: answers the Cookie header of
 * the console session and the operator's authenticator.
 */
export async function enrolAndLogInByApi(
  origin: string,
  { token, email, password }: { token: string; email: string; password: string },
) {
  const app = await enrol(origin, { token, password })
  const login = await postJson(origin, '/api/console/login', { email, password, code: await app.code() })
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${consoleCookie}=`))
  if (!session) throw new Error(`the console login of ${email} set no session cookie`)
  return { cookie: session, app }
}

/**
 * Finishes the enrolment of `token` by the API (as the enrolment page would) and logs in on the
 * console's login page in `page`; answers the operator's authenticator for later codes.
 */
export async function enrolAndLogIn(
  page: Page,
  origin: string,
  { token, email, password }: { token: string; email: string; password: string },
) {
  const app = await enrol(origin, { token, password })

  await page.goto(`${origin}/console/login`)
  await page.getByLabel(en.field.email).fill(email)
  await page.getByLabel(en.field.password, { exact: true }).fill(password)
  await page.getByLabel(en.field.code).fill(await app.code())
  await page.getByRole('button', { name: en.login.submit }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/console/') && url.pathname !== '/console/login')
  return app
}
