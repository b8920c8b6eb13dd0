/**
 * Players for the parts. Most are written straight into the database, as bench:quiz does:
 * logging 50 people in over HTTP would only meet the per-IP login limit, and the parts are
 * about what happens after. The fuzzer's one player logs in and subscribes for real.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { openPostgres } from '../../apps/api/src/db/client.ts'
import { sessions, subscriptions, users } from '../../apps/api/src/db/schema.ts'
import { sessionTokenHash } from '../../apps/api/src/modules/auth/auth.service.ts'
import { dataOf, type HttpClient } from './http.ts'

export interface Player {
  userId: number
  msisdn: string
  token: string
  /** The Cookie header value. */
  cookie: string
}

/** A Bangladeshi number no demo player has: 013–019, then eight digits from `serial`. */
export type Prefix = '013' | '014' | '015' | '016' | '017' | '018' | '019'
export const msisdnFor = (prefix: Prefix, serial: number) => `${prefix}${String(serial).padStart(8, '0')}`

// Far enough ahead that the simulator's clock, which the fuzzer moves on, never reaches it.
const farFuture = () => new Date(Date.now() + 100 * 365 * 86_400_000)

/** A new session for an existing user, written as the login flow would write it. */
export function sessionRow(userId: number) {
  const token = randomBytes(24).toString('base64url')
  return { token, row: { userId, tokenHash: sessionTokenHash(token), expiresAt: farFuture() } }
}

/**
 * `count` users with a session each and, per segment given, a subscription in state
 * `subscribed` (no provider behind it: the quiz checks our row only).
 */
export async function seedPlayers(
  databaseUrl: string,
  count: number,
  {
    prefix = '019',
    from = 0,
    segments = ['quiz'],
  }: { prefix?: Prefix; from?: number; segments?: ('quiz' | 'special')[] } = {},
): Promise<Player[]> {
  const database = openPostgres(databaseUrl, { max: 2 })
  try {
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ msisdn: msisdnFor(prefix, from + i) })))
      .returning({ id: users.id, msisdn: users.msisdn })
    const made = rows.map((row) => ({ ...row, ...sessionRow(row.id) }))
    await database.db.insert(sessions).values(made.map((m) => m.row))
    for (const segment of segments)
      await database.db.insert(subscriptions).values(
        rows.map((row) => ({
          userId: row.id,
          segment,
          state: 'subscribed' as const,
          providerStatus: 'SUCCEEDED',
          requestId: randomUUID(),
          amountTaka: 24,
          consentExpiresAt: farFuture(),
        })),
      )
    return made.map((m) => ({ userId: m.id, msisdn: m.msisdn, token: m.token, cookie: `sid=${m.token}` }))
  } finally {
    await database.close()
  }
}

/** Logs in over HTTP: ask for a code, read it from the dev outbox, verify. */
export async function loginOverHttp(client: HttpClient, msisdn: string): Promise<Player> {
  const asked = await client.post('/api/user/login', { mobileNo: msisdn })
  if (asked.status !== 200) throw new Error(`login ${msisdn}: HTTP ${asked.status} ${asked.body}`)
  const outbox = dataOf<{ code: string }[]>(
    await client.get(`/api/dev/outbox?msisdn=${msisdn}`),
    'dev outbox',
  )
  const code = outbox[0]?.code
  if (!code) throw new Error(`no login code in the outbox for ${msisdn}`)
  const verified = await client.post('/api/user/verify', { mobileNo: msisdn, code })
  const user = dataOf<{ user: { id: number } }>(verified, `verify ${msisdn}`).user
  const cookies = verified.headers['set-cookie'] ?? []
  const token = cookies.map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find(Boolean)
  if (!token) throw new Error(`verify ${msisdn} set no session cookie`)
  return { userId: user.id, msisdn, token, cookie: `sid=${token}` }
}

/** What a browser adds to our own page's fetch: the subscription check opens a request only with it. */
const fromOurPage = { 'sec-fetch-site': 'same-origin' }

/** The PIN the simulator's consent page asks of `wallet`, as its control page shows it. */
export async function walletPin(client: HttpClient, wallet: string): Promise<string> {
  const answer = await client.get(`/sim/bkash/control/wallets/${wallet}`)
  if (answer.status !== 200) throw new Error(`PIN of wallet ${wallet}: HTTP ${answer.status} ${answer.body}`)
  // The simulator's control routes answer bare JSON, not our `data` envelope.
  return (JSON.parse(answer.body) as { pin: string }).pin
}

/**
 * Subscribes through the wallet simulator as a person does: open the request, approve on
 * the consent page with the wallet's PIN, come back and confirm. Answers the request id.
 */
export async function subscribeOverHttp(
  client: HttpClient,
  player: Pick<Player, 'msisdn' | 'cookie'>,
  segment: 'quiz' | 'special',
): Promise<string> {
  const opened = dataOf<{ isSubscribed: boolean; redirectURL: string | null; subscriptionRequestId: string }>(
    await client.get(
      `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${player.msisdn}&segment=${segment}`,
      { cookie: player.cookie, ...fromOurPage },
    ),
    `open ${segment} subscription for ${player.msisdn}`,
  )
  if (opened.isSubscribed) return opened.subscriptionRequestId
  if (!opened.redirectURL) throw new Error(`no consent link for ${player.msisdn}`)
  const consent = new URL(opened.redirectURL)
  const approved = await client.send({
    method: 'POST',
    path: `${consent.pathname}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      pin: await walletPin(client, player.msisdn),
      wallet: player.msisdn,
    }).toString(),
  })
  if (approved.status !== 303) throw new Error(`consent for ${player.msisdn}: HTTP ${approved.status}`)
  const confirmed = dataOf<{ isSubscribed: boolean }>(
    await client.post(
      '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
      { subscriptionReqId: opened.subscriptionRequestId, status: 1 },
      { cookie: player.cookie },
    ),
    `confirm ${segment} for ${player.msisdn}`,
  )
  if (!confirmed.isSubscribed) throw new Error(`${player.msisdn} is not subscribed after consent`)
  return opened.subscriptionRequestId
}

/**
 * Opens a subscription request and then declines it on the consent page (`fail`: the PIN
 * or the balance let the person down; `cancel`: they changed their mind), and closes the
 * browser: only the provider's webhook can tell us. Answers the request id.
 */
export async function declineOverHttp(
  client: HttpClient,
  player: Pick<Player, 'msisdn' | 'cookie'>,
  segment: 'quiz' | 'special',
  action: 'fail' | 'cancel',
): Promise<string> {
  const opened = dataOf<{ redirectURL: string | null; subscriptionRequestId: string }>(
    await client.get(
      `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${player.msisdn}&segment=${segment}`,
      { cookie: player.cookie, ...fromOurPage },
    ),
    `open ${segment} subscription for ${player.msisdn}`,
  )
  if (!opened.redirectURL) throw new Error(`no consent link for ${player.msisdn}`)
  const declined = await client.send({
    method: 'POST',
    path: `${new URL(opened.redirectURL).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  })
  if (declined.status !== 303)
    throw new Error(`consent ${action} for ${player.msisdn}: HTTP ${declined.status}`)
  return opened.subscriptionRequestId
}
