import { printablePattern } from '@khelahobe/contracts/fields'
import { parse as parseCsv } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { categories, questionDifficulties, questions } from '../../db/schema.ts'
import { restoreCsvText } from '../../lib/csv.ts'

/**
 * A text column of a question file: trimmed, bounded, and no control character or lone
 * surrogate (a JSON file can write either as an escape: a NUL would fail the insert, a lone
 * surrogate turn into U+FFFD), as the console's own text fields (contracts' `printablePattern`).
 */
const fileText = (column: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${column} is empty.`)
    .max(max, `${column} is longer than ${max} characters.`)
    .regex(printablePattern, `${column} must not contain control characters or broken characters.`)

/** One question as files carry it: the category by slug, the answer by option name. */
export const questionRowSchema = z.strictObject({
  category: fileText('category', 64),
  question: fileText('question', 300),
  option1: fileText('option1', 100),
  option2: fileText('option2', 100),
  option3: fileText('option3', 100),
  answer: z.enum(['option1', 'option2', 'option3'], { error: 'answer must be option1, option2 or option3.' }),
  difficulty: z
    .enum(questionDifficulties, { error: 'difficulty must be easy, medium or hard.' })
    .default('medium'),
  /**
   * The one fact the question tests; optional for an operator's file (an empty CSV cell is
   * none), required of the seed bank.
   */
  fact: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,100}$/, 'fact must be a key of lower-case letters, digits and _.')
      .optional(),
  ),
})
export type QuestionRow = z.infer<typeof questionRowSchema>

export interface RowProblem {
  line: number
  message: string
}

interface Located {
  line: number
  value: unknown
}

/** The line each top-level element of a JSON array starts on, so problems can name it. */
function jsonArrayLines(text: string): number[] {
  const lines: number[] = []
  let line = 1
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '\n') line++
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') {
      inString = true
      if (depth === 1) lines.push(line)
    } else if (char === '{' || char === '[') {
      if (depth === 1) lines.push(line)
      depth++
    } else if (char === '}' || char === ']') depth--
    else if (depth === 1 && /[\d\-tfn]/.test(char ?? '')) {
      lines.push(line)
      while (i + 1 < text.length && /[\w.+-]/.test(text[i + 1] ?? '')) i++
    }
  }
  return lines
}

function locate(text: string, format: 'json' | 'csv'): Located[] | RowProblem {
  if (format === 'json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      return { line: 1, message: `The file is not valid JSON: ${(error as Error).message}` }
    }
    if (!Array.isArray(parsed)) return { line: 1, message: 'The file must hold a JSON array of questions.' }
    const lines = jsonArrayLines(text)
    return parsed.map((value, index) => ({ line: lines[index] ?? 1, value }))
  }
  try {
    const records = parseCsv(text, { columns: true, skip_empty_lines: true, bom: true, info: true }) as {
      record: Record<string, string>
      info: { lines: number }
    }[]
    // The export neutralised formula-looking cells for spreadsheets (lib/csv.ts): undo it
    // exactly where it was done, so an exported bank imports back as it was.
    return records.map(({ record, info }) => ({
      line: info.lines,
      value: Object.fromEntries(
        Object.entries(record).map(([column, cell]) => [column, restoreCsvText(cell)]),
      ),
    }))
  } catch (error) {
    return { line: 1, message: `The file is not valid CSV: ${(error as Error).message}` }
  }
}

/**
 * Reads a question file and checks every row. Answers the good rows and, for each bad
 * one, its line and what is wrong; the caller imports nothing unless there are none.
 */
export function parseQuestionFile(text: string, format: 'json' | 'csv', knownCategories: Set<string>) {
  const located = locate(text, format)
  if (!Array.isArray(located)) return { rows: [], problems: [located] }
  const rows: QuestionRow[] = []
  const problems: RowProblem[] = []
  const seen = new Map<string, number>()
  for (const { line, value } of located) {
    const parsed = questionRowSchema.safeParse(value)
    if (!parsed.success) {
      problems.push({ line, message: parsed.error.issues.map((i) => i.message).join(' ') })
      continue
    }
    const row = parsed.data
    const issues: string[] = []
    if (!knownCategories.has(row.category)) issues.push(`unknown category "${row.category}".`)
    if (new Set([row.option1, row.option2, row.option3]).size < 3)
      issues.push('the three options must differ.')
    const key = `${row.category}\n${row.question}`
    const first = seen.get(key)
    if (first !== undefined) issues.push(`the same question as line ${first}.`)
    else seen.set(key, line)
    if (issues.length > 0) problems.push({ line, message: issues.join(' ') })
    else rows.push(row)
  }
  if (located.length === 0) problems.push({ line: 1, message: 'The file holds no questions.' })
  return { rows, problems }
}

export async function categorySlugs(db: Database) {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories)
  return new Map(rows.map((row) => [row.slug, row.id]))
}

/**
 * Writes questions in one transaction: all or nothing. A question already in the bank
 * (same category, same text) gets the file's options and answer.
 */
export async function importQuestions(db: Database, rows: QuestionRow[], { replace = true } = {}) {
  const slugs = await categorySlugs(db)
  const values = rows.map((row) => {
    const categoryId = slugs.get(row.category)
    if (categoryId === undefined) throw new Error(`unknown category ${row.category}`)
    return {
      categoryId,
      question: row.question,
      option1: row.option1,
      option2: row.option2,
      option3: row.option3,
      correctOption: Number(row.answer.slice(-1)),
      difficulty: row.difficulty,
      factKey: row.fact ?? null,
    }
  })
  if (values.length === 0) return 0
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 500) {
      const insert = tx.insert(questions).values(values.slice(i, i + 500))
      await (replace
        ? insert.onConflictDoUpdate({
            target: [questions.categoryId, questions.question],
            set: {
              option1: sql`excluded.option1`,
              option2: sql`excluded.option2`,
              option3: sql`excluded.option3`,
              correctOption: sql`excluded.correct_option`,
              difficulty: sql`excluded.difficulty`,
              factKey: sql`excluded.fact_key`,
              active: true,
            },
          })
        : insert.onConflictDoNothing())
    }
  })
  // A bank filled in bulk: the planner's statistics must know it before the next play's
  // draw, or it reads the whole difficulty instead of walking the draw index.
  await db.execute(sql`analyze questions`)
  return values.length
}
