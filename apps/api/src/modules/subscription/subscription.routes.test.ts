import { signWebhook } from '@khelahobe/bkash-protocol/signature'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, type TestApp, walletPinOf } from '../../../test/harness.ts'
import { payments, sessions, subscriptions, users, webhookEvents } from '../../db/schema.ts'
import { requireSubscription } from './require-subscription.ts'

const number = '01712345678'
// The simulator's key in demo mode and tests (config/env.ts).
const simulatorApiKey = 'c2ltdWxhdG9yLWtleS1ub3QtZm9yLXByb2R1Y3Rpb24'

describe.each(testDatabases)('subscriptions through the provider simulator on $name', (kind) => {
  let t: TestApp
  let cookie: string
  let userId: number

  beforeEach(async () => {
    t = await createTestApp(kind, { listen: true })
    const session = await login(t.app, number)
    cookie = session.cookie
    userId = session.user.id
  })
  afterEach(() => t.close())

  const host = () => new URL(t.origin).host
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: host(), cookie, ...headers } })
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { host: host(), cookie, ...headers },
    })
  /** The unsubscribe GET as our own page sends it (the browser adds Sec-Fetch-Site). */
  const cancel = (query: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    get(`/api/Quiz/KhelahobeCancelSubscription?${query}`, headers)
  /** The check that opens a request, as our own page sends it (the browser adds Sec-Fetch-Site). */
  const check = (
    segment = 'quiz',
    msisdn = number,
    headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
  ) =>
    get(
      `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${msisdn}&segment=${segment}&campaign_url=${encodeURIComponent('http://x/home')}`,
      headers,
    )
  const statusOf = async (segment = 'quiz') =>
    (await get(`/api/Quiz/KhelahobeQuizOnlySubscriptionCheck?msisdn=${number}&segment=${segment}`)).json()
      .data
  const confirm = (subscriptionReqId: string, headers: Record<string, string> = {}) =>
    post(
      '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
      { msisdn: number, subscriptionReqId, status: 1 },
      headers,
    )
  /** The consent page's answer; an approval carries the PIN of its wallet (the typed one, or ours). */
  const consent = async (
    redirectURL: string,
    action: 'approve' | 'fail' | 'cancel',
    form: Record<string, string> = {},
  ) =>
    fetch(`${redirectURL}/${action}`, {
      method: 'POST',
      body: new URLSearchParams(
        action === 'approve' ? { pin: await walletPinOf(t, form.wallet ?? number), ...form } : form,
      ),
      redirect: 'manual',
      headers: { origin: new URL(redirectURL).origin },
    })
  const control = (path: string, body: unknown) =>
    fetch(`${t.origin}/sim/bkash/control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const count = async (table: typeof subscriptions | typeof payments | typeof webhookEvents) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n

  async function subscribe(segment = 'quiz') {
    const opened = (await check(segment)).json().data
    const back = await consent(opened.redirectURL, 'approve')
    expect(back.status).toBe(303)
    return opened.subscriptionRequestId as string
  }

  it('sends an unsubscribed person to the consent page, and subscribes them when they approve', async () => {
    const response = await check()
    expect(response.statusCode).toBe(200)
    const opened = response.json().data
    expect(opened).toMatchObject({ isSubscribed: false, subscriptionStatus: 'INITIALIZED' })
    expect(opened.redirectURL).toMatch(new RegExp(`^${t.origin}/sim/bkash/intent/[^?]+$`))
    expect((await statusOf()).state).toBe('pending')

    const back = await consent(opened.redirectURL, 'approve')
    const location = new URL(back.headers.get('location') ?? '')
    expect(location.pathname).toBe('/payment-success')
    expect(location.searchParams.get('sri')).toBe(opened.subscriptionRequestId)
    expect(location.searchParams.get('status')).toBe('SUCCEEDED')

    const confirmed = await confirm(opened.subscriptionRequestId)
    expect(confirmed.json().data).toEqual({
      segment: 'quiz',
      subscriptionRequestId: opened.subscriptionRequestId,
      subscriptionStatus: 'SUCCEEDED',
      isSubscribed: true,
      loggedIn: false,
    })
    expect(await statusOf()).toMatchObject({ state: 'subscribed', isSubscribed: true, activity: 'active' })
    expect((await check()).json().data).toMatchObject({ isSubscribed: true, redirectURL: null })
    await expect(requireSubscription(t.database.db, userId, 'quiz')).resolves.toBeUndefined()
    await expect(requireSubscription(t.database.db, userId, 'special')).rejects.toMatchObject({
      statusCode: 403,
    })
  })

  it('opens one request however many times the person taps', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => check()))
    const ids = new Set(
      answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.subscriptionRequestId),
    )
    expect(ids.size).toBe(1)
    expect(await count(subscriptions)).toBe(1)
  })

  it('believes the provider, not the status on the return URL', async () => {
    const opened = (await check()).json().data
    const back = await consent(opened.redirectURL, 'cancel')
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('CANCELLED')
    // The page posts "status 1" whatever the URL said; the provider's word wins.
    const confirmed = (await confirm(opened.subscriptionRequestId)).json().data
    expect(confirmed).toMatchObject({ subscriptionStatus: 'CANCELLED', isSubscribed: false })
    expect((await statusOf()).state).toBe('cancelled')
  })

  it('records a failed consent as failed', async () => {
    const opened = (await check()).json().data
    await consent(opened.redirectURL, 'fail')
    expect((await confirm(opened.subscriptionRequestId)).json().data.subscriptionStatus).toBe('FAILED')
    expect((await statusOf()).state).toBe('failed')
  })

  it('lets an abandoned consent lapse and opens a fresh request afterwards', async () => {
    const first = (await check()).json().data
    t.clock.advance(11 * 60_000)
    expect(await t.app.services.subscriptions.expireStalePending()).toBe(1)
    expect((await statusOf()).state).toBe('failed')
    const second = (await check()).json().data
    expect(second.subscriptionRequestId).not.toBe(first.subscriptionRequestId)
    expect(second.redirectURL).not.toBe(first.redirectURL)
  })

  it('unsubscribes, and the quiz is closed afterwards', async () => {
    await subscribe()
    const cancelled = await cancel(`msisdn=${number}&segment=quiz`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toEqual({ subscriptionStatus: 'CANCELLED' })
    expect((await statusOf()).state).toBe('cancelled')
    await expect(requireSubscription(t.database.db, userId, 'quiz')).rejects.toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
    })
  })

  it('refuses to cancel a segment the person does not have, changing nothing', async () => {
    await subscribe('quiz')
    const response = await cancel(`msisdn=${number}&segment=special`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'NOT_SUBSCRIBED',
      message: 'You are not subscribed to the weekly quiz.',
    })
    expect((await statusOf('quiz')).state).toBe('subscribed')
  })

  it('unsubscribes only on a request from our own page', async () => {
    await subscribe()
    const query = `msisdn=${number}&segment=quiz`
    const ownOrigin = `http://${host()}`
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // Typed into the address bar, or a link in an app.
      { 'sec-fetch-site': 'none' },
      // A browser that sends no Sec-Fetch-Site: a link or an image on another site.
      {},
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
      // Our host, but not our scheme.
      { referer: `https://${host()}/profile` },
      { referer: 'not a url' },
    ]
    for (const headers of refused) {
      const response = await cancel(query, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.json().code).toBe('CROSS_SITE_REQUEST')
    }
    expect((await statusOf()).state).toBe('subscribed')
    // An older browser on our own page sends a Referer of our origin.
    const fromOurPage = await cancel(query, { referer: `${ownOrigin}/profile` })
    expect(fromOurPage.statusCode).toBe(200)
    expect((await statusOf()).state).toBe('cancelled')
  })

  it('opens a request only for our own page: another site’s link or image gets 403 and opens nothing', async () => {
    const ownOrigin = `http://${host()}`
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      // A browser that sends no Sec-Fetch-Site: a link or an image on another site.
      {},
      { referer: 'https://evil.example/campaign' },
      { origin: 'https://evil.example' },
      { referer: `https://${host()}/home` },
    ]
    for (const headers of refused) {
      const response = await check('quiz', number, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.json()).toMatchObject({
        code: 'CROSS_SITE_REQUEST',
        message: 'Requests from other websites are not allowed.',
      })
    }
    expect(await count(subscriptions)).toBe(0)
    // Nor was the provider asked for one.
    expect(
      await t.database.query({ name: 'sim_requests', text: 'select id from sim_subscriptions' }, []),
    ).toEqual([])

    const fromOurPage = await check('quiz', number, { 'sec-fetch-site': 'same-origin' })
    expect(fromOurPage.statusCode).toBe(200)
    expect(fromOurPage.json().data).toMatchObject({ isSubscribed: false, subscriptionStatus: 'INITIALIZED' })
    // An older browser on our own page names it in the Referer: the same request back.
    const olderBrowser = await check('special', number, { referer: `${ownOrigin}/home` })
    expect(olderBrowser.statusCode).toBe(200)
    expect(await count(subscriptions)).toBe(2)
  })

  it('turns inactive when a weekly charge fails, and active again when the retry succeeds', async () => {
    await subscribe()
    const wallet = (await t.database.db.select().from(subscriptions))[0]?.payerMsisdn ?? number
    expect((await control('wallets', { wallet, balance: 5 })).status).toBe(200)
    expect((await control('advance', { days: 7, confirm: 'ADVANCE' })).status).toBe(200)
    expect(await statusOf()).toMatchObject({ isSubscribed: true, activity: 'inactive' })

    await control('wallets', { wallet, balance: 500 })
    await control('advance', { days: 2, confirm: 'ADVANCE' })
    expect(await statusOf()).toMatchObject({ isSubscribed: true, activity: 'active' })
    const statuses = (await t.database.db.select().from(payments)).map((p) => p.status).sort()
    expect(statuses).toEqual(['RE_SUCCEEDED_PAYMENT', 'SUCCEEDED_PAYMENT'])
  })

  it('records a declined consent from the provider’s webhook alone', async () => {
    await check()
    const declined = await consent((await check()).json().data.redirectURL, 'fail')
    expect(declined.status).toBe(303)
    // No return to the site: the webhook, whose subscriptionId is null before any consent, does it.
    expect(await statusOf()).toMatchObject({ state: 'failed', subscriptionStatus: 'FAILED' })
  })

  it('ends up the same whether webhooks come twice or out of order', async () => {
    await control('webhooks', { duplicate: true, outOfOrder: true })
    await subscribe()
    // No return to the site at all: the webhooks alone must bring us to the truth.
    expect(await statusOf()).toMatchObject({ state: 'subscribed', activity: 'active' })
    expect(await count(payments)).toBe(1)
    const events = await t.database.db.select().from(webhookEvents)
    expect(new Set(events.map((e) => e.dedupeKey)).size).toBe(events.length)
  })

  it('answers 403 for another person’s number, and opens nothing', async () => {
    const response = await check('quiz', '01898765432')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This number is not the one you are logged in with.',
    })
    expect((await cancel('msisdn=01898765432&segment=quiz')).statusCode).toBe(403)
    expect(await count(subscriptions)).toBe(0)
  })

  it('does not show one person’s request to another', async () => {
    const opened = (await check()).json().data
    const other = await login(t.app, '01898765432')
    const response = await confirm(opened.subscriptionRequestId, { cookie: other.cookie })
    expect(response.statusCode).toBe(403)
  })

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    // As our own page sends it: who may call is settled before the query is read.
    const unknownSegment = await check('gold')
    expect(unknownSegment.statusCode).toBe(400)
    expect(unknownSegment.json().message).toBe("segment must be 'quiz' or 'special'.")
    const badId = await confirm('not-an-id')
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toBe('subscriptionReqId must be the id we gave you.')
    const unknownId = await confirm('6f1c2a40-1111-4e6b-9a1e-2f4d1c0b9a77')
    expect(unknownId.statusCode).toBe(404)
    const loggedOut = await t.app.inject({
      method: 'GET',
      url: `/api/Quiz/KhelahobeQuizOnlySubscriptionCheck?msisdn=${number}&segment=quiz`,
    })
    expect(loggedOut.statusCode).toBe(401)
    expect(await count(subscriptions)).toBe(0)
  })

  describe('webhooks', () => {
    const send = (body: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/bkash/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      })

    it('refuses a missing or forged signature and writes nothing', async () => {
      const requestId = (await check()).json().data.subscriptionRequestId
      const body = JSON.stringify({ subscriptionRequestId: requestId, subscriptionStatus: 'SUCCEEDED' })
      const missing = await send(body, { type: 'SUBSCRIPTION' })
      expect(missing.statusCode).toBe(401)
      expect(missing.json()).toMatchObject({ code: 'BAD_SIGNATURE' })
      const forged = await send(body, {
        type: 'SUBSCRIPTION',
        'x-signature': signWebhook(Buffer.from(body), 'd3Jvbmcta2V5LXdyb25nLWtleS13cm9uZy1rZXk'),
      })
      expect(forged.statusCode).toBe(401)
      const tampered = await send(body.replace('SUCCEEDED', 'SUCCEEDED '), {
        type: 'SUBSCRIPTION',
        'x-signature': signWebhook(Buffer.from(body), simulatorApiKey),
      })
      expect(tampered.statusCode).toBe(401)
      expect(await count(webhookEvents)).toBe(0)
      expect((await statusOf()).state).toBe('pending')
    })

    it('refuses a signed webhook whose ids could not be stored, writing nothing', async () => {
      await check()
      for (const fields of [
        { subscriptionRequestId: 'abc\u0000def', subscriptionStatus: 'SUCCEEDED' },
        { subscriptionId: 'x'.repeat(500), subscriptionStatus: 'SUCCEEDED' },
        { subscriptionRequestId: ['not', 'text'], subscriptionStatus: 'SUCCEEDED' },
        // Half a character in a field we pass through untouched.
        { subscriptionStatus: 'SUCCEEDED', nextPaymentDate: '2026-01-1\udfff' },
      ]) {
        const body = JSON.stringify(fields)
        const signed = await send(body, {
          type: 'SUBSCRIPTION',
          'x-signature': signWebhook(Buffer.from(body), simulatorApiKey),
        })
        expect(signed.statusCode, body).toBe(400)
      }
      expect(await count(webhookEvents)).toBe(0)
      expect((await statusOf()).state).toBe('pending')
    })

    it('applies the same webhook ten times as once', async () => {
      const opened = (await check()).json().data
      await consent(opened.redirectURL, 'approve')
      const before = await count(webhookEvents)
      const body = JSON.stringify({
        subscriptionRequestId: opened.subscriptionRequestId,
        subscriptionStatus: 'SUCCEEDED',
        message: 'replayed',
      })
      const signature = signWebhook(Buffer.from(body), simulatorApiKey)
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => send(body, { type: 'SUBSCRIPTION', 'x-signature': signature })),
      )
      expect(answers.every((a) => a.statusCode === 200)).toBe(true)
      // The simulator already delivered this very event once during the approval.
      expect(await count(webhookEvents)).toBe(before)
      expect(await count(payments)).toBe(1)
      expect((await statusOf()).state).toBe('subscribed')
    })

    it('stores a webhook whose request the provider does not know, and does not try it again', async () => {
      // Ours, never sent to the provider (as a row restored from a backup might be).
      const requestId = '6f1c2a40-2222-4e6b-9a1e-2f4d1c0b9a77'
      await t.database.db.insert(subscriptions).values({
        userId,
        segment: 'quiz',
        state: 'subscribed',
        providerStatus: 'SUCCEEDED',
        requestId,
        amountTaka: 24,
        consentExpiresAt: t.clock.now(),
      })
      const body = JSON.stringify({ subscriptionRequestId: requestId, subscriptionStatus: 'CANCELLED' })
      const answer = await send(body, {
        type: 'SUBSCRIPTION',
        'x-signature': signWebhook(Buffer.from(body), simulatorApiKey),
      })
      expect(answer.statusCode).toBe(200)
      const [event] = await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.requestId, requestId))
      expect(event?.processedAt).not.toBeNull()
      expect(event?.attempts).toBe(1)
      // Nothing in the webhook's own body is taken for the truth.
      expect((await statusOf()).state).toBe('subscribed')
    })

    it('refuses a webhook of an unknown type or with a body that is not JSON', async () => {
      const notJson = 'not json'
      expect(
        (
          await send(notJson, {
            type: 'PAYMENT',
            'x-signature': signWebhook(Buffer.from(notJson), simulatorApiKey),
          })
        ).statusCode,
      ).toBe(400)
      const body = '{}'
      expect(
        (
          await send(body, {
            type: 'LOTTERY',
            'x-signature': signWebhook(Buffer.from(body), simulatorApiKey),
          })
        ).statusCode,
      ).toBe(400)
    })
  })

  describe('campaign pages', () => {
    const campaignNumber = '01911223344'
    const startCampaign = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaign/subscribe',
        headers: { host: host(), 'content-type': 'application/json' },
        payload: { mobileNo: campaignNumber, campaignKey: 'fb-nov' },
      })

    it('subscribes without a login and logs in the wallet’s own number', async () => {
      const started = await startCampaign()
      expect(started.statusCode).toBe(200)
      const { result, subscriptionRequestId, redirectURL } = started.json().data
      expect(result).toBe('true')
      const binding = started.cookies.find((c) => c.name === 'campaign_flow')
      expect(binding).toMatchObject({ httpOnly: true })

      await consent(redirectURL, 'approve', { wallet: campaignNumber })
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
        headers: { host: host(), cookie: `campaign_flow=${binding?.value}` },
        payload: { subscriptionReqId: subscriptionRequestId, status: 1 },
      })
      expect(confirmed.json().data).toMatchObject({ isSubscribed: true, loggedIn: true })
      const session = confirmed.cookies.find((c) => c.name === 'sid')
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: `sid=${session?.value}` },
      })
      expect(me.json().data.user.msisdn).toBe(campaignNumber)
      const [row] = await t.database.db.select().from(subscriptions).where(sql`campaign_key = 'fb-nov'`)
      expect(row?.state).toBe('subscribed')
    })

    it('does not log in when another wallet approved, nor without the starting browser', async () => {
      const started = await startCampaign()
      const { subscriptionRequestId, redirectURL } = started.json().data
      await consent(redirectURL, 'approve', { wallet: '01555666777' })
      const withoutCookie = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
        headers: { host: host() },
        payload: { subscriptionReqId: subscriptionRequestId, status: 1 },
      })
      expect(withoutCookie.statusCode).toBe(401)
      const binding = started.cookies.find((c) => c.name === 'campaign_flow')
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
        headers: { host: host(), cookie: `campaign_flow=${binding?.value}` },
        payload: { subscriptionReqId: subscriptionRequestId, status: 1 },
      })
      expect(confirmed.json().data).toMatchObject({ isSubscribed: true, loggedIn: false })
      expect(confirmed.cookies.find((c) => c.name === 'sid')).toBeUndefined()
    })

    it('never hands another browser’s pending request to a stranger, nor changes it', async () => {
      const started = await startCampaign()
      expect(started.statusCode).toBe(200)
      const theirs = started.json().data
      const [before] = await t.database.db.select().from(subscriptions)
      // A stranger types the same number: no cookie of the first browser.
      const stranger = await startCampaign()
      expect(stranger.statusCode).toBe(409)
      expect(stranger.body).not.toContain(theirs.subscriptionRequestId)
      expect(stranger.body).not.toContain(theirs.redirectURL)
      expect(stranger.json()).toMatchObject({
        code: 'PENDING_ELSEWHERE',
        message: expect.stringContaining('অন্য একটি ডিভাইসে অনুমোদনের অপেক্ষায় আছে'),
      })
      const [after] = await t.database.db.select().from(subscriptions)
      expect(after).toEqual(before)
      expect(await count(subscriptions)).toBe(1)
      // The browser that started it still gets it back, and its approval still logs it in.
      const binding = started.cookies.find((c) => c.name === 'campaign_flow')
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/campaign/subscribe',
        headers: {
          host: host(),
          'content-type': 'application/json',
          cookie: `campaign_flow=${binding?.value}`,
        },
        payload: { mobileNo: campaignNumber, campaignKey: 'fb-nov' },
      })
      expect(again.json().data.subscriptionRequestId).toBe(theirs.subscriptionRequestId)
      await consent(theirs.redirectURL, 'approve', { wallet: campaignNumber })
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
        headers: { host: host(), cookie: `campaign_flow=${binding?.value}` },
        payload: { subscriptionReqId: theirs.subscriptionRequestId, status: 1 },
      })
      expect(confirmed.json().data).toMatchObject({ isSubscribed: true, loggedIn: true })
    })

    it('logs the browser in once when its return is confirmed ten times at once', async () => {
      const started = await startCampaign()
      const { subscriptionRequestId, redirectURL } = started.json().data
      const binding = started.cookies.find((c) => c.name === 'campaign_flow')
      expect((await consent(redirectURL, 'approve', { wallet: campaignNumber })).status).toBe(303)
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
            headers: { host: host(), cookie: `campaign_flow=${binding?.value}` },
            payload: { subscriptionReqId: subscriptionRequestId, status: 1 },
          }),
        ),
      )
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
      // Every answer is the confirmation; one of them, and only one, carries the new session.
      expect(answers.every((a) => a.json().data.isSubscribed === true)).toBe(true)
      expect(answers.filter((a) => a.json().data.loggedIn)).toHaveLength(1)
      expect(answers.filter((a) => a.cookies.some((c) => c.name === 'sid'))).toHaveLength(1)
      const [owner] = await t.database.db.select().from(users).where(eq(users.msisdn, campaignNumber))
      const made = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, owner?.id ?? -1))
      expect(made).toHaveLength(1)

      // Asked again afterwards with the old cookie: the outcome, and still no second session.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
        headers: { host: host(), cookie: `campaign_flow=${binding?.value}` },
        payload: { subscriptionReqId: subscriptionRequestId, status: 1 },
      })
      expect(again.json().data).toMatchObject({ isSubscribed: true, loggedIn: false })
      expect(
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, owner?.id ?? -1)),
      ).toHaveLength(1)
    })

    it('answers a clear reason for a number that is already subscribed', async () => {
      const first = await startCampaign()
      const { redirectURL } = first.json().data
      await consent(redirectURL, 'approve', { wallet: campaignNumber })
      const again = await startCampaign()
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({
        code: 'ALREADY_SUBSCRIBED',
        message: 'এই নম্বরে সাবস্ক্রিপশন চালু আছে। খেলতে লগইন করুন।',
      })
    })
  })
})
