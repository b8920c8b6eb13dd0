import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signWebhook } from '@khelahobe/bkash-protocol/signature'
import Fastify from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../../test/databases.ts'
import { type SimulatorHarness, startSimulator, testApiKey } from '../../../../test/simulator-harness.ts'
import { manualClock } from '../../../lib/clock.ts'
import { createBkashProvider } from './bkash.provider.ts'
import { ProviderError } from './payment-provider.ts'

const wallet = '01712345678'

describe.each(testDatabases)('bKash adapter against the simulator on $name', (kind) => {
  let sim: SimulatorHarness
  beforeEach(async () => {
    sim = await startSimulator(kind)
  })
  afterEach(() => sim.close())

  const returnTo = () => `${sim.origin}/payment/result?ref=abc&segment=quiz`

  async function create(overrides: { payer?: string } = { payer: wallet }) {
    const subscriptionRequestId = randomUUID()
    const created = await sim.provider().createSubscription({
      subscriptionRequestId,
      amountTaka: 24,
      redirectUrl: returnTo(),
      reference: 'quiz:42',
      ...overrides,
    })
    return { subscriptionRequestId, created }
  }

  async function createAndApprove() {
    const { subscriptionRequestId, created } = await create()
    const approved = await sim.submitConsent(created.redirectURL, 'approve', { pin: sim.pinOf(wallet) })
    expect(approved.status).toBe(303)
    const found = await sim.provider().querySubscription(subscriptionRequestId)
    if (!found.subscriptionId) throw new Error('not approved')
    return { subscriptionRequestId, subscriptionId: found.subscriptionId }
  }

  it('creates a subscription with bKash headers and body, and gets a consent link', async () => {
    const { subscriptionRequestId, created } = await create()

    expect(created).toEqual({
      subscriptionRequestId,
      redirectURL: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/sim\/bkash\/intent\/[A-Za-z0-9_-]{24}$/,
      ),
      expirationTime: '2026-01-10T06:10:00.000Z',
    })
    expect(sim.gatewayRequests).toHaveLength(1)
    const [sent] = sim.gatewayRequests
    expect(sent?.method).toBe('POST')
    expect(sent?.url).toBe('/sim/bkash/gateway/api/subscription')
    expect(sent?.headers).toMatchObject({
      version: 'v1.0',
      channelid: 'Merchant WEB',
      timestamp: '2026-01-10T06:00:00.000Z',
      'x-api-key': testApiKey,
      'content-type': 'application/json',
    })
    expect(sent?.body).toEqual({
      subscriptionRequestId,
      serviceId: 100001,
      paymentType: 'FIXED',
      subscriptionType: 'WITH_PAYMENT',
      amount: 24,
      firstPaymentAmount: 24,
      firstPaymentIncludedInCycle: true,
      currency: 'BDT',
      maxCapRequired: false,
      frequency: 'WEEKLY',
      startDate: '2026-01-10',
      expiryDate: '2028-01-09',
      merchantShortCode: '01700000000',
      payerType: 'CUSTOMER',
      payer: wallet,
      redirectUrl: returnTo(),
      subscriptionReference: 'quiz:42',
      extraParams: null,
    })
  })

  it('sends payer null when the number is not known yet', async () => {
    await create({})
    expect(sim.gatewayRequests[0]?.body).toMatchObject({ payer: null })
  })

  it('starts tomorrow when asked after 23:30 in Dhaka, which bKash would refuse for today', async () => {
    sim.clock.set(new Date('2026-01-10T17:45:00.000Z')) // 23:45 in Dhaka
    await create()
    expect(sim.gatewayRequests[0]?.body).toMatchObject({ startDate: '2026-01-11', expiryDate: '2028-01-10' })
  })

  it('reports a fresh request as INITIALIZED with no subscription id', async () => {
    const { subscriptionRequestId } = await create()
    expect(await sim.provider().querySubscription(subscriptionRequestId)).toEqual({
      subscriptionRequestId,
      subscriptionId: null,
      status: 'INITIALIZED',
      amount: 24,
      payer: wallet,
      nextPaymentDate: null,
      cancelledTime: null,
    })
  })

  it('walks create → consent approve → query SUCCEEDED → the first payment', async () => {
    const provider = sim.provider()
    const { subscriptionRequestId, created } = await create()

    const page = await fetch(created.redirectURL)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('৳24')
    expect(html).toContain('name="wallet"')
    expect(html).toContain('name="pin"')

    const approved = await sim.submitConsent(created.redirectURL, 'approve', { pin: sim.pinOf(wallet) })
    expect(approved.status).toBe(303)
    // The original query survives; the outcome is added to it.
    expect(approved.location).toBe(`${returnTo()}&status=SUCCEEDED`)

    const found = await provider.querySubscription(subscriptionRequestId)
    expect(found).toEqual({
      subscriptionRequestId,
      subscriptionId: expect.stringMatching(/^\d+$/),
      status: 'SUCCEEDED',
      amount: 24,
      payer: wallet,
      nextPaymentDate: '2026-01-17',
      cancelledTime: null,
    })

    const payments = await provider.listPayments(found.subscriptionId ?? '')
    expect(payments).toEqual([
      {
        paymentId: expect.stringMatching(/^\d+$/),
        subscriptionId: found.subscriptionId,
        dueDate: '2026-01-10',
        status: 'SUCCEEDED_PAYMENT',
        amount: 24,
        trxId: expect.stringMatching(/^[A-Z0-9]{10}$/),
        // bKash writes trxTime without a zone; the adapter reads it as UTC.
        trxTime: '2026-01-10T06:00:00.000Z',
      },
    ])

    expect(
      sim.webhooks.map((hook) => [hook.type, hook.body.subscriptionStatus ?? hook.body.paymentStatus]),
    ).toEqual([
      ['SUBSCRIPTION', 'SUCCEEDED'],
      ['PAYMENT', 'SUCCEEDED_PAYMENT'],
    ])
    expect(sim.webhooks[1]?.body).toMatchObject({
      firstPayment: true,
      paymentId: Number(payments[0]?.paymentId),
    })
    expect((await sim.call('GET', `/sim/bkash/control/wallets/${wallet}`)).json).toEqual({
      wallet,
      balance: 976,
      pin: sim.pinOf(wallet),
    })
  })

  it('refuses a reused subscriptionRequestId with 2004, although bKash answers HTTP 200', async () => {
    const { subscriptionRequestId } = await create()
    const again = sim.provider().createSubscription({
      subscriptionRequestId,
      amountTaka: 24,
      redirectUrl: returnTo(),
      reference: 'quiz:42',
    })
    await expect(again).rejects.toBeInstanceOf(ProviderError)
    await expect(again).rejects.toMatchObject({
      errorCode: '2004',
      message: 'Duplicate subscriptionRequestId',
      httpStatus: 200,
    })
  })

  it('refuses a wrong API key with 2013', async () => {
    const wrongKey = sim.provider({
      apiKey: Buffer.from('not-the-key-bkash-issued-to-us!!').toString('base64url'),
    })
    await expect(wrongKey.querySubscription(randomUUID())).rejects.toMatchObject({
      errorCode: '2013',
      httpStatus: 401,
    })
  })

  it('answers 2009 for a subscription the provider does not know', async () => {
    const provider = sim.provider()
    const notFound = { name: 'ProviderError', errorCode: '2009', httpStatus: 404 }
    await expect(provider.querySubscription(randomUUID())).rejects.toMatchObject(notFound)
    await expect(provider.cancelSubscription('987654', 'test')).rejects.toMatchObject(notFound)
    await expect(provider.listPayments('987654')).rejects.toMatchObject(notFound)
  })

  it('records a failed consent: FAILED, no subscription id, a SUBSCRIPTION webhook', async () => {
    const { subscriptionRequestId, created } = await create()
    const failed = await sim.submitConsent(created.redirectURL, 'fail')
    expect(failed).toMatchObject({ status: 303, location: `${returnTo()}&status=FAILED` })
    expect(await sim.provider().querySubscription(subscriptionRequestId)).toMatchObject({
      status: 'FAILED',
      subscriptionId: null,
    })
    expect(sim.webhooks.map((hook) => [hook.type, hook.body.subscriptionStatus])).toEqual([
      ['SUBSCRIPTION', 'FAILED'],
    ])
  })

  it('records a declined consent: CANCELLED by the holder, a SUBSCRIPTION webhook', async () => {
    const { subscriptionRequestId, created } = await create()
    const cancelled = await sim.submitConsent(created.redirectURL, 'cancel')
    expect(cancelled).toMatchObject({ status: 303, location: `${returnTo()}&status=CANCELLED` })
    expect(await sim.provider().querySubscription(subscriptionRequestId)).toMatchObject({
      status: 'CANCELLED',
      subscriptionId: null,
    })
    expect(sim.webhooks.map((hook) => hook.body.subscriptionStatus)).toEqual(['CANCELLED'])
    expect(sim.webhooks[0]?.body).not.toHaveProperty('cancelledBy')
  })

  it('reports a consent nobody answered within 10 minutes as FAILED, and the link stops working', async () => {
    const { subscriptionRequestId, created } = await create()
    sim.clock.advance(11 * 60_000)

    expect(await sim.provider().querySubscription(subscriptionRequestId)).toMatchObject({ status: 'FAILED' })
    const late = await sim.submitConsent(created.redirectURL, 'approve', { pin: sim.pinOf(wallet) })
    expect(late).toMatchObject({ status: 303, location: `${returnTo()}&status=FAILED` })
    expect(await sim.provider().querySubscription(subscriptionRequestId)).toMatchObject({
      status: 'FAILED',
      subscriptionId: null,
    })
    expect(sim.webhooks).toEqual([])
  })

  it('cancels a live subscription, with the CANCELLED webhook, and only once', async () => {
    const provider = sim.provider()
    const { subscriptionRequestId, subscriptionId } = await createAndApprove()
    sim.clock.advance(60 * 60_000)

    expect(await provider.cancelSubscription(subscriptionId, 'Unsubscribed by the subscriber')).toEqual({
      subscriptionStatus: 'CANCELLED',
    })
    const cancelRequest = sim.gatewayRequests.at(-1)
    expect(cancelRequest?.method).toBe('DELETE')
    expect(cancelRequest?.url).toBe(
      `/sim/bkash/gateway/api/subscriptions/${subscriptionId}?reason=Unsubscribed+by+the+subscriber`,
    )

    expect(await provider.querySubscription(subscriptionRequestId)).toMatchObject({
      status: 'CANCELLED',
      subscriptionId,
      // The provider writes "2026-01-10 07:00:00"; the adapter turns it into an instant.
      cancelledTime: '2026-01-10T07:00:00.000Z',
    })
    const hook = sim.webhooks.at(-1)
    expect(hook?.type).toBe('SUBSCRIPTION')
    expect(hook?.body).toEqual({
      message: null,
      timeStamp: '2026-01-10T07:00:00.000Z',
      subscriptionRequestId,
      subscriptionId: Number(subscriptionId),
      payer: wallet,
      frequency: 'WEEKLY',
      subscriptionStatus: 'CANCELLED',
      cancelledBy: 'Requester',
    })
    expect(provider.verifyWebhook(hook?.raw ?? Buffer.alloc(0), hook?.signature)).toBe(true)

    await expect(provider.cancelSubscription(subscriptionId, 'again')).rejects.toMatchObject({
      errorCode: '2010',
      httpStatus: 400,
    })
  })

  it('signs every webhook so verifyWebhook accepts it, and rejects tampering and bad signatures', async () => {
    const provider = sim.provider()
    await createAndApprove()
    expect(sim.webhooks).toHaveLength(2)
    for (const hook of sim.webhooks) {
      expect(hook.contentType).toBe('application/json')
      expect(hook.signature).toMatch(/^[A-Za-z0-9_-]{43}=$/)
      expect(provider.verifyWebhook(hook.raw, hook.signature)).toBe(true)
    }
    const [hook] = sim.webhooks
    if (!hook) throw new Error('no webhook')
    const tampered = Buffer.from(hook.raw.toString('utf8').replace('"SUCCEEDED"', '"CANCELLED"'))
    expect(tampered.equals(hook.raw)).toBe(false)
    expect(provider.verifyWebhook(tampered, hook.signature)).toBe(false)
    const otherKey = Buffer.from('some-other-merchant-api-key-32b!').toString('base64url')
    expect(provider.verifyWebhook(hook.raw, signWebhook(hook.raw, otherKey))).toBe(false)
    expect(provider.verifyWebhook(hook.raw, undefined)).toBe(false)
    expect(provider.verifyWebhook(hook.raw, '')).toBe(false)
    expect(provider.verifyWebhook(hook.raw, 'not a signature')).toBe(false)
  })

  it('delivers every webhook twice with the duplicate switch', async () => {
    expect(await sim.call('POST', '/sim/bkash/control/webhooks', { duplicate: true })).toMatchObject({
      status: 200,
      json: { duplicate: true, outOfOrder: false },
    })
    await createAndApprove()
    expect(sim.webhooks.map((hook) => hook.type)).toEqual([
      'SUBSCRIPTION',
      'SUBSCRIPTION',
      'PAYMENT',
      'PAYMENT',
    ])
    expect(sim.webhooks[0]?.raw.equals(sim.webhooks[1]?.raw ?? Buffer.alloc(0))).toBe(true)
    expect(sim.webhooks[2]?.raw.equals(sim.webhooks[3]?.raw ?? Buffer.alloc(0))).toBe(true)
  })

  it('delivers each batch backwards with the outOfOrder switch', async () => {
    await sim.call('POST', '/sim/bkash/control/webhooks', { outOfOrder: true })
    await createAndApprove()
    expect(sim.webhooks.map((hook) => hook.type)).toEqual(['PAYMENT', 'SUBSCRIPTION'])
  })

  it('charges weekly: a low balance fails the charge, the retry two days later succeeds', async () => {
    const provider = sim.provider()
    const { subscriptionRequestId, subscriptionId } = await createAndApprove()
    await sim.call('POST', '/sim/bkash/control/wallets', { wallet, balance: 10 })

    const week = await sim.call('POST', '/sim/bkash/control/advance', { days: 7, confirm: 'ADVANCE' })
    expect(week.status).toBe(200)
    expect(week.json).toMatchObject({
      now: '2026-01-17T06:00:00.000Z',
      today: '2026-01-17',
      charges: [{ subscriptionId: Number(subscriptionId), dueDate: '2026-01-17', status: 'FAILED_PAYMENT' }],
      expired: [],
    })
    const failedPaymentId = String(week.json.charges[0].paymentId)
    expect((await provider.listPayments(subscriptionId)).map((p) => [p.paymentId, p.status])).toEqual([
      [expect.any(String), 'SUCCEEDED_PAYMENT'],
      [failedPaymentId, 'FAILED_PAYMENT'],
    ])
    // bKash keeps the subscription going after a failed charge.
    expect(await provider.querySubscription(subscriptionRequestId)).toMatchObject({
      status: 'SUCCEEDED',
      nextPaymentDate: '2026-01-24',
    })

    await sim.call('POST', '/sim/bkash/control/wallets', { wallet, balance: 100 })
    const retry = await sim.call('POST', '/sim/bkash/control/advance', { days: 2, confirm: 'ADVANCE' })
    expect(retry.json.charges).toEqual([
      {
        subscriptionId: Number(subscriptionId),
        paymentId: Number(failedPaymentId),
        dueDate: '2026-01-17',
        status: 'RE_SUCCEEDED_PAYMENT',
      },
    ])
    const payments = await provider.listPayments(subscriptionId)
    expect(payments[1]).toMatchObject({
      paymentId: failedPaymentId,
      dueDate: '2026-01-17',
      status: 'RE_SUCCEEDED_PAYMENT',
      trxId: expect.stringMatching(/^[A-Z0-9]{10}$/),
    })
    expect((await sim.call('GET', `/sim/bkash/control/wallets/${wallet}`)).json.balance).toBe(76)

    const paymentHooks = sim.webhooks.filter((hook) => hook.type === 'PAYMENT').map((hook) => hook.body)
    expect(paymentHooks.map((body) => [body.paymentStatus, body.firstPayment])).toEqual([
      ['SUCCEEDED_PAYMENT', true],
      ['FAILED_PAYMENT', false],
      ['RE_SUCCEEDED_PAYMENT', false],
    ])
    for (const hook of sim.webhooks) expect(provider.verifyWebhook(hook.raw, hook.signature)).toBe(true)
  })
})

