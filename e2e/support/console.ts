import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import * as OTPAuth from 'otpauth'

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
 * An authenticator app. The server takes each 30-second code once per operator, so a code is
 * made only in a window later than the one last used for that operator, waiting if need be.
 */
export function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
  const window = () => Math.floor(Date.now() / 30_000)
  let lastUsed = -1
  return {
    async code() {
      while (window() <= lastUsed) await new Promise((resolve) => setTimeout(resolve, 250))
      lastUsed = window()
      return totp.generate()
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
