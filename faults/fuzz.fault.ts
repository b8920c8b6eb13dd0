/**
 * Part 1, fuzzing. Every operation in `/api/openapi.json` gets FAULTS_FUZZ_RUNS (300; at
 * least 200) generated requests, one at a time, in a seeded random order; about half carry a
 * logged-in, subscribed session so the code behind the session check runs too, a tenth a
 * newcomer's (logged in, not subscribed: the routes that open a subscription run for
 * them). A console route's "session" is an admin's console session instead, so the code behind
 * the operator check runs too; the newcomer's player cookie stays on it and must open nothing.
 * On top, fixed probes: a valid request of every operation under every hostile Host
 * header, and with each text field of its body a lone surrogate. Three findings fail the part:
 * any 5xx (or no answer at all), any row written by a request that was refused with a 4xx, and
 * a lone surrogate probe that was not refused.
 *
 * FAULTS_SEED=N replays a run's requests (the server's own randomness aside).
 */

import { createHash, randomBytes } from 'node:crypto'
import { signWebhook } from '@khelahobe/bkash-protocol/signature'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { consoleCookie } from '../apps/api/src/modules/admin/console-session.plugin.ts'
import { sessionTokenHash } from '../apps/api/src/modules/auth/auth.service.ts'
import { createDatabase } from './support/cluster.ts'
import { httpClient, NoAnswer, type RawRequest, type RawResponse } from './support/http.ts'
import {
  Ctx,
  type CtxName,
  encode,
  type FuzzCase,
  type Hints,
  hostileHosts,
  type JsonSchema,
  Obj,
  type Operation,
  operationsOf,
  requestArbitrary,
  resolve,
  seededRandom,
  surrogateProbes,
  toJson,
  toPairs,
  toText,
  type Val,
  validMsisdn,
} from './support/openapi-fuzz.ts'
import { loginOverHttp, msisdnFor, type Player, sessionRow, subscribeOverHttp } from './support/players.ts'
import { clip, figure, folded } from './support/report.ts'
import { type ApiServer, startServer } from './support/server.ts'
import {
  type Counts,
  changedCounts,
  clockDrivenTables,
  rowCounts,
  tableNames,
  winnerRuns,
} from './support/tables.ts'

const runsPerOperation = Number(process.env.FAULTS_FUZZ_RUNS ?? 300)
const seed = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) : Math.floor(Math.random() * 2 ** 31)

// The provider's key in demo mode: the fuzzer signs webhooks as the provider would, so
// their bodies reach the code behind the signature check.
const providerKey = loadEnv({}).BKASH_API_KEY
const forgedKey = Buffer.from('not the provider key, not at all').toString('base64url')

/**
 * The webhook takes raw bytes (its signature covers them), so the document has no body
 * schema for it: these are the fields bKash's webhooks carry.
 */
