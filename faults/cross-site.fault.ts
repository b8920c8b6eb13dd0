/**
 * Part 7, another site's links. (a) A logged-in subscriber's browser, sent by another site to
 * every GET operation of `/api/openapi.json` (a link, an image, a redirect): Sec-Fetch-Site
 * `cross-site`, or no Sec-Fetch-Site with a foreign Origin or Referer, as an older browser
 * sends. Each request is one the route would take from our own page (the same requests
 * with Sec-Fetch-Site `same-origin` are checked to pass validation, and to write where
 * they should), so a write it makes is the route's, not a validator's refusal. None may
 * write a row, nor answer 5xx. (b) The campaign page's return, confirmed 15 times at once
 * with one `campaign_flow` cookie, split across two instances on one database: exactly one
 * session is made, and every answer is the confirmation.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createDatabase } from './support/cluster.ts'
import { type HttpClient, httpClient, type RawResponse } from './support/http.ts'
import { type JsonSchema, type Operation, operationsOf } from './support/openapi-fuzz.ts'
import { loginOverHttp, type Player, subscribeOverHttp, walletPin } from './support/players.ts'
import { answerLine, figure, folded, ms } from './support/report.ts'
import { type ApiServer, startServer } from './support/server.ts'
import { type Counts, changedCounts, rowCounts, tableNames, winnerRuns } from './support/tables.ts'

/** What a link or an image on another site looks like to us, browser by browser. */
const foreignCallers: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/offer' }],
  ['no Sec-Fetch-Site, a foreign Origin', { origin: 'https://evil.example' }],
  ['no Sec-Fetch-Site, a foreign Referer', { referer: 'https://evil.example/offer' }],
]
const ownPage = { 'sec-fetch-site': 'same-origin' }
const probeCampaign = 'cross-site-probe'
const parallelConfirms = 15
const campaignRounds = 3

let servers: ApiServer[] = []
let admin: pg.Client
let player: Player
let operations: Operation[]

beforeAll(async () => {
  const databaseUrl = await createDatabase(inject('faultsClusterPort'), 'faults_cross_site')
  // The second instance boots once the first has migrated and seeded: part (b) needs two, not a race.
  const first = await startServer({ databaseUrl })
  servers = [first, await startServer({ databaseUrl })]
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const client = httpClient(first.url)
  try {
    // Subscribed to the quiz only: a check of the special quiz would open a request, and the
    // quiz's cancel would cancel one, if another site could make the browser ask.
    player = await loginOverHttp(client, '01300000061')
    await subscribeOverHttp(client, player, 'quiz')
    operations = operationsOf(JSON.parse((await client.get('/api/openapi.json')).body))
  } finally {
    client.close()
  }
})

afterAll(async () => {
  await admin?.end()
  await Promise.all(servers.map((s) => s.stop()))
})

const one = async <T>(query: string, values: unknown[] = []) =>
  (await admin.query(query, values)).rows[0]?.value as T | undefined

/** The value our own page sends for a parameter of this name, where the name says it. */
async function namedValue(op: Operation, name: string): Promise<string | undefined> {
  switch (name) {
    case 'msisdn':
    case 'wallet':
      return player.msisdn
    case 'segment':
      // The quiz is the one to cancel; the special quiz the one a check would open.
      return op.id === 'cancelSubscription' ? 'quiz' : 'special'
    case 'ServiceName':
      return 'regularQuiz'
    case 'campaign_key':
    case 'campaignKey':
      return probeCampaign
    case 'campaign_url':
    case 'srcurl':
      return 'https://evil.example/offer'
    case 'cname':
      return 'campaignpage1'
    case 'code':
      return one<string>('select intent_code as value from sim_subscriptions order by id desc limit 1')
    case 'requestId':
      return one<string>('select request_id as value from sim_subscriptions order by id desc limit 1')
    case 'batch':
      return '20260101T000000-abcdef'
    default:
      return undefined
  }
}

/**
 * A value the parameter takes from our own page: by its name, else from its schema where it is
 * required (an optional one with no named value is left out). The same-origin pass checks that
 * no request made of these values is refused as invalid.
 */
async function valueFor(op: Operation, name: string, schema: JsonSchema, required: boolean) {
  const named = await namedValue(op, name)
  if (named !== undefined || !required) return named
  if (schema.enum) return String(schema.enum[0])
  if (schema.type === 'integer') return String(Math.max(schema.minimum ?? 1, 1))
  if (schema.pattern?.startsWith('^\\d{4}-\\d{2}')) return '2026-01-01'
  if (schema.pattern === '^\\d{1,10}$') return '1'
  return 'x'
}

