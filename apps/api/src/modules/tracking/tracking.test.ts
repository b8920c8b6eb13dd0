import { dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { maxEventsPerBatch } from '@khelahobe/contracts/rules'
import { afterEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { events } from '../../db/schema.ts'
import { winnersFixtures } from '../winners/winners.test-fixtures.ts'
import { campaignFunnels, formatFunnels } from './campaign-report.ts'
import { trackingRateLimit } from './tracking.routes.ts'

const pageView = (name = 'campaignpage3') => ({ type: 'page_view', name, path: `/${name}` })

describe.each(testDatabases)('tracking on $name', (kind) => {
  let t: TestApp
  afterEach(() => t.close())

  const post = (payload: unknown, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, remoteAddress })
  const stored = async () => {
    await t.app.services.events.flush()
    return t.database.db.select().from(events)
  }

  it('takes a batch at once and writes it in one flush, without a number or an account', async () => {
    t = await createTestApp(kind)
    const response = await post({
      events: [
        pageView(),
        { type: 'footer_tap', name: 'leaderboard_Footer', path: '/home?msisdn=01712345678' },
      ],
      campaignKey: 'fb-nov',
    })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    // Nothing reaches the database before the flush: the request did not wait for it.
    expect(await t.database.db.select().from(events)).toHaveLength(0)
    const rows = await stored()
    expect(rows.map((row) => [row.type, row.name, row.path, row.campaignKey, row.ip])).toEqual([
      ['page_view', 'campaignpage3', '/campaignpage3', 'fb-nov', null],
      ['footer_tap', 'leaderboard_Footer', '/home', 'fb-nov', null],
    ])
  })

  it('refuses a malformed or oversized batch with a 400 and stores nothing', async () => {
    t = await createTestApp(kind)
    const bad = [
      {},
      { events: [] },
      { events: [{ ...pageView(), type: 'purchase' }] },
      { events: [{ ...pageView(), path: 'https://elsewhere.example/' }] },
      { events: [{ ...pageView(), name: 'x'.repeat(65) }] },
      { events: [{ ...pageView(), name: 'a\u0000b' }] },
      { events: Array.from({ length: maxEventsPerBatch + 1 }, () => pageView()) },
      { events: [pageView()], campaignKey: 'k'.repeat(65) },
    ]
    for (const payload of bad)
      expect((await post(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [pageView()], pad: 'x'.repeat(20_000) }),
    })
    expect(huge.statusCode).toBe(413)
    expect(await stored()).toHaveLength(0)
  })

  it('answers a flood from one address 429 and stores nothing more, while another address is served', async () => {
    t = await createTestApp(kind)
    const statuses: number[] = []
    for (let i = 0; i < trackingRateLimit.max + 30; i++)
      statuses.push((await post({ events: [pageView()] })).statusCode)
    expect(statuses.filter((s) => s === 204)).toHaveLength(trackingRateLimit.max)
    expect(statuses.slice(trackingRateLimit.max)).toEqual(Array(30).fill(429))
    const refused = await post({ events: [pageView()] })
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await post({ events: [pageView()] }, '198.51.100.7')).statusCode).toBe(204)
    expect(await stored()).toHaveLength(trackingRateLimit.max + 1)
  })

  it("keeps SaveLog's visit with the connection's address and the page's path, not its query", async () => {
    t = await createTestApp(kind)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/default/SaveLog?mobno=01712345678&campaignKey=null&cname=campaignpage6&theme=dark&srcurl=https%3A%2F%2Fkhelahobe.example%2Fcampaignpage6%3Fmsisdn%3D01712345678&ip=%7Bip%7D',
      remoteAddress: '203.0.113.50',
      // Our campaign page's own fetch, as the browser marks it.
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { saved: true } })
    const [row] = await stored()
    expect(row).toMatchObject({
      type: 'visit',
      name: 'campaignpage6',
      path: '/campaignpage6',
      campaignKey: null,
      ip: '203.0.113.50',
      detail: { theme: 'dark' },
    })
    expect(JSON.stringify(row)).not.toContain('01712345678')
    const badNumber = await t.app.inject({ method: 'GET', url: '/api/default/SaveLog?mobno=12345' })
    expect(badNumber.statusCode).toBe(400)
  })

  it('logs a SaveLog visit only for our own page: another site’s link or image stores nothing', async () => {
    t = await createTestApp(kind)
    const saveLog = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/default/SaveLog?campaignKey=fb-nov&cname=campaignpage1',
        headers: { host: 'khelahobe.example', ...headers },
      })
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      // A browser that sends no Sec-Fetch-Site: an image on another site, or no word at all.
      {},
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ]
    for (const headers of refused) {
      const response = await saveLog(headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.json()).toMatchObject({
        code: 'CROSS_SITE_REQUEST',
        message: 'Requests from other websites are not allowed.',
      })
    }
    expect(await stored()).toHaveLength(0)
    expect((await saveLog({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
    // An older browser on our own page names it in the Referer.
    expect((await saveLog({ referer: 'http://khelahobe.example/campaignpage1' })).statusCode).toBe(200)
    expect((await stored()).map((row) => row.campaignKey)).toEqual(['fb-nov', 'fb-nov'])
  })
})

