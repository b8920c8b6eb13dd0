/**
 * Part 4, webhook storm. Subscribers made through the wallet simulator (and a few who
 * decline on its consent page and close the browser: only a webhook tells us); then, while the
 * provider's state moves (subscribers cancel, the clock runs weekly charges, failed ones
 * and their retries, with the simulator's own duplicate and out-of-order switches on), a
 * storm of webhooks at once: every event the provider's books justify, sent one to three
 * times, concurrently, old ones late and in any order; and beside each, forgeries (a wrong
 * key, a tampered body, a missing, truncated or borrowed signature).
 *
 * Forgeries must be refused with 401, genuine ones answered 200, no event applied twice,
 * and at the end our subscriptions and payments must equal the simulator's books, the
 * provider's truth.
 */

import { signWebhook } from '@khelahobe/bkash-protocol/signature'
import type { SimPayment, SimSubscription } from '@khelahobe/payment-simulator/repo'
import { simPayments, simSubscriptions } from '@khelahobe/payment-simulator/schema'
import {
  cancelEvent,
  paymentEvent,
  subscriptionEvent,
  type WebhookEvent,
} from '@khelahobe/payment-simulator/webhooks'
import { eq, isNull, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { type DatabaseHandle, openPostgres } from '../apps/api/src/db/client.ts'
import { payments, subscriptions, webhookEvents } from '../apps/api/src/db/schema.ts'
import { createDatabase } from './support/cluster.ts'
import { dataOf, type HttpClient, httpClient, NoAnswer } from './support/http.ts'
import { declineOverHttp, type Player, seedPlayers, subscribeOverHttp } from './support/players.ts'
import { answerLine, figure, folded, ms, seconds } from './support/report.ts'
import { type ApiServer, startServer } from './support/server.ts'

const providerKey = loadEnv({}).BKASH_API_KEY
const forgedKey = Buffer.from('a key the provider never had, 32b').toString('base64url')
const playerCount = 40
const specialEvery = 3
const drainEvery = 3
const cancelEvery = 4

let server: ApiServer
let databaseUrl: string
let database: DatabaseHandle
let players: Player[]

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('faultsClusterPort'), 'faults_webhooks')
  server = await startServer({ databaseUrl })
  database = openPostgres(databaseUrl, { max: 4 })
  players = await seedPlayers(databaseUrl, playerCount, { prefix: '015', segments: [] })
})

afterAll(async () => {
  await database?.close()
  await server?.stop()
})