/** The GET request our own page would send to `op`: its path and query filled in. */
async function requestFor(op: Operation): Promise<string> {
  let path = op.path
  const query = new URLSearchParams()
  for (const parameter of op.parameters) {
    const value = await valueFor(op, parameter.name, parameter.schema, parameter.required)
    if (value === undefined) continue
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value))
    if (parameter.in === 'query') query.set(parameter.name, value)
  }
  return query.size > 0 ? `${path}?${query}` : path
}

/** Every table's rows, but the scheduled jobs' slots (their winner runs are counted instead). */
async function counts(): Promise<Counts> {
  const tables = (await tableNames(admin)).filter((table) => table !== 'job_runs')
  return rowCounts(admin, tables, winnerRuns)
}

/**
 * Row counts once nothing moves for three readings in a row: the beacons' events are written
 * by a flush every two seconds, and the boot's jobs settle.
 */
async function settledCounts(): Promise<Counts> {
  let last = await counts()
  for (let stable = 0; stable < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const now = await counts()
    stable = changedCounts(last, now).length === 0 ? stable + 1 : 0
    last = now
  }
  return last
}

const playerState = async (segment: 'quiz' | 'special') =>
  one<string>(
    `select state as value from subscriptions where user_id = $1 and segment = $2
      order by created_at desc, id desc limit 1`,
    [player.userId, segment],
  )

test('another site’s links to every GET operation, from a subscriber’s browser: no row written, no 5xx', async () => {
  const gets = operations.filter((op) => op.method === 'GET')
  expect(gets.length, 'the OpenAPI document lists the GET routes').toBeGreaterThan(30)
  const client = httpClient(servers[0]?.url ?? '', { sockets: 1, keepAlive: false })
  const send = (path: string, headers: Record<string, string>) =>
    client.get(path, { cookie: player.cookie, ...headers })
  const requests = await Promise.all(gets.map(async (op) => ({ op, path: await requestFor(op) })))

  const problems: string[] = []
  const statuses = new Map<string, number>()
  const refusedOps = new Set<string>()
  const before = await settledCounts()
  const started = performance.now()
  for (const { op, path } of requests) {
    for (const [caller, headers] of foreignCallers) {
      const previous = await counts()
      const answer: RawResponse = await send(path, headers)
      statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1)
      if (answer.status === 403 && answer.body.includes('CROSS_SITE_REQUEST')) refusedOps.add(op.id)
      if (answer.status >= 500) problems.push(`${op.id} (${caller}): ${answerLine(answer)}`)
      // The events of a visit log wait for a flush: they are counted once all requests are in.
      const moved = changedCounts(previous, await counts()).filter((change) => !change.startsWith('events:'))
      if (moved.length > 0) problems.push(`${op.id} (${caller}) GET ${path} wrote: ${moved.join(', ')}`)
    }
  }
  const elapsed = performance.now() - started
  const after = await settledCounts()
  const wrote = changedCounts(before, after)
  const stillSubscribed = await playerState('quiz')
  const specialState = (await playerState('special')) ?? 'none'

  figure(
    `cross-site GETs: ${gets.length} operations × ${foreignCallers.length} callers = ${requests.length * foreignCallers.length} requests in ${ms(elapsed)}; ` +
      `answers ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}; ` +
      `refused as cross-site: ${[...refusedOps].sort().join(', ') || 'none'}; tables that moved: ${wrote.length}`,
  )
  expect(problems, folded(problems)).toEqual([])
  expect(wrote, `row counts before → after every cross-site GET: ${wrote.join(', ')}`).toEqual([])
  expect(stillSubscribed, 'the quiz subscription, after another site’s cancel link').toBe('subscribed')
  expect(specialState, 'the special quiz, after another site’s subscription link').toBe('none')
  // The three GETs that write were each refused, for every caller.
  expect([...refusedOps].sort()).toEqual(
    expect.arrayContaining(['cancelSubscription', 'checkSubscriptionAndOpenRequest', 'saveLog']),
  )

  // The same requests from our own page: none refused as invalid (so each probe above reached
  // the route), none a 5xx, and the GETs that write do write, which the counts above would see.
  const ownAnswers: string[] = []
  const invalid: string[] = []
  const ownBefore = await settledCounts()
  // The cancel last: it ends the subscription the other GETs are asked about.
  const ordered = [...requests].sort(
    (a, b) => Number(a.op.id === 'cancelSubscription') - Number(b.op.id === 'cancelSubscription'),
  )
  for (const { op, path } of ordered) {
    const answer = await send(path, ownPage)
    ownAnswers.push(`${op.id} ${answer.status}`)
    if (answer.status === 400 || answer.status >= 500)
      invalid.push(`${op.id} GET ${path}: ${answerLine(answer)}`)
  }
  const ownWrote = changedCounts(ownBefore, await settledCounts())
  client.close()
  figure(
    `the same GETs from our own page: ${invalid.length} refused as invalid or 5xx; tables that moved: ${ownWrote.join(', ')}`,
  )
  expect(invalid, folded(invalid)).toEqual([])
  expect(ownWrote, 'our own page’s GETs write where they should').toEqual(
    expect.arrayContaining([expect.stringMatching(/^subscriptions: /), expect.stringMatching(/^events: /)]),
  )
  expect(await playerState('quiz')).toBe('cancelled')
  expect(await playerState('special')).toBe('pending')
})

