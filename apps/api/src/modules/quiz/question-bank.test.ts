import { describe, expect, it } from 'vitest'
import { seedQuestions } from '../../db/seed.ts'
import { parseQuestionFile } from './question-bank.ts'

const slugs = new Set(['general-knowledge', 'math-puzzles', 'sports', 'world', 'intelligence'])

describe('the seeded question bank', () => {
  const bank = seedQuestions()

  it('has at least 300 questions, at least 50 in each category', () => {
    expect(bank.length).toBeGreaterThanOrEqual(300)
    for (const slug of slugs)
      expect(bank.filter((q) => q.category === slug).length, slug).toBeGreaterThanOrEqual(50)
  })

  it('passes the importer’s own checks: one right option, three different options, no repeats', () => {
    const { rows, problems } = parseQuestionFile(JSON.stringify(bank, null, 2), 'json', slugs)
    expect(problems).toEqual([])
    expect(rows).toHaveLength(bank.length)
  })
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
