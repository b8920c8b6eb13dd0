import type { BankQuestion } from '@khelahobe/contracts/question-bank'
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, questions } from '../../db/schema.ts'

const bankColumns = {
  id: questions.id,
  category: categories.slug,
  question: questions.question,
  option1: questions.option1,
  option2: questions.option2,
  option3: questions.option3,
  correctOption: questions.correctOption,
  difficulty: questions.difficulty,
  fact: questions.factKey,
  active: questions.active,
}

export interface QuestionFilter {
  categoryId?: number
  status: 'active' | 'retired' | 'all'
  difficulty?: 'easy' | 'medium' | 'hard'
  /** Words to find in the question or its options. */
  text?: string
}

/** `%` and `_` are ILIKE's wildcards; an operator searching for them means the characters. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function conditions(filter: QuestionFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.categoryId === undefined ? undefined : eq(questions.categoryId, filter.categoryId),
    filter.status === 'all' ? undefined : eq(questions.active, filter.status === 'active'),
    filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
    filter.text
      ? or(
          ilike(questions.question, likeEscaped(filter.text)),
          ilike(questions.option1, likeEscaped(filter.text)),
          ilike(questions.option2, likeEscaped(filter.text)),
          ilike(questions.option3, likeEscaped(filter.text)),
        )
      : undefined,
  ]
  return and(...parts)
}

export async function findQuestions(db: Database, filter: QuestionFilter, offset: number, limit: number) {
  const where = conditions(filter)
  const [items, [total]] = await Promise.all([
    db
      .select(bankColumns)
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(where)
      .orderBy(asc(questions.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(questions).where(where),
  ])
  return { items: items as BankQuestion[], total: total?.total ?? 0 }
}

export async function questionById(db: Database, id: number) {
  const [row] = await db
    .select(bankColumns)
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(questions.id, id))
  return row as BankQuestion | undefined
}

export async function updateQuestion(
  db: Database,
  id: number,
  changes: Partial<typeof questions.$inferInsert>,
) {
  const [row] = await db
    .update(questions)
    .set(changes)
    .where(eq(questions.id, id))
    .returning({ id: questions.id })
  return row
}

/** Every question, category by category, as the import file format writes them. */
export function allQuestions(db: Database) {
  return db
    .select(bankColumns)
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .orderBy(asc(categories.sortOrder), asc(questions.id)) as Promise<BankQuestion[]>
}

/** Locks every category row until the transaction ends: changes that count the visible ones go one at a time. */
export async function lockCategories(db: Database) {
  await db.select({ id: categories.id }).from(categories).for('update')
}

export function categoriesWithCounts(db: Database) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      visible: categories.visible,
      sortOrder: categories.sortOrder,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and an
      // unqualified `id` in the subquery would be the question's own.
      activeQuestions: sql<number>`(select count(*)::int from ${questions} q where q.category_id = ${categories}.id and q.active)`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}

export async function updateCategory(
  db: Database,
  id: number,
  changes: { name: string; visible: boolean; sortOrder: number },
) {
  const [row] = await db
    .update(categories)
    .set(changes)
    .where(eq(categories.id, id))
    .returning({ id: categories.id })
  return row
}

/** Adds a category; answers undefined when the slug is taken. */
export async function insertCategory(
  db: Database,
  category: { slug: string; name: string; visible: boolean; sortOrder: number },
) {
  const [row] = await db
    .insert(categories)
    .values(category)
    .onConflictDoNothing({ target: categories.slug })
    .returning({ id: categories.id })
  return row
}