/** Waits until every stored webhook is applied; how long that took. Fails after a minute. */
async function queueDrained(limitMs = 60_000) {
  const started = performance.now()
  for (;;) {
    const waiting = await database.db.$count(webhookEvents, isNull(webhookEvents.processedAt))
    if (waiting === 0) return performance.now() - started
    if (performance.now() - started > limitMs)
      throw new Error(`${waiting} webhooks still not applied after ${seconds(limitMs)}:\n${server.logs(20)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A gateway answer's JSON (the simulator speaks bKash: no `data` envelope). */
function dataOfGateway<T>(response: { status: number; body: string }, path: string): T {
  if (response.status !== 200) throw new Error(`provider gateway ${path}: ${answerLine(response)}`)
  return JSON.parse(response.body) as T
}

/** Runs `tasks` with at most `width` at once. */
async function pooled(tasks: (() => Promise<void>)[], width: number) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await tasks[next++]?.()
    }),
  )
}

const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

/** The key our server deduplicates on; here only to count what was applied how often. */
const dedupeKey = (event: WebhookEvent) =>
  event.type === 'PAYMENT'
    ? `PAYMENT:${event.body.paymentId}:${event.body.paymentStatus}:${event.body.trxId ?? ''}`
    : `${event.type}:${event.body.subscriptionRequestId}:${event.body.subscriptionStatus ?? ''}`

/** The events the provider's books justify right now: one per subscription state, one per charge. */
async function eventsFromBooks(db: DatabaseHandle['db']): Promise<WebhookEvent[]> {
  const subs: SimSubscription[] = await db.select().from(simSubscriptions)
  const pays: SimPayment[] = await db.select().from(simPayments)
  const byId = new Map(subs.map((row) => [row.id, row]))
  const now = new Date()
  const events: WebhookEvent[] = []
  for (const row of subs) {
    // Nothing is sent before the wallet holder decides.
    if (row.status === 'INITIALIZED') continue
    const first = pays.find((p) => p.subscriptionId === row.id && p.firstPayment)
    // A cancel after approval has its own body; a consent declined or abandoned does not.
    const cancelledAfterApproval = row.status === 'CANCELLED' && row.nextPaymentDate !== null
    events.push(cancelledAfterApproval ? cancelEvent(row, now) : subscriptionEvent(row, now, first))
  }
  for (const payment of pays) {
    const row = byId.get(payment.subscriptionId)
    if (row) events.push(paymentEvent(row, payment, now))
  }
  return events
}

type Forgery =
  | 'wrong key'
  | 'tampered body'
  | 'no signature'
  | 'garbage signature'
  | 'borrowed signature'
  | 'truncated'
const forgeries: Forgery[] = [
  'wrong key',
  'tampered body',
  'no signature',
  'garbage signature',
  'borrowed signature',
  'truncated',
]

interface Tally {
  genuine: number
  forged: number
  refused: number
  duplicates: number
  /** Per dedupe key: how many answers said it was applied (not a duplicate). */
  applied: Map<string, number>
  problems: string[]
}

async function deliver(
  client: HttpClient,
  event: WebhookEvent,
  tally: Tally,
  forgery?: Forgery,
  other?: WebhookEvent,
) {
  let raw = JSON.stringify(event.body)
  let signature: string | undefined = signWebhook(raw, providerKey)
  if (forgery === 'wrong key') signature = signWebhook(raw, forgedKey)
  if (forgery === 'tampered body') {
    // Signed as it was, altered after: a status a thief would like to see.
    raw = JSON.stringify({
      ...event.body,
      subscriptionStatus: 'SUCCEEDED',
      paymentStatus: 'SUCCEEDED_PAYMENT',
      amount: 1,
    })
  }
  if (forgery === 'no signature') signature = undefined
  if (forgery === 'garbage signature') signature = 'not-a-signature'
  if (forgery === 'borrowed signature')
    signature = signWebhook(JSON.stringify((other ?? event).body), providerKey)
  if (forgery === 'borrowed signature' && (!other || JSON.stringify(other.body) === raw))
    signature = signWebhook(`${raw} `, providerKey)
  if (forgery === 'truncated') signature = signature?.slice(0, -2)

  const headers: Record<string, string> = { 'content-type': 'application/json', type: event.type }
  if (signature !== undefined) headers['x-signature'] = signature
  if (forgery) tally.forged++
  else tally.genuine++
  let response: Awaited<ReturnType<HttpClient['send']>>
  try {
    response = await client.send({ method: 'POST', path: '/api/payment/bkash/webhook', headers, body: raw })
  } catch (error) {
    tally.problems.push(
      `${forgery ?? 'genuine'} ${dedupeKey(event)}: ${error instanceof NoAnswer ? error.message : error}`,
    )
    return
  }
  if (forgery) {
    if (response.status === 401) tally.refused++
    else tally.problems.push(`forgery (${forgery}) of ${dedupeKey(event)} answered ${answerLine(response)}`)
    return
  }
  if (response.status !== 200) {
    tally.problems.push(`genuine ${dedupeKey(event)} answered ${answerLine(response)}`)
    return
  }
  const { duplicate } = JSON.parse(response.body) as { duplicate: boolean }
  if (duplicate) tally.duplicates++
  else tally.applied.set(dedupeKey(event), (tally.applied.get(dedupeKey(event)) ?? 0) + 1)
}

test('a webhook storm during cancels and charges: forgeries refused, nothing applied twice, our books equal the provider', async () => {
  const client = httpClient(server.url, { sockets: 32 })
  const tally: Tally = { genuine: 0, forged: 0, refused: 0, duplicates: 0, applied: new Map(), problems: [] }
  try {
    // ---- Subscribers, through the consent page as people do; and a few who decline there
    // (the wrong PIN, or a change of mind) and close the browser: only webhooks tell us.
    await pooled(
      players.map((player, i) => async () => {
        if (i % 10 === 5) return void (await declineOverHttp(client, player, 'quiz', 'fail'))
        if (i % 10 === 7) return void (await declineOverHttp(client, player, 'quiz', 'cancel'))
        await subscribeOverHttp(client, player, 'quiz')
        if (i % specialEvery === 0) await subscribeOverHttp(client, player, 'special')
      }),
      4,
    )
    // Every third wallet is empty when the weekly charge comes: it fails, and is retried.
    const drained = players.filter((_, i) => i % drainEvery === 1)
    for (const player of drained)
      dataOf(await client.post('/sim/bkash/control/wallets', { wallet: player.msisdn, balance: 0 }), 'drain')

    // ---- The provider's state moves: cancels on one side, the clock on the other.
    const control = async (path: string, body: unknown) => dataOf(await client.post(path, body), path)
    let moving = true
    const actions = (async () => {
      await control('/sim/bkash/control/webhooks', { duplicate: true, outOfOrder: true })
      const cancels = (async () => {
        for (const [i, player] of players.entries()) {
          if (i % cancelEvery !== 0) continue
          const cancelled = await client.get(
            `/api/Quiz/KhelahobeCancelSubscription?msisdn=${player.msisdn}&segment=quiz`,
            {
              cookie: player.cookie,
              'sec-fetch-site': 'same-origin',
            },
          )
          if (cancelled.status !== 200)
            tally.problems.push(`cancel for ${player.msisdn}: ${answerLine(cancelled)}`)
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 100))
        }
      })()
      const charges = (async () => {
        // The first weekly charge (day 7) fails on the empty wallets.
        await control('/sim/bkash/control/advance', { days: 8, confirm: 'ADVANCE' })
        // Half of them are topped up: their retry on day 9 succeeds, the others' fails.
        for (const player of drained.filter((_, i) => i % 2 === 0))
          await control('/sim/bkash/control/wallets', { wallet: player.msisdn, balance: 500 })
        // Three weeks in one go: charges, retries and their webhooks back to back.
        await control('/sim/bkash/control/advance', { days: 21, confirm: 'ADVANCE' })
      })()
      await Promise.all([cancels, charges])
      await control('/sim/bkash/control/webhooks', { duplicate: false, outOfOrder: false })
      moving = false
    })()

    // ---- The storm: while the state moves, what the books say now and what they said before.
    // Every event seen, its first (oldest) body kept: the late deliveries of the storm.
    const seen = new Map<string, WebhookEvent>()
    const remember = (events: WebhookEvent[]) => {
      for (const event of events) if (!seen.has(dedupeKey(event))) seen.set(dedupeKey(event), event)
    }
    let passes = 0
    const storm = async (events: WebhookEvent[]) => {
      const tasks: (() => Promise<void>)[] = []
      for (const event of events) {
        const copies = 1 + Math.floor(Math.random() * 3)
        for (let c = 0; c < copies; c++) tasks.push(() => deliver(client, event, tally))
        const forgery = forgeries[Math.floor(Math.random() * forgeries.length)] as Forgery
        const other = events[Math.floor(Math.random() * events.length)]
        if (Math.random() < 0.6) tasks.push(() => deliver(client, event, tally, forgery, other))
      }
      await pooled(shuffle(tasks), 16)
    }
    // A provider with many senders: each new event goes out the moment it is in the books,
    // racing the simulator's own (sequential) delivery of it, so that our server applies
    // events while the state they came from is still changing.
    const racer = (async () => {
      const raced = new Set<string>()
      const inFlight: Promise<void>[] = []
      while (moving) {
        for (const event of await eventsFromBooks(database.db)) {
          if (raced.has(dedupeKey(event))) continue
          raced.add(dedupeKey(event))
          inFlight.push(deliver(client, event, tally))
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      await Promise.all(inFlight)
    })()
    while (moving) {
      const now = await eventsFromBooks(database.db)
      remember(now)
      const stale = shuffle([...seen.values()]).slice(0, 8)
      await storm([...shuffle(now).slice(0, 12), ...stale])
      passes++
    }
    await actions
    await racer
    // Once more after the last change: everything ever seen, current and stale, in any order.
    await storm(shuffle([...seen.values(), ...(await eventsFromBooks(database.db))]))
    passes++

    // Webhooks are applied from a queue (decision 0058): the books are compared once it is empty.
    const queueDrainedMs = await queueDrained()

    // ---- Our books against the provider's.
    const ours = await database.db.select().from(subscriptions)
    const theirs: SimSubscription[] = await database.db.select().from(simSubscriptions)
    const ourPayments = await database.db.select().from(payments)
    const theirPayments: SimPayment[] = await database.db.select().from(simPayments)
    const mismatches: string[] = []
    // How our adapter reads the provider's status (subscription.service's stateFor).
    const expectedState = (status: string) =>
      status === 'SUCCEEDED'
        ? 'subscribed'
        : status === 'FAILED'
          ? 'failed'
          : status === 'CANCELLED' || status === 'EXPIRED'
            ? 'cancelled'
            : 'pending'
    // The provider's truth as it states it to a merchant: its gateway, asked as our server asks.
    const gateway = async <T>(path: string) =>
      dataOfGateway<T>(await client.get(`/sim/bkash/gateway/api${path}`, { 'x-api-key': providerKey }), path)
    const playerIds = new Set(players.map((p) => p.userId))
    for (const row of ours.filter((r) => playerIds.has(r.userId))) {
      const truth = await gateway<{
        id: number | null
        status: string
        nextPaymentDate: string | null
        payer: string | null
      }>(`/subscriptions/request-id/${row.requestId}`)
      const compare = (what: string, mine: unknown, provider: unknown) => {
        if (mine !== provider)
          mismatches.push(
            `subscription ${row.id} (${row.segment}) ${what}: ours ${mine}, provider ${provider}`,
          )
      }
      compare('status', row.providerStatus, truth.status)
      compare('state', row.state, expectedState(truth.status))
      compare('provider id', row.providerSubscriptionId, truth.id === null ? null : String(truth.id))
      compare('next payment date', row.nextPaymentDate, truth.nextPaymentDate)
      compare('payer', row.payerMsisdn, truth.payer)
      const mine = ourPayments.filter((p) => p.subscriptionId === row.id)
      const provider =
        truth.id === null
          ? []
          : await gateway<
              { id: number; status: string; trxId: string | null; dueDate: string; amount: number }[]
            >(`/subscription/payment/bySubscriptionId/${truth.id}`)
      if (mine.length !== provider.length)
        mismatches.push(
          `subscription ${row.id}: ${mine.length} payments ours, ${provider.length} the provider's`,
        )
      for (const charge of provider) {
        const copy = mine.find((p) => p.providerPaymentId === String(charge.id))
        if (!copy) {
          mismatches.push(`payment ${charge.id} (${charge.status}) missing from ours`)
          continue
        }
        if (
          copy.status !== charge.status ||
          copy.trxId !== charge.trxId ||
          copy.dueDate !== charge.dueDate ||
          copy.amountTaka !== charge.amount
        )
          mismatches.push(
            `payment ${charge.id}: ours ${copy.status}/${copy.trxId}/${copy.dueDate}/${copy.amountTaka}, provider ${charge.status}/${charge.trxId}/${charge.dueDate}/${charge.amount}`,
          )
      }
    }
    // The simulator's own deliveries: retried a few times, then dropped with a warning.
    const dropped = server
      .logTally()
      .filter(([message]) => message.includes('simulator webhook dropped'))
      .map(([message, n]) => `the simulator's own webhooks were refused: ${message} × ${n}`)
    tally.problems.push(...dropped)
    const appliedTwice = [...tally.applied]
      .filter(([, n]) => n > 1)
      .map(([key, n]) => `${key} applied ${n} times`)
    const statuses = (rows: { status: string }[]) => {
      const byStatus = new Map<string, number>()
      for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1)
      return [...byStatus].map(([status, n]) => `${status} ${n}`).join(', ')
    }
    const events = await database.db.$count(webhookEvents)

    figure(
      `webhooks: ${tally.genuine + tally.forged} sent in ${passes} storm passes: genuine ${tally.genuine} ` +
        `(applied ${[...tally.applied.values()].reduce((a, b) => a + b, 0)}, duplicates ${tally.duplicates}), ` +
        `forged ${tally.forged}, refused with 401 ${tally.refused}; the queue empty ${seconds(queueDrainedMs)} after the last`,
    )
    figure(
      `webhooks: provider books ${theirs.length} subscriptions (${statuses(theirs)}), ${theirPayments.length} charges (${statuses(theirPayments)}); ` +
        `webhook events stored ${events}`,
    )
    figure(
      `webhooks: mismatches ${mismatches.length}; applied twice ${appliedTwice.length}; other problems ${tally.problems.length}`,
    )

    expect(tally.problems, folded(tally.problems)).toEqual([])
    expect(tally.refused).toBe(tally.forged)
    expect(appliedTwice, folded(appliedTwice)).toEqual([])
    expect(mismatches, folded(mismatches)).toEqual([])
    // The storm did meet the cases it is about.
    expect(theirPayments.some((p) => p.status === 'FAILED_PAYMENT' || p.status === 'RE_FAILED_PAYMENT')).toBe(
      true,
    )
    expect(theirs.some((s) => s.status === 'CANCELLED')).toBe(true)
  } finally {
    client.close()
  }
})

