import { errorCodes } from '@khelahobe/contracts/error-codes'
import { type BankQuestion, type QuestionEdit, questionPageSize } from '@khelahobe/contracts/question-bank'
import { categoriesToPick } from '@khelahobe/contracts/rules'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { toCsv } from '../../lib/csv.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { pgErrorCode, pgErrors } from '../../lib/pg-errors.ts'
import { categorySlugs, importQuestions, parseQuestionFile } from './question-bank.ts'
import * as repo from './question-editor.repo.ts'

const noSuchQuestion = () => new AppError(404, errorCodes.notFound, 'There is no such question.')

const isUniqueViolation = (error: unknown) => pgErrorCode(error) === pgErrors.uniqueViolation

/** As the import file writes a question: the answer by option name. */
const asFileRow = (q: BankQuestion) => ({
  category: q.category,
  question: q.question,
  option1: q.option1,
  option2: q.option2,
  option3: q.option3,
  answer: `option${q.correctOption}`,
  difficulty: q.difficulty,
  ...(q.fact ? { fact: q.fact } : {}),
})
const exportColumns = [
  'category',
  'question',
  'option1',
  'option2',
  'option3',
  'answer',
  'difficulty',
  'fact',
] as const

/**
 * The console's question bank (role editor). A change reaches the next play that starts:
 * plays draw from the table as it is. Every change is audited with its before and after.
 */
export function createQuestionEditor({ db, clock }: { db: Database; clock: Clock }) {
  async function categoryId(slug: string | undefined) {
    if (slug === undefined) return undefined
    const id = (await categorySlugs(db)).get(slug)
    if (id === undefined) throw badRequest(`There is no category "${slug}".`)
    return id
  }

  async function changed(
    id: number,
    operatorId: number,
    action: string,
    change: Parameters<typeof repo.updateQuestion>[2],
  ) {
    const now = clock.now()
    try {
      return await db.transaction(async (tx) => {
        const before = await repo.questionById(tx, id)
        if (!before) throw noSuchQuestion()
        await repo.updateQuestion(tx, id, change)
        const after = (await repo.questionById(tx, id)) as BankQuestion
        await recordAudit(tx, now, { operatorId, action, subject: `question:${id}`, before, after })
        return after
      })
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(
          409,
          errorCodes.conflict,
          'Another question of this category has this text already.',
        )
      }
      throw error
    }
  }

  return {
    async list(query: {
      category?: string | undefined
      status: 'active' | 'retired' | 'all'
      difficulty?: 'easy' | 'medium' | 'hard' | undefined
      q?: string | undefined
      page: number
    }) {
      const filter: repo.QuestionFilter = {
        categoryId: await categoryId(query.category),
        status: query.status,
        ...(query.difficulty ? { difficulty: query.difficulty } : {}),
        ...(query.q ? { text: query.q } : {}),
      }
      const found = await repo.findQuestions(
        db,
        filter,
        (query.page - 1) * questionPageSize,
        questionPageSize,
      )
      return { ...found, page: query.page }
    },

    async get(id: number) {
      const question = await repo.questionById(db, id)
      if (!question) throw noSuchQuestion()
      return question
    },

    edit: (id: number, edit: QuestionEdit, operatorId: number) =>
      changed(id, operatorId, 'question.update', edit),

    /** Retired questions stay (plays that asked them keep their answers) but are drawn no more. */
    setActive: (id: number, active: boolean, operatorId: number) =>
      changed(id, operatorId, active ? 'question.activate' : 'question.retire', { active }),

    /** The CLI's import, from the console: every row checked first, all or nothing. */
    async import(format: 'json' | 'csv', text: string, operatorId: number) {
      const { rows, problems } = parseQuestionFile(text, format, new Set((await categorySlugs(db)).keys()))
      if (problems.length > 0) return { imported: 0, problems }
      const now = clock.now()
      const imported = await db.transaction(async (tx) => {
        const count = await importQuestions(tx, rows)
        await recordAudit(tx, now, {
          operatorId,
          action: 'question.import',
          subject: 'questions',
          after: { format, questions: count },
        })
        return count
      })
      return { imported, problems: [] }
    },

    /**
     * Every question in the import format, so an export can be edited and imported back. The
     * whole bank leaving the building is audited, with who took it, in which format and how much.
     */
    async export(format: 'json' | 'csv', operatorId: number) {
      const now = clock.now()
      const rows = await db.transaction(async (tx) => {
        const bank = (await repo.allQuestions(tx)).map(asFileRow)
        await recordAudit(tx, now, {
          operatorId,
          action: 'question.export',
          subject: 'questions',
          after: { format, questions: bank.length },
        })
        return bank
      })
      if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`
      return toCsv(
        exportColumns,
        rows.map((row) => exportColumns.map((column) => (row as Record<string, string>)[column] ?? null)),
      )
    },

    categories: () => repo.categoriesWithCounts(db),

    async createCategory(
      category: { slug: string; name: string; visible: boolean; sortOrder: number },
      operatorId: number,
    ) {
      return db.transaction(async (tx) => {
        const row = await repo.insertCategory(tx, category)
        if (!row)
          throw new AppError(409, errorCodes.conflict, `There is already a category ${category.slug}.`)
        const created = { id: row.id, ...category, activeQuestions: 0 }
        await recordAudit(tx, clock.now(), {
          operatorId,
          action: 'category.create',
          subject: `category:${row.id}`,
          after: created,
        })
        return created
      })
    },

    async editCategory(
      id: number,
      changes: { name: string; visible: boolean; sortOrder: number },
      operatorId: number,
    ) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        await repo.lockCategories(tx)
        const all = await repo.categoriesWithCounts(tx)
        const before = all.find((category) => category.id === id)
        if (!before) throw new AppError(404, errorCodes.notFound, 'There is no such category.')
        // Players pick this many for a daily quiz: hiding one more would leave them none to play.
        const visibleAfter = all.filter((c) => (c.id === id ? changes.visible : c.visible)).length
        if (before.visible && !changes.visible && visibleAfter < categoriesToPick)
          throw new AppError(
            409,
            errorCodes.conflict,
            `Players pick ${categoriesToPick} categories for a daily quiz, so at least ${categoriesToPick} must stay visible.`,
          )
        await repo.updateCategory(tx, id, changes)
        const after = { ...before, ...changes }
        await recordAudit(tx, now, {
          operatorId,
          action: 'category.update',
          subject: `category:${id}`,
          before,
          after,
        })
        return after
      })
    },
  }
}

export type QuestionEditor = ReturnType<typeof createQuestionEditor>
