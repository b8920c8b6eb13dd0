import { startQuizResponseSchema } from '@khelahobe/contracts/quiz'
import { quizRules } from '@khelahobe/contracts/rules'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, login, shownCorrectOption, subscribe, type TestApp } from '../../../test/harness.ts'
import { playQuestions, questions, quizPlays } from '../../db/schema.ts'

const number = '01712345678'
type Session = Awaited<ReturnType<typeof login>>

describe.each(testDatabases)('the quiz on $name', (kind) => {
  let t: TestApp
  let me: Session

  beforeEach(async () => {
    t = await createTestApp(kind, { listen: true })
    me = await login(t.app, number)
    await subscribe(t, me, 'quiz')
    await subscribe(t, me, 'special')
  })
  afterEach(() => t.close())

  const responses: string[] = []
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, session: Session = me) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie: session.cookie } })
    responses.push(response.body)
    return response
  }
  const categories = async () =>
    (await call('GET', '/api/Quiz/GetQuizCategories')).json().data as { id: number }[]
  const start = async (body: object, session: Session = me) => {
    const response = await call('POST', '/api/Quiz/GetRandomOrCatQuiz', body, session)
    // A start's answer is written out by the route itself (`sendStarted`): each must still be
    // JSON as the contract says, with nothing it does not name.
    if (response.statusCode === 200) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(startQuizResponseSchema.strict().parse(response.json())).toEqual(response.json())
    }
    return response
  }
  const startRegular = async () => {
    const ids = (await categories()).slice(0, 3).map((c) => c.id)
    return start({ fbid: number, isRandom: 0, quizCats: ids, ServiceName: 'regularQuiz' })
  }
  const answer = (qid: number, option: string, session: Session = me, extra: object = {}) =>
    call(
      'POST',
      '/api/Quiz/SaveQuizAnswer',
      {
        msisdn: session.user.msisdn,
        qid,
        answer: option,
        timetaken: 3,
        ServiceName: 'regularQuiz',
        ...extra,
      },
      session,
    )
  const correctOption = (qid: number) => shownCorrectOption(t.database, qid, me.user.id)

  it('starts a play with 40 questions from the chosen categories and a 90 second deadline', async () => {
    const picked = (await categories()).slice(0, 3).map((c) => c.id)
    const response = await start({ fbid: number, isRandom: 0, quizCats: picked, ServiceName: 'regularQuiz' })
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({ isPlayed: 0, timeDuration: 90, totalQuestions: 40, answeredCount: 0 })
    expect(Date.parse(data.deadline) - t.clock.now().getTime()).toBe(90_000)
    expect(data.qlist).toHaveLength(40)
    expect(new Set(data.qlist.map((q: { id: number }) => q.id)).size).toBe(40)
    const rows = await t.database.db.select().from(questions)
    const categoryOf = new Map(rows.map((q) => [q.id, q.categoryId]))
    for (const q of data.qlist) expect(picked).toContain(categoryOf.get(q.id))
  })

  it('shows each play the options in an order of its own, and scores the option the player saw', async () => {
    const { qlist } = (await startRegular()).json().data as {
      qlist: { id: number; option1: string; option2: string; option3: string }[]
    }
    const stored = await t.database.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          qlist.map((q) => q.id),
        ),
      )
    const byId = new Map(stored.map((q) => [q.id, q]))
    let reordered = 0
    for (const shown of qlist) {
      const original = byId.get(shown.id)
      const storedOptions = [original?.option1, original?.option2, original?.option3]
      const shownOptions = [shown.option1, shown.option2, shown.option3]
      expect([...shownOptions].sort()).toEqual([...storedOptions].sort())
      if (shownOptions.join('\n') !== storedOptions.join('\n')) reordered++
    }
    // Forty questions all in stored order would be a one in 6⁴⁰ chance.
    expect(reordered).toBeGreaterThan(20)

    const [first, second] = qlist
    if (!first || !second) throw new Error('no questions')
    expect((await answer(first.id, await correctOption(first.id))).statusCode).toBe(200)
    const right = await correctOption(second.id)
    const tapped = (['option1', 'option2', 'option3'] as const).find((o) => o !== right) ?? 'option1'
    expect((await answer(second.id, tapped)).statusCode).toBe(200)
    const rows = await t.database.db
      .select()
      .from(playQuestions)
      .where(inArray(playQuestions.questionId, [first.id, second.id]))
    const tappedText = second[tapped]
    const secondStored = byId.get(second.id)
    const storedIndexOfTapped = [secondStored?.option1, secondStored?.option2, secondStored?.option3].indexOf(
      tappedText,
    )
    expect(rows.find((r) => r.questionId === first.id)).toMatchObject({ correct: true })
    expect(rows.find((r) => r.questionId === second.id)).toMatchObject({
      correct: false,
      answer: storedIndexOfTapped + 1,
    })
  })

  it('never sends the answer key', async () => {
    const started = (await startRegular()).json().data
    for (const q of started.qlist)
      expect(Object.keys(q).sort()).toEqual(['id', 'option1', 'option2', 'option3', 'question'])
    await answer(started.qlist[0].id, 'option1')
    await call('GET', '/api/Quiz/CurrentPlay?ServiceName=regularQuiz')
    await call('GET', `/api/Quiz/KhelahobeQuizResultCheck?msisdn=${number}`)
    for (const body of responses) expect(body).not.toMatch(/correct_?option|"answer"|correctOption/i)
  })

  it('answers 20 simultaneous starts with one play, and allows two regular plays and one special a day', async () => {
    const ids = (await categories()).slice(0, 3).map((c) => c.id)
    const startMany = (body: object) => Promise.all(Array.from({ length: 20 }, () => start(body)))
    const regularBody = { fbid: number, isRandom: 0, quizCats: ids, ServiceName: 'regularQuiz' }
    const specialBody = { fbid: number, isRandom: 1, quizCats: [], ServiceName: 'SpecialQuiz' }

    // A double (or twentyfold) tap: every start answers the same play; one attempt is used.
    const first = await startMany(regularBody)
    expect(first.every((r) => r.statusCode === 200)).toBe(true)
    expect(new Set(first.map((r) => r.json().data.playId)).size).toBe(1)
    expect(first.every((r) => r.json().data.isPlayed === 0 && r.json().data.qlist.length === 40)).toBe(true)

    // Once its time is up, the next start opens the second play, and after that none.
    t.clock.advance(91_000)
    const second = await startMany(regularBody)
    expect(new Set(second.map((r) => r.json().data.playId)).size).toBe(1)
    expect(second[0]?.json().data.playId).not.toBe(first[0]?.json().data.playId)
    t.clock.advance(91_000)
    const third = await startMany(regularBody)
    expect(third.every((r) => r.statusCode === 200 && r.json().data.isPlayed === 1)).toBe(true)
    expect(third[0]?.json().data).toMatchObject({ isPlayed: 1, qlist: [] })

    const special = await startMany(specialBody)
    expect(new Set(special.map((r) => r.json().data.playId)).size).toBe(1)
    t.clock.advance(91_000)
    expect((await start(specialBody)).json().data.isPlayed).toBe(1)

    const plays = await t.database.db.select().from(quizPlays)
    expect(plays.filter((p) => p.kind === 'regular')).toHaveLength(2)
    expect(plays.filter((p) => p.kind === 'special')).toHaveLength(1)
    expect(plays.find((p) => p.kind === 'special')?.questionCount).toBe(quizRules.special.questions)
    // Each ended at its deadline, with the full time and never a negative one.
    for (const play of plays) expect(play.elapsedMs).toBe(quizRules[play.kind].seconds * 1000)

    // A new Dhaka day brings new plays.
    t.clock.advance(24 * 3600_000)
    expect((await startRegular()).json().data.isPlayed).toBe(0)
  })

  it('answers a start during a play with that play, its answers kept, never closing it', async () => {
    const started = (await startRegular()).json().data
    for (const q of started.qlist.slice(0, 3)) await answer(q.id, await correctOption(q.id))
    t.clock.advance(10_000)
    const again = (await startRegular()).json().data
    expect(again).toMatchObject({ isPlayed: 0, playId: started.playId, answeredCount: 3, timeDuration: 80 })
    expect(again.qlist).toHaveLength(37)
    // Its answers still count.
    const next = again.qlist[0]
    expect((await answer(next.id, await correctOption(next.id))).statusCode).toBe(200)
    const [play] = await t.database.db.select().from(quizPlays).where(eq(quizPlays.id, started.playId))
    expect(play).toMatchObject({ endedAt: null, answered: 4, correct: 4 })
  })

  it('counts an answer once, however often it is sent', async () => {
    const started = (await startRegular()).json().data
    const qid = started.qlist[0].id
    const right = await correctOption(qid)
    const first = await answer(qid, right)
    expect(first.json().data).toEqual({
      counted: true,
      answeredCount: 1,
      totalQuestions: 40,
      finished: false,
    })
    const again = await Promise.all([answer(qid, right), answer(qid, right), answer(qid, 'option1')])
    for (const r of again) expect(r.json().data).toMatchObject({ counted: false, answeredCount: 1 })
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play).toMatchObject({ answered: 1, correct: 1 })
  })

  it('scores a full play, ends it on the last answer, and measures its time on the server', async () => {
    const started = (await startRegular()).json().data
    let rightCount = 0
    for (const [index, q] of started.qlist.entries()) {
      const right = await correctOption(q.id)
      const pick = index % 2 === 0 ? right : right === 'option1' ? 'option2' : 'option1'
      if (pick === right) rightCount++
      t.clock.advance(1000)
      const response = await answer(q.id, pick)
      expect(response.json().data.finished).toBe(index === started.qlist.length - 1)
    }
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play).toMatchObject({ answered: 40, correct: rightCount, elapsedMs: 40_000 })
    expect(play?.endedAt).not.toBeNull()
    const result = await call('GET', `/api/Quiz/KhelahobeQuizResultCheck?msisdn=${number}`)
    expect(result.json().data).toEqual({ bestCorrect: rightCount, playsToday: 1 })
  })

  it('refuses late answers, and ends the play at its deadline', async () => {
    const started = (await startRegular()).json().data
    t.clock.advance(90_000 + 4_000)
    expect((await answer(started.qlist[0].id, 'option1')).statusCode).toBe(200)
    t.clock.advance(2_000)
    const late = await answer(started.qlist[1].id, 'option1')
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      code: 'PLAY_CLOSED',
      message: 'Time is up for this quiz play; the answer was not counted.',
    })
    await t.app.services.quiz.endExpiredPlays()
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play).toMatchObject({ answered: 1, elapsedMs: 90_000 })
    expect(play?.endedAt?.toISOString()).toBe(started.deadline)
  })

  it("refuses another person's question and an unknown one, storing nothing", async () => {
    const mine = (await startRegular()).json().data
    const other = await login(t.app, '01898765432')
    await subscribe(t, other, 'quiz')
    const ids = (await categories()).slice(0, 3).map((c) => c.id)
    const theirs = (await start({ isRandom: 0, quizCats: ids, ServiceName: 'regularQuiz' }, other)).json()
      .data
    const notInMine = theirs.qlist.find(
      (q: { id: number }) => !mine.qlist.some((m: { id: number }) => m.id === q.id),
    )
    const foreign = await answer(notInMine.id, 'option1')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('This question is not in your quiz play.')
    expect((await answer(999_999, 'option1')).statusCode).toBe(404)
    expect((await answer(mine.qlist[0].id, 'option1', me, { msisdn: '01898765432' })).statusCode).toBe(403)
    const answered = await t.database.db
      .select()
      .from(playQuestions)
      .where(sql`${playQuestions.answer} is not null`)
    expect(answered).toHaveLength(0)
  })

  it('refuses answers without a live session', async () => {
    const started = (await startRegular()).json().data
    const payload = { qid: started.qlist[0].id, answer: 'option1', timetaken: 1, ServiceName: 'regularQuiz' }
    const none = await t.app.inject({ method: 'POST', url: '/api/Quiz/SaveQuizAnswer', payload })
    expect(none.statusCode).toBe(401)
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/SaveQuizAnswer',
      payload,
      headers: { cookie: 'sid=forged' },
    })
    expect(forged.statusCode).toBe(401)
    await call('POST', '/api/user/logout', {})
    expect((await answer(started.qlist[0].id, 'option1')).statusCode).toBe(401)
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play?.answered).toBe(0)
  })

  it('resumes the open play after a reload with the remaining questions and time', async () => {
    const started = (await startRegular()).json().data
    await answer(started.qlist[0].id, 'option1')
    await answer(started.qlist[1].id, 'option2')
    t.clock.advance(30_000)
    const resumed = (await call('GET', '/api/Quiz/CurrentPlay?ServiceName=regularQuiz')).json().data
    expect(resumed).toMatchObject({
      playId: started.playId,
      timeDuration: 60,
      answeredCount: 2,
      totalQuestions: 40,
    })
    expect(resumed.qlist.map((q: { id: number }) => q.id)).toEqual(
      started.qlist.slice(2).map((q: { id: number }) => q.id),
    )
    t.clock.advance(61_000)
    expect((await call('GET', '/api/Quiz/CurrentPlay?ServiceName=regularQuiz')).statusCode).toBe(404)
  })

  const endPlay = (playId: unknown, session: Session = me) =>
    call('POST', '/api/Quiz/EndPlay', { playId }, session)

  it('ends a play the app says is over: no more answers, never resumed, counted for the day, on the boards', async () => {
    const started = (await startRegular()).json().data
    const [first, second, third] = started.qlist
    await answer(first.id, await correctOption(first.id))
    const right = await correctOption(second.id)
    await answer(second.id, right === 'option1' ? 'option2' : 'option1')
    t.clock.advance(12_000)

    const ended = await endPlay(started.playId)
    expect(ended.statusCode).toBe(200)
    expect(ended.json()).toEqual({ data: { playId: started.playId, answeredCount: 2, totalQuestions: 40 } })
    const late = await answer(third.id, await correctOption(third.id))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      code: 'PLAY_CLOSED',
      message: 'This quiz play has ended; the answer was not counted.',
    })
    expect((await call('GET', '/api/Quiz/CurrentPlay?ServiceName=regularQuiz')).statusCode).toBe(404)
    const [play] = await t.database.db.select().from(quizPlays).where(eq(quizPlays.id, started.playId))
    expect(play).toMatchObject({ answered: 2, correct: 1, elapsedMs: 12_000 })
    expect(play?.endedAt?.getTime()).toBe(t.clock.now().getTime())

    // Sent again (the app heard nothing back the first time): the same answer, nothing changed.
    t.clock.advance(5_000)
    expect((await endPlay(started.playId)).json()).toEqual(ended.json())
    const [again] = await t.database.db.select().from(quizPlays).where(eq(quizPlays.id, started.playId))
    expect(again).toEqual(play)

    // On the boards with the answers it had and its time, like any ended play.
    await t.app.services.leaderboard.settled()
    const board = await call('GET', '/api/Quiz/getQuizLeaderBoardBasedOnDate?filtereType=today')
    expect(board.json().data.personalData).toMatchObject({ score: 1, timeMs: 12_000 })

    // The next start is a new play, the day's second; after it ends too, none is left.
    const next = (await startRegular()).json().data
    expect(next).toMatchObject({ isPlayed: 0, answeredCount: 0, totalQuestions: 40 })
    expect(next.playId).not.toBe(started.playId)
    expect((await endPlay(next.playId)).statusCode).toBe(200)
    expect((await startRegular()).json().data).toMatchObject({ isPlayed: 1, playId: null, qlist: [] })
  })

  it('ends a play whose time ran out at its deadline', async () => {
    const started = (await startRegular()).json().data
    t.clock.advance(95_000)
    expect((await endPlay(started.playId)).json().data).toMatchObject({ answeredCount: 0 })
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play?.endedAt?.toISOString()).toBe(started.deadline)
    expect(play?.elapsedMs).toBe(90_000)
  })

  it('counts an answer that races the end only if it landed first', async () => {
    const started = (await startRegular()).json().data
    const sent = started.qlist.slice(0, 6) as { id: number }[]
    const options = await Promise.all(sent.map((q) => correctOption(q.id)))
    const [ended, ...answers] = await Promise.all([
      endPlay(started.playId),
      ...sent.map((q, i) => answer(q.id, options[i] ?? 'option1')),
    ])
    const counted = answers.filter((r) => r.statusCode === 200 && r.json().data.counted).length
    for (const r of answers) expect([200, 409]).toContain(r.statusCode)
    expect(ended.json().data.answeredCount).toBe(counted)
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play).toMatchObject({ answered: counted, correct: counted })
    const recorded = await t.database.db
      .select()
      .from(playQuestions)
      .where(sql`${playQuestions.answer} is not null`)
    expect(recorded).toHaveLength(counted)
  })

  it("ends only the person's own play, and refuses what names none", async () => {
    const mine = (await startRegular()).json().data
    const other = await login(t.app, '01898765432')
    await subscribe(t, other, 'quiz')
    const theirs = (await start({ isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' }, other)).json().data

    const foreign = await endPlay(theirs.playId)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'You have no quiz play with this id.',
    })
    expect((await endPlay(999_999)).statusCode).toBe(404)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Quiz/EndPlay',
      payload: { playId: mine.playId },
    })
    expect(anonymous.statusCode).toBe(401)
    for (const playId of [0, -1, 1.5, 'abc', 2_147_483_648, null, undefined]) {
      const refused = await endPlay(playId)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
      expect(refused.json().message).toContain('playId must be a quiz play id.')
    }
    const plays = await t.database.db.select().from(quizPlays)
    expect(plays.map((p) => p.endedAt)).toEqual([null, null])
  })

  it('starts no play without a live session of the number the payload names', async () => {
    const body = { isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' }
    const url = '/api/Quiz/GetRandomOrCatQuiz'
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401)
    const forged = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie: 'sid=forged' },
    })
    expect(forged.statusCode).toBe(401)
    const someoneElse = await start({ ...body, fbid: '01898765432' })
    expect(someoneElse.statusCode).toBe(403)
    expect(someoneElse.json().message).toBe('This number is not the one you are logged in with.')
    await call('POST', '/api/user/logout', {})
    expect((await start(body)).statusCode).toBe(401)
    expect(await t.database.db.select().from(quizPlays)).toHaveLength(0)
  })

  it('needs a subscription to the quiz being started', async () => {
    const other = await login(t.app, '01898765432')
    const response = await start({ isRandom: 1, quizCats: [], ServiceName: 'regularQuiz' }, other)
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('SUBSCRIPTION_REQUIRED')
    expect(await t.database.db.select().from(quizPlays)).toHaveLength(0)
  })

  it.each([
    [
      { isRandom: 0, quizCats: [1, 2], ServiceName: 'regularQuiz' },
      'Choose exactly 3 different categories, or start a random quiz.',
    ],
    [
      { isRandom: 0, quizCats: [1, 1, 2], ServiceName: 'regularQuiz' },
      'Choose exactly 3 different categories, or start a random quiz.',
    ],
    [{ isRandom: 0, quizCats: [1, 2, 5], ServiceName: 'regularQuiz' }, 'There is no category 5 to choose.'],
    [
      { isRandom: 0, quizCats: [1, 2, 3], ServiceName: 'dailyQuiz' },
      "ServiceName must be 'regularQuiz' or 'SpecialQuiz'.",
    ],
    [{ isRandom: 7, quizCats: [], ServiceName: 'regularQuiz' }, 'isRandom: Invalid input'],
  ])('refuses a bad start %j', async (body, message) => {
    const response = await start(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
    expect(await t.database.db.select().from(quizPlays)).toHaveLength(0)
  })

  it.each([
    [{ answer: 'option4' }, "answer must be 'option1', 'option2' or 'option3'."],
    [{ timetaken: -1 }, 'timetaken cannot be negative.'],
    [{ timetaken: 99999 }, 'timetaken is too large.'],
    [{ ServiceName: 'specialQuiz' }, 'This address takes answers for the regular quiz only.'],
  ])('refuses a bad answer %j and stores nothing', async (extra, message) => {
    const started = (await startRegular()).json().data
    const response = await answer(started.qlist[0].id, 'option1', me, extra)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(message)
    const [play] = await t.database.db.select().from(quizPlays)
    expect(play?.answered).toBe(0)
  })

  it('takes special quiz answers at their own address', async () => {
    const started = (await start({ isRandom: 1, quizCats: [], ServiceName: 'SpecialQuiz' })).json().data
    expect(started.qlist).toHaveLength(30)
    const response = await call('POST', '/api/Quiz/SaveQuizAnswer_special', {
      msisdn: number,
      qid: started.qlist[0].id,
      answer: 'option2',
      timetaken: '0',
      ServiceName: 'specialQuiz',
    })
    expect(response.json().data).toMatchObject({ counted: true, answeredCount: 1, totalQuestions: 30 })
  })
})
