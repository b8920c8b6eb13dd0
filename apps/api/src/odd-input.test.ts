import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleSession } from '../test/console.ts'
import { testDatabases } from '../test/databases.ts'
import { createTestApp, login, subscribe, type TestApp } from '../test/harness.ts'

/**
 * The odd inputs an outside attack found answering 500, each now a 400 in the envelope
 * that writes nothing. The contracts refuse them for every route (a text schema without
 * control characters, ids within PostgreSQL's integer); the OpenAPI test below checks that
 * every route's fields carry those bounds, and the fault suite fuzzes them all.
 */
describe.each(testDatabases)('odd input on $name', (kind) => {
  let t: TestApp
  let cookie: string
  const number = '01712345678'

  beforeAll(async () => {
    t = await createTestApp(kind, { listen: true })
    const session = await login(t.app, number)
    cookie = session.cookie
    await subscribe(t, session, 'quiz')
  })
  afterAll(() => t.close())

  const host = () => new URL(t.origin).host
  const rowCounts = async () => {
    const tables = await t.database.query<{ name: string }>(
      {
        name: 'odd_input_tables',
        text: "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      },
      [],
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      const [row] = await t.database.query<{ n: number }>(
        { name: `odd_input_count_${name}`, text: `select count(*)::int as n from "${name}"` },
        [],
      )
      counts[name] = row?.n ?? 0
    }
    return counts
  }

  const cases: {
    name: string
    method: 'GET' | 'POST' | 'DELETE'
    url: string
    payload?: unknown
    headers?: Record<string, string>
  }[] = [
    {
      name: 'a Host header that is no host name, when opening a subscription',
      method: 'GET',
      url: `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${number}&segment=special`,
      headers: { host: 'x:99999' },
    },
    {
      name: 'a Host header with a space, on a campaign page',
      method: 'POST',
      url: '/api/campaign/subscribe',
      payload: { mobileNo: '01311113333' },
      headers: { host: 'a b' },
    },
    {
      name: 'a NUL in a profile name',
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      payload: { Name: 'a\u0000b' },
    },
    {
      name: 'a profile update that changes nothing',
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      payload: {},
    },
    {
      name: 'a NUL in a campaign key',
      method: 'POST',
      url: '/api/campaign/subscribe',
      payload: { mobileNo: '01812345678', campaignKey: 'fb\u0000' },
    },
    {
      name: 'a NUL in the campaign query of the subscription check',
      method: 'GET',
      url: `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${number}&segment=special&campaign_key=a%00b`,
      // As our own page sends it: another site's is refused before its query is read.
      headers: { 'sec-fetch-site': 'same-origin' },
    },
    {
      name: 'a NUL in the campaign URL of the subscription check',
      method: 'GET',
      url: `/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs?msisdn=${number}&segment=special&campaign_url=%00`,
      headers: { 'sec-fetch-site': 'same-origin' },
    },
    {
      name: 'a question id beyond PostgreSQL integer',
      method: 'POST',
      url: '/api/Quiz/SaveQuizAnswer',
      payload: { qid: 2 ** 31, answer: 'option1', timetaken: 3, ServiceName: 'regularQuiz' },
    },
    {
      name: 'a question id as a huge numeric string',
      method: 'POST',
      url: '/api/Quiz/SaveQuizAnswer',
      payload: { qid: '99999999999999999999', answer: 'option1', timetaken: 3, ServiceName: 'regularQuiz' },
    },
    {
      name: 'a category id beyond PostgreSQL integer',
      method: 'POST',
      url: '/api/Quiz/GetRandomOrCatQuiz',
      payload: { isRandom: 0, quizCats: [4_000_000_000], ServiceName: 'regularQuiz' },
    },
    {
      name: 'a simulator subscription id beyond integer',
      method: 'GET',
      url: '/sim/bkash/gateway/api/subscriptions/99999999999',
    },
    {
      name: 'a NUL in a simulator request id',
      method: 'GET',
      url: '/sim/bkash/gateway/api/subscriptions/request-id/a%00',
    },
    {
      name: 'a lone low surrogate in a profile name',
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      payload: { Name: '\udfff' },
    },
    {
      name: 'a surrogate pair written backwards in a campaign key',
      method: 'POST',
      url: '/api/campaign/subscribe',
      payload: { mobileNo: '01812345678', campaignKey: 'fb\ude00\ud83d' },
    },
    {
      name: 'a lone high surrogate in a tracked event',
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ type: 'page_view', name: 'home\ud83d', path: '/' }] },
    },
    {
      name: 'a NUL in a login link source',
      method: 'POST',
      url: '/api/user/login',
      payload: { mobileNo: '01612345678', srcUrl: '\u0000' },
    },
  ]

  it.each(cases)('answers $name with 400 and writes nothing', async ({ method, url, payload, headers }) => {
    const before = await rowCounts()
    const response = await t.app.inject({
      method,
      url,
      headers: {
        host: host(),
        cookie,
        'x-api-key': 'c2ltdWxhdG9yLWtleS1ub3QtZm9yLXByb2R1Y3Rpb24',
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    expect(response.statusCode, response.body).toBe(400)
    if (!url.startsWith('/sim/')) expect(response.json().code).toBe('VALIDATION_ERROR')
    expect(await rowCounts()).toEqual(before)
  })

  it('names the field and the reason', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      headers: { host: host(), cookie },
      payload: { Name: 'a\u0000b' },
    })
    expect(response.json().message).toBe(
      'Name: must not contain control characters or broken characters (a lone surrogate)',
    )
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      headers: { host: host(), cookie },
      payload: {},
    })
    expect(empty.json().message).toBe('Send a new Name or ImageName to change.')
  })

  it('answers a lone surrogate in a category name with 400 in the envelope, on create and on update, and writes nothing', async () => {
    const editor = await consoleSession(t, 'editor@example.com', 'editor')
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { host: host(), cookie: editor }, payload })
    const categories = (
      await t.app.inject({
        method: 'GET',
        url: '/api/console/categories',
        headers: { host: host(), cookie: editor },
      })
    ).json().data as { id: number; slug: string; name: string }[]
    const existing = categories.find((category) => category.slug === 'world')
    expect(existing).toBeDefined()
    for (const name of ['\udfff', '\ud800', 'বিশ্ব\ud83d', '\ude00\ud83d', 'a\udbff\udbffb']) {
      const before = await rowCounts()
      const created = await send('POST', '/api/console/categories', {
        slug: 'broken-name',
        name,
        visible: true,
        sortOrder: 9,
      })
      const updated = await send('PUT', `/api/console/categories/${existing?.id}`, {
        name,
        visible: true,
        sortOrder: 9,
      })
      for (const response of [created, updated]) {
        expect(response.statusCode, `${JSON.stringify(name)}: ${response.body}`).toBe(400)
        expect(response.json()).toEqual({
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          error: 'Bad Request',
          message: 'name: must not contain control characters or broken characters (a lone surrogate)',
          requestId: expect.any(String),
        })
      }
      expect(await rowCounts()).toEqual(before)
    }
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/console/categories',
        headers: { host: host(), cookie: editor },
      })
    ).json().data
    expect(after).toEqual(categories)
  })

  it('refuses a request from our host under another scheme as cross-site', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      headers: { host: host(), cookie, origin: `https://${host()}` },
      payload: { Name: 'রহিম' },
    })
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('CROSS_SITE_REQUEST')
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      headers: { host: host(), cookie, origin: `http://${host()}` },
      payload: { Name: 'রহিম' },
    })
    expect(own.statusCode).toBe(200)
  })
})