const webhookBody: JsonSchema = {
  type: 'object',
  properties: {
    subscriptionRequestId: { type: 'string', maxLength: 100 },
    subscriptionId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    subscriptionStatus: {
      type: 'string',
      enum: ['INITIALIZED', 'VERIFIED', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'],
    },
    paymentId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    paymentStatus: {
      type: 'string',
      enum: ['SUCCEEDED_PAYMENT', 'FAILED_PAYMENT', 'RE_SUCCEEDED_PAYMENT', 'RE_FAILED_PAYMENT'],
    },
    trxId: { type: 'string', maxLength: 100, nullable: true },
    amount: { type: 'integer', minimum: 1, maximum: 100_000 },
    nextPaymentDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
  required: ['subscriptionRequestId'],
}

const ctx = (name: CtxName, fallback: fc.Arbitrary<Val>) => fallback.map((value) => new Ctx(name, value))

/**
 * Fields whose right value is in the database or the session (looked up when sent), or
 * that this operation wants in particular (the answer routes each take their own quiz).
 */
const hintsFor =
  (op: Operation): Hints =>
  (name, schema) => {
    switch (name) {
      case 'mobileNo':
      case 'msisdn':
      case 'Msisdn':
      case 'payer':
      case 'wallet':
      case 'fbid':
        return fc.oneof(
          { weight: 3, arbitrary: ctx('msisdn', validMsisdn) },
          { weight: 1, arbitrary: validMsisdn },
        )
      case 'qid':
        return ctx('qid', fc.integer({ min: 1, max: 600 }))
      case 'quizCats':
        return fc.array(ctx('categoryId', fc.integer({ min: 1, max: 6 })), { maxLength: 4 })
      case 'subscriptionReqId':
        return ctx('subscriptionRequestId', fc.uuid())
      case 'sessionId':
        return ctx('gameSessionId', fc.uuid())
      case 'requestId':
        return ctx('simRequestId', fc.uuid())
      case 'subscriptionRequestId':
        // A new request as often as a repeat of one the provider already has.
        return fc.oneof(fc.uuid(), ctx('simRequestId', fc.uuid()))
      case 'id':
        return ctx('simSubscriptionId', fc.integer({ min: 1, max: 50 }).map(String))
      case 'subscriptionId':
        return ctx('simSubscriptionNumber', fc.integer({ min: 1, max: 50 }))
      case 'paymentId':
        return ctx('simPaymentId', fc.integer({ min: 1, max: 50 }))
      case 'code':
        return schema.pattern === '^\\d{6}$'
          ? ctx('loginCode', fc.stringMatching(/^\d{6}$/))
          : ctx('intentCode', fc.string({ minLength: 1, maxLength: 20 }))
      case 'startDate':
        return fc.integer({ min: -1, max: 3 }).map((days) => new Ctx('providerDay', '2030-01-01', days))
      case 'expiryDate':
        return fc.integer({ min: 0, max: 800 }).map((days) => new Ctx('providerDay', '2031-01-01', days))
      case 'serviceId':
        return fc.constantFrom<Val>('100001', 100001)
      case 'redirectUrl':
        return fc.constantFrom(
          'http://127.0.0.1/payment-success?sri=x',
          'https://example.com/back',
          'ftp://x/',
        )
      case 'ServiceName': {
        const own = op.id === 'saveSpecialQuizAnswer' ? 'SpecialQuiz' : 'regularQuiz'
        return fc.oneof(
          { weight: 4, arbitrary: fc.constant(own) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('regularQuiz', 'SpecialQuiz', 'specialQuiz', 'REGULARQUIZ'),
          },
        )
      }
      case 'days':
      case 'balance':
        return schema.type === 'string' ? fc.integer({ min: -5, max: 5000 }).map(String) : undefined
      case 'pin':
        return fc.constantFrom('12345', '00000', '1234')
      default:
        return undefined
    }
  }

interface Sent {
  request: RawRequest
  /** One line saying what was sent, for a failure message. */
  text: string
}

let server: ApiServer
let admin: pg.Client
let databaseUrl: string
let player: Player
let operations: Operation[]

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('faultsClusterPort'), 'faults_fuzz')
  server = await startServer({ databaseUrl })
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const client = httpClient(server.url)
  try {
    player = await loginOverHttp(client, '01300000001')
    await subscribeOverHttp(client, player, 'quiz')
    await subscribeOverHttp(client, player, 'special')
    const doc = await client.get('/api/openapi.json')
    operations = operationsOf(JSON.parse(doc.body))
  } finally {
    client.close()
  }
})

afterAll(async () => {
  await admin?.end()
  await server?.stop()
})

