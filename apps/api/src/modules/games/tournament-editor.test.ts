import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, type TestApp } from '../../../test/harness.ts'
import { tournaments } from '../../db/schema.ts'
import { seedDemoTournament } from './demo-tournament.ts'

const minute = 60_000
const day = 24 * 60 * minute

describe.each(testDatabases)('the console’s tournaments on $name', (kind) => {
  let t: TestApp
  let editor: string
  // The test clock stands at 2026-01-10 12:00 Dhaka; the seeded FlappyDino tournament runs
  // through January (Dhaka).
  beforeEach(async () => {
    t = await createTestApp(kind)
    editor = await consoleSession(t, 'editor@example.com', 'editor')
  })
  afterEach(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString()
  const tournament = (startOffset: number, endOffset: number, change: object = {}) => ({
    game: 'SharkGame',
    title: 'হাঙর টুর্নামেন্ট',
    rules: 'দিনের সেরা স্কোর গণ্য হবে।\n\n  সমান স্কোরে কম সময় এগিয়ে।  ',
    prize: 'সেরা দশ জন ১০০ টাকা করে।',
    startsAt: at(startOffset),
    endsAt: at(endOffset),
    ...change,
  })
  const demo = async () => (await call('GET', '/api/console/tournaments')).json().data.items.at(-1)
  const auditOf = async (subject: string) => {
    const admin = await consoleSession(t, `admin${Math.random()}@example.com`, 'admin')
    return (await call('GET', '/api/console/audit', undefined, admin))
      .json()
      .data.entries.filter((entry: { subject: string }) => entry.subject === subject)
  }

  it('ends the running demo tournament, creates one that runs now, and players see it; each change audited', async () => {
    const seeded = await demo()
    expect(seeded).toMatchObject({ game: 'FlappyDino', state: 'running' })

    const overlapping = await call('POST', '/api/console/tournaments', tournament(0, 7 * day))
    expect(overlapping.statusCode).toBe(409)
    expect(overlapping.json().message).toBe(
      `It overlaps “${seeded.title}” (1 Jan 2026, 00:00 to 31 Jan 2026, 23:59, Dhaka time): one tournament runs at a time.`,
    )

    const ended = await call('POST', `/api/console/tournaments/${seeded.id}/end`, {})
    expect(ended.statusCode, ended.body).toBe(200)
    const endedAt = at(0)
    expect(ended.json().data).toMatchObject({ state: 'ended', endsAt: endedAt })
    expect((await call('POST', `/api/console/tournaments/${seeded.id}/end`, {})).statusCode).toBe(409)

    // The minute typed a moment ago means now.
    const created = await call('POST', '/api/console/tournaments', tournament(-2 * minute, 7 * day))
    expect(created.statusCode, created.body).toBe(200)
    const mine = created.json().data
    expect(mine).toMatchObject({
      startsAt: at(0),
      game: 'SharkGame',
      title: 'হাঙর টুর্নামেন্ট',
      rules: 'দিনের সেরা স্কোর গণ্য হবে।\nসমান স্কোরে কম সময় এগিয়ে।',
      state: 'running',
    })
    const card = (await call('GET', '/api/Game/tournament')).json().data
    expect(card).toMatchObject({ id: mine.id, title: 'হাঙর টুর্নামেন্ট', game: 'SharkGame', running: true })

    const list = (await call('GET', '/api/console/tournaments')).json().data
    expect(list.items.map((row: { id: number; state: string }) => [row.id, row.state])).toEqual([
      [mine.id, 'running'],
      [seeded.id, 'ended'],
    ])
    expect(list.total).toBe(2)
    const endedOnly = (await call('GET', '/api/console/tournaments?state=ended')).json().data
    expect(endedOnly.items.map((row: { id: number }) => row.id)).toEqual([seeded.id])
    expect((await call('GET', '/api/console/tournaments?state=coming')).json().data.total).toBe(0)
    expect((await call('GET', `/api/console/tournaments/${mine.id}`)).json().data).toEqual(mine)

    expect(await auditOf(`tournament:${seeded.id}`)).toMatchObject([
      {
        actor: 'editor@example.com',
        action: 'tournament.end',
        before: { endsAt: seeded.endsAt },
        after: { endsAt: endedAt },
      },
    ])
    const [createdEntry] = await auditOf(`tournament:${mine.id}`)
    expect(createdEntry).toMatchObject({ action: 'tournament.create', before: null })
    expect(createdEntry.after).toEqual({
      game: mine.game,
      title: mine.title,
      rules: mine.rules,
      prize: mine.prize,
      startsAt: mine.startsAt,
      endsAt: mine.endsAt,
    })

    // The demo's month is the operator's now: the demo job does not bring it back.
    await seedDemoTournament(t.database.db, t.clock.now())
    expect((await call('GET', '/api/console/tournaments')).json().data.total).toBe(2)
  })

  it('refuses bad tournaments with a message a person understands', async () => {
    const refusal = async (body: object) => {
      const response = await call('POST', '/api/console/tournaments', body)
      expect(response.statusCode, response.body).toBe(400)
      return response.json().message as string
    }
    const coming = (change: object) => tournament(40 * day, 50 * day, change)
    expect(await refusal(coming({ endsAt: at(39 * day) }))).toMatch(/The end must be after the start/)
    expect(await refusal(coming({ endsAt: at(40 * day) }))).toMatch(/The end must be after the start/)
    expect(await refusal(coming({ endsAt: at(40 * day + 367 * day) }))).toMatch(/at most 366 days/)
    expect(await refusal(tournament(-6 * minute, 50 * day))).toMatch(/The start is in the past/)
    expect(await refusal(tournament(-2 * minute, -minute))).toBe('The end is in the past.')
    expect(await refusal(coming({ title: '   ' }))).toMatch(/The title cannot be empty/)
    expect(await refusal(coming({ title: 'ক'.repeat(101) }))).toMatch(/title/)
    expect(await refusal(coming({ rules: 'ক'.repeat(2001) }))).toMatch(/rules/)
    expect(await refusal(coming({ prize: '' }))).toMatch(/Say what the prize is/)
    expect(await refusal(coming({ title: 'a\u0000b' }))).toMatch(/control characters/)
    expect(await refusal(coming({ game: 'Tetris' }))).toMatch(/game must be one of/)
    expect(await refusal(coming({ startsAt: '2026-03-01T10:00' }))).toMatch(/with its zone/)
    expect(await refusal(coming({ endsAt: 'tomorrow' }))).toMatch(/with its zone/)
    expect(await refusal(coming({ endsAt: '9999-12-31T23:59:59-14:00' }))).toMatch(/between the years/)
    expect(await refusal(coming({ startsAt: '2026-02-31T10:00:00+06:00' }))).toMatch(/The start must be/)
    expect(await refusal({})).toMatch(/game/)
    expect((await call('GET', '/api/console/tournaments/999')).statusCode).toBe(404)
    expect((await call('PUT', '/api/console/tournaments/999', coming({}))).statusCode).toBe(404)
    expect((await call('GET', '/api/console/tournaments?state=soon')).statusCode).toBe(400)
    expect((await call('GET', '/api/console/tournament-board?period=week')).statusCode).toBe(400)
    expect((await call('GET', '/api/console/tournaments')).json().data.total).toBe(1)
  })

  it('edits a coming tournament freely, a running one’s words and end, an ended one’s words only', async () => {
    const seeded = await demo()
    // February, after the demo: coming.
    const feb = (await call('POST', '/api/console/tournaments', tournament(30 * day, 40 * day))).json().data
    expect(feb.state).toBe('coming')
    const moved = await call('PUT', `/api/console/tournaments/${feb.id}`, {
      ...tournament(25 * day, 45 * day),
      game: '4096',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({ game: '4096', startsAt: at(25 * day), endsAt: at(45 * day) })
    // Periods may touch (one ends as the next starts) but not overlap.
    const touching = await call('POST', '/api/console/tournaments', tournament(45 * day, 50 * day))
    expect(touching.statusCode, touching.body).toBe(200)
    const overlap = await call('PUT', `/api/console/tournaments/${feb.id}`, tournament(25 * day, 46 * day))
    expect(overlap.statusCode).toBe(409)
    expect(overlap.json().message).toMatch(/^It overlaps “হাঙর টুর্নামেন্ট”/)
    expect(
      (await call('PUT', `/api/console/tournaments/${feb.id}`, tournament(-day, 20 * day))).json().message,
    ).toMatch(/The start is in the past/)

    // The running demo: its words and its end may change, not its game or start.
    const running = { ...seeded, state: undefined, id: undefined }
    const words = { ...running, title: 'নতুন নাম', rules: 'এক\nদুই', prize: 'পুরস্কার', endsAt: at(10 * day) }
    const edited = await call('PUT', `/api/console/tournaments/${seeded.id}`, words)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ title: 'নতুন নাম', endsAt: at(10 * day), state: 'running' })
    const gameChange = await call('PUT', `/api/console/tournaments/${seeded.id}`, { ...words, game: '4096' })
    expect(gameChange.statusCode).toBe(409)
    expect(gameChange.json().message).toBe(
      'This tournament has started and has scores: its game and start cannot change.',
    )
    const startChange = { ...words, startsAt: at(-day) }
    expect((await call('PUT', `/api/console/tournaments/${seeded.id}`, startChange)).statusCode).toBe(409)
    const endPast = await call('PUT', `/api/console/tournaments/${seeded.id}`, {
      ...words,
      endsAt: at(-minute),
    })
    expect(endPast.statusCode).toBe(400)
    expect(endPast.json().message).toMatch(/use End now/)
    // Running into February's would overlap it.
    expect(
      (await call('PUT', `/api/console/tournaments/${seeded.id}`, { ...words, endsAt: at(26 * day) }))
        .statusCode,
    ).toBe(409)
    const notStarted = await call('POST', `/api/console/tournaments/${feb.id}/end`, {})
    expect(notStarted.statusCode).toBe(409)
    expect(notStarted.json().message).toMatch(/has not started/)

    // Ended: the /game card still shows its words, so they may be fixed; nothing else.
    t.clock.advance(11 * day)
    editor = await consoleSession(t, 'editor-later@example.com', 'editor')
    const ended = { ...words, title: 'শেষ হওয়া টুর্নামেন্ট' }
    const fixed = await call('PUT', `/api/console/tournaments/${seeded.id}`, ended)
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(fixed.json().data).toMatchObject({ title: 'শেষ হওয়া টুর্নামেন্ট', state: 'ended' })
    const reopened = await call('PUT', `/api/console/tournaments/${seeded.id}`, { ...ended, endsAt: at(day) })
    expect(reopened.statusCode).toBe(409)
    expect(reopened.json().message).toBe(
      'This tournament has ended: only its title, rules and prize can change.',
    )

    const entries = await auditOf(`tournament:${seeded.id}`)
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'tournament.update',
      'tournament.update',
    ])
    expect(entries[1].actor).toBe('editor@example.com')
    expect(entries[1].before).toMatchObject({ title: seeded.title, endsAt: seeded.endsAt })
    expect(entries[1].after).toMatchObject({ title: 'নতুন নাম', endsAt: words.endsAt })
    expect(entries[0]).toMatchObject({
      actor: 'editor-later@example.com',
      before: { title: 'নতুন নাম' },
      after: { title: 'শেষ হওয়া টুর্নামেন্ট' },
    })
  })

  it('lets one of two operators creating overlapping tournaments at once win, and audits only it', async () => {
    const other = await consoleSession(t, 'editor2@example.com', 'editor')
    for (const round of [1, 2, 3]) {
      const start = round * 60 * day
      const answers = await Promise.all([
        call('POST', '/api/console/tournaments', tournament(start, start + 10 * day, { title: `A${round}` })),
        call(
          'POST',
          '/api/console/tournaments',
          tournament(start + day, start + 11 * day, { title: `B${round}` }),
          other,
        ),
      ])
      expect(answers.map((answer) => answer.statusCode).sort(), answers[1].body).toEqual([200, 409])
    }
    const rows = await t.database.db.select().from(tournaments)
    expect(rows).toHaveLength(4)
    const admin = await consoleSession(t, 'admin@example.com', 'admin')
    const creates = (await call('GET', '/api/console/audit', undefined, admin))
      .json()
      .data.entries.filter((entry: { action: string }) => entry.action === 'tournament.create')
    expect(creates).toHaveLength(3)
  })

  it('keeps periods apart in the database itself, and the demo seeding keeps out of an operator’s month', async () => {
    const seeded = await demo()
    await expect(
      t.database.db.insert(tournaments).values({
        game: '4096',
        title: 'x',
        rules: 'x',
        prize: 'x',
        startsAt: new Date(Date.parse(seeded.endsAt) - day),
        endsAt: new Date(Date.parse(seeded.endsAt) + day),
      }),
    ).rejects.toThrow()
    await t.database.db.execute(sql`delete from tournaments`)

    // An operator's tournament ran in the first days of January and ended: no demo this month.
    await call('POST', '/api/console/tournaments', tournament(0, day))
    t.clock.advance(2 * day)
    await seedDemoTournament(t.database.db, t.clock.now())
    expect(await t.database.db.select().from(tournaments)).toHaveLength(1)
    // February has had none: the demo's February starts.
    t.clock.set(new Date('2026-02-03T06:00:00.000Z'))
    await seedDemoTournament(t.database.db, t.clock.now())
    await seedDemoTournament(t.database.db, t.clock.now())
    const [, february] = await t.database.db.select().from(tournaments).orderBy(tournaments.startsAt)
    expect(february).toMatchObject({ game: 'FlappyDino', startsAt: new Date('2026-01-31T18:00:00.000Z') })
    expect(await t.database.db.select().from(tournaments)).toHaveLength(2)
  })

  it('shows the game board players see, every number masked, with the running tournament', async () => {
    const today = dhakaDate(t.clock.now())
    const players = [
      { msisdn: '01712345601', score: 12, elapsedMs: 9_000 },
      { msisdn: '01712345602', score: 30, elapsedMs: 20_000 },
      { msisdn: '01712345603', score: 30, elapsedMs: 15_000 },
    ]
    for (const player of players) {
      const { user } = await login(t.app, player.msisdn)
      await t.database.db.transaction((tx) =>
        t.app.services.leaderboard.addRun(tx, 'game', today, user.id, player),
      )
    }
    const response = await call('GET', '/api/console/tournament-board')
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data.tournament).toMatchObject({ game: 'FlappyDino', state: 'running' })
    expect(data.period).toBe('today')
    expect(data.entries.map((entry: { msisdn: string; score: number; rank: number }) => entry)).toMatchObject(
      [
        { rank: 1, msisdn: '017*****603', score: 30 },
        { rank: 2, msisdn: '017*****602', score: 30 },
        { rank: 3, msisdn: '017*****601', score: 12 },
      ],
    )
    const seen = (await call('GET', '/api/Game/getGameLeaderBoardBasedOnDate?filtereType=today')).json().data
    expect(data.entries).toEqual([...seen.top3, ...seen.other])
    expect((await call('GET', '/api/console/tournament-board?period=yesterday')).json().data.entries).toEqual(
      [],
    )
    expect(
      (await call('GET', '/api/console/tournament-board?period=month')).json().data.entries,
    ).toHaveLength(3)
  })
})
