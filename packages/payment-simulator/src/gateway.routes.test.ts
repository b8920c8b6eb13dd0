import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../apps/api/test/databases.ts'
import {
  createRequestBody,
  type SimulatorHarness,
  startSimulator,
  testApiKey,
} from '../../../apps/api/test/simulator-harness.ts'

const gateway = '/sim/bkash/gateway'

describe.each(testDatabases)('simulator gateway API on $name', (kind) => {
  let sim: SimulatorHarness
  beforeEach(async () => {
    sim = await startSimulator(kind)
  })
  afterEach(() => sim.close())

  const createRequest = (overrides: Record<string, unknown> = {}) => {
    const body = createRequestBody(sim, overrides)
    return sim.call('POST', `${gateway}/api/subscription`, body).then((answer) => ({ ...answer, body }))
  }

  async function approved() {
    const created = await createRequest()
    await sim.submitConsent(created.json.redirectURL, 'approve', {
      pin: sim.pinOf(String(created.body.payer)),
    })
    const found = await sim.call(
      'GET',
      `${gateway}/api/subscriptions/request-id/${created.body.subscriptionRequestId}`,
    )
    return { requestId: created.body.subscriptionRequestId, id: found.json.id as number, record: found.json }
  }

  it.each([
    ['without a key', {}],
    ['with a wrong key', { 'x-api-key': 'wrong' }],
  ])('answers 401 / 2013 %s', async (_case, headers) => {
    const response = await fetch(`${sim.gatewayUrl}/api/subscriptions/request-id/abc`, { headers })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errorCode: '2013', errorDescription: 'Invalid API key' })
  })

  it('answers a create with the consent link on the origin of the redirectUrl, without a query string', async () => {
    const port = new URL(sim.origin).port
    const created = await createRequest({ redirectUrl: `http://localhost:${port}/back?segment=quiz` })
    expect(created.status).toBe(200)
    expect(created.json).toEqual({
      subscriptionRequestId: created.body.subscriptionRequestId,
      redirectURL: expect.stringMatching(
        new RegExp(`^http://localhost:${port}/sim/bkash/intent/[A-Za-z0-9_-]{24}$`),
      ),
      expirationTime: '2026-01-10T06:10:00.000Z',
      timeStamp: '2026-01-10T06:00:00.000Z',
    })
  })

  it.each([
    ['an unknown frequency', { frequency: 'HOURLY' }, 'frequency'],
    ['a fractional amount', { amount: 24.5 }, 'amount'],
    ['a negative amount', { amount: -1 }, 'amount'],
    ['a relative redirectUrl', { redirectUrl: '/payment/result' }, 'redirectUrl'],
    ['a javascript: redirectUrl', { redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
    ['no subscriptionRequestId', { subscriptionRequestId: undefined }, 'subscriptionRequestId'],
    ['an impossible date', { startDate: '2026-02-30' }, 'startDate'],
    ['WITH_PAYMENT and no first payment amount', { firstPaymentAmount: null }, 'firstPaymentAmount'],
  ])('refuses %s with 400 / 1001', async (_case, overrides, field) => {
    const created = await createRequest(overrides)
    expect(created.status).toBe(400)
    expect(created.json).toEqual({
      ...(created.body.subscriptionRequestId
        ? { subscriptionRequestId: created.body.subscriptionRequestId }
        : {}),
      errorCode: '1001',
      errorDescription: expect.stringContaining(field),
    })
  })

  it('refuses a body that is not JSON, or tries prototype poisoning, with 400 / 1003', async () => {
    const response = await fetch(`${sim.gatewayUrl}/api/subscription`, {
      method: 'POST',
      headers: { 'x-api-key': testApiKey, 'content-type': 'application/json' },
      body: '{"subscriptionRequestId":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errorCode: '1003' })

    const poisoned = await fetch(`${sim.gatewayUrl}/api/subscription`, {
      method: 'POST',
      headers: { 'x-api-key': testApiKey, 'content-type': 'application/json' },
      body: JSON.stringify(createRequestBody(sim)).replace('{', '{"__proto__":{"admin":true},'),
    })
    expect(poisoned.status).toBe(400)
    expect(await poisoned.json()).toMatchObject({ errorCode: '1003' })
  })

  it.each([
    ['a start date in the past', { startDate: '2026-01-09' }, '2002'],
    ['start and expiry on the same day', { expiryDate: '2026-01-10' }, '2022'],
    ['a start after the expiry', { startDate: '2026-02-01', expiryDate: '2026-01-20' }, '2003'],
    ['an expiry more than two years on', { expiryDate: '2028-01-11' }, '2021'],
    ['an expiry shorter than one weekly cycle', { expiryDate: '2026-01-16' }, '2023'],
  ])("applies bKash's date rules: %s", async (_case, overrides, errorCode) => {
    const created = await createRequest(overrides)
    expect(created.status).toBe(400)
    expect(created.json).toMatchObject({
      subscriptionRequestId: created.body.subscriptionRequestId,
      errorCode,
    })
  })

  it('refuses today as the start date from 23:30 Dhaka time (2001)', async () => {
    sim.clock.set(new Date('2026-01-10T17:31:00.000Z'))
    expect((await createRequest()).json).toMatchObject({ errorCode: '2001' })
    expect((await createRequest({ startDate: '2026-01-11', expiryDate: '2028-01-10' })).status).toBe(200)
  })

  it('answers a reused request id with HTTP 200 and 2004, keeping the first request', async () => {
    const first = await createRequest()
    const again = await createRequest({ subscriptionRequestId: first.body.subscriptionRequestId, amount: 99 })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({
      subscriptionRequestId: first.body.subscriptionRequestId,
      errorCode: '2004',
      errorDescription: 'Duplicate subscriptionRequestId',
    })
    const found = await sim.call(
      'GET',
      `${gateway}/api/subscriptions/request-id/${first.body.subscriptionRequestId}`,
    )
    expect(found.json.amount).toBe(24)
  })

  it("answers a query in bKash's shape; the id appears only once approved", async () => {
    const created = await createRequest()
    const before = await sim.call(
      'GET',
      `${gateway}/api/subscriptions/request-id/${created.body.subscriptionRequestId}`,
    )
    expect(before.status).toBe(200)
    expect(before.json).toEqual({
      id: null,
      createdAt: '2026-01-10 06:00:00',
      subscriptionRequestId: created.body.subscriptionRequestId,
      serviceId: 100001,
      paymentType: 'FIXED',
      subscriptionType: 'WITH_PAYMENT',
      amountQueryUrl: null,
      amount: 24,
      firstPaymentAmount: 24,
      maxCapRequired: false,
      maxCapAmount: null,
      frequency: 'WEEKLY',
      startDate: '2026-01-10',
      expiryDate: '2028-01-09',
      merchantShortCode: '01700000000',
      payerType: 'CUSTOMER',
      payer: '01712345678',
      currency: 'BDT',
      nextPaymentDate: null,
      status: 'INITIALIZED',
      subscriptionReference: 'quiz:1',
      extraParams: null,
      cancelledBy: null,
      cancelledTime: null,
      enabled: false,
      active: false,
      expired: false,
      rrule: 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20280109',
      timeStamp: '2026-01-10T06:00:00.000Z',
    })

    await sim.submitConsent(created.json.redirectURL, 'approve', {
      pin: sim.pinOf(String(created.body.payer)),
    })
    const after = await sim.call(
      'GET',
      `${gateway}/api/subscriptions/request-id/${created.body.subscriptionRequestId}`,
    )
    expect(after.json).toMatchObject({
      id: expect.any(Number),
      status: 'SUCCEEDED',
      nextPaymentDate: '2026-01-17',
      enabled: true,
      active: true,
    })
    const byId = await sim.call('GET', `${gateway}/api/subscriptions/${after.json.id}`)
    expect(byId.json).toEqual(after.json)
  })

  it('does not find an unapproved request by its internal id, nor an unknown one', async () => {
    await createRequest()
    for (const path of ['/api/subscriptions/1', '/api/subscriptions/request-id/nobody']) {
      const response = await sim.call('GET', `${gateway}${path}`)
      expect(response.status).toBe(404)
      expect(response.json).toEqual({ errorCode: '2009', errorDescription: 'Subscription not found' })
    }
    expect((await sim.call('GET', `${gateway}/api/subscriptions/abc`)).json).toMatchObject({
      errorCode: '1001',
    })
  })

  it("lists payments in bKash's shape", async () => {
    const { id } = await approved()
    const payments = await sim.call('GET', `${gateway}/api/subscription/payment/bySubscriptionId/${id}`)
    expect(payments.status).toBe(200)
    expect(payments.json).toEqual([
      {
        id: expect.any(Number),
        subscriptionId: id,
        dueDate: '2026-01-10',
        status: 'SUCCEEDED_PAYMENT',
        trxId: expect.stringMatching(/^[A-Z0-9]{10}$/),
        trxTime: '2026-01-10T06:00:00.000',
        amount: 24,
        reverseTrxAmount: null,
        reverseTrxId: null,
        reverseTrxTime: null,
      },
    ])
  })

  it('cancels with DELETE (bodiless, as bKash samples send it) and refuses a second cancel with 2010', async () => {
    const { id } = await approved()
    const cancelled = await sim.call('DELETE', `${gateway}/api/subscriptions/${id}?reason=test`, undefined, {
      'content-type': 'application/json',
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.json).toEqual({
      subscriptionId: id,
      subscriptionStatus: 'CANCELLED',
      message: null,
      instant: '2026-01-10T06:00:00.000Z',
    })
    const record = await sim.call('GET', `${gateway}/api/subscriptions/${id}`)
    expect(record.json).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'REQUESTER',
      cancelledTime: '2026-01-10 06:00:00',
      enabled: false,
      active: false,
    })
    const again = await sim.call('DELETE', `${gateway}/api/subscriptions/${id}`)
    expect(again.status).toBe(400)
    expect(again.json).toEqual({ errorCode: '2010', errorDescription: 'Subscription is not cancellable' })
    expect((await sim.call('DELETE', `${gateway}/api/subscriptions/424242`)).json).toMatchObject({
      errorCode: '2009',
    })
  })

  it('keeps its form parser to itself: the gateway still refuses urlencoded bodies', async () => {
    const response = await fetch(`${sim.gatewayUrl}/api/subscription`, {
      method: 'POST',
      headers: {
        'x-api-key': testApiKey,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'subscriptionRequestId=x',
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ errorCode: '1003' })
  })
})
