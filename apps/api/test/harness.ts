import { Writable } from 'node:stream'
import { buildApp } from '../src/app.ts'
import { type Env, loadEnv } from '../src/config/env.ts'
import type { DatabaseHandle } from '../src/db/client.ts'
import { manualClock } from '../src/lib/clock.ts'
import type { SmsSender } from '../src/modules/auth/sms.ts'
import type { TestDatabase } from './databases.ts'

/** Everything the app logged, one parsed line each, for tests that read the logs. */
export function logCollector() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { stream, text: () => lines.join('') }
}

export interface TestAppOptions {
  env?: Record<string, string>
  /** Listen on a real port: needed wherever the app calls itself over HTTP (the provider simulator). */
  listen?: boolean
  sms?: SmsSender
  logStream?: Writable
}

/** The production app on a fresh database of the given kind, with a clock the test moves. */
export async function createTestApp(kind: TestDatabase, options: TestAppOptions = {}) {
  // Seeded as of the clock's start, as a copy of a template seeded so (see `prepare`).
  const database: DatabaseHandle = await kind.open('seeded')
  const clock = manualClock()
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  })
  const app = await buildApp({ env, database, clock, sms: options.sms, logStream: options.logStream })
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 })
  else await app.ready()
  const address = app.server.address()
  const origin =
    address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : 'http://localhost:80'
  return {
    app,
    /** Where a browser would reach this app; the Host header injected requests should carry. */
    origin,
    database,
    clock,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

const json = { 'content-type': 'application/json' }

/** Logs in through the real two-step flow, reading the code from the dev outbox. */
export async function login(app: TestApp['app'], msisdn: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: json,
    payload: { mobileNo: msisdn },
  })
  if (sent.statusCode !== 200) throw new Error(`login failed: ${sent.body}`)
  const code = await latestCode(app, msisdn)
  const verified = await app.inject({
    method: 'POST',
    url: '/api/user/verify',
    headers: json,
    payload: { mobileNo: msisdn, code },
  })
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`)
  const cookie = verified.cookies.find((c) => c.name === 'sid')
  if (!cookie) throw new Error('no session cookie')
  return { cookie: `sid=${cookie.value}`, user: verified.json().data.user as { id: number; msisdn: string } }
}

export async function latestCode(app: TestApp['app'], msisdn: string): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?msisdn=${msisdn}` })
  const code = outbox.json().data[0]?.code
  if (!code) throw new Error(`no code in the outbox for ${msisdn}`)
  return code
}

/** The PIN the simulator's consent page asks of `wallet`, as its control page shows it. Needs `listen: true`. */
export async function walletPinOf(t: TestApp, wallet: string): Promise<string> {
  const answer = await fetch(`${t.origin}/sim/bkash/control/wallets/${wallet}`)
  if (!answer.ok) throw new Error(`no PIN for ${wallet}: HTTP ${answer.status}`)
  return ((await answer.json()) as { pin: string }).pin
}

/**
 * Subscribes a logged-in person through the provider simulator, as a person would: open
 * the request from our own page, approve on the consent page with the wallet's PIN, come
 * back. Needs `listen: true`.
 */
export async function subscribe(
  t: TestApp,
  session: { cookie: string; user: { msisdn: string } },
  segment: 'quiz' | 'special',
) {
  const headers = { host: new URL(t.origin).host, cookie: session.cookie }
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${session.user.msisdn}&segment=${segment}`,
    // The browser's word that our own page asked: this GET opens a request.
    headers: { ...headers, 'sec-fetch-site': 'same-origin' },
  })
  const { redirectURL, subscriptionRequestId } = opened.json().data
  const approved = await fetch(`${redirectURL}/approve`, {
    method: 'POST',
    body: new URLSearchParams({ pin: await walletPinOf(t, session.user.msisdn) }),
    redirect: 'manual',
  })
  if (approved.status !== 303) throw new Error(`consent answered ${approved.status}`)
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
    headers,
    payload: { subscriptionReqId: subscriptionRequestId, status: 1 },
  })
  if (!confirmed.json().data?.isSubscribed) throw new Error(`not subscribed: ${confirmed.body}`)
}

/**
 * The option (`option1`–`option3`) that is right for a question as it was shown in the latest
 * play holding it (of `userId`, when given): each play shuffles the options, so the stored key
 * alone does not say, and two players' plays may hold the same question in different orders.
 */
export async function shownCorrectOption(database: DatabaseHandle, questionId: number, userId?: number) {
  const [row] = await database.query<{ option_order: string; correct_option: number }>(
    {
      name: 'test_shown_correct_option',
      text: `select pq.option_order, q.correct_option from play_questions pq
        join questions q on q.id = pq.question_id join quiz_plays p on p.id = pq.play_id
        where pq.question_id = $1 and ($2::int is null or p.user_id = $2)
        order by pq.play_id desc limit 1`,
    },
    [questionId, userId ?? null],
  )
  if (!row) throw new Error(`question ${questionId} is in no play`)
  return `option${row.option_order.indexOf(String(row.correct_option)) + 1}` as
    | 'option1'
    | 'option2'
    | 'option3'
}
