import type { QuizQuestion } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import type { Segment } from '@khelahobe/contracts/subscription'
import { and, asc, desc, eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm'
import type { Database, DatabaseHandle, PreparedStatement } from '../../db/client.ts'
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

/**
 * A play's end at `at`, or at its deadline if that came first, and its time: from its start to
 * that end, as for a play ended by its last answer (`record_quiz_answers`).
 */
function endingAt(at: Date) {
  const end = sql<Date>`least(${at.toISOString()}::timestamptz, ${quizPlays.deadline})`
  return {
    endedAt: end,
    elapsedMs: sql<number>`(extract(epoch from ${end} - ${quizPlays.startedAt}) * 1000)::int`,
  }
}

/** Ends every play whose deadline (plus the grace) has passed; its time is the full duration. */
export async function endExpiredPlays(db: Database, cutoff: Date) {
  await db
    .update(quizPlays)
    .set(endingAt(cutoff))
    .where(and(isNull(quizPlays.endedAt), sql`${quizPlays.deadline} < ${cutoff}`))
}

/**
 * Ends the person's play `playId` at `at` if it is still open, and answers it as it stands;
 * undefined when the person has no such play. The update takes the play's row lock, which an
 * answer takes first too (`record_quiz_answers`): an answer either lands before the end, or
 * finds the play ended and records nothing. `ended` says whether this call ended it.
 */
export async function endPlay(db: Database, userId: number, playId: number, at: Date) {
  const mine = and(eq(quizPlays.id, playId), eq(quizPlays.userId, userId))
  const [ended] = await db
    .update(quizPlays)
    .set(endingAt(at))
    .where(and(mine, isNull(quizPlays.endedAt)))
    .returning()
  if (ended) return { play: ended, ended: true }
  const [play] = await db.select().from(quizPlays).where(mine)
  return play && { play, ended: false }
}

/**
 * Picks a play's questions by `draw_quiz_questions` (migration 0017, decision 20); the answer
 * key stays in the database. $1 user, $2 memory start, $3 categories, $4 count, $5 start point.
 */
export const pickQuestionsStatement: PreparedStatement = {
  name: 'pick_quiz_questions',
  text: `select question_id as id from draw_quiz_questions($1::int, $2::timestamptz, $3::int[], $4::int, $5::real)
    order by tier, turn, random() limit $4::int`,
}

export async function pickQuestions(
  query: DatabaseHandle['query'],
  {
    userId,
    categoryIds,
    count,
    since,
    from = Math.random(),
  }: {
    userId: number
    categoryIds: number[]
    count: number
    since: Date
    /** Where in the draw order to start, 0 to 1; random unless a test fixes it. */
    from?: number
  },
) {
  if (categoryIds.length === 0) return []
  return query<{ id: number }>(pickQuestionsStatement, [
    userId,
    since.toISOString(),
    categoryIds,
    count,
    from,
  ])
}

/**
 * Starts a batch of plays, or answers those already running: one call of `start_quiz_plays`
 * (migrations 0017 and 0019, decisions 47 and 49), one round trip for the batch, each start
 * checking the session itself as an answer does. Its rows say, for each start, what was
 * found, and which questions to show in which option order; their texts are the instance's
 * (`shown-questions.ts`).
 */
export const startPlaysStatement: PreparedStatement = {
  name: 'start_quiz_plays',
  text: `select item, user_id, subscribed, categories_found, lapsed, may_start, drew, resumed, play_id,
      deadline, question_count, answered, question_ids, option_orders, bank_version
    from start_quiz_plays($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[],
      $6::timestamptz[], $7::text[], $8::boolean[], $9::text[], $10::boolean[], $11::int[],
      $12::timestamptz[], $13::real[], $14::int[])`,
}

export interface StartPlay {
  sessionTokenHash: string
  /** The number the payload claims, checked against the session's; null when it names none. */
  claimedMsisdn: string | null
  kind: QuizKind
  segment: Segment
  at: Date
  deadline: Date
  day: string
  /** Draw on every category the kind allows (a random quiz); else on `categoryIds`. */
  everyCategory: boolean
  categoryIds: number[]
  /** The special quiz draws on hidden categories too. */
  withHidden: boolean
  count: number
  /** The start of the question memory: questions asked since are drawn last. */
  since: Date
  playsPerDay: number
  /** Where in the draw order to start, 0 to 1; random unless a test fixes it. */
  from?: number
}

export interface StartedPlay {
  userId: number | null
  subscribed: boolean
  categoriesFound: number
  lapsed: number
  /** True when a play could start but none was inserted: the bank had nothing, or a racing start won. */
  mayStart: boolean
  /** Whether anything was drawn, when a play could start but none was inserted. */
  drew: boolean | null
  resumed: boolean
  play: {
    id: number
    deadline: Date
    questionCount: number
    answered: number
    /** The questions to show, in order (a running play's unanswered ones), and their option orders. */
    questionIds: number[]
    optionOrders: string[]
  } | null
  /** The question bank's version the start read. */
  bankVersion: number
}

/** Starts a batch of plays; answers each start's outcome in the batch's order. */
export async function startPlays(
  query: DatabaseHandle['query'],
  starts: StartPlay[],
): Promise<StartedPlay[]> {
  const rows = await query<{
    item: number
    user_id: number | null
    subscribed: boolean
    categories_found: number
    lapsed: number
    may_start: boolean
    drew: boolean | null
    resumed: boolean
    play_id: number | null
    deadline: Date | string | null
    question_count: number | null
    answered: number | null
    question_ids: number[] | null
    option_orders: string[] | null
    /** bigint: a string from node-postgres, a bigint from PGlite. */
    bank_version: string | bigint
  }>(startPlaysStatement, [
    starts.map((s) => s.sessionTokenHash),
    starts.map((s) => s.claimedMsisdn),
    starts.map((s) => s.kind),
    starts.map((s) => s.segment),
    starts.map((s) => s.at.toISOString()),
    starts.map((s) => s.deadline.toISOString()),
    starts.map((s) => s.day),
    starts.map((s) => s.everyCategory),
    starts.map((s) => `{${s.categoryIds.join(',')}}`),
    starts.map((s) => s.withHidden),
    starts.map((s) => s.count),
    starts.map((s) => s.since.toISOString()),
    starts.map((s) => s.from ?? Math.random()),
    starts.map((s) => s.playsPerDay),
  ])
  const byItem = new Map(rows.map((row) => [row.item, row]))
  return starts.map((_, i) => {
    const row = byItem.get(i + 1)
    if (!row) throw new Error(`the start statement answered no row for start ${i + 1}`)
    return {
      userId: row.user_id,
      subscribed: row.subscribed,
      categoriesFound: row.categories_found,
      lapsed: row.lapsed,
      mayStart: row.may_start,
      drew: row.drew,
      resumed: row.resumed,
      play:
        row.play_id === null || row.deadline === null
          ? null
          : {
              id: row.play_id,
              deadline: new Date(row.deadline),
              questionCount: row.question_count ?? 0,
              answered: row.answered ?? 0,
              questionIds: row.question_ids ?? [],
              optionOrders: row.option_orders ?? [],
            },
      bankVersion: Number(row.bank_version),
    }
  })
}

/** The stored option this player sees at `position` (1–3), by the play's option order (`shown_option`). */
const shownOption = (position: 1 | 2 | 3) =>
  sql<string>`shown_option(${playQuestions.optionOrder}, ${position}, ${questions.option1}, ${questions.option2}, ${questions.option3})`

/** The play's questions not yet answered, in order, without answers. */
export function unansweredQuestions(db: Database, playId: number): Promise<QuizQuestion[]> {
  return db
    .select({
      id: questions.id,
      question: questions.question,
      option1: shownOption(1),
      option2: shownOption(2),
      option3: shownOption(3),
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
 * The hottest call of the product: records each answer of a batch if, and only if, the
 * session is live (and belongs to the number the payload names, if it names one), the
 * question is in that person's open play of this kind and not answered yet, and the play's
 * deadline (less the grace) has not passed; and counts it on the play. One call of
 * `record_quiz_answers` (migration 0016): one round trip and one commit for the batch, each
 * answer checked and recorded in turn by one statement. No row back for an answer means it
 * was not recorded; `explainUnrecorded` then says why.
 */
export const recordAnswersStatement: PreparedStatement = {
  name: 'record_quiz_answers',
  text: `select item, user_id, answered, question_count, ended_at from record_quiz_answers(
    $1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::timestamptz[], $8::timestamptz[])`,
}

export interface RecordAnswer {
  sessionTokenHash: string
  /** The number the payload claims, checked against the session's; null when it names none. */
  claimedMsisdn: string | null
  kind: QuizKind
  questionId: number
  /** The position tapped, 1 to 3. */
  option: number
  clientTimeTaken: number
  at: Date
  graceMs: number
}

export interface RecordedAnswer {
  userId: number
  answered: number
  questionCount: number
  finished: boolean
}

/** Records a batch of answers; answers each one's outcome in the batch's order, undefined if not recorded. */
export async function recordAnswers(
  query: DatabaseHandle['query'],
  answers: RecordAnswer[],
): Promise<(RecordedAnswer | undefined)[]> {
  const rows = await query<{
    item: number
    user_id: number
    answered: number
    question_count: number
    ended_at: Date | string | null
  }>(recordAnswersStatement, [
    answers.map((a) => a.sessionTokenHash),
    answers.map((a) => a.claimedMsisdn),
    answers.map((a) => a.kind),
    answers.map((a) => a.questionId),
    answers.map((a) => a.option),
    answers.map((a) => a.clientTimeTaken),
    answers.map((a) => a.at.toISOString()),
    answers.map((a) => new Date(a.at.getTime() - a.graceMs).toISOString()),
  ])
  const outcomes: (RecordedAnswer | undefined)[] = answers.map(() => undefined)
  for (const row of rows)
    outcomes[row.item - 1] = {
      userId: row.user_id,
      answered: row.answered,
      questionCount: row.question_count,
      finished: row.ended_at !== null,
    }
  return outcomes
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

/** The most correct answers in any of the person's daily quiz plays; null before the first. */
export async function bestQuizScore(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ best: max(quizPlays.correct) })
    .from(quizPlays)
    .where(and(eq(quizPlays.userId, userId), eq(quizPlays.kind, 'regular')))
  return row?.best ?? null
}

/** The person's newest plays, daily and special, newest first: what support sees. */
export function recentPlays(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: quizPlays.id,
      kind: quizPlays.kind,
      day: quizPlays.day,
      startedAt: quizPlays.startedAt,
      endedAt: quizPlays.endedAt,
      questionCount: quizPlays.questionCount,
      answered: quizPlays.answered,
      correct: quizPlays.correct,
      elapsedMs: quizPlays.elapsedMs,
    })
    .from(quizPlays)
    .where(eq(quizPlays.userId, userId))
    .orderBy(desc(quizPlays.startedAt), desc(quizPlays.id))
    .limit(limit)
}

/** Plays of each kind started on the Dhaka `day`: the health screen's count. */
export async function playsStartedOn(db: Database, day: string) {
  const rows = await db
    .select({ kind: quizPlays.kind, plays: sql<number>`count(*)::int` })
    .from(quizPlays)
    .where(and(inArray(quizPlays.kind, ['regular', 'special']), eq(quizPlays.day, day)))
    .groupBy(quizPlays.kind)
  const plays = { regular: 0, special: 0 }
  for (const row of rows) plays[row.kind] = row.plays
  return plays
}

/**
 * Answers recorded in [`since`, `until`). Read through the plays that could take answers then
 * (started on one of `days`, deadline not before `deadlineFrom`, which the day index reaches)
 * rather than scanning every answer ever given.
 */
export async function answersBetween(
  db: Database,
  { since, until, days, deadlineFrom }: { since: Date; until: Date; days: string[]; deadlineFrom: Date },
) {
  const [row] = await db
    .select({ answers: sql<number>`count(*)::int` })
    .from(playQuestions)
    .innerJoin(quizPlays, eq(quizPlays.id, playQuestions.playId))
    .where(
      and(
        inArray(quizPlays.kind, ['regular', 'special']),
        inArray(quizPlays.day, days),
        gte(quizPlays.deadline, deadlineFrom),
        gte(playQuestions.answeredAt, since),
        lt(playQuestions.answeredAt, until),
      ),
    )
  return row?.answers ?? 0
}