/** Starts a campaign request for `msisdn` on `client`, approves it with the wallet's PIN; answers what the browser keeps. */
async function campaignApproved(client: HttpClient, msisdn: string) {
  const started = await client.post('/api/campaign/subscribe', {
    mobileNo: msisdn,
    campaignKey: probeCampaign,
  })
  if (started.status !== 200) throw new Error(`campaign subscribe ${msisdn}: ${answerLine(started)}`)
  const { subscriptionRequestId, redirectURL } = (
    JSON.parse(started.body) as { data: { subscriptionRequestId: string; redirectURL: string } }
  ).data
  const binding = (started.headers['set-cookie'] ?? [])
    .map((cookie) => /^campaign_flow=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean)
  if (!binding) throw new Error(`campaign subscribe ${msisdn} set no campaign_flow cookie`)
  const approved = await client.send({
    method: 'POST',
    path: `${new URL(redirectURL).pathname}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pin: await walletPin(client, msisdn), wallet: msisdn }).toString(),
  })
  if (approved.status !== 303) throw new Error(`consent for ${msisdn}: ${answerLine(approved)}`)
  return { subscriptionRequestId, cookie: `campaign_flow=${binding}` }
}

test('a campaign return confirmed 15 times at once across two instances: one session, every answer the confirmation', async () => {
  const clients = servers.map((s) => httpClient(s.url, { sockets: parallelConfirms }))
  const [first] = clients as [HttpClient]
  const problems: string[] = []
  const lines: string[] = []
  try {
    for (let round = 0; round < campaignRounds; round++) {
      const msisdn = `0130000007${round}`
      const { subscriptionRequestId, cookie } = await campaignApproved(first, msisdn)
      const started = performance.now()
      const answers = await Promise.all(
        Array.from({ length: parallelConfirms }, (_, i) =>
          (clients[i % clients.length] as HttpClient).post(
            '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
            { subscriptionReqId: subscriptionRequestId, status: 1 },
            { cookie },
          ),
        ),
      )
      const elapsed = performance.now() - started
      const sessions = Number(
        await one<string>(
          'select count(*)::text as value from sessions s join users u on u.id = s.user_id where u.msisdn = $1',
          [msisdn],
        ),
      )
      const loggedIn = answers.filter((a) => a.status === 200 && JSON.parse(a.body).data.loggedIn).length
      const withCookie = answers.filter((a) =>
        (a.headers['set-cookie'] ?? []).some((c) => c.startsWith('sid=')),
      ).length
      const notConfirmed = answers.filter((a) => a.status !== 200 || !JSON.parse(a.body).data.isSubscribed)
      lines.push(
        `${msisdn}: ${sessions} session(s), ${loggedIn} answer(s) logged in, ${withCookie} set a session cookie, in ${ms(elapsed)}`,
      )
      if (sessions !== 1) problems.push(`${msisdn}: ${sessions} sessions made`)
      if (loggedIn !== 1 || withCookie !== 1)
        problems.push(`${msisdn}: ${loggedIn} answers say logged in, ${withCookie} set a session cookie`)
      for (const answer of notConfirmed) problems.push(`${msisdn}: ${answerLine(answer)}`)
    }
  } finally {
    for (const client of clients) client.close()
  }
  figure(
    `campaign log-ins: ${campaignRounds} returns, each confirmed ${parallelConfirms} times at once across ${servers.length} instances; ${lines.join('; ')}`,
  )
  expect(problems, folded(problems)).toEqual([])
})
