import { dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import type { CampaignFunnelSeries } from '@khelahobe/contracts/insights-console'
import { afterEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { events } from '../../db/schema.ts'
import { winnersFixtures } from '../winners/winners.test-fixtures.ts'

describe.each(testDatabases)('the console’s campaigns on $name', (kind) => {
  let t: TestApp
  afterEach(() => t.close())

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  /** An instant of a Dhaka day: `hour` 0 is its midnight, 23.5 half an hour before the next. */
  const at = (day: string, hour = 12) => new Date(dhakaDayStart(day).getTime() + hour * 3_600_000)

  it('answers each key’s five funnel steps per Dhaka day, every day of the range, with totals', async () => {
    t = await createTestApp(kind)
    t.clock.set(at('2026-11-24', 10))
    const cookie = await consoleSession(t, 'finance@example.com', 'finance')
    const db = t.database.db
    const f = winnersFixtures(db)
    const event = (
      type: 'page_view' | 'number_prompt',
      campaignKey: string,
      receivedAt: Date,
      name = 'campaignpage6',
    ) => ({
      receivedAt,
      type,
      name,
      path: `/${name}`,
      campaignKey,
    })
    await db.insert(events).values([
      event('page_view', 'fb-nov', at('2026-10-01')),
      event('page_view', 'fb-nov', at('2026-10-01')),
      event('number_prompt', 'fb-nov', at('2026-10-01')),
      // 23:30 in Dhaka is still the 1st, though it is the 1st's 17:30 in UTC; 00:30 is the 3rd.
      event('page_view', 'fb-nov', at('2026-10-01', 23.5)),
      event('page_view', 'fb-nov', at('2026-10-03', 0.5)),
      event('page_view', 'sms-oct', at('2026-10-02')),
      // Outside the range, or a page the visitor went on to: not counted.
      event('page_view', 'fb-nov', at('2026-09-30', 23.9)),
      event('page_view', 'fb-nov', at('2026-10-04', 0)),
      event('page_view', 'fb-nov', at('2026-10-02'), 'payment-success'),
    ])
    const request = async (
      campaignKey: string,
      day: string,
      options: Parameters<typeof f.subscription>[2],
    ) => {
      const person = await f.user()
      await f.subscription(person.id, 'quiz', { campaignKey, createdAt: at(day), ...options })
    }
    // Paid four weeks on and more: still active on its 28th day.
    await request('fb-nov', '2026-10-01', {
      paid: ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29'],
    })
    // Paid once, then cancelled.
    await request('fb-nov', '2026-10-03', {
      paid: ['2026-10-03'],
      state: 'cancelled',
      cancelledAt: at('2026-10-05'),
    })
    // Never approved.
    await request('fb-nov', '2026-10-03', { state: 'failed' })

    const response = await get('/api/console/campaigns?from=2026-10-01&to=2026-10-03', cookie)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json() as {
      data: { from: string; to: string; today: string; campaigns: CampaignFunnelSeries[] }
    }
    expect(data).toMatchObject({ from: '2026-10-01', to: '2026-10-03', today: '2026-11-24' })
    expect(data.campaigns.map((c) => c.campaignKey)).toEqual(['fb-nov', 'sms-oct'])
    const [fb, sms] = data.campaigns
    expect(fb).toMatchObject({
      pageViews: 4,
      numberPrompts: 1,
      requests: 3,
      subscribed: 2,
      judgeable: 2,
      activeAfterFourWeeks: 1,
    })
    const step = (funnel: CampaignFunnelSeries | undefined) =>
      funnel?.days.map((d) => [
        d.day,
        d.pageViews,
        d.numberPrompts,
        d.requests,
        d.subscribed,
        d.activeAfterFourWeeks,
      ])
    expect(step(fb)).toEqual([
      ['2026-10-01', 3, 1, 1, 1, 1],
      ['2026-10-02', 0, 0, 0, 0, 0],
      ['2026-10-03', 1, 0, 2, 1, 0],
    ])
    expect(step(sms)).toEqual([
      ['2026-10-01', 0, 0, 0, 0, 0],
      ['2026-10-02', 1, 0, 0, 0, 0],
      ['2026-10-03', 0, 0, 0, 0, 0],
    ])
    // The days add up to the totals.
    for (const funnel of data.campaigns)
      expect(funnel.days.reduce((sum, d) => sum + d.pageViews, 0)).toBe(funnel.pageViews)

    const quiet = await get('/api/console/campaigns?from=2025-01-01&to=2025-01-31', cookie)
    expect(quiet.json().data.campaigns).toEqual([])
  })

  it('refuses a range that is backwards, too long or not a date, saying why', async () => {
    t = await createTestApp(kind)
    const cookie = await consoleSession(t, 'admin@example.com', 'admin')
    const refused = async (query: string) => {
      const response = await get(`/api/console/campaigns${query}`, cookie)
      expect(response.statusCode, query).toBe(400)
      return response.json().message as string
    }
    expect(await refused('?from=2026-10-05&to=2026-10-01')).toBe(
      'The start date must not be after the end date.',
    )
    expect(await refused('?from=2026-01-01&to=2026-04-03')).toBe('Choose at most 92 days; this range has 93.')
    expect(await refused('?from=2026-02-30&to=2026-03-01')).toBe(
      'The start date must be a date written YYYY-MM-DD.',
    )
    expect(await refused('?from=2026-10-01')).toBe('The end date must be a date written YYYY-MM-DD.')
    expect(await refused('?from=2026-10-01&to=yesterday')).toBe(
      'The end date must be a date written YYYY-MM-DD.',
    )
    // 92 days, the most, are answered.
    const longest = await get('/api/console/campaigns?from=2026-01-01&to=2026-04-02', cookie)
    expect(longest.statusCode, longest.body).toBe(200)
  })

  it('is for finance and admins only', async () => {
    t = await createTestApp(kind)
    const url = '/api/console/campaigns?from=2026-10-01&to=2026-10-03'
    expect((await get(url, await consoleSession(t, 'editor@example.com', 'editor'))).statusCode).toBe(403)
    expect((await get(url, await consoleSession(t, 'support@example.com', 'support'))).statusCode).toBe(403)
    expect((await get(url, await consoleSession(t, 'finance@example.com', 'finance'))).statusCode).toBe(200)
  })
})
