import { describe, expect, it } from 'vitest'
import { seedQuestions } from '../../db/seed.ts'
import { byCategory, findDuplicates, findGiveaways, tally, valueRankShares } from './bank-audit.ts'
import { simulateDailyPlayer } from './daily-player.ts'
import { parseQuestionFile } from './question-bank.ts'

const slugs = new Set(['general-knowledge', 'math-puzzles', 'sports', 'world', 'intelligence'])

describe('the seeded question bank', () => {
  const bank = seedQuestions()
  const groups = byCategory(bank)

  it('holds about a thousand questions in each visible category and 300 or more in the hidden one', () => {
    expect(bank.length).toBeGreaterThanOrEqual(4_000)
    for (const slug of ['general-knowledge', 'math-puzzles', 'sports', 'world'])
      expect(groups.get(slug)?.length, slug).toBeGreaterThanOrEqual(950)
    expect(groups.get('intelligence')?.length).toBeGreaterThanOrEqual(300)
  })

  it('passes the importer’s own checks, and every question names its difficulty and its fact', () => {
    const { rows, problems } = parseQuestionFile(JSON.stringify(bank, null, 2), 'json', slugs)
    expect(problems).toEqual([])
    expect(rows).toHaveLength(bank.length)
    expect(bank.filter((q) => !q.fact).map((q) => q.question)).toEqual([])
  })

  it('mixes the difficulties and the answer positions evenly in every category', () => {
    for (const [slug, group] of groups) {
      for (const [value, count] of tally(group.map((q) => q.difficulty)))
        expect(count / group.length, `${slug} ${value}`).toBeGreaterThan(0.28)
      for (const [value, count] of tally(group.map((q) => q.answer)))
        expect(Math.abs(count / group.length - 1 / 3), `${slug} ${value}`).toBeLessThan(0.05)
    }
  })

  it('gives nothing away by value: where options are numbers, the answer is smallest, middle and largest alike', () => {
    for (const [slug, group] of [...groups, ['all', bank] as const]) {
      const shares = valueRankShares(group)
      for (const rank of ['smallest', 'middle', 'largest'] as const)
        expect(Math.abs(shares[rank] - 100 / 3), `${slug} ${rank}`).toBeLessThanOrEqual(5)
    }
  })

  it('has no duplicates, and no question states the year or the name another asks for', () => {
    expect(findDuplicates(bank)).toEqual([])
    expect(findGiveaways(bank)).toEqual([])
  })

  it('speaks one register and ends every question as a question', () => {
    const informal = /(^|[\s,;:!?।])(তুমি|তোমার|তোমাকে|তোমরা|তুই|তোর)(?=$|[\s,;:!?।])/u
    expect(bank.filter((q) => informal.test(q.question)).map((q) => q.question)).toEqual([])
    expect(bank.filter((q) => !q.question.endsWith('?')).map((q) => q.question)).toEqual([])
    // Bangla digits throughout; ASCII ones only where a name has them.
    expect(bank.filter((q) => /[0-9]/.test(q.question)).map((q) => q.question)).toEqual([])
    // A ratio is written with spaces around the colon (a clock's ১১:৪০ is no ratio).
    const ratio = /[০-৯] ?:[০-৯]|[০-৯]: ?[০-৯]/
    expect(
      bank.filter((q) => q.question.includes('অনুপাত') && ratio.test(q.question)).map((q) => q.question),
    ).toEqual([])
  })

  it('lasts a daily player a month: no question asked twice within 30 days', async () => {
    const month = await simulateDailyPlayer(bank, { days: 30 })
    expect(month.asked).toBe(30 * (2 * 40 + 30))
    expect(month.firstRepeatDay).toBeNull()
  }, 120_000)
})

describe('parseQuestionFile', () => {
  it('reports every bad CSV row by line and keeps none of the file back silently', () => {
    const csv = [
      'category,question,option1,option2,option3,answer',
      'sports,ক্রিকেটে এক ওভারে কয়টি বল?,৬,৮,১০,option1',
      'sports,,৬,৮,১০,option1',
      'history,প্রশ্ন?,ক,খ,গ,option2',
      'world,প্রশ্ন?,ক,ক,গ,option2',
      'world,আরেক প্রশ্ন?,ক,খ,গ,option4',
      'sports,ক্রিকেটে এক ওভারে কয়টি বল?,৬,৮,১০,option1',
    ].join('\n')
    const { rows, problems } = parseQuestionFile(csv, 'csv', slugs)
    expect(rows).toHaveLength(1)
    expect(problems).toEqual([
      { line: 3, message: 'question is empty.' },
      { line: 4, message: 'unknown category "history".' },
      { line: 5, message: 'the three options must differ.' },
      { line: 6, message: 'answer must be option1, option2 or option3.' },
      { line: 7, message: 'the same question as line 2.' },
    ])
  })

  it('reports JSON items by the line they start on', () => {
    const json = `[
  {"category": "sports", "question": "ক?", "option1": "a", "option2": "b", "option3": "c", "answer": "option1"},
  {"category": "sports", "question": "খ?", "option1": "a", "option2": "b", "option3": "c"}
]`
    const { problems } = parseQuestionFile(json, 'json', slugs)
    expect(problems).toEqual([{ line: 3, message: 'answer must be option1, option2 or option3.' }])
  })

  it('refuses a NUL, another control character or a lone surrogate that a JSON file writes as an escape', () => {
    const item = (question: string, option1 = 'a') =>
      JSON.stringify({ category: 'sports', question, option1, option2: 'b', option3: 'c', answer: 'option1' })
    const json = `[\n${[
      item('ক\\u0000?'),
      item('খ?', 'a\\udfffb'),
      item('গ\\ud83d?'),
      item('ঘ\\ude00\\ud83d?'),
      item('ঙ\\u001b[2J?'),
      item('চ 🙂?'),
    ].join(',\n')}\n]`
      // JSON.stringify wrote the escapes' backslashes twice; the file has them once.
      .replaceAll('\\\\u', '\\u')
    const { rows, problems } = parseQuestionFile(json, 'json', slugs)
    expect(problems).toEqual([
      { line: 2, message: 'question must not contain control characters or broken characters.' },
      { line: 3, message: 'option1 must not contain control characters or broken characters.' },
      { line: 4, message: 'question must not contain control characters or broken characters.' },
      { line: 5, message: 'question must not contain control characters or broken characters.' },
      { line: 6, message: 'question must not contain control characters or broken characters.' },
    ])
    expect(rows.map((row) => row.question)).toEqual(['চ 🙂?'])
  })

  it('refuses a file that is not JSON or not a list', () => {
    expect(parseQuestionFile('{', 'json', slugs).problems[0]?.message).toMatch(/^The file is not valid JSON/)
    expect(parseQuestionFile('{}', 'json', slugs).problems).toEqual([
      { line: 1, message: 'The file must hold a JSON array of questions.' },
    ])
    expect(parseQuestionFile('[]', 'json', slugs).problems).toEqual([
      { line: 1, message: 'The file holds no questions.' },
    ])
  })
})