describe.each(testDatabases)('the campaign report on $name', (kind) => {
  let t: TestApp
  afterEach(() => t.close())

  it('counts views, prompts, requests, successes and those still paying four weeks on', async () => {
    t = await createTestApp(kind)
    const db = t.database.db
    const f = winnersFixtures(db)
    const at = (day: string, hour = 12) => new Date(dhakaDayStart(day).getTime() + hour * 3_600_000)
    const event = (
      type: 'page_view' | 'number_prompt' | 'footer_tap',
      campaignKey: string | null,
      day: string,
      name = 'campaignpage1',
    ) => ({ receivedAt: at(day), type, name, path: `/${name}`, campaignKey })
    await db.insert(events).values([
      ...Array.from({ length: 5 }, () => event('page_view', 'fb-nov', '2026-10-01')),
      ...Array.from({ length: 3 }, () => event('number_prompt', 'fb-nov', '2026-10-01')),
      event('page_view', 'sms-oct', '2026-10-02'),
      // Outside the range, or no campaign, or not a funnel step: not counted.
      event('page_view', 'fb-nov', '2026-09-30'),
      event('page_view', null, '2026-10-01'),
      event('footer_tap', 'fb-nov', '2026-10-01'),
      // The pages a campaign visitor goes on to carry its key, but are not the campaign's views.
      event('page_view', 'fb-nov', '2026-10-01', 'payment-success'),
    ])
    const request = async (campaignKey: string, options: Parameters<typeof f.subscription>[2] = {}) => {
      const person = await f.user()
      return f.subscription(person.id, 'quiz', { campaignKey, createdAt: at('2026-10-01'), ...options })
    }
    // Paid every week since 2026-10-01: its 28th day (10-29) falls in a paid week.
    await request('fb-nov', { paid: ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29'] })
    // Paid three weeks, then the fourth charge failed.
    await request('fb-nov', {
      paid: ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22'],
      unpaid: ['2026-10-29'],
    })
    // Paid, then cancelled in its second week.
    await request('fb-nov', { paid: ['2026-10-01'], state: 'cancelled', cancelledAt: at('2026-10-09') })
    // Opened but never approved.
    await request('fb-nov', { state: 'failed' })
    // Subscribed too recently to judge.
    await request('sms-oct', { paid: ['2026-11-20'] })

    const funnels = await campaignFunnels(
      { db, campaignRequests: t.app.services.subscriptions.campaignRequests },
      { from: '2026-10-01', to: '2026-10-31', today: '2026-11-24' },
    )
    expect(funnels).toEqual([
      {
        campaignKey: 'fb-nov',
        pageViews: 5,
        numberPrompts: 3,
        requests: 4,
        subscribed: 3,
        judgeable: 3,
        activeAfterFourWeeks: 1,
      },
      {
        campaignKey: 'sms-oct',
        pageViews: 1,
        numberPrompts: 0,
        requests: 1,
        subscribed: 1,
        judgeable: 0,
        activeAfterFourWeeks: 0,
      },
    ])
    const table = formatFunnels(funnels, { from: '2026-10-01', to: '2026-10-31' })
    expect(table).toMatch(/fb-nov\s+5\s+3\s+4\s+3\s+1 of 3/)
    expect(table).toMatch(/sms-oct\s+1\s+0\s+1\s+1\s+–/)
  })
})
