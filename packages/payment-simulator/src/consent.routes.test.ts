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
const payer = '01712345678'

describe.each(testDatabases)('simulator consent page on $name', (kind) => {
  let sim: SimulatorHarness
  beforeEach(async () => {
    sim = await startSimulator(kind)
  })
  afterEach(() => sim.close())

  async function newRequest(overrides: Record<string, unknown> = {}) {
    const body = createRequestBody(sim, overrides)
    const created = await sim.call('POST', `${gateway}/api/subscription`, body)
    expect(created.status).toBe(200)
    return { requestId: body.subscriptionRequestId, consentUrl: created.json.redirectURL as string, body }
  }
  const row = async (requestId: string) =>
    (await sim.db.select().from(simSubscriptions).where(eq(simSubscriptions.requestId, requestId)))[0]
  const balance = async (wallet: string) =>
    (await sim.call('GET', `/sim/bkash/control/wallets/${wallet}`)).json.balance as number

  it('renders a phone-sized wallet page with the amount, the frequency and the form, under a strict CSP', async () => {
    const { consentUrl } = await newRequest()
    const page = await fetch(consentUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()

    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toMatch(/bKash <span class="brand-tag">simulator<\/span>/)
    expect(html).toContain('Khela Hobe')
    expect(html).toContain('৳24')
    expect(html).toContain('Weekly')
    expect(html).toContain('<label for="wallet">Wallet number</label>')
    expect(html).toMatch(/<input id="wallet" name="wallet"[^>]* value="01712345678"/)
    expect(html).toContain('<label for="pin">PIN</label>')
    expect(html).toMatch(/<input id="pin" name="pin" type="password" inputmode="numeric"[^>]*maxlength="5"/)
    expect(html).toContain("The wallet's own 5-digit PIN.")
    expect(html).not.toContain('Any 5 digits')
    const code = consentUrl.split('/').at(-1)
    expect(html).toContain(`action="/sim/bkash/intent/${code}/approve"`)
    expect(html).toContain(`formaction="/sim/bkash/intent/${code}/fail"`)
    expect(html).toContain(`formaction="/sim/bkash/intent/${code}/cancel"`)
    expect(html).toMatch(/>Approve</)
    expect(html).toMatch(/>Fail</)
    expect(html).toMatch(/>Cancel</)

    // `default-src 'self'; style-src 'self'; script-src 'self'` allows none of these.
    expect(html).not.toMatch(/<style/i)
    expect(html).not.toMatch(/\sstyle=/i)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/\son[a-z]+=/i)
    expect(html).toContain('<link rel="stylesheet" href="/sim/bkash/assets/consent.css">')

    const css = await fetch(`${sim.origin}/sim/bkash/assets/consent.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await css.text()).toContain('.brand')
  })

  it('answers an unknown link with a 404 page', async () => {
    const page = await fetch(`${sim.origin}/sim/bkash/intent/no-such-code`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Link not found')
    expect(
      (
        await sim.submitConsent(`${sim.origin}/sim/bkash/intent/no-such-code`, 'approve', {
          pin: sim.pinOf(payer),
        })
      ).status,
    ).toBe(404)
  })

  it.each([
    ['no PIN', {}, 'The PIN is 5 digits.'],
    ['a 4-digit PIN', { pin: '1234' }, 'The PIN is 5 digits.'],
    ['letters for a PIN', { pin: 'abcde' }, 'The PIN is 5 digits.'],
    [
      'a wallet of the wrong length',
      { pin: '00000', wallet: '0171234567' },
      'The number must be 11 digits long.',
    ],
    ['a wallet not starting 01', { pin: '00000', wallet: '11712345678' }, "The number must start with '01'."],
  ])('re-renders the page with an error for %s, and changes nothing', async (_case, form, message) => {
    const { requestId, consentUrl } = await newRequest()
    const answer = await sim.submitConsent(consentUrl, 'approve', form)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('role="alert"')
    expect(answer.text).toContain(message.replaceAll("'", '&#39;'))
    expect(answer.text).toContain('name="pin"')
    expect((await row(requestId))?.status).toBe('INITIALIZED')
    expect(sim.webhooks).toEqual([])
  })

  it('asks for a wallet number when the merchant sent none and the holder typed none', async () => {
    const { consentUrl } = await newRequest({ payer: null })
    const answer = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('Enter your wallet number.')
  })

  it('charges the wallet the holder typed, and makes it the payer', async () => {
    const { requestId, consentUrl } = await newRequest()
    const other = '01812345678'
    const answer = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(other), wallet: other })
    expect(answer.status).toBe(303)
    expect((await row(requestId))?.payer).toBe(other)
    expect(await balance(other)).toBe(976)
    expect(await balance(payer)).toBe(1000)
    expect(sim.webhooks[0]?.body).toMatchObject({ payer: other, subscriptionStatus: 'SUCCEEDED' })
  })

  /** A PIN of the right shape that is not `wallet`'s. */
  const wrongPinOf = (wallet: string) => String((Number(sim.pinOf(wallet)) + 1) % 100_000).padStart(5, '0')

  it('refuses a PIN that is not the wallet’s, changing nothing, and takes the right one after', async () => {
    const { requestId, consentUrl } = await newRequest()
    const other = '01812345678'
    expect(sim.pinOf(other)).not.toBe(sim.pinOf(payer))
    const tries = [
      [{ pin: wrongPinOf(payer) }, '2 tries left'],
      // The payer's own PIN does not open another wallet.
      [{ pin: sim.pinOf(payer), wallet: other }, '1 try left'],
    ] as const
    for (const [form, left] of tries) {
      const answer = await sim.submitConsent(consentUrl, 'approve', form)
      expect(answer.status, JSON.stringify(form)).toBe(400)
      expect(answer.text).toContain(
        `<p class="error" id="consent-error" role="alert">Wrong PIN for this wallet. ${left} before this payment link stops working.</p>`,
      )
      expect(answer.text).toContain('name="pin"')
    }
    expect((await row(requestId))?.status).toBe('INITIALIZED')
    expect(sim.webhooks).toEqual([])
    expect(await balance(payer)).toBe(1000)
    expect(await balance(other)).toBe(1000)

    const right = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    expect(right).toMatchObject({ status: 303, location: expect.stringMatching(/status=SUCCEEDED$/) })
    expect(await balance(payer)).toBe(976)
  })

  it('fails the request at the third wrong PIN, even when they all come at once', async () => {
    const { requestId, consentUrl } = await newRequest()
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => sim.submitConsent(consentUrl, 'approve', { pin: wrongPinOf(payer) })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 400, 400])
    expect(answers.find((answer) => answer.status === 303)?.location).toMatch(/status=FAILED$/)
    expect(await row(requestId)).toMatchObject({ status: 'FAILED', wrongPins: 3 })
    expect(sim.webhooks.map((hook) => hook.body.subscriptionStatus)).toEqual(['FAILED'])
    // The right PIN comes too late: the holder is sent back with the failure, and nothing is charged.
    const late = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    expect(late).toMatchObject({ status: 303, location: expect.stringMatching(/status=FAILED$/) })
    expect(await balance(payer)).toBe(1000)
  })

  it('keeps the subscription when the first payment fails for want of balance', async () => {
    await sim.call('POST', '/sim/bkash/control/wallets', { wallet: payer, balance: 10 })
    const { requestId, consentUrl } = await newRequest()
    const answer = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    expect(answer.location).toMatch(/status=SUCCEEDED$/)

    const subscription = await row(requestId)
    expect(subscription).toMatchObject({ status: 'SUCCEEDED', nextPaymentDate: '2026-01-17' })
    const payments = await sim.db.select().from(simPayments)
    expect(payments).toEqual([
      expect.objectContaining({
        status: 'FAILED_PAYMENT',
        firstPayment: true,
        trxId: null,
        dueDate: '2026-01-10',
        retryDate: '2026-01-12',
      }),
    ])
    expect(await balance(payer)).toBe(10)
    expect(sim.webhooks.map((hook) => hook.body)).toEqual([
      expect.objectContaining({ subscriptionStatus: 'SUCCEEDED', trxId: null, amount: null }),
      expect.objectContaining({ paymentStatus: 'FAILED_PAYMENT', firstPayment: true, trxId: null }),
    ])
  })

  it('sends SUBSCRIPTION and PAYMENT webhooks in bKash’s shapes on approval', async () => {
    const { requestId, consentUrl } = await newRequest()
    await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    const id = (await row(requestId))?.id
    const [subscription, payment] = sim.webhooks
    expect(subscription?.type).toBe('SUBSCRIPTION')
    expect(subscription?.body).toEqual({
      message: null,
      timeStamp: '2026-01-10T06:00:00.000Z',
      subscriptionRequestId: requestId,
      subscriptionId: id,
      payer,
      frequency: 'WEEKLY',
      subscriptionStatus: 'SUCCEEDED',
      nextPaymentDate: '2026-01-17',
      amount: 24,
      trxId: expect.stringMatching(/^[A-Z0-9]{10}$/),
      trxDate: '2026-01-10T06:00:00',
    })
    expect(payment?.type).toBe('PAYMENT')
    expect(payment?.body).toEqual({
      message: null,
      timeStamp: '2026-01-10T06:00:00.000Z',
      subscriptionRequestId: requestId,
      subscriptionId: id,
      payer,
      frequency: 'WEEKLY',
      paymentId: expect.any(Number),
      paymentStatus: 'SUCCEEDED_PAYMENT',
      trxId: subscription?.body.trxId,
      amount: 24,
      dueDate: '2026-01-10',
      nextPaymentDate: '2026-01-17',
      trxDate: '2026-01-10T06:00:00',
      firstPayment: true,
    })
  })

  it('turns a used link away: the page says so, a second answer changes nothing', async () => {
    const { requestId, consentUrl } = await newRequest({ redirectUrl: `${sim.origin}/back?status=stale&x=1` })
    const first = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    // status is replaced, not repeated, and the rest of the query stays.
    expect(first.location).toBe(`${sim.origin}/back?status=SUCCEEDED&x=1`)

    const cancelAfter = await sim.submitConsent(consentUrl, 'cancel')
    expect(cancelAfter).toMatchObject({ status: 303, location: `${sim.origin}/back?status=SUCCEEDED&x=1` })
    expect((await row(requestId))?.status).toBe('SUCCEEDED')
    expect(await sim.db.select().from(simPayments)).toHaveLength(1)
    expect(sim.webhooks).toHaveLength(2)

    const page = await fetch(consentUrl)
    expect(page.status).toBe(410)
    const html = await page.text()
    expect(html).toContain('already been used')
    expect(html).not.toContain('name="pin"')
    expect(html).toContain('>Back to merchant</a>')
  })

  it('offers only the way back once the link has expired', async () => {
    const { consentUrl } = await newRequest()
    sim.clock.advance(10 * 60_000)
    const page = await fetch(consentUrl)
    expect(page.status).toBe(410)
    const html = await page.text()
    expect(html).toContain('expired')
    expect(html).not.toContain('<form')
    expect(html).toContain(`href="${sim.origin}/payment/result?ref=abc&amp;status=FAILED"`)
    expect(await sim.submitConsent(consentUrl, 'fail')).toMatchObject({
      status: 303,
      location: `${sim.origin}/payment/result?ref=abc&status=FAILED`,
    })
    expect(sim.webhooks).toEqual([])
  })

  it('approves once when the button is pressed twice at the same moment', async () => {
    const { requestId, consentUrl } = await newRequest()
    const answers = await Promise.all([
      sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) }),
      sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) }),
      sim.submitConsent(consentUrl, 'fail'),
    ])
    const statuses = answers.map((answer) => new URL(answer.location ?? '').searchParams.get('status'))
    const final = (await row(requestId))?.status
    // Whichever answer won, every browser is sent back with that one outcome.
    expect(new Set(statuses)).toEqual(new Set([final]))
    const payments = await sim.db.select().from(simPayments)
    expect(payments).toHaveLength(final === 'SUCCEEDED' ? 1 : 0)
    expect(await balance(payer)).toBe(final === 'SUCCEEDED' ? 976 : 1000)
    expect(sim.webhooks.filter((hook) => hook.type === 'SUBSCRIPTION')).toHaveLength(1)
  })

  it('retries a webhook the merchant could not take, without holding up the holder', async () => {
    const { consentUrl } = await newRequest()
    sim.failWebhooks(2)
    const answer = await sim.submitConsent(consentUrl, 'approve', { pin: sim.pinOf(payer) })
    expect(answer.status).toBe(303)
    expect(sim.webhookAttempts()).toBe(4)
    expect(sim.webhooks.map((hook) => hook.type)).toEqual(['SUBSCRIPTION', 'PAYMENT'])
  })

  it('drops a webhook after three retries, logs it, and still answers the holder', async () => {
    const { consentUrl } = await newRequest()
    sim.failWebhooks(1000)
    const answer = await sim.submitConsent(consentUrl, 'cancel')
    expect(answer).toMatchObject({ status: 303, location: expect.stringMatching(/status=CANCELLED$/) })
    expect(sim.webhookAttempts()).toBe(4)
    expect(sim.webhooks).toEqual([])
    expect(sim.logText()).toContain('simulator webhook dropped after retries')
  })

  it('takes Fail and Cancel without a form body', async () => {
    const { consentUrl } = await newRequest()
    const response = await fetch(`${consentUrl}/fail`, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/status=FAILED$/)
  })
})
