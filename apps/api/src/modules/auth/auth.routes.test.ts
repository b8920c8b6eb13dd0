import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { msisdnMessages } from '@khelahobe/contracts/msisdn'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, latestCode, logCollector, login, type TestApp } from '../../../test/harness.ts'
import { loginCodes, sessions, users } from '../../db/schema.ts'
import { createHttpSmsSender } from './sms.ts'

const json = { 'content-type': 'application/json' }
const number = '01712345678'

describe.each(testDatabases)('login by mobile number on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind)
  })
  afterEach(() => t.close())

  const requestCode = (mobileNo: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...json, ...headers },
      payload: { mobileNo },
    })
  const verify = (mobileNo: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/verify', headers: json, payload: { mobileNo, code } })
  const countRows = async (table: typeof users | typeof loginCodes | typeof sessions) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n

  it.each([
    ['0171234567a', msisdnMessages.notANumber],
    ['0171234567', msisdnMessages.wrongLength],
    ['11712345678', msisdnMessages.wrongPrefix],
  ])('refuses %s with the validator message and writes nothing', async (bad, message) => {
    const response = await requestCode(bad)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      error: 'Bad Request',
      message,
    })
    expect(response.json().requestId).toEqual(expect.any(String))
    expect(await countRows(loginCodes)).toBe(0)
  })

  it('sends a 6-digit code, stores only its hash, and logs the person in with it', async () => {
    const sent = await requestCode(number)
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ data: { codeSent: true, expiresInSeconds: 300, resendAfterSeconds: 60 } })

    const code = await latestCode(t.app, number)
    expect(code).toMatch(/^\d{6}$/)
    const [stored] = await t.database.db.select().from(loginCodes)
    expect(stored?.codeHash).not.toContain(code)
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/)

    const verified = await verify(number, code)
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toEqual({
      data: { user: { id: expect.any(Number), msisdn: number, name: null, imageName: null } },
    })
    const cookie = verified.cookies.find((c) => c.name === 'sid')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `sid=${cookie?.value}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.user.msisdn).toBe(number)
    // The token itself is not in the database, only its hash.
    const [session] = await t.database.db.select().from(sessions)
    expect(session?.tokenHash).not.toBe(cookie?.value)
  })

  it('creates the user once, on the first login', async () => {
    const first = await login(t.app, number)
    t.clock.advance(61_000)
    const second = await login(t.app, number)
    expect(second.user.id).toBe(first.user.id)
    expect(await countRows(users)).toBe(1)
  })

  it('texts the code in Bangla, with the WebOTP line for the host the app was reached at', async () => {
    await requestCode(number, { host: 'play.khelahobe.example:8443' })
    const [sent] = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?msisdn=${number}` })).json()
      .data
    expect(sent.code).toMatch(/^\d{6}$/)
    expect(sent.text).toBe(
      `খেলা হবে: আপনার লগইন কোড ${sent.code}। কোডটি ৫ মিনিট কাজ করবে।\n\n@play.khelahobe.example #${sent.code}`,
    )
  })

  it('lists the outbox newest first', async () => {
    await requestCode(number)
    t.clock.advance(61_000)
    await requestCode(number)
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?msisdn=${number}` })
    const entries = outbox.json().data
    expect(entries).toHaveLength(2)
    expect(entries[0]).toEqual({
      msisdn: number,
      text: expect.stringContaining(entries[0].code),
      code: expect.any(String),
      sentAt: expect.any(String),
    })
    expect(Date.parse(entries[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(entries[1].sentAt))
  })

  it('refuses a wrong code, and burns the code after five wrong tries', async () => {
    await requestCode(number)
    const code = await latestCode(t.app, number)
    const wrong = code === '000000' ? '111111' : '000000'
    const triesLeft = ['আর ৪ বার', 'আর ৩ বার', 'আর ২ বার', 'আর ১ বার']
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(number, wrong)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'CODE_INVALID',
        message:
          attempt < 5
            ? `কোডটি সঠিক নয়। ${triesLeft[attempt - 1]} চেষ্টা করতে পারবেন।`
            : 'কোডটি সঠিক নয়, আর এটি কাজ করবে না। নতুন কোড চেয়ে নিন।',
      })
    }
    const afterBurn = await verify(number, code)
    expect(afterBurn.statusCode).toBe(400)
    expect(afterBurn.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চেয়ে নিন।',
    })
    expect(await countRows(sessions)).toBe(0)
  })

  it('counts every one of many simultaneous wrong guesses', async () => {
    await requestCode(number)
    const code = await latestCode(t.app, number)
    const wrong = code === '000000' ? '111111' : '000000'
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(number, wrong)))
    expect(results.every((r) => r.statusCode === 400)).toBe(true)
    const [row] = await t.database.db.select().from(loginCodes)
    expect(row?.attempts).toBe(12)
    expect((await verify(number, code)).json().code).toBe('CODE_EXPIRED')
  })

  it('lets a code be used once, even by two requests at the same moment', async () => {
    await requestCode(number)
    const code = await latestCode(t.app, number)
    const [a, b] = await Promise.all([verify(number, code), verify(number, code)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400])
    expect(await countRows(sessions)).toBe(1)
    expect((await verify(number, code)).statusCode).toBe(400)
  })

  it('refuses a code after its five minutes', async () => {
    await requestCode(number)
    const code = await latestCode(t.app, number)
    t.clock.advance(5 * 60_000 + 1)
    const response = await verify(number, code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চেয়ে নিন।',
    })
  })

  it('refuses a code for a number that asked for none', async () => {
    const response = await verify(number, '123456')
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'CODE_EXPIRED',
      message: 'এই নম্বরের জন্য কোনো কোড অপেক্ষায় নেই। নতুন কোড চেয়ে নিন।',
    })
  })

  it('allows one resend per 60 seconds, and a resend replaces the old code', async () => {
    await requestCode(number)
    const oldCode = await latestCode(t.app, number)
    t.clock.advance(30_000)
    const tooSoon = await requestCode(number)
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'একটি কোড এইমাত্র পাঠানো হয়েছে। ৩০ সেকেন্ড পরে নতুন কোড চাইতে পারবেন।',
    })

    t.clock.advance(30_000)
    expect((await requestCode(number)).statusCode).toBe(200)
    const newCode = await latestCode(t.app, number)
    if (newCode !== oldCode) expect((await verify(number, oldCode)).json().code).toBe('CODE_INVALID')
    expect((await verify(number, newCode)).statusCode).toBe(200)
  })

  it('sends one code when the same number asks twice at once', async () => {
    const results = await Promise.all([requestCode(number), requestCode(number), requestCode(number)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429])
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?msisdn=${number}` })
    expect(outbox.json().data).toHaveLength(1)
  })

  it('limits codes per number per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(number)).statusCode).toBe(200)
      t.clock.advance(61_000)
    }
    const sixth = await requestCode(number)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toMatch(/^এই নম্বরে অনেকগুলো কোড পাঠানো হয়েছে। [০-৯]+ মিনিট পরে আবার চেষ্টা করুন।$/)
  })

  it('limits codes per network address', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await requestCode(`0171000${String(i).padStart(4, '0')}`)
      expect(response.statusCode).toBe(200)
    }
    const blocked = await requestCode('01719999999')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(
      /^এই নেটওয়ার্ক থেকে অনেকবার লগইনের চেষ্টা হয়েছে। [০-৯]+ মিনিট পরে আবার চেষ্টা করুন।$/,
    )
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: { mobileNo: '01719999999' },
      remoteAddress: '203.0.113.7',
    })
    expect(otherAddress.statusCode).toBe(200)
  })

  it('logs out: the session is gone and the cookie no longer works', async () => {
    const { cookie } = await login(t.app, number)
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ data: { ok: true } })
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('')
    expect(await countRows(sessions)).toBe(0)
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({ data: { user: null } })
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard/summary',
      headers: { cookie },
    })
    expect(summary.statusCode).toBe(401)
    expect(summary.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Your session has ended. Please log in again.',
    })
  })

  it('answers nobody to /api/me without a session or with a forged cookie, which it drops; other calls stay 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ data: { user: null } })
    expect(none.cookies.find((c) => c.name === 'sid')).toBeUndefined()
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'sid=forged-token' },
    })
    expect(forged.statusCode).toBe(200)
    expect(forged.json()).toEqual({ data: { user: null } })
    expect(forged.cookies.find((c) => c.name === 'sid')?.value).toBe('')
    const summary = await t.app.inject({ method: 'GET', url: '/api/leaderboard/summary' })
    expect(summary.statusCode).toBe(401)
    expect(summary.json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Please log in first.',
    })
  })

  it('ends a session after its lifetime', async () => {
    const { cookie } = await login(t.app, number)
    t.clock.advance(31 * 24 * 3600_000)
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.json()).toEqual({ data: { user: null } })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/leaderboard/summary', headers: { cookie } }))
        .statusCode,
    ).toBe(401)
  })

  it('refuses a state-changing request from another site, and writes nothing', async () => {
    const response = await requestCode(number, { origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' })
    const fetchSite = await requestCode(number, { 'sec-fetch-site': 'cross-site' })
    expect(fetchSite.statusCode).toBe(403)
    // A sandboxed frame elsewhere sends `Origin: null`; only the browser's own word clears it.
    expect((await requestCode(number, { origin: 'null' })).statusCode).toBe(403)
    expect(await countRows(loginCodes)).toBe(0)
    const sameSite = await requestCode(number, { origin: 'http://localhost:80', host: 'localhost:80' })
    expect(sameSite.statusCode).toBe(200)
    t.clock.advance(61_000)
    const sameOriginForm = await requestCode(number, { origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(sameOriginForm.statusCode).toBe(200)
  })

  it('answers bad requests with the envelope and writes nothing', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: '{"mobileNo":',
    })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json()).toMatchObject({ code: 'BAD_JSON', message: 'The request body is not valid JSON.' })

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: { mobileNo: number, srcUrl: 'x'.repeat(17 * 1024) },
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'BODY_TOO_LARGE', message: 'The request is too large.' })

    const missing = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('mobileNo is required.')

    const noBody = await t.app.inject({ method: 'POST', url: '/api/user/verify' })
    expect(noBody.statusCode).toBe(400)
    expect(noBody.json().message).toBe('The request needs a JSON body.')

    const badCode = await verify(number, '12ab56')
    expect(badCode.json()).toMatchObject({
      statusCode: 400,
      message: 'The code is the 6 digits we sent by SMS.',
    })

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no GET /api/no-such-thing.',
    })

    expect(await countRows(loginCodes)).toBe(0)
    expect(await countRows(users)).toBe(0)
  })

  it('never writes a full mobile number to the logs', async () => {
    const logs = logCollector()
    const logged = await createTestApp(kind, { logStream: logs.stream })
    try {
      await login(logged.app, number)
      await logged.app.inject({ method: 'GET', url: `/api/dev/outbox?msisdn=${number}` })
      expect(logs.text()).toContain('017*****678')
      expect(logs.text()).not.toContain(number)
    } finally {
      await logged.close()
    }
  })
})