test('a burst of 1,200 webhooks does not keep subscribers waiting to unsubscribe, and every one is applied', async () => {
  const client = httpClient(server.url, { sockets: 64 })
  const quitters = await seedPlayers(databaseUrl, 30, { prefix: '017', segments: [] })
  try {
    await pooled(
      quitters.map((player) => async () => void (await subscribeOverHttp(client, player, 'quiz'))),
      4,
    )
    await queueDrained()
    const requestIds = (
      await database.db.select({ requestId: subscriptions.requestId }).from(subscriptions)
    ).map((row) => row.requestId)
    // New events every one (a charge each; no repeat the de-duplication would skip): each must be applied.
    const burst = Array.from({ length: 1_200 }, (_, i) =>
      JSON.stringify({
        subscriptionRequestId: requestIds[i % requestIds.length],
        paymentId: 900_000 + i,
        paymentStatus: 'SUCCEEDED_PAYMENT',
        trxId: `BURST${i}`,
      }),
    )
    const started = performance.now()
    const webhookAnswers: number[] = []
    const sent = pooled(
      burst.map((body) => async () => {
        const response = await client.send({
          method: 'POST',
          path: '/api/payment/bkash/webhook',
          headers: {
            'content-type': 'application/json',
            type: 'PAYMENT',
            'x-signature': signWebhook(body, providerKey),
          },
          body,
          timeoutMs: 30_000,
        })
        webhookAnswers.push(response.status)
      }),
      200,
    )
    // Thirty subscribers unsubscribe while the burst is coming in.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const unsubscribes = await Promise.all(
      quitters.map(async (player) => {
        const sentAt = performance.now()
        const response = await client.get(
          `/api/Quiz/KhelahobeCancelSubscription?msisdn=${player.msisdn}&segment=quiz`,
          { cookie: player.cookie, 'sec-fetch-site': 'same-origin' },
          30_000,
        )
        return { status: response.status, ms: performance.now() - sentAt }
      }),
    )
    await sent
    const burstMs = performance.now() - started
    const drainedMs = await queueDrained(120_000)
    // The burst's own events (the unsubscribes bring the provider's cancel webhooks beside them).
    const stored = await database.db.$count(webhookEvents, like(webhookEvents.dedupeKey, '%:BURST%'))
    const waits = unsubscribes.map((u) => u.ms).sort((a, b) => a - b)
    figure(
      `webhook burst: 1,200 new signed webhooks from 200 senders answered in ${seconds(burstMs)} (${webhookAnswers.filter((s) => s === 200).length} × 200), all ${stored} stored and every webhook applied ${seconds(drainedMs)} after the last; 30 unsubscribes meanwhile: median ${ms(waits[15] ?? 0)}, slowest ${ms(waits.at(-1) ?? 0)}, ${unsubscribes.filter((u) => u.status === 200).length} × 200`,
    )
    expect(webhookAnswers.every((status) => status === 200)).toBe(true)
    expect(stored).toBe(1_200)
    expect(unsubscribes.every((u) => u.status === 200)).toBe(true)
    expect(waits.at(-1)).toBeLessThan(3_000)
    for (const player of quitters) {
      const [row] = await database.db
        .select({ state: subscriptions.state })
        .from(subscriptions)
        .where(eq(subscriptions.userId, player.userId))
      expect(row?.state, player.msisdn).toBe('cancelled')
    }
  } finally {
    client.close()
  }
})
