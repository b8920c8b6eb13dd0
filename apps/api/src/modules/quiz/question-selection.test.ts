import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { categories, playQuestions, questions, quizPlays, users } from '../../db/schema.ts'
import { importQuestions, type QuestionRow } from './question-bank.ts'
import { pickQuestions } from './quiz.repo.ts'

const difficulties = ['easy', 'medium', 'hard'] as const

/** Twelve questions of each difficulty in one category. */
const bank: QuestionRow[] = difficulties.flatMap((difficulty) =>
  Array.from({ length: 12 }, (_, i) => ({
    category: 'general-knowledge',
    question: `${difficulty} প্রশ্ন ${i}?`,
    option1: 'ক',
    option2: 'খ',
    option3: 'গ',
    answer: 'option1' as const,
    difficulty,
    fact: `${difficulty}_${i}`,
  })),
)

describe.each(testDatabases)('choosing a play’s questions on $name', (kind) => {
  let database: DatabaseHandle
  let userId: number
  let categoryId: number
  let difficultyOf: Map<number, string>
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 6))

  beforeEach(async () => {
    database = await kind.open()
    const [category] = await database.db
      .insert(categories)
      .values({ slug: 'general-knowledge', name: 'সাধারণ জ্ঞান', visible: true, sortOrder: 1 })
      .returning()
    categoryId = category?.id ?? 0
    await importQuestions(database.db, bank)
    const rows = await database.db.select().from(questions)
    difficultyOf = new Map(rows.map((q) => [q.id, q.difficulty]))
    const [user] = await database.db.insert(users).values({ msisdn: '01712345678' }).returning()
    userId = user?.id ?? 0
  })
  afterEach(() => database.close())

  const pick = (count: number, now: Date) =>
    pickQuestions(database.query, {
      userId,
      categoryIds: [categoryId],
      count,
      since: new Date(now.getTime() - 35 * 24 * 3600_000),
    }).then((rows) => rows.map((row) => row.id))

  /** Records that the person was asked these questions in a play started at `at`. */
  async function asked(ids: number[], at: Date, attempt = 1) {
    const [play] = await database.db
      .insert(quizPlays)
      .values({
        userId,
        kind: 'regular',
        day: at.toISOString().slice(0, 10),
        attempt,
        questionCount: ids.length,
        startedAt: at,
        deadline: new Date(at.getTime() + 90_000),
        endedAt: new Date(at.getTime() + 90_000),
      })
      .returning()
    await database.db
      .insert(playQuestions)
      .values(ids.map((questionId, position) => ({ playId: play?.id ?? 0, questionId, position })))
  }

  it('mixes easy, medium and hard evenly', async () => {
    const ids = await pick(9, day(0))
    const counts = difficulties.map((d) => ids.filter((id) => difficultyOf.get(id) === d).length)
    expect(counts).toEqual([3, 3, 3])
  })

  it('asks what the person has never seen first, then what they saw longest ago', async () => {
    const first = await pick(12, day(0))
    await asked(first, day(0))
    const second = await pick(12, day(1))
    await asked(second, day(1))
    const third = await pick(12, day(2))
    await asked(third, day(2))
    // 36 questions, three plays of 12: no repeats yet.
    expect(new Set([...first, ...second, ...third]).size).toBe(36)
    // The bank is used up: the fourth play is the first play's questions, seen longest ago.
    expect(new Set(await pick(12, day(3)))).toEqual(new Set(first))
  })

  it('counts a question seen more than the memory ago as new', async () => {
    const old = await pick(36, day(0))
    await asked(old.slice(0, 30), day(0))
    const later = day(40)
    const ids = await pick(36, later)
    // Everything is new again, so the mix is even across difficulties.
    expect(new Set(ids).size).toBe(36)
    const firstNine = ids.slice(0, 9).map((id) => difficultyOf.get(id))
    expect(difficulties.map((d) => firstNine.filter((x) => x === d).length)).toEqual([3, 3, 3])
  })
})
