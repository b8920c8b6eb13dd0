import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, type TestApp } from '../../../test/harness.ts'
import { gameSessions, quizPlays, tournaments } from '../../db/schema.ts'

describe.each(testDatabases)('profile updates on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind)
  })
  afterEach(() => t.close())

  const update = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/default/UpdateUserProfile',
      payload,
      headers: cookie ? { cookie } : {},
    })

  it('changes the name and the avatar of the logged-in person only', async () => {
    const me = await login(t.app, '01712345678')
    const response = await update({ Name: '  রহিম  ', ImageName: '5', Msisdn: '01712345678' }, me.cookie)
    expect(response.json().data.user).toMatchObject({ name: 'রহিম', imageName: '5' })
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } })
    expect(after.json().data.user).toMatchObject({ name: 'রহিম', imageName: '5' })
  })

  it('refuses another number, an unknown avatar, an empty or overlong name, and a visitor', async () => {
    const me = await login(t.app, '01712345678')
    expect((await update({ Name: 'x', Msisdn: '01898765432' }, me.cookie)).statusCode).toBe(403)
    const avatar = await update({ ImageName: '4' }, me.cookie)
    expect(avatar.statusCode).toBe(400)
    expect(avatar.json().message).toBe('ছয়টি ছবির একটি বেছে নিন।')
    for (const name of ['', '   ', 'ক'.repeat(41), 'a\u0000b']) {
      const refused = await update({ Name: name }, me.cookie)
      expect(refused.statusCode, JSON.stringify(name)).toBe(400)
    }
    expect((await update({ Name: '  ' }, me.cookie)).json().message).toBe('নাম ১ থেকে ৪০ অক্ষরের মধ্যে লিখুন।')
    expect((await update({ Name: 'x' })).statusCode).toBe(401)
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } })
    expect(unchanged.json().data.user).toMatchObject({ name: null, imageName: null })
  })

  it('takes a name of exactly 40 characters, Bangla or English, counted as characters', async () => {
    const me = await login(t.app, '01712345678')
    const bangla = 'ক'.repeat(40)
    expect((await update({ Name: bangla }, me.cookie)).json().data.user.name).toBe(bangla)
    // Forty characters outside the BMP are eighty UTF-16 units: still forty characters.
    const emoji = '🙂'.repeat(40)
    expect((await update({ Name: emoji }, me.cookie)).json().data.user.name).toBe(emoji)
  })

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it("answers the profile and the score popup with the spec's fields, N/A scores as null", async () => {
    const me = await login(t.app, '01712345678')
    await update({ Name: 'রহিম', ImageName: '3' }, me.cookie)
    const profile = await get('/api/default/userProfile?msisdn=01712345678', me.cookie)
    expect(profile.statusCode).toBe(200)
    expect(profile.json().data).toEqual({
      name: 'রহিম',
      msisdn: '01712345678',
      imageName: '3',
      dailyQuizPoints: 0,
      dailyGamePoints: 0,
      nextPaymentDate_special: null,
    })
    const popup = await get('/api/default/userScoreForProfilePopUp', me.cookie)
    expect(popup.json().data).toEqual({
      activity: 'inactive',
      activity_special: 'inactive',
      status: 0,
      status_special: '0',
      lastpayent: null,
      lastpayment_special: null,
      nextPaymentDate: null,
      nextPaymentDate_special: null,
      bestQuizScore: null,
      bestGameScore: null,
    })
  })

  it('shows the best quiz play ever and the best accepted tournament run, not refused or free ones', async () => {
    const me = await login(t.app, '01712345678')
    const userId = me.user.id
    const at = t.clock.now()
    await t.database.db.insert(quizPlays).values(
      [11, 27, 19].map((correct, index) => ({
        userId,
        kind: 'regular' as const,
        day: `2026-01-0${index + 1}`,
        attempt: 1,
        questionCount: 40,
        startedAt: at,
        deadline: at,
        endedAt: at,
        answered: 40,
        correct,
      })),
    )
    // A special play scores on its own board, not as the daily quiz's best.
    await t.database.db.insert(quizPlays).values({
      userId,
      kind: 'special',
      day: '2026-01-05',
      attempt: 1,
      questionCount: 30,
      startedAt: at,
      deadline: at,
      correct: 30,
    })
    const run = (score: number, mode: 'tournament' | 'free', outcome: string) => ({
      id: randomUUID(),
      userId,
      game: 'FlappyDino' as const,
      mode,
      tournamentId: mode === 'tournament' ? tournamentId : null,
      seed: 1,
      issuedAt: at,
      expiresAt: at,
      submittedAt: at,
      outcome,
      score,
      ticks: 100,
    })
    const [tournament] = await t.database.db.select({ id: tournaments.id }).from(tournaments).limit(1)
    const tournamentId = tournament?.id ?? null
    await t.database.db
      .insert(gameSessions)
      .values([
        run(14, 'tournament', 'accepted'),
        run(90, 'tournament', 'score_mismatch'),
        run(70, 'free', 'accepted'),
      ])
    const popup = await get('/api/default/userScoreForProfilePopUp', me.cookie)
    expect(popup.json().data).toMatchObject({ bestQuizScore: 27, bestGameScore: 14 })
  })

  it("refuses another person's number, and a visitor", async () => {
    const me = await login(t.app, '01712345678')
    expect((await get('/api/default/userProfile?msisdn=01898765432', me.cookie)).statusCode).toBe(403)
    expect(
      (await get('/api/default/userScoreForProfilePopUp?msisdn=01898765432', me.cookie)).statusCode,
    ).toBe(403)
    expect((await get('/api/default/userProfile')).statusCode).toBe(401)
    expect((await get('/api/default/userScoreForProfilePopUp')).statusCode).toBe(401)
    // The spec's clients send the placeholder null when they have no number; it is ignored.
    expect((await get('/api/default/userProfile?msisdn=null', me.cookie)).statusCode).toBe(200)
  })
})
