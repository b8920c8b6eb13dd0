import { quizQuestionSchema } from '@khelahobe/contracts/quiz'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import { type DatabaseHandle, rowsOf } from '../../db/client.ts'
import { categories, questionBankVersion, questions } from '../../db/schema.ts'
import { importQuestions } from './question-bank.ts'
import { createShownQuestions } from './shown-questions.ts'

const optionOrders = ['123', '132', '213', '231', '312', '321']

describe.each(testDatabases)('the question bank kept in an instance on $name', (kind) => {
  let database: DatabaseHandle
  let ids: number[]
  const bankVersion = async () => (await database.db.select().from(questionBankVersion))[0]?.version ?? -1

  beforeEach(async () => {
    database = await kind.open()
    await database.db.insert(categories).values({ slug: 'general-knowledge', name: 'সাধারণ জ্ঞান' })
    await importQuestions(
      database.db,
      [1, 2, 3].map((i) => ({
        category: 'general-knowledge',
        // Quotes, a backslash and a line break: what JSON must escape.
        question: `প্রশ্ন ${i}: "কোনটি" \\ ঠিক?\nএকটি বাছুন`,
        option1: `ক ${i}`,
        option2: `খ "${i}"`,
        option3: `গ ${i}`,
        answer: 'option2' as const,
        difficulty: 'easy' as const,
        fact: `fact_${i}`,
      })),
    )
    ids = (await database.db.select({ id: questions.id }).from(questions)).map((q) => q.id)
  })
  afterEach(() => database.close())

  it('shows each question in each option order as shown_question does in SQL', async () => {
    const shown = createShownQuestions(database.query)
    const version = await bankVersion()
    for (const order of optionOrders) {
      const expected = await rowsOf(
        database.db,
        sql`select (shown_question(q, ${order})).* from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as i (id, n)
            join questions q on q.id = i.id order by i.n`,
      )
      const json = await shown.json(
        version,
        ids,
        ids.map(() => order),
      )
      expect(JSON.parse(json.toString('utf8'))).toEqual(expected.map((row) => quizQuestionSchema.parse(row)))
    }
  })

  it('shows an edited question as edited from the first start that read the bank after the edit', async () => {
    const shown = createShownQuestions(database.query)
    const id = ids[0] as number
    const questionOf = async (version: number) =>
      JSON.parse((await shown.json(version, [id], ['123'])).toString('utf8'))[0].question
    const before = await bankVersion()
    const original = await questionOf(before)

    await database.db.update(questions).set({ question: 'নতুন প্রশ্ন?' }).where(eq(questions.id, id))
    const after = await bankVersion()
    expect(after).toBeGreaterThan(before)
    // A start that read the version before the edit: the copy it was made from still serves it.
    expect(await questionOf(before)).toBe(original)
    expect(await questionOf(after)).toBe('নতুন প্রশ্ন?')
    // And once the copy is newer, a start that read the older version is shown the newer text.
    expect(await questionOf(before)).toBe('নতুন প্রশ্ন?')
  })

  it('moves the version once for a statement that writes many questions', async () => {
    const before = await bankVersion()
    await database.db.update(questions).set({ active: false })
    expect(await bankVersion()).toBe(before + 1)
  })
})