/** A stand-in gateway that answers whatever a test tells it to, for the failure paths. */
describe('bKash adapter failure handling', () => {
  const fake = Fastify()
  let base = ''
  let reply: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' }
  const clock = manualClock()
  const provider = (timeoutMs?: number) =>
    createBkashProvider({
      baseUrl: () => `${base}/gateway/`,
      apiKey: testApiKey,
      serviceId: '100001',
      merchantShortCode: '01700000000',
      clock,
      ...(timeoutMs ? { timeoutMs } : {}),
    })
  const request = {
    subscriptionRequestId: 'r-1',
    amountTaka: 24,
    redirectUrl: 'https://example.test/r',
    reference: 'x',
  }

  beforeAll(async () => {
    fake.all('/gateway/*', async (_request, res) => {
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
      return res.code(reply.status).type('application/json').send(reply.body)
    })
    await fake.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
  })
  afterAll(() => fake.close())

  it('treats HTTP 200 carrying an errorCode as a refusal', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        subscriptionRequestId: 'r-1',
        errorCode: '2018',
        errorDescription: 'amount below limit',
      }),
    }
    await expect(provider().createSubscription(request)).rejects.toMatchObject({
      name: 'ProviderError',
      errorCode: '2018',
      message: 'amount below limit',
      httpStatus: 200,
    })
  })

  it('accepts HTTP 200 whose errorCode is null', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        subscriptionRequestId: 'r-1',
        redirectURL: 'https://intent.example/x',
        expirationTime: '2021-10-18T08:21:32.292214Z',
        timeStamp: '2021-10-18T08:11:32.307233Z',
        errorCode: null,
      }),
    }
    expect(await provider().createSubscription(request)).toEqual({
      subscriptionRequestId: 'r-1',
      redirectURL: 'https://intent.example/x',
      expirationTime: '2021-10-18T08:21:32.292Z',
    })
  })

  it('turns a non-2xx answer without a bKash body into HTTP_<status>', async () => {
    reply = { status: 502, body: '<html>Bad gateway</html>' }
    await expect(provider().querySubscription('r-1')).rejects.toMatchObject({
      errorCode: 'HTTP_502',
      httpStatus: 502,
    })
  })

  it('refuses an answer it cannot read', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({ subscriptionRequestId: 'r-1', status: 'SOMETHING_NEW', amount: 1 }),
    }
    await expect(provider().querySubscription('r-1')).rejects.toMatchObject({
      errorCode: 'BAD_RESPONSE',
      httpStatus: 200,
    })
    reply = { status: 200, body: 'not json' }
    await expect(provider().listPayments('1')).rejects.toMatchObject({ errorCode: 'BAD_RESPONSE' })
  })

  it("reads bKash's own sample answers, with their mixed date formats", async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        id: 1037,
        createdAt: '2021-10-18 08:11:32',
        subscriptionRequestId: 'Merchant02-SB11934746878',
        amount: 10.0,
        payer: '01770618575',
        nextPaymentDate: '2021-10-19',
        status: 'CANCELLED',
        cancelledBy: 'REQUESTER',
        cancelledTime: '2021-10-18 09:08:29',
      }),
    }
    expect(await provider().querySubscription('Merchant02-SB11934746878')).toEqual({
      subscriptionRequestId: 'Merchant02-SB11934746878',
      subscriptionId: '1037',
      status: 'CANCELLED',
      amount: 10,
      payer: '01770618575',
      nextPaymentDate: '2021-10-19',
      cancelledTime: '2021-10-18T09:08:29.000Z',
    })
    reply = {
      status: 200,
      body: JSON.stringify([
        {
          id: 1232,
          subscriptionId: 1037,
          dueDate: '2021-10-18',
          status: 'SUCCEEDED_PAYMENT',
          trxId: '8JI4052ZDO',
          trxTime: '2021-10-18T08:12:45.380281',
          amount: 10.0,
          reverseTrxAmount: null,
          reverseTrxId: null,
          reverseTrxTime: null,
        },
        { id: 1233, subscriptionId: 1037, dueDate: '2021-10-19', status: 'SUCCEEDED_REFUND', amount: 10 },
      ]),
    }
    expect(await provider().listPayments('1037')).toEqual([
      {
        paymentId: '1232',
        subscriptionId: '1037',
        dueDate: '2021-10-18',
        status: 'SUCCEEDED_PAYMENT',
        amount: 10,
        trxId: '8JI4052ZDO',
        trxTime: '2021-10-18T08:12:45.380Z',
      },
    ])
  })

  it('reports a timeout as NETWORK', async () => {
    reply = { status: 200, body: '{}', delayMs: 300 }
    await expect(provider(50).querySubscription('r-1')).rejects.toMatchObject({
      errorCode: 'NETWORK',
      httpStatus: 0,
    })
  })

  it('reports a refused connection as NETWORK', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const unreachable = createBkashProvider({
      baseUrl: () => `http://127.0.0.1:${port}/gateway`,
      apiKey: testApiKey,
      serviceId: '100001',
      merchantShortCode: '01700000000',
      clock,
    })
    await expect(unreachable.cancelSubscription('1', 'x')).rejects.toMatchObject({
      errorCode: 'NETWORK',
      httpStatus: 0,
    })
  })

  it('refuses a serviceId that is not a number when it is built', () => {
    expect(() =>
      createBkashProvider({
        baseUrl: () => base,
        apiKey: testApiKey,
        serviceId: 'abc',
        merchantShortCode: 'x',
        clock,
      }),
    ).toThrow(/serviceId/)
  })
})
