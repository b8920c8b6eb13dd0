import { simSubscriptions } from '@khelahobe/payment-simulator/schema'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, subscribe, type TestApp } from '../../../test/harness.ts'
import { auditLog, payouts, prizeAwards, subscriptions, users } from '../../db/schema.ts'

const number = '01712345678'
type Session = Awaited<ReturnType<typeof login>>

describe.each(testDatabases)('the console’s Users section on $name', (kind) => {
  let t: TestApp
  let player: Session
  let support: string

  beforeEach(async () => {
    t = await createTestApp(kind, { listen: true })
    // Someone else first, so the player's ids are not all 1.
    await login(t.app, '01811111111')
    player = await login(t.app, number)
    await subscribe(t, player, 'quiz')
    support = await consoleSession(t, 'support@example.com', 'support')
  })
  afterEach(() => t.close())

  const host = () => new URL(t.origin).host
  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = support) =>
    t.app.inject({ method, url, headers: { cookie, host: host() }, ...(payload ? { payload } : {}) })
  const lookUp = (msisdn: string, cookie = support) =>
    call('GET', `/api/console/users?msisdn=${encodeURIComponent(msisdn)}`, undefined, cookie)
  const unsubscribe = (userId: number, body: object = { segment: 'quiz', reason: 'Asked by phone' }) =>
    call('POST', `/api/console/users/${userId}/unsubscribe`, body)
  const endSessions = (userId: number, body: object = { reason: 'Lost their phone' }) =>
    call('POST', `/api/console/users/${userId}/sessions/end`, body)
  /** What the player's own app asks with their cookie. */
  const asPlayer = (url: string, cookie = player.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, host: host(), 'sec-fetch-site': 'same-origin' } })
  const audit = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).map((row) => ({
      subject: row.subject,
      before: row.before,
      after: row.after,
    }))
  const quizStatus = async () =>
    (await asPlayer(`/api/Quiz/KhelahobeQuizOnlySubscriptionCheck?msisdn=${number}&segment=quiz`)).json().data

  it('finds a person by any way of writing their number, with subscriptions, payments, plays and awards', async () => {
    const categories = (await asPlayer('/api/Quiz/GetQuizCategories')).json().data as { id: number }[]
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/GetRandomOrCatQuiz',
      headers: { cookie: player.cookie },
      payload: {
        fbid: number,
        isRandom: 0,
        quizCats: categories.slice(0, 3).map((c) => c.id),
        ServiceName: 'regularQuiz',
      },
    })
    expect(started.statusCode, started.body).toBe(200)
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/Game/session',
      headers: { cookie: player.cookie },
      payload: { game: 'FlappyDino', mode: 'free' },
    })
    expect(run.statusCode, run.body).toBe(200)
    const [award] = await t.database.db
      .insert(prizeAwards)
      .values({
        competition: 'daily_quiz',
        period: '2026-01-01',
        rank: 1,
        userId: player.user.id,
        payoutMsisdn: number,
        prize: 'cash',
        amountTaka: 10,
        score: 30,
        elapsedMs: 40_000,
      })
      .returning()
    await t.database.db
      .insert(payouts)
      .values({ awardId: award?.id ?? 0, msisdn: number, amountTaka: 10, prize: 'cash' })

    const found = await lookUp(number)
    expect(found.statusCode, found.body).toBe(200)
    const card = found.json().data
    expect(card.account).toMatchObject({
      id: player.user.id,
      msisdn: number,
      liveSessions: 1,
      lastLoginAt: expect.any(String),
    })
    expect(card.subscriptions).toEqual([
      expect.objectContaining({
        segment: 'quiz',
        state: 'subscribed',
        providerStatus: 'SUCCEEDED',
        providerSubscriptionId: expect.any(String),
        nextPaymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ])
    expect(card.payments).toEqual([
      expect.objectContaining({
        segment: 'quiz',
        succeeded: true,
        amountTaka: card.subscriptions[0].amountTaka,
      }),
    ])
    expect(card.quizPlays).toEqual([
      expect.objectContaining({ kind: 'regular', questionCount: 40, answered: 0, endedAt: null }),
    ])
    expect(card.gameRuns).toEqual([
      expect.objectContaining({ game: 'FlappyDino', mode: 'free', submittedAt: null, score: null }),
    ])
    expect(card.awards).toEqual([
      expect.objectContaining({ competition: 'daily_quiz', prize: 'cash', rank: 1, payoutStatus: 'pending' }),
    ])

    for (const written of ['8801712345678', '+8801712345678', ' +88 017-1234-5678 ']) {
      const again = await lookUp(written)
      expect(again.statusCode, written).toBe(200)
      expect(again.json().data.account.id).toBe(player.user.id)
    }
    // Each look-up says who read whose data.
    expect(await audit('user.view')).toHaveLength(4)
    expect((await audit('user.view'))[0]).toEqual({
      subject: `user:${player.user.id}`,
      before: null,
      after: null,
    })
  })

  it('answers 404 for a number nobody used, without making an account, and 400 for what is no number', async () => {
    const unknown = await lookUp('01898765432')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No one has used the service with the number 01898765432.')
    expect(await t.database.db.select().from(users).where(eq(users.msisdn, '01898765432'))).toEqual([])
    for (const bad of ['1712345678', '0171234567', 'abc', '+4401712345678', '']) {
      const refused = await lookUp(bad)
      expect(refused.statusCode, bad).toBe(400)
      expect(refused.json().message, bad).toBe(
        'Enter a mobile number as 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX.',
      )
    }
    expect((await call('GET', '/api/console/users')).statusCode).toBe(400)
    expect((await endSessions(999_999)).statusCode).toBe(404)
    expect((await unsubscribe(999_999)).statusCode).toBe(404)
    expect(await audit('user.view')).toEqual([])
  })

  it('ends every session of the person once, audited with the reason; their cookie then gets 401', async () => {
    const second = await login(t.app, number)
    expect((await lookUp(number)).json().data.account.liveSessions).toBe(2)
    expect((await asPlayer('/api/default/userProfile')).statusCode).toBe(200)
    expect((await endSessions(player.user.id, {})).statusCode).toBe(400)
    expect((await endSessions(player.user.id, { reason: '  ' })).statusCode).toBe(400)
    expect((await endSessions(player.user.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400)

    const ended = await endSessions(player.user.id)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(ended.json().data).toEqual({
      outcome: 'done',
      ended: 2,
      message: 'Ended 2 sessions: they are logged out everywhere.',
    })
    for (const cookie of [player.cookie, second.cookie]) {
      expect((await asPlayer('/api/default/userProfile', cookie)).statusCode).toBe(401)
      expect((await asPlayer('/api/me', cookie)).json().data.user).toBeNull()
    }
    const again = await endSessions(player.user.id)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({ outcome: 'alreadyDone', ended: 0 })
    expect(await audit('user.sessions.end')).toEqual([
      {
        subject: `user:${player.user.id}`,
        before: { liveSessions: 2 },
        after: { liveSessions: 0, reason: 'Lost their phone' },
      },
    ])
    // The subscription is theirs still: only the sessions went.
    expect((await lookUp(number)).json().data.account.liveSessions).toBe(0)
    expect((await lookUp(number)).json().data.subscriptions[0].state).toBe('subscribed')
  })

  it('unsubscribes the person through the provider, once, audited with the reason', async () => {
    expect((await unsubscribe(player.user.id, { segment: 'quiz' })).statusCode).toBe(400)
    expect((await unsubscribe(player.user.id, { segment: 'all', reason: 'Asked' })).statusCode).toBe(400)

    const done = await unsubscribe(player.user.id)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({
      outcome: 'done',
      message: 'Unsubscribed from the daily quiz; bKash will not charge them again.',
      subscription: { state: 'cancelled', providerStatus: 'CANCELLED', cancelledAt: expect.any(String) },
    })
    // The provider was told: its own books say so, and so does the player's app.
    const [atProvider] = await t.database.db.select().from(simSubscriptions)
    expect(atProvider).toMatchObject({ status: 'CANCELLED' })
    expect(await quizStatus()).toMatchObject({ isSubscribed: false, state: 'cancelled' })

    const again = await unsubscribe(player.user.id)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({
      outcome: 'alreadyDone',
      message: 'They are not subscribed to the daily quiz; nothing was changed.',
    })
    const special = await unsubscribe(player.user.id, { segment: 'special', reason: 'Asked by phone' })
    expect(special.json().data).toMatchObject({ outcome: 'alreadyDone', subscription: null })

    const [subscription] = await t.database.db.select().from(subscriptions)
    expect(await audit('subscription.cancel')).toEqual([
      {
        subject: `subscription:${subscription?.id}`,
        before: expect.objectContaining({
          segment: 'quiz',
          state: 'subscribed',
          providerStatus: 'SUCCEEDED',
        }),
        after: expect.objectContaining({
          state: 'cancelled',
          providerStatus: 'CANCELLED',
          reason: 'Asked by phone',
        }),
      },
    ])
  })

  it('answers already done when the provider had cancelled it and nobody told us', async () => {
    // Cancelled in the wallet app, the webhook lost: our row still says subscribed.
    await t.database.db.update(simSubscriptions).set({ status: 'CANCELLED' })
    expect((await lookUp(number)).json().data.subscriptions[0].state).toBe('subscribed')
    const answer = await unsubscribe(player.user.id)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().data).toMatchObject({ outcome: 'alreadyDone', subscription: { state: 'cancelled' } })
    expect(await audit('subscription.cancel')).toEqual([])
  })

  it('opens only to support and admin, never to a player’s session, and a console session is no player', async () => {
    const editor = await consoleSession(t, 'editor@example.com', 'editor')
    const finance = await consoleSession(t, 'finance@example.com', 'finance')
    const admin = await consoleSession(t, 'admin@example.com', 'admin')
    expect((await lookUp(number, editor)).statusCode).toBe(403)
    expect((await lookUp(number, finance)).statusCode).toBe(403)
    expect((await lookUp(number, admin)).statusCode).toBe(200)
    expect((await lookUp(number, player.cookie)).statusCode).toBe(401)
    expect(
      (
        await call(
          'POST',
          `/api/console/users/${player.user.id}/sessions/end`,
          { reason: 'x' },
          player.cookie,
        )
      ).statusCode,
    ).toBe(401)

    expect((await asPlayer('/api/me', support)).json().data.user).toBeNull()
    expect((await asPlayer('/api/default/userProfile', support)).statusCode).toBe(401)
    expect(
      (await asPlayer(`/api/Quiz/KhelahobeCancelSubscription?msisdn=${number}&segment=quiz`, support))
        .statusCode,
    ).toBe(401)
    expect(await quizStatus()).toMatchObject({ isSubscribed: true })
  })
})
