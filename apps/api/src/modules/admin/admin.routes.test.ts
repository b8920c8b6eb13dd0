import { type OperatorRole, operatorRoles } from '@khelahobe/contracts/console'
import { sql } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login as playerLogin, type TestApp } from '../../../test/harness.ts'
import { rowsOf } from '../../db/client.ts'
import { consoleCookie } from './console-session.plugin.ts'
import { consoleRules } from './operators.service.ts'

const password = 'correct horse battery staple'

describe.each(testDatabases)('the operator console on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind)
  })
  afterEach(() => t.close())

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} })
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  /** The code an authenticator app would show now, on the test's clock. */
  const codeFor = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime(),
    })
  /** Codes are good once: the next login waits for the next 30-second step. */
  const nextStep = () => t.clock.advance(30_000)

  async function enrolled(email: string, role: OperatorRole) {
    const { token } = await t.app.services.operators.create(email, role)
    const started = await post('/api/console/enrol/start', { token })
    expect(started.statusCode).toBe(200)
    const { totpSecret } = started.json().data
    const finished = await post('/api/console/enrol/finish', { token, password, code: codeFor(totpSecret) })
    expect(finished.statusCode, finished.body).toBe(200)
    nextStep()
    return { token, secret: totpSecret as string }
  }

  async function loggedIn(email: string, role: OperatorRole) {
    const { secret } = await enrolled(email, role)
    const response = await post('/api/console/login', { email, password, code: codeFor(secret) })
    expect(response.statusCode, response.body).toBe(200)
    const cookie = response.cookies.find((c) => c.name === consoleCookie)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
    nextStep()
    return { cookie: `${consoleCookie}=${cookie?.value}`, secret }
  }

  it('enrols with the link once, logs in with password and code, and audits each step', async () => {
    const { token, secret } = await enrolled('ops@example.com', 'admin')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    // The link works once.
    expect((await post('/api/console/enrol/start', { token })).statusCode).toBe(400)
    const response = await post('/api/console/login', {
      email: 'OPS@example.com ',
      password,
      code: codeFor(secret),
    })
    expect(response.json().data.operator).toMatchObject({ email: 'ops@example.com', role: 'admin' })
    const cookie = `${consoleCookie}=${response.cookies.find((c) => c.name === consoleCookie)?.value}`
    expect((await get('/api/console/me', cookie)).json().data.operator).toMatchObject({ role: 'admin' })
    const audit = (await get('/api/console/audit', cookie)).json().data
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual([
      'operator.login',
      'operator.enrol',
      'operator.create',
    ])
    expect(audit.entries[2]).toMatchObject({
      actor: null,
      after: { email: 'ops@example.com', role: 'admin' },
    })
    expect(audit.entries[0]).toMatchObject({
      actor: 'ops@example.com',
      subject: expect.stringMatching(/^operator:\d+$/),
    })
    expect((await post('/api/console/logout', {}, cookie)).statusCode).toBe(200)
    expect((await get('/api/console/me', cookie)).json().data.operator).toBeNull()
    expect((await get('/api/console/audit', cookie)).statusCode).toBe(401)
  })

  /** A console login from `address`, as the server sees the client's address. */
  const loginFrom = (address: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/console/login', payload, remoteAddress: address })
  const auditActions = () =>
    rowsOf<{ action: string; subject: string; after: unknown }>(
      t.database.db,
      sql`select action, subject, after from audit_log order by id`,
    )
  const operatorSessions = async () =>
    (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from operator_sessions`))[0]?.n
  const tries = consoleRules.maxLoginsPerAccountAndAddress

  it('refuses a wrong password or code alike, for known and unknown e-mails, and lets a code log in once', async () => {
    const { secret } = await enrolled('ops@example.com', 'editor')
    const wrong = [
      { password: 'not the password at all', code: codeFor(secret) },
      { password, code: '000000' === codeFor(secret) ? '111111' : '000000' },
      { password: 'x', code: '123456' },
    ]
    const answers = new Set<string>()
    for (const attempt of wrong) {
      const refused = await post('/api/console/login', { email: 'ops@example.com', ...attempt })
      answers.add(`${refused.statusCode} ${refused.json().message}`)
    }
    const unknown = await post('/api/console/login', {
      email: 'nobody@example.com',
      password,
      code: '123456',
    })
    answers.add(`${unknown.statusCode} ${unknown.json().message}`)
    expect([...answers]).toEqual(['401 The e-mail, password or code is wrong.'])
    const code = codeFor(secret)
    expect((await post('/api/console/login', { email: 'ops@example.com', password, code })).statusCode).toBe(
      200,
    )
    // The same code again, within its step: refused.
    expect((await post('/api/console/login', { email: 'ops@example.com', password, code })).statusCode).toBe(
      401,
    )
    // Failed tries of a real operator are audited with their address; an unknown e-mail has no record.
    const failed = (await auditActions()).filter((row) => row.action === 'operator.login.failed')
    expect(failed).toHaveLength(wrong.length + 1)
    expect(failed[0]?.after).toEqual({ address: '127.0.0.1' })
  })

  it('locks an address out of an e-mail after five tries, alike for operators and strangers, and nobody else', async () => {
    const { secret } = await enrolled('ops@example.com', 'editor')
    const attacker = '198.51.100.7'
    const office = '203.0.113.20'
    const lockAnswers = new Set<string>()
    for (const email of ['ops@example.com', 'nobody@example.com']) {
      for (let i = 0; i < tries; i++) {
        expect((await loginFrom(attacker, { email, password: 'wrong', code: '123456' })).statusCode).toBe(401)
      }
      // The sixth is refused unchecked, with the right password and code too.
      const locked = await loginFrom(attacker, { email, password, code: codeFor(secret) })
      lockAnswers.add(`${locked.statusCode} ${locked.json().message}`)
    }
    // Operators and strangers cannot be told apart by their lock either.
    expect([...lockAnswers]).toEqual([
      '429 Too many console logins from this network. Try again in 15 minutes.',
    ])
    // The operator, from their own address, is not locked out.
    expect(
      (await loginFrom(office, { email: 'ops@example.com', password, code: codeFor(secret) })).statusCode,
    ).toBe(200)
    nextStep()
    // Nor is the next person in an office behind the locked address, with their own e-mail.
    const colleague = await enrolled('colleague@example.com', 'finance')
    expect(
      (
        await loginFrom(attacker, {
          email: 'colleague@example.com',
          password,
          code: codeFor(colleague.secret),
        })
      ).statusCode,
    ).toBe(200)
    const locks = (await auditActions()).filter((row) => row.action === 'operator.login.locked')
    expect(locks).toHaveLength(1)
    expect(locks[0]?.after).toMatchObject({ address: attacker, sessionsEnded: 0 })

    // When the window ends, one wrong try is a wrong try, not a new lock.
    t.clock.advance(consoleRules.lockWindowMs)
    nextStep()
    expect(
      (await loginFrom(attacker, { email: 'ops@example.com', password: 'wrong', code: '123456' })).statusCode,
    ).toBe(401)
    expect(
      (await loginFrom(attacker, { email: 'ops@example.com', password, code: codeFor(secret) })).statusCode,
    ).toBe(200)
  })

  // The right one goes first, so it is among those checked: only the burst can refuse it.
  it('gives no session to the right password and code hidden among nineteen wrong ones sent at once', async () => {
    const { secret } = await enrolled('ops@example.com', 'admin')
    const guesses = Array.from({ length: 20 }, (_, i) =>
      i === 0 ? { password, code: codeFor(secret) } : { password: `guess ${i}`, code: '123456' },
    )
    const answers = await Promise.all(
      guesses.map((guess) => loginFrom('198.51.100.7', { email: 'ops@example.com', ...guess })),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0)
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true)
    expect(await operatorSessions()).toBe(0)
    // At most the limit was checked: the rest were refused before any scrypt.
    const checked = (await auditActions()).filter((row) => row.action === 'operator.login.failed')
    expect(checked.length).toBeLessThanOrEqual(tries)
  })

  it('judges no more than five tries of a pair in a window, however many come one after another', async () => {
    await enrolled('ops@example.com', 'admin')
    const answers: number[] = []
    for (let i = 0; i < 40; i++) {
      answers.push(
        (
          await loginFrom('198.51.100.7', {
            email: 'ops@example.com',
            password: `guess ${i}`,
            code: '123456',
          })
        ).statusCode,
      )
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(tries)
    expect(answers.slice(tries).every((status) => status === 429)).toBe(true)
    const judged = (await auditActions()).filter((row) => row.action === 'operator.login.failed')
    expect(judged).toHaveLength(tries)
  })

  it('stops an account whose password is right but whose codes are being guessed, from any address', async () => {
    const { secret } = await enrolled('ops@example.com', 'admin')
    const wrongCode = () => (codeFor(secret) === '000000' ? '111111' : '000000')
    // A stranger's wrong passwords from many addresses do not bring it about.
    for (let i = 0; i < 10; i++) {
      await loginFrom(`198.51.100.${i + 1}`, {
        email: 'ops@example.com',
        password: 'wrong',
        code: wrongCode(),
      })
    }
    for (let i = 0; i < consoleRules.maxCodeGuessesPerAccount; i++) {
      const guess = await loginFrom(`203.0.113.${i + 1}`, {
        email: 'ops@example.com',
        password,
        code: wrongCode(),
      })
      expect(guess.statusCode).toBe(401)
    }
    // Now even the right code from a new address is refused until the window ends, and the log says why.
    const right = await loginFrom('192.0.2.50', { email: 'ops@example.com', password, code: codeFor(secret) })
    expect(right.statusCode).toBe(429)
    const guessing = (await auditActions()).filter((row) => row.action === 'operator.login.code-guessing')
    expect(guessing).toHaveLength(1)
    t.clock.advance(consoleRules.lockWindowMs)
    expect(
      (await loginFrom('192.0.2.50', { email: 'ops@example.com', password, code: codeFor(secret) }))
        .statusCode,
    ).toBe(200)
  })

  it('counts an IPv6 address as its /64', async () => {
    await enrolled('ops@example.com', 'admin')
    for (let i = 0; i < tries; i++) {
      await loginFrom(`2001:db8:1:2::${i + 1}`, {
        email: 'ops@example.com',
        password: 'wrong',
        code: '123456',
      })
    }
    const sameBlock = await loginFrom('2001:0db8:0001:0002:ffff::9', {
      email: 'ops@example.com',
      password: 'wrong',
      code: '123456',
    })
    expect(sameBlock.statusCode).toBe(429)
    const otherBlock = await loginFrom('2001:db8:1:3::1', {
      email: 'ops@example.com',
      password: 'wrong',
      code: '123456',
    })
    expect(otherBlock.statusCode).toBe(401)
  })

  it('ends the sessions an address opened when it locks, audits the logout, and keeps sessions opened elsewhere', async () => {
    const { secret } = await enrolled('ops@example.com', 'admin')
    const shared = '198.51.100.7'
    const atShared = await loginFrom(shared, { email: 'ops@example.com', password, code: codeFor(secret) })
    nextStep()
    const atHome = await loginFrom('203.0.113.20', {
      email: 'ops@example.com',
      password,
      code: codeFor(secret),
    })
    const cookieOf = (response: typeof atHome) =>
      `${consoleCookie}=${response.cookies.find((c) => c.name === consoleCookie)?.value}`
    for (let i = 0; i <= tries; i++) {
      await loginFrom(shared, { email: 'ops@example.com', password: 'wrong', code: '123456' })
    }
    expect((await get('/api/console/audit', cookieOf(atShared))).statusCode).toBe(401)
    expect((await get('/api/console/audit', cookieOf(atHome))).statusCode).toBe(200)
    expect((await post('/api/console/logout', {}, cookieOf(atHome))).statusCode).toBe(200)
    const actions = (await auditActions()).map((row) => row.action)
    expect(actions).toContain('operator.login.locked')
    expect(actions.at(-1)).toBe('operator.logout')
    // A logout without a session writes nothing.
    expect((await post('/api/console/logout', {}, cookieOf(atHome))).statusCode).toBe(200)
    const logouts = (await auditActions()).filter((row) => row.action === 'operator.logout')
    expect(logouts).toHaveLength(1)
  })

  it('refuses an expired or forged enrolment link', async () => {
    const { token } = await t.app.services.operators.create('late@example.com', 'finance')
    t.clock.advance(consoleRules.enrolmentLifeMs + 1000)
    expect((await post('/api/console/enrol/start', { token })).statusCode).toBe(400)
    expect((await post('/api/console/enrol/start', { token: 'A'.repeat(43) })).statusCode).toBe(400)
    expect((await post('/api/console/enrol/start', { token: 'short' })).statusCode).toBe(400)
  })

  it('ends a session left idle, and a player session never opens the console nor the other way round', async () => {
    const { cookie } = await loggedIn('ops@example.com', 'admin')
    const player = await playerLogin(t.app, '01712345678')
    expect((await get('/api/console/audit', player.cookie)).statusCode).toBe(401)
    expect((await get('/api/console/me', player.cookie)).json().data.operator).toBeNull()
    expect((await get('/api/me', cookie)).json().data.user).toBeNull()
    expect((await get('/api/default/userProfile', cookie)).statusCode).toBe(401)
    expect((await get('/api/console/audit', cookie)).statusCode).toBe(200)
    t.clock.advance(consoleRules.idleMs + 1000)
    expect((await get('/api/console/audit', cookie)).statusCode).toBe(401)
  })

  it('answers every console route 401 without a session, and each only to the roles it names', async () => {
    const document = (await get('/api/openapi.json')).json()
    const consoleOperations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/console/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })),
      )
    // The doors themselves are open; every other console route needs an operator.
    const public_ = new Set([
      '/api/console/enrol/start',
      '/api/console/enrol/finish',
      '/api/console/login',
      '/api/console/logout',
      '/api/console/me',
    ])
    const guarded = consoleOperations.filter((op) => !public_.has(op.path))
    expect(guarded.length).toBeGreaterThan(0)
    const editor: OperatorRole[] = ['editor']
    const allowed: Record<string, OperatorRole[]> = {
      'GET /api/console/audit': ['admin'],
      'GET /api/console/pages/{page}': editor,
      'POST /api/console/pages/{page}/items': editor,
      'PUT /api/console/pages/{page}/items/{id}': editor,
      'DELETE /api/console/pages/{page}/items/{id}': editor,
      'PUT /api/console/pages/{page}/order': editor,
      'GET /api/console/questions': editor,
      'GET /api/console/questions/{id}': editor,
      'PUT /api/console/questions/{id}': editor,
      'PUT /api/console/questions/{id}/active': editor,
      'POST /api/console/questions/import': editor,
      'GET /api/console/questions/export': editor,
      'GET /api/console/categories': editor,
      'POST /api/console/categories': editor,
      'PUT /api/console/categories/{id}': editor,
      'GET /api/console/tournaments': editor,
      'POST /api/console/tournaments': editor,
      'GET /api/console/tournaments/{id}': editor,
      'PUT /api/console/tournaments/{id}': editor,
      'POST /api/console/tournaments/{id}/end': editor,
      'GET /api/console/tournament-board': editor,
      'GET /api/console/users': ['support'],
      'POST /api/console/users/{id}/unsubscribe': ['support'],
      'POST /api/console/users/{id}/sessions/end': ['support'],
      'GET /api/console/winners': ['finance'],
      'GET /api/console/winners/{competition}/{period}': ['finance'],
      'GET /api/console/payouts': ['finance'],
      'POST /api/console/payouts/export': ['finance'],
      'POST /api/console/payouts/reexport': ['finance'],
      'POST /api/console/payouts/reconcile': ['finance'],
      'GET /api/console/payouts/batches/{batch}/file': ['finance'],
      'GET /api/console/payouts/weeks': ['finance'],
      'GET /api/console/campaigns': ['finance'],
      'GET /api/console/health': [...operatorRoles],
    }
    for (const op of guarded)
      expect(allowed, `${op.method} ${op.path} needs its roles in this test`).toHaveProperty(
        `${op.method} ${op.path}`,
      )

    // The guard runs before validation: a bad request from nobody is still a 401, and a
    // role's 403 comes before any 400 about the body.
    const inject = (op: { path: string; method: string }, cookie?: string) =>
      t.app.inject({
        method: op.method as 'GET',
        url: op.path.replace('{page}', 'termsPage').replace('{id}', '1'),
        headers: cookie ? { cookie } : {},
        ...(op.method === 'GET' ? {} : { payload: {} }),
      })
    for (const op of guarded) expect((await inject(op)).statusCode, `${op.method} ${op.path}`).toBe(401)
    for (const role of operatorRoles) {
      const { cookie } = await loggedIn(`${role}@example.com`, role)
      for (const op of guarded) {
        const status = (await inject(op, cookie)).statusCode
        const may = allowed[`${op.method} ${op.path}`]?.includes(role) || role === 'admin'
        expect(status === 403, `${role} ${op.method} ${op.path}: ${status}`).toBe(!may)
      }
    }
  })

  it('keeps the audit log append-only', async () => {
    await t.app.services.operators.create('ops@example.com', 'admin')
    await expect(t.database.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
  })
})
