import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import * as OTPAuth from 'otpauth'
import type { Page } from 'playwright-core'
import { en } from '../../apps/console/src/i18n/en.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** `npm run operator:create`, on the test's database before the server opens it; answers the link's token. */
export async function createOperator(dataDir: string, email: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/operator-create.ts', '--email', email, '--role', role],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
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

/**
 * Finishes the enrolment of `token` by the API (as the enrolment page would) and logs in on the
 * console's login page in `page`; answers the operator's authenticator for later codes.
 */
export async function enrolAndLogIn(
  page: Page,
  origin: string,
  { token, email, password }: { token: string; email: string; password: string },
) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as { data: { totpSecret: string } }
  }
  const { data } = await post('/api/console/enrol/start', { token })
  const app = authenticator(data.totpSecret)
  await post('/api/console/enrol/finish', { token, password, code: await app.code() })

  await page.goto(`${origin}/console/login`)
  await page.getByLabel(en.field.email).fill(email)
  await page.getByLabel(en.field.password, { exact: true }).fill(password)
  await page.getByLabel(en.field.code).fill(await app.code())
  await page.getByRole('button', { name: en.login.submit }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/console/') && url.pathname !== '/console/login')
  return app
}
