import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../apps/api/test/databases.ts'
import {
  createRequestBody,
  type SimulatorHarness,
  startSimulator,
} from '../../../apps/api/test/simulator-harness.ts'
import { simPayments, simSubscriptions } from './schema.ts'

const gateway = '/sim/bkash/gateway'
const control = '/sim/bkash/control'
const payer = '01712345678'

describe.each(testDatabases)('simulator billing and control on $name', (kind) => {
  let sim: SimulatorHarness
  beforeEach(async () => {
    sim = await startSimulator(kind)
  })
  afterEach(() => sim.close())

  async function subscribe(overrides: Record<string, unknown> = {}) {
    const body = createRequestBody(sim, overrides)
    const created = await sim.call('POST', `${gateway}/api/subscription`, body)
    expect(created.status).toBe(200)
    const approved = await sim.submitConsent(created.json.redirectURL, 'approve', {
      pin: sim.pinOf(String(body.payer)),
    })
    expect(approved.status).toBe(303)
    const [row] = await sim.db
      .select()
      .from(simSubscriptions)
      .where(eq(simSubscriptions.requestId, body.subscriptionRequestId))
    if (!row) throw new Error('no subscription')
    return row
  }
  const advance = (days: unknown, confirm: unknown = 'ADVANCE') =>
    sim.call('POST', `${control}/advance`, { days, confirm })
  const setBalance = (wallet: string, balance: number) =>
    sim.call('POST', `${control}/wallets`, { wallet, balance })
  const query = async (id: number) => (await sim.call('GET', `${gateway}/api/subscriptions/${id}`)).json

  it('keeps wallet balances: 1000 taka for a wallet never seen, then whatever is set, each with its PIN', async () => {
    const pin = sim.pinOf('01999999999')
    expect(pin).toMatch(/^\d{5}$/)
    expect(sim.pinOf('01999999998')).not.toBe(pin)
    expect((await sim.call('GET', `${control}/wallets/01999999999`)).json).toEqual({
      wallet: '01999999999',
      balance: 1000,
      pin,
    })
    expect((await setBalance('01999999999', 5)).json).toEqual({ wallet: '01999999999', balance: 5, pin })
    expect((await sim.call('GET', `${control}/wallets/01999999999`)).json.balance).toBe(5)
  })

  it.each([
    ['a wallet that is not a number', { wallet: 'abc', balance: 1 }],
    ['a negative balance', { wallet: payer, balance: -1 }],
    ['a fractional balance', { wallet: payer, balance: 1.5 }],
    ['no balance', { wallet: payer }],
  ])('refuses %s with 400', async (_case, body) => {
    expect((await sim.call('POST', `${control}/wallets`, body)).status).toBe(400)
  })

  it.each([[0], [61], [1.5], ['7'], [undefined]])('refuses to advance by %s days', async (days) => {
    const answer = await advance(days)
    expect(answer.status).toBe(400)
    expect(sim.clock.now().toISOString()).toBe('2026-01-10T06:00:00.000Z')
  })

  it.each([[null], ['advance please'], ['']])(
    'refuses to advance without the confirmation (%s)',
    async (confirm) => {
      expect((await advance(7, confirm)).status).toBe(400)
      // And with none at all.
      expect((await sim.call('POST', `${control}/advance`, { days: 7 })).status).toBe(400)
      expect(sim.clock.now().toISOString()).toBe('2026-01-10T06:00:00.000Z')
    },
  )

  it('moves the clock even when nothing is due', async () => {
    expect((await advance(3)).json).toEqual({
      now: '2026-01-13T06:00:00.000Z',
      today: '2026-01-13',
      charges: [],
      expired: [],
    })
  })

  it('runs several weeks of charges day by day, in order, one webhook each', async () => {
    const row = await subscribe()
    const answer = await advance(21)
    expect(answer.json.charges).toEqual(
      ['2026-01-17', '2026-01-24', '2026-01-31'].map((dueDate) => ({
        subscriptionId: row.id,
        paymentId: expect.any(Number),
        dueDate,
        status: 'SUCCEEDED_PAYMENT',
      })),
    )
    expect(await query(row.id)).toMatchObject({ nextPaymentDate: '2026-02-07', status: 'SUCCEEDED' })
    expect((await sim.call('GET', `${control}/wallets/${payer}`)).json.balance).toBe(1000 - 4 * 24)
    const payments = sim.webhooks.filter((hook) => hook.type === 'PAYMENT').map((hook) => hook.body)
    expect(payments.map((body) => [body.dueDate, body.nextPaymentDate])).toEqual([
      ['2026-01-10', '2026-01-17'],
      ['2026-01-17', '2026-01-24'],
      ['2026-01-24', '2026-01-31'],
      ['2026-01-31', '2026-02-07'],
    ])
    // Catch-up charges are booked on their own day, 10:00 in Dhaka.
    expect(payments[1]?.trxDate).toBe('2026-01-17T04:00:00')
  })

  it('gives up on a cycle after the retry fails too, and charges the next one as usual', async () => {
    const row = await subscribe()
    await setBalance(payer, 0)
    expect((await advance(9)).json.charges.map((charge: { status: string }) => charge.status)).toEqual([
      'FAILED_PAYMENT',
      'RE_FAILED_PAYMENT',
    ])
    await setBalance(payer, 500)
    expect((await advance(5)).json.charges).toEqual([
      expect.objectContaining({ dueDate: '2026-01-24', status: 'SUCCEEDED_PAYMENT' }),
    ])
    const payments = await sim.db.select().from(simPayments).where(eq(simPayments.subscriptionId, row.id))
    expect(payments.map((payment) => [payment.dueDate, payment.status, payment.retryDate])).toEqual([
      ['2026-01-10', 'SUCCEEDED_PAYMENT', null],
      ['2026-01-17', 'RE_FAILED_PAYMENT', null],
      ['2026-01-24', 'SUCCEEDED_PAYMENT', null],
    ])
    expect((await query(row.id)).status).toBe('SUCCEEDED')
  })

  it('expires a subscription the day after its expiry date, with the EXPIRED webhook', async () => {
    const row = await subscribe({ expiryDate: '2026-01-17' })
    const answer = await advance(8)
    expect(answer.json).toMatchObject({
      today: '2026-01-18',
      charges: [{ dueDate: '2026-01-17', status: 'SUCCEEDED_PAYMENT' }],
      expired: [{ subscriptionId: row.id, subscriptionRequestId: row.requestId, expiryDate: '2026-01-17' }],
    })
    expect(await query(row.id)).toMatchObject({
      status: 'EXPIRED',
      expired: true,
      enabled: false,
      active: false,
    })
    const hook = sim.webhooks.at(-1)
    expect(hook?.type).toBe('SUBSCRIPTION')
    expect(hook?.body).toEqual({
      message: null,
      timeStamp: '2026-01-18T06:00:00.000Z',
      subscriptionRequestId: row.requestId,
      subscriptionId: row.id,
      payer,
      frequency: 'WEEKLY',
      subscriptionStatus: 'EXPIRED',
      lastSucceededPayment: '2026-01-17',
      creationTimestamp: '2026-01-10T06:00:00Z',
    })
    expect((await advance(30)).json.charges).toEqual([])
    expect((await sim.call('DELETE', `${gateway}/api/subscriptions/${row.id}`)).json.errorCode).toBe('2010')
  })

  it('charges a cancelled subscription nothing more, not even a pending retry', async () => {
    const row = await subscribe()
    await setBalance(payer, 0)
    await advance(7)
    expect((await sim.call('DELETE', `${gateway}/api/subscriptions/${row.id}?reason=x`)).status).toBe(200)
    await setBalance(payer, 500)
    expect((await advance(30)).json.charges).toEqual([])
    expect((await sim.call('GET', `${control}/wallets/${payer}`)).json.balance).toBe(500)
  })

  it('charges a cycle once even when two advances run at the same moment', async () => {
    const row = await subscribe()
    sim.clock.advance(6 * 24 * 60 * 60_000)
    const answers = await Promise.all([advance(1), advance(1)])
    const charged = answers.flatMap((answer) => answer.json.charges)
    expect(charged).toEqual([expect.objectContaining({ dueDate: '2026-01-17', status: 'SUCCEEDED_PAYMENT' })])
    const payments = await sim.db.select().from(simPayments).where(eq(simPayments.subscriptionId, row.id))
    expect(payments).toHaveLength(2)
    expect((await sim.call('GET', `${control}/wallets/${payer}`)).json.balance).toBe(1000 - 2 * 24)
  })

  it('reads and sets the webhook switches', async () => {
    expect((await sim.call('GET', `${control}/webhooks`)).json).toEqual({
      duplicate: false,
      outOfOrder: false,
    })
    expect((await sim.call('POST', `${control}/webhooks`, { outOfOrder: true })).json).toEqual({
      duplicate: false,
      outOfOrder: true,
    })
    expect((await sim.call('POST', `${control}/webhooks`, { duplicate: 'yes' })).status).toBe(400)
    expect((await sim.call('POST', `${control}/webhooks`, {})).json).toEqual({
      duplicate: false,
      outOfOrder: true,
    })
  })

  it('refuses a form body on its JSON routes: the form parser stays on the consent page', async () => {
    const response = await fetch(`${sim.origin}${control}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'days=7',
    })
    expect(response.status).toBe(415)
  })
})