test('every operation of the OpenAPI document, fuzzed: no 5xx, no row written by a refused request', async () => {
  figure(`fuzz seed ${seed}`)
  expect(operations.length, 'the OpenAPI document lists the routes').toBeGreaterThan(30)

  // ---- The requests: per operation from its own seed, then one seeded shuffle.
  const cases: FuzzCase[] = []
  const probes: FuzzCase[] = []
  operations.forEach((op, index) => {
    const isWebhook = op.id === 'bkashWebhook'
    const isGateway = op.path.startsWith('/sim/bkash/gateway/')
    const options = {
      hints: hintsFor(op),
      bodySchema: isWebhook ? webhookBody : op.body,
      credential: isWebhook
        ? fc.oneof(
            {
              weight: 7,
              arbitrary: fc.constantFrom('SUBSCRIPTION', 'PAYMENT', 'REFUND', 'payment', 'BOGUS', ''),
            },
            { weight: 3, arbitrary: fc.constant(undefined) },
          )
        : isGateway
          ? fc.oneof(
              { weight: 4, arbitrary: fc.constant('key') },
              { weight: 1, arbitrary: fc.constant(undefined) },
            )
          : undefined,
    }
    const opSeed = (seed + index * 7919) | 0
    cases.push(...fc.sample(requestArbitrary(op, options), { seed: opSeed, numRuns: runsPerOperation }))
    // Fixed probes on top of the random ones: a valid request under every hostile Host
    // header, from the subscriber and from a newcomer (whose subscription requests reach the
    // provider). Chance would meet these combinations too rarely to be relied on.
    const valid = fc.sample(requestArbitrary(op, { ...options, onlyValid: true }), {
      seed: opSeed,
      numRuns: hostileHosts.length * 2,
    })
    hostileHosts.forEach((host, i) => {
      for (const [j, auth] of (['session', 'newcomer'] as const).entries()) {
        const base = valid[i * 2 + j] as FuzzCase
        probes.push({ ...base, auth, mutation: 'hostile host probe', headers: { ...base.headers, host } })
      }
    })
    // And each text field of the body a lone surrogate, from the subscriber (an operator on a
    // console route), as a browser on the site would send it.
    const [plain] = fc.sample(requestArbitrary(op, { ...options, onlyValid: true }), {
      seed: opSeed + 1,
      numRuns: 1,
    })
    if (plain)
      probes.push(
        ...surrogateProbes(
          { ...plain, auth: 'session', headers: { 'sec-fetch-site': 'same-origin' } },
          options.bodySchema,
          index,
        ),
      )
  })
  const random = seededRandom(seed)
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[cases[i], cases[j]] = [cases[j] as FuzzCase, cases[i] as FuzzCase]
  }
  // The probes go first: before the fuzzer's requests use up the per-IP rate limits.
  cases.unshift(...probes)
  const byId = new Map(operations.map((op) => [op.id, op]))
  // One request at a time, each on a fresh connection: every answer, or its absence,
  // belongs to exactly one request. After a request with no answer the client is made anew,
  // so a connection the server left hanging is reported against that request alone, not as
  // a harness request that waits behind it.
  const newClient = () => httpClient(server.url, { sockets: 1, keepAlive: false })
  let client = newClient()

  // ---- Who sends the request at hand: the subscriber, or a newcomer with no subscription.
  let newcomer: Player | undefined
  let newcomers = 0
  let who: Player = player
  /** The quiz the request at hand is about: the open play its questions come from. */
  let playKind: 'regular' | 'special' = 'regular'

  // ---- What the requests need from the database, read when each is sent.
  const one = async <T>(query: string, values: unknown[] = []): Promise<T | undefined> =>
    (await admin.query(query, values)).rows[0]?.value as T | undefined
  const lookup = async (name: CtxName, arg: number): Promise<Val | undefined> => {
    switch (name) {
      case 'providerDay': {
        // The control page shows the provider's date; the fuzzer's clock moves change it.
        const page = await client.get('/sim/bkash/control')
        const today = /Provider date: <strong>(\d{4}-\d{2}-\d{2})<\/strong>/.exec(page.body)?.[1]
        if (!today) return undefined
        return new Date(Date.parse(`${today}T00:00:00Z`) + arg * 86_400_000).toISOString().slice(0, 10)
      }
      case 'msisdn':
        return who.msisdn
      case 'qid':
        // A question of the open play of the kind this route answers, still unanswered.
        return (
          (await one<number>(
            `select pq.question_id as value from play_questions pq join quiz_plays p on p.id = pq.play_id
              where p.user_id = $1 and p.kind = $2 and p.ended_at is null and pq.answer is null
              order by random() limit 1`,
            [who.userId, playKind],
          )) ?? (await one<number>('select id as value from questions order by random() limit 1'))
        )
      case 'categoryId':
        return one<number>('select id as value from categories order by random() limit 1')
      case 'subscriptionRequestId':
        return one<string>(
          'select request_id as value from subscriptions where user_id = $1 order by random() limit 1',
          [who.userId],
        )
      case 'simSubscriptionId':
        return one<string>('select id::text as value from sim_subscriptions order by random() limit 1')
      case 'simSubscriptionNumber':
        return one<number>('select id as value from sim_subscriptions order by random() limit 1')
      case 'simRequestId':
        return one<string>('select request_id as value from sim_subscriptions order by random() limit 1')
      case 'intentCode':
        return one<string>(
          `select intent_code as value from sim_subscriptions order by (status = 'INITIALIZED') desc, random() limit 1`,
        )
      case 'simPaymentId':
        return one<number>('select id as value from sim_payments order by random() limit 1')
      case 'gameSessionId':
        return one<string>(
          'select id::text as value from game_sessions where user_id = $1 and submitted_at is null order by random() limit 1',
          [who.userId],
        )
      case 'loginCode': {
        const outbox = await client.get(`/api/dev/outbox?msisdn=${who.msisdn}`)
        return outbox.status === 200
          ? (JSON.parse(outbox.body).data[0]?.code as string | undefined)
          : undefined
      }
    }
  }

  async function render(c: FuzzCase): Promise<Sent> {
    const op = byId.get(c.op) as Operation
    let path = op.path
    for (const [name, value] of Object.entries(c.path)) {
      const segment =
        value !== null && typeof value === 'object' && 'segment' in value
          ? value.segment
          : encode(toText(await resolve(value as Val, lookup)))
      path = path.replace(`{${name}}`, () => segment)
    }
    const pairs: [string, string][] = []
    for (const [key, value] of c.query) pairs.push(...toPairs(key, await resolve(value, lookup)))
    const query = [pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'), c.rawQuery]
      .filter(Boolean)
      .join('&')
    if (query) path += `?${query}`

    const headers: Record<string, string> = { ...c.headers }
    let body: string | Buffer | undefined
    if (c.body.kind === 'json') body = toJson(await resolve(c.body.value, lookup))
    if (c.body.kind === 'form') {
      const value = await resolve(c.body.value, lookup)
      const formPairs =
        value instanceof Obj ? value.entries.flatMap(([k, v]) => toPairs(k, v)) : toPairs('value', value)
      body = new URLSearchParams(formPairs).toString()
    }
    if (c.body.kind === 'raw') body = c.body.bytes
    if (c.body.kind !== 'none' && c.body.contentType !== undefined)
      headers['content-type'] = c.body.contentType
    if (c.auth === 'session' || c.auth === 'newcomer')
      headers.cookie = c.auth === 'session' && isConsole(op) ? operatorCookie : who.cookie
    if (c.auth === 'garbage') headers.cookie = c.garbageCookie
    if (op.id === 'bkashWebhook') {
      const bytes = body ?? ''
      headers['x-signature'] = signWebhook(bytes, c.credential === undefined ? forgedKey : providerKey)
      if (c.credential !== undefined) headers.type = c.credential
    }
    if (c.credential === 'key') headers['x-api-key'] = providerKey
    const shownBody =
      body === undefined ? '' : ` body=${clip(Buffer.isBuffer(body) ? body.toString('hex') : body, 400)}`
    const shownHeaders = Object.entries(headers)
      .filter(([k]) => k !== 'cookie')
      .map(([k, v]) => `${k}: ${clip(v, 80)}`)
      .join('; ')
    return {
      request: { method: op.method, path, headers, body, timeoutMs: 10_000 },
      text: `${op.method} ${clip(path, 400)} [${c.mutation}; cookie ${c.auth === 'garbage' ? clip(c.garbageCookie, 40) : c.auth}${shownHeaders ? `; ${shownHeaders}` : ''}]${shownBody}`,
    }
  }

  // ---- The player must stay logged in and subscribed, whatever the requests before did
  // (log out, unsubscribe, move the provider's clock). Repaired between requests, never
  // inside the window a request's row counts are compared in.
  /**
   * The newcomer stays one only while logged in with nothing pending or subscribed; else a
   * new one takes the part (written straight into the database: logins are rate limited).
   */
  async function keepNewcomer(): Promise<Player> {
    if (newcomer) {
      const state = await admin.query<{ session: boolean; live: boolean }>(
        `select exists(select 1 from sessions where token_hash = $1) as session,
                exists(select 1 from subscriptions where user_id = $2 and state in ('pending', 'subscribed')) as live`,
        [sessionTokenHash(newcomer.token), newcomer.userId],
      )
      if (state.rows[0]?.session && !state.rows[0].live) return newcomer
    }
    newcomers++
    const msisdn = msisdnFor('018', 90_000_000 + newcomers)
    const user = await admin.query<{ id: number }>(
      `insert into users (msisdn) values ($1) on conflict (msisdn) do update set msisdn = excluded.msisdn returning id`,
      [msisdn],
    )
    const userId = user.rows[0]?.id as number
    const made = sessionRow(userId)
    await admin.query('insert into sessions (user_id, token_hash, expires_at) values ($1, $2, $3)', [
      userId,
      made.row.tokenHash,
      made.row.expiresAt,
    ])
    newcomer = { userId, msisdn, token: made.token, cookie: `sid=${made.token}` }
    return newcomer
  }

  let renewedSessions = 0
  let resubscribed = 0
  // The session must be live by the server's clock, which the fuzzer and keepPlayOpen move on
  // by days: the player's first session (a login's 30 days) ends while the rows stay.
  async function keepPlayer() {
    const serverNow = new Date(Number((await client.get('/readyz')).headers['x-server-time']))
    const state = await admin.query<{ session: boolean; quiz: boolean; special: boolean }>(
      `select exists(select 1 from sessions where token_hash = $1 and expires_at > $3) as session,
              exists(select 1 from subscriptions where user_id = $2 and segment = 'quiz' and state = 'subscribed') as quiz,
              exists(select 1 from subscriptions where user_id = $2 and segment = 'special' and state = 'subscribed') as special`,
      [sessionTokenHash(player.token), player.userId, serverNow],
    )
    const row = state.rows[0]
    if (!row?.session) {
      const made = sessionRow(player.userId)
      await admin.query('insert into sessions (user_id, token_hash, expires_at) values ($1, $2, $3)', [
        made.row.userId,
        made.row.tokenHash,
        made.row.expiresAt,
      ])
      player = { ...player, token: made.token, cookie: `sid=${made.token}` }
      renewedSessions++
    }
    for (const segment of ['quiz', 'special'] as const) {
      if (row?.[segment]) continue
      // The fuzzer may have emptied the wallet; a subscription with a first charge needs one.
      await client.post('/sim/bkash/control/wallets', { wallet: player.msisdn, balance: 1_000_000 })
      await subscribeOverHttp(client, player, segment)
      resubscribed++
    }
  }
  // The console's admin: enrolled once, straight into the database; its session is made anew
  // when a request before ended it (logout) or the clock moved past it, dated by the
  // server's own clock (the simulator's, which the fuzzer moves).
  const isConsole = (op: Operation) => op.path.startsWith('/api/console/')
  let operatorCookie = ''
  let operatorSessions = 0
  async function keepOperator() {
    const me = await client.get('/api/console/me', { cookie: operatorCookie })
    if (me.status === 200 && JSON.parse(me.body).data.operator !== null) return
    const now = Number(me.headers['x-server-time'])
    const operator = await admin.query<{ id: number }>(
      `insert into operators (email, role, password_hash, enrolled_at) values ('fuzz-admin@example.com', 'admin', 'none', now())
       on conflict (email) do update set email = excluded.email returning id`,
    )
    const token = randomBytes(32).toString('base64url')
    await admin.query(
      'insert into operator_sessions (operator_id, token_hash, last_seen_at, expires_at) values ($1, $2, $3, $4)',
      [
        operator.rows[0]?.id,
        createHash('sha256').update(token).digest('hex'),
        new Date(now),
        new Date(now + 12 * 3_600_000),
      ],
    )
    operatorCookie = `${consoleCookie}=${token}`
    operatorSessions++
  }

  // Answers reach the code that records them only while a play is open: before a session
  // request to a play route, open one (moving the provider's clock a day on when today's
  // plays are used up, as the fuzzer's own clock moves do anyway).
  const playRoutes: Record<string, 'regular' | 'special'> = {
    saveQuizAnswer: 'regular',
    saveSpecialQuizAnswer: 'special',
    currentQuizPlay: 'regular',
  }
  let playsOpened = 0
  let daysAdvanced = 0
  async function keepPlayOpen(kind: 'regular' | 'special') {
    const ServiceName = kind === 'regular' ? 'regularQuiz' : 'SpecialQuiz'
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = await client.post(
        '/api/Quiz/GetRandomOrCatQuiz',
        { isRandom: 1, ServiceName },
        { cookie: player.cookie },
      )
      if (started.status !== 200)
        throw new Error(`opening a ${kind} play: HTTP ${started.status} ${started.body}`)
      const data = JSON.parse(started.body).data as {
        isPlayed: number
        qlist: unknown[]
        answeredCount: number
      }
      if (data.isPlayed === 0 && data.qlist.length > 0) {
        if (data.answeredCount === 0) playsOpened++
        return
      }
      await client.post('/sim/bkash/control/advance', { days: 1, confirm: 'ADVANCE' })
      daysAdvanced++
      await keepPlayer()
    }
  }

  // ---- Row counts around every refused request.
  const tables = (await tableNames(admin)).filter(
    // Counting a refused request is what the rate limiter is for: a 429, or a login refused
    // for a bad number, rightly leaves its hit behind.
    (table) => table !== 'rate_limit_counters' && !clockDrivenTables.includes(table),
  )
  // The leaderboard puts ended plays on the boards after the response, in one transaction
  // that also stamps the play: board rows that arrive with a newly stamped play are its work.
  const recordedPlays = 'select count(*) from quiz_plays where board_recorded_at is not null'
  const counts = () => rowCounts(admin, tables, { recorded_plays: recordedPlays, ...winnerRuns })
  const explainedByBoards = (before: Counts, after: Counts, changed: string[]) =>
    (after.recorded_plays ?? 0) > (before.recorded_plays ?? 0) &&
    changed.every((line) => /^(board_entries|board_buckets|recorded_plays):/.test(line))

  // ---- The run.
  const perOperation = new Map<string, Record<string, number>>()
  const perMutation = new Map<string, number>()
  const serverErrors: string[] = []
  const refusedWrites: string[] = []
  const surrogatesTaken: string[] = []
  let sessionRequests = 0
  const started = performance.now()
  try {
    for (const c of cases) {
      playKind = playRoutes[c.op] ?? 'regular'
      if (c.auth === 'session' && isConsole(byId.get(c.op) as Operation)) {
        await keepOperator()
        sessionRequests++
      } else if (c.auth === 'session') {
        await keepPlayer()
        if (c.op in playRoutes) await keepPlayOpen(playKind)
        sessionRequests++
      }
      who = c.auth === 'newcomer' ? await keepNewcomer() : player
      const cycle = performance.now()
      const sent = await render(c)
      const before = await counts()
      let response: RawResponse | undefined
      let failure: string | undefined
      try {
        response = await client.send(sent.request)
      } catch (error) {
        failure = error instanceof NoAnswer ? `no answer: ${error.message}` : String(error)
      }
      const stats = perOperation.get(c.op) ?? {
        sent: 0,
        '2xx': 0,
        '3xx': 0,
        '4xx': 0,
        '5xx': 0,
        none: 0,
        ms: 0,
      }
      stats.sent = (stats.sent ?? 0) + 1
      stats.ms = (stats.ms ?? 0) + (performance.now() - cycle)
      const bucket = response ? `${Math.floor(response.status / 100)}xx` : 'none'
      stats[bucket] = (stats[bucket] ?? 0) + 1
      perOperation.set(c.op, stats)
      perMutation.set(c.mutation, (perMutation.get(c.mutation) ?? 0) + 1)

      if (!response) {
        client.close()
        client = newClient()
      }
      if (!response || response.status >= 500) {
        serverErrors.push(
          `${sent.text}\n    → ${response ? `HTTP ${response.status} ${clip(response.body, 300)}` : failure}`,
        )
        if (!server.alive) {
          serverErrors.push(`    the server died; its last logs:\n${server.logs(30)}`)
          server = await startServer({ databaseUrl, port: server.port })
        }
        continue
      }
      // Half a character is no text: a field that takes one stores U+FFFD, or worse.
      if (c.mutation === 'lone surrogate probe' && response.status < 400)
        surrogatesTaken.push(`${sent.text}\n    → HTTP ${response.status} ${clip(response.body, 300)}`)
      if (response.status >= 400) {
        const after = await counts()
        const changed = changedCounts(before, after)
        if (changed.length > 0 && !explainedByBoards(before, after, changed))
          refusedWrites.push(`${sent.text}\n    → HTTP ${response.status}, yet ${changed.join(', ')}`)
      }
    }
  } finally {
    client.close()
  }
  const elapsed = (performance.now() - started) / 1000

  // ---- Figures.
  const totals = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, none: 0 }
  for (const stats of perOperation.values())
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += stats[key] ?? 0
  const minimum = Math.min(...operations.map((op) => perOperation.get(op.id)?.sent ?? 0))
  figure(
    `fuzz: ${cases.length} requests (${cases.length - probes.length} generated, ${probes.length} probes of Host headers and lone surrogates) over ` +
      `${operations.length} operations (at least ${minimum} each) in ${elapsed.toFixed(1)} s; ` +
      `${sessionRequests} with a subscribed session`,
  )
  figure(
    `fuzz answers: 2xx ${totals['2xx']}, 3xx ${totals['3xx']}, 4xx ${totals['4xx']}, 5xx ${totals['5xx']}, no answer ${totals.none}`,
  )
  figure(`fuzz mutations: ${[...perMutation].map(([m, n]) => `${m} ${n}`).join(', ')}`)
  for (const op of operations) {
    const s = perOperation.get(op.id) ?? {}
    figure(
      `fuzz route ${op.method} ${op.path} (${op.id}): ${s.sent ?? 0} sent, 2xx ${s['2xx'] ?? 0}, 3xx ${s['3xx'] ?? 0}, 4xx ${s['4xx'] ?? 0}, 5xx ${s['5xx'] ?? 0}, no answer ${s.none ?? 0}; ${((s.ms ?? 0) / (s.sent || 1)).toFixed(1)} ms each`,
    )
  }
  figure(
    `fuzz 5xx or no answer: ${serverErrors.length}; refused requests that wrote rows: ${refusedWrites.length}; ` +
      `lone surrogates taken: ${surrogatesTaken.length}`,
  )
  figure(
    `fuzz harness: sessions renewed ${renewedSessions}, console sessions made ${operatorSessions}, re-subscribed ${resubscribed}, ` +
      `plays opened ${playsOpened}, provider clock moved ${daysAdvanced} days, newcomers ${newcomers}`,
  )
  figure(`fuzz server error log lines: ${server.errorLines().length}`)
  for (const [message, count] of server.logTally())
    figure(`fuzz server log (level message): ${message} × ${count}`)

  // After all that, the server still serves.
  const ready = await httpClient(server.url).get('/readyz')
  expect(ready.status, `/readyz after the fuzzing: ${ready.status} ${ready.body}`).toBe(200)
  expect(minimum, 'every operation got its share of requests').toBeGreaterThanOrEqual(runsPerOperation)
  expect(serverErrors, `5xx or no answer (seed ${seed}): ${folded(serverErrors)}`).toEqual([])
  expect(refusedWrites, `refused requests that wrote rows (seed ${seed}): ${folded(refusedWrites)}`).toEqual(
    [],
  )
  expect(surrogatesTaken, `lone surrogates taken (seed ${seed}): ${folded(surrogatesTaken)}`).toEqual([])
}, 600_000)