describe.each(testDatabases)('in production on $name', (kind) => {
  const productionEnv = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234',
    SMS_GATEWAY_URL: 'http://127.0.0.1:1/sms',
    SMS_GATEWAY_TOKEN: 'token',
    PAYMENT_PROVIDER: 'bkash',
    BKASH_BASE_URL: 'http://127.0.0.1:1/gateway',
    BKASH_API_KEY: 'cHJvZHVjdGlvbi1rZXktZm9yLXRlc3Rz',
    PUBLIC_ORIGIN: 'https://khelahobe.example',
  }

  it('has no dev outbox, and sends codes through the SMS gateway over HTTP', async () => {
    const received: { to: string; text: string; authorization?: string }[] = []
    const gateway = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({ ...JSON.parse(body), authorization: request.headers.authorization })
        response.writeHead(202).end()
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
    const t = await createTestApp(kind, {
      env: { ...productionEnv, SMS_GATEWAY_URL: url },
      sms: createHttpSmsSender({ url, token: 'token', senderId: 'KhelaHobe' }),
    })
    try {
      const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?msisdn=${number}` })
      expect(outbox.statusCode).toBe(404)
      // Nor is there a wallet simulator.
      expect((await t.app.inject({ method: 'GET', url: '/sim/bkash/intent/anything' })).statusCode).toBe(404)

      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: json,
        payload: { mobileNo: number },
      })
      expect(sent.statusCode).toBe(200)
      expect(received).toHaveLength(1)
      expect(received[0]).toMatchObject({ to: `88${number}`, authorization: 'Bearer token' })
      const code = received[0]?.text.match(/\d{6}/)?.[0] ?? ''
      // The WebOTP line names the public host, whatever Host the request came with (app.ts
      // passes PUBLIC_ORIGIN to the auth routes as `publicOrigin`).
      expect(received[0]?.text.split('\n').at(-1)).toBe(`@khelahobe.example #${code}`)

      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/user/verify',
        headers: json,
        payload: { mobileNo: number, code },
      })
      expect(verified.statusCode).toBe(200)
      expect(verified.cookies.find((c) => c.name === 'sid')?.secure).toBe(true)
    } finally {
      await t.close()
      gateway.close()
    }
  })

  it('answers 503 and keeps no code when the SMS gateway fails', async () => {
    const t = await createTestApp(kind, {
      env: productionEnv,
      sms: createHttpSmsSender({ url: 'http://127.0.0.1:1/sms', token: 'token', senderId: 'KhelaHobe' }),
    })
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: json,
        payload: { mobileNo: number },
      })
      expect(sent.statusCode).toBe(503)
      expect(sent.json()).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        message: 'এই মুহূর্তে SMS পাঠানো যায়নি। একটু পরে আবার চেষ্টা করুন।',
      })
      expect(await t.database.db.select().from(loginCodes).where(eq(loginCodes.msisdn, number))).toEqual([])
    } finally {
      await t.close()
    }
  })
})
