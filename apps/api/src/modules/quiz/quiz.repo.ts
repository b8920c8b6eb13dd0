import type { QuizKind, QuizQuestion } from '@khelahobe/contracts/quiz'
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, playQuestions, questions, quizPlays } from '../../db/schema.ts'

export type PlayRow = typeof quizPlays.$inferSelect

/** The categories a player may pick from; hidden ones only feed random quizzes. */
export function listVisibleCategories(db: Database) {
  return db
    .select({ id: categories.id, category: categories.name })
    .from(categories)
    .where(eq(categories.visible, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}

export async function categoryIds(db: Database, { visibleOnly }: { visibleOnly: boolean }) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(visibleOnly ? eq(categories.visible, true) : undefined)
  return rows.map((row) => row.id)
}

/** Ends the person's other plays of this kind still open, at `at` or their deadline if sooner. */
export async function endOpenPlaysExcept(
  db: Database,
  userId: number,
  kind: QuizKind,
  keepId: number,
  at: Date,
) {
  await db
    .update(quizPlays)
    .set({
      endedAt: sql`least(${at}::timestamptz, ${quizPlays.deadline})`,
      elapsedMs: sql`(extract(epoch from least(${at}::timestamptz, ${quizPlays.deadline}) - ${quizPlays.startedAt}) * 1000)::int`,
    })
    .where(
      and(
        eq(quizPlays.userId, userId),
        eq(quizPlays.kind, kind),
        isNull(quizPlays.endedAt),
        ne(quizPlays.id, keepId),
      ),
    )
}

/** Ends every play whose deadline (plus the grace) has passed; its time is the full duration. */
export async function endExpiredPlays(db: Database, cutoff: Date) {
  await db
    .update(quizPlays)
    .set({
      endedAt: quizPlays.deadline,
      elapsedMs: sql`(extract(epoch from ${quizPlays.deadline} - ${quizPlays.startedAt}) * 1000)::int`,
    })
    .where(and(isNull(quizPlays.endedAt), sql`${quizPlays.deadline} < ${cutoff}`))
}

/**
 * Claims the next free attempt of the day. The unique index and the check constraint
 * decide; a race simply moves on to the next attempt number, or finds none left.
 */
export async function claimAttempt(
  db: Database,
  play: {
    userId: number
    kind: QuizKind
    day: string
    questionCount: number
    startedAt: Date
    deadline: Date
  },
  playsPerDay: number,
): Promise<PlayRow | undefined> {
  for (let attempt = 1; attempt <= playsPerDay; attempt++) {
    const [row] = await db
      .insert(quizPlays)
      .values({ ...play, attempt })
      .onConflictDoNothing()
      .returning()
    if (row) return row
  }
  return undefined
}

/**
 * Picks questions at random from the categories, preferring ones the person has not
 * been asked in the last week; the answer key stays in the database.
 */
export async function pickQuestions(
  db: Database,
  {
    userId,
    categoryIds,
    count,
    since,
  }: { userId: number; categoryIds: number[]; count: number; since: Date },
) {
  return db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.active, true), inArray(questions.categoryId, categoryIds)))
    .orderBy(
      sql`exists (
        select 1 from ${playQuestions} pq join ${quizPlays} p on p.id = pq.play_id
        where pq.question_id = ${questions.id} and p.user_id = ${userId} and p.started_at > ${since}
      )`,
      sql`random()`,
    )
    .limit(count)
}

export async function insertPlayQuestions(db: Database, playId: number, questionIds: number[]) {
  await db
    .insert(playQuestions)
    .values(questionIds.map((questionId, position) => ({ playId, questionId, position })))
}

/** The play's questions not yet answered, in order, without answers. */
export function unansweredQuestions(db: Database, playId: number): Promise<QuizQuestion[]> {
  return db
    .select({
      id: questions.id,
      question: questions.question,
      option1: questions.option1,
      option2: questions.option2,
      option3: questions.option3,
    })
    .from(playQuestions)
    .innerJoin(questions, eq(questions.id, playQuestions.questionId))
    .where(and(eq(playQuestions.playId, playId), isNull(playQuestions.answer)))
    .orderBy(asc(playQuestions.position))
}

export async function openPlay(db: Database, userId: number, kind: QuizKind, notBefore: Date) {
  const [row] = await db
    .select()
    .from(quizPlays)
    .where(
      and(
        eq(quizPlays.userId, userId),
        eq(quizPlays.kind, kind),
        isNull(quizPlays.endedAt),
        sql`${quizPlays.deadline} > ${notBefore}`,
      ),
    )
    .orderBy(sql`${quizPlays.id} desc`)
    .limit(1)
  return row
}

/**
 * Records an answer if, and only if, the question belongs to the person's open play of
 * this kind, is not answered yet, and the play's deadline (less the grace) has not
 * passed; then counts it on the play. Answers undefined when nothing was recorded.
 */
export async function recordAnswer(
  db: Database,
  a: {
    userId: number
    kind: QuizKind
    questionId: number
    option: number
    clientTimeTaken: number
    at: Date
    graceMs: number
  },
) {
  return db.transaction(async (tx) => {
    // Both drivers answer raw statements with `{ rows }`.
    const recorded = (await tx.execute(sql`
      update ${playQuestions} pq
      set answer = ${a.option}, correct = (q.correct_option = ${a.option}),
          answered_at = ${a.at}, client_time_taken = ${a.clientTimeTaken}
      from ${quizPlays} p, ${questions} q
      where pq.play_id = p.id and q.id = pq.question_id
        and p.user_id = ${a.userId} and p.kind = ${a.kind} and p.ended_at is null
        and p.deadline > ${new Date(a.at.getTime() - a.graceMs)}
        and pq.question_id = ${a.questionId} and pq.answer is null
      returning pq.play_id, pq.correct`)) as unknown as { rows: { play_id: number; correct: boolean }[] }
    const row = recorded.rows[0]
    if (!row) return undefined
    const [play] = await tx
      .update(quizPlays)
      .set({
        answered: sql`${quizPlays.answered} + 1`,
        correct: sql`${quizPlays.correct} + ${row.correct ? 1 : 0}`,
        endedAt: sql`case when ${quizPlays.answered} + 1 >= ${quizPlays.questionCount} then ${a.at}::timestamptz end`,
        elapsedMs: sql`case when ${quizPlays.answered} + 1 >= ${quizPlays.questionCount}
          then (extract(epoch from ${a.at}::timestamptz - ${quizPlays.startedAt}) * 1000)::int end`,
      })
      .where(eq(quizPlays.id, row.play_id))
      .returning()
    return play
  })
}

/** Why an answer was not recorded: the latest of the person's plays of this kind holding the question. */
export async function answerContext(db: Database, userId: number, kind: QuizKind, questionId: number) {
  const [row] = await db
    .select({ play: quizPlays, answer: playQuestions.answer })
    .from(playQuestions)
    .innerJoin(quizPlays, eq(quizPlays.id, playQuestions.playId))
    .where(
      and(eq(quizPlays.userId, userId), eq(quizPlays.kind, kind), eq(playQuestions.questionId, questionId)),
    )
    .orderBy(sql`${quizPlays.id} desc`)
    .limit(1)
  return row
}

export async function playsOfDay(db: Database, userId: number, kind: QuizKind, day: string) {
  return db
    .select()
    .from(quizPlays)
    .where(and(eq(quizPlays.userId, userId), eq(quizPlays.kind, kind), eq(quizPlays.day, day)))
}
