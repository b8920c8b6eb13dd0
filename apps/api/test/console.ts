import type { OperatorRole } from '@khelahobe/contracts/console'
import * as OTPAuth from 'otpauth'
import { consoleCookie } from '../src/modules/admin/console-session.plugin.ts'
import type { TestApp } from './harness.ts'

const password = 'correct horse battery staple'

/**
 * An operator of `role`, enrolled and logged in through the console's own routes, as the
 * enrolment link and the login page would do it. Moves the test's clock past the codes used.
 */
export async function consoleSession(t: TestApp, email: string, role: OperatorRole) {
  const code = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime(),
    })
  const { token } = await t.app.services.operators.create(email, role)
  const started = await t.app.inject({ method: 'POST', url: '/api/console/enrol/start', payload: { token } })
  const secret: string = started.json().data.totpSecret
  await t.app.inject({
    method: 'POST',
    url: '/api/console/enrol/finish',
    payload: { token, password, code: code(secret) },
  })
  t.clock.advance(30_000)
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    payload: { email, password, code: code(secret) },
  })
  if (login.statusCode !== 200) throw new Error(`console login failed: ${login.body}`)
  t.clock.advance(30_000)
  return `${consoleCookie}=${login.cookies.find((c) => c.name === consoleCookie)?.value}`
}
