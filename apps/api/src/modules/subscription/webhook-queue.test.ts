import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { type DatabaseHandle, rowsOf } from '../../db/client.ts'
import { manualClock } from '../../lib/clock.ts'
import { createWebhookQueue, webhookQueueRules } from './webhook-queue.ts'

const event = (n: number, requestId: string | null = `request-${n}`) => ({
  dedupeKey: `SUBSCRIPTION:${requestId}:${n}`,
  type: 'SUBSCRIPTION',
  body: '{}',
  requestId,
})

describe.each(testDatabases)('the webhook queue on $name', (kind) => {
  let database: DatabaseHandle
  const clock = manualClock()
  beforeEach(async () => {
    database = await kind.open()
  })
  afterEach(() => database.close())

  /** A queue on the test's database whose applying is `apply`, in place of the provider's reading. */
  const queueApplying = (apply: (requestId: string) => Promise<void>) =>
    createWebhookQueue({ db: database.db, clock, log: pino({ level: 'silent' }), apply })

  const waiting = async () =>
    (
      await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from webhook_events where processed_at is null`,
      )
    )[0]?.n

  it('applies a webhook before answering when a worker is free, and stores a repeat once', async () => {
    const applied: string[] = []
    const queue = queueApplying(async (requestId) => void applied.push(requestId))
    expect(await queue.receive(event(1))).toEqual({ duplicate: false })
    expect(applied).toEqual(['request-1'])
    expect(await queue.receive(event(1))).toEqual({ duplicate: true })
    expect(applied).toEqual(['request-1'])
    expect(await waiting()).toBe(0)
  })

  it('answers a burst at once, applies it with a few workers, one reading for each request', async () => {
    let inFlight = 0
    let mostInFlight = 0
    const applied: string[] = []
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const queue = queueApplying(async (requestId) => {
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      await gate
      applied.push(requestId)
      inFlight--
    })
    // The first few take the workers and wait on the provider; the rest are answered meanwhile.
    const first = Array.from({ length: webhookQueueRules.workers }, (_, i) => queue.receive(event(i)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const burst = Array.from({ length: 40 }, (_, i) => event(100 + i, `request-${i % 10}`))
    for (const webhook of burst) expect(await queue.receive(webhook)).toEqual({ duplicate: false })
    expect(applied).toEqual([])
    release()
    await Promise.all(first)
    await queue.drain()
    expect(await waiting()).toBe(0)
    expect(mostInFlight).toBeLessThanOrEqual(webhookQueueRules.workers)
    // Forty webhooks about ten requests, claimed sixteen at a time: one reading per request of
    // a claim, so at most ten a claim and three claims after the first, not one per webhook.
    expect(applied.length - webhookQueueRules.workers).toBeLessThanOrEqual(30)
    expect(new Set(applied)).toEqual(new Set([...Array(10).keys()].map((i) => `request-${i}`)))
  })

  it('keeps a webhook it could not apply and applies it on a later try, never dropping it', async () => {
    let providerUp = false
    const applied: string[] = []
    const queue = queueApplying(async (requestId) => {
      if (!providerUp) throw new Error('the provider is away')
      applied.push(requestId)
    })
    expect(await queue.receive(event(1))).toEqual({ duplicate: false })
    expect(await waiting()).toBe(1)
    // Not before its turn.
    await queue.drain()
    expect(applied).toEqual([])
    clock.advance(webhookQueueRules.retryMs[0])
    await queue.drain()
    expect(await waiting()).toBe(1)
    providerUp = true
    clock.advance(webhookQueueRules.retryMs[1])
    await queue.drain()
    expect(applied).toEqual(['request-1'])
    expect(await waiting()).toBe(0)
  })

  it('lets another worker take a webhook whose claim was never finished, once the lease ends', async () => {
    const applied: string[] = []
    const queue = queueApplying(async (requestId) => void applied.push(requestId))
    // As an instance that died holding it: claimed, never finished.
    await database.db.execute(
      sql`insert into webhook_events (dedupe_key, type, body, request_id, attempts, next_attempt_at)
          values ('held', 'PAYMENT', '{}', 'request-held', 1, ${new Date(clock.now().getTime() + webhookQueueRules.leaseMs)})`,
    )
    await queue.drain()
    expect(applied).toEqual([])
    clock.advance(webhookQueueRules.leaseMs)
    await queue.drain()
    expect(applied).toEqual(['request-held'])
  })
})
