import { randomInt } from 'node:crypto'
import type { QuizQuestion } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import { and, asc, desc, eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm'
import type { Database, DatabaseHandle, PreparedStatement } from '../../db/client.ts'
import {
  categories,
  playQuestions,
  type QuestionDifficulty,
  questionDifficulties,
  questions,
  quizPlays,
} from '../../db/schema.ts'

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
/**
 * Serialises one person's starts of one quiz until the transaction ends: of two taps racing,
 * the second sees the play the first opened (a transaction-scoped advisory lock, so any number
 * of instances agree and nothing is left locked).
 */
export async function lockStarts(db: Database, userId: number, kind: QuizKind) {
  await db.execute(sql`select pg_advisory_xact_lock(${startLockKeys[kind]}, ${userId})`)
}

const startLockKeys: Record<QuizKind, number> = { regular: 0x51_53_52_01, special: 0x51_53_52_02 }

/** Ends the person's plays of this kind whose time has run out, at their deadline. */
export async function endLapsedPlays(db: Database, userId: number, kind: QuizKind, at: Date) {
  await db
    .update(quizPlays)
    .set({
      endedAt: quizPlays.deadline,
      elapsedMs: sql`(extract(epoch from ${quizPlays.deadline} - ${quizPlays.startedAt}) * 1000)::int`,
    })
    .where(
      and(
        eq(quizPlays.userId, userId),
        eq(quizPlays.kind, kind),
        isNull(quizPlays.endedAt),
        sql`${quizPlays.deadline} <= ${at}`,
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

/** One difficulty's draw: forward from `$5` in the draw order, wrapping round at the end. */
const drawnOf = (difficulty: QuestionDifficulty) => `(
      select id, 0 as tier, row_number() over () as turn from (
        (select q.id from questions q
          where q.active and q.difficulty = '${difficulty}' and q.draw_key >= $5::real and q.category_id = any($3::int[])
            and not exists (select 1 from seen s where s.question_id = q.id)
          order by q.draw_key limit $4::int)
        union all
        (select q.id from questions q
          where q.active and q.difficulty = '${difficulty}' and q.draw_key < $5::real and q.category_id = any($3::int[])
            and not exists (select 1 from seen s where s.question_id = q.id)
          order by q.draw_key limit $4::int)
        limit $4::int
      ) drawn
    )`

/**
 * Picks a play's questions: those this person has not been asked within the memory first,
 * mixed evenly across easy, medium and hard; when those run out, the ones asked longest ago.
 * The answer key stays in the database.
 *
 * Each difficulty reads forward through `questions_draw_idx` from a random point in the
 * draw order, skipping other categories and what this person has seen, until it has enough:
 * a few dozen index entries, not a ranking of the whole bank. The difficulties are then
 * dealt out in turns (the first of each, then the second…), so one that runs short is made
 * up by the others. A prepared statement: planning it costs more than running it
 * (docs/decisions/0020). $1 user, $2 memory start, $3 categories, $4 count, $5 start point.
 */
export const pickQuestionsStatement: PreparedStatement = {
  name: 'pick_quiz_questions',
  text: `
    with seen as materialized (
      select pq.question_id, max(p.started_at) as last_seen
      from quiz_plays p join play_questions pq on pq.play_id = p.id
      where p.user_id = $1::int and p.started_at > $2::timestamptz
      group by pq.question_id
    ), picked as (
      ${questionDifficulties.map(drawnOf).join('\n      union all ')}
      union all (
        select s.question_id, 1, row_number() over (order by s.last_seen)
        from seen s join questions q on q.id = s.question_id
        where q.active and q.category_id = any($3::int[])
        order by s.last_seen limit $4::int
      )
    )
    select id from picked order by tier, turn, random() limit $4::int`,
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

/** Every order three options can be shown in; see `playQuestions.optionOrder`. */
const optionOrders = ['123', '132', '213', '231', '312', '321'] as const

export async function insertPlayQuestions(db: Database, playId: number, questionIds: number[]) {
  await db.insert(playQuestions).values(
    questionIds.map((questionId, position) => ({
      playId,
      questionId,
      position,
      optionOrder: optionOrders[randomInt(optionOrders.length)],
    })),
  )
}

/** The stored option this player sees at `position` (1–3), by the play's option order. */
function shownOption(position: 1 | 2 | 3) {
  return sql<string>`case substr(${playQuestions.optionOrder}, ${sql.raw(String(position))}, 1)
    when '1' then ${questions.option1} when '2' then ${questions.option2} else ${questions.option3} end`
}

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
 * The hottest statement of the product: records an answer if, and only if, the session
 * is live (and belongs to the number the payload names, if it names one), the question
 * is in that person's open play of this kind and not answered yet, and the play's
 * deadline (less the grace) has not passed; and counts it on the play. One prepared
 * statement: atomic without a transaction, one round trip, planned once per connection.
 * No row back means nothing was recorded; `explainUnrecorded` then says why.
 */
export const recordAnswerStatement: PreparedStatement = {
  name: 'record_quiz_answer',
  text: `
    with recorded as (
      update play_questions pq
      -- $4 is the position the player tapped; the play's option order says which stored option was there.
      set answer = substr(pq.option_order, $4::int, 1)::smallint,
          correct = (q.correct_option = substr(pq.option_order, $4::int, 1)::smallint),
          answered_at = $2::timestamptz, client_time_taken = $5::int
      from quiz_plays p, questions q
      where pq.play_id = p.id and q.id = pq.question_id
        -- A scalar subquery, so the plan starts from the caller's own open play
        -- (quiz_plays_open_idx on user and kind), never from every open play.
        and p.user_id = (
          select s.user_id from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > $2::timestamptz and ($3::text is null or u.msisdn = $3::text)
        )
        and p.kind = $6::text and p.ended_at is null
        and p.deadline > $7::timestamptz
        and pq.question_id = $8::int and pq.answer is null
      returning pq.play_id, pq.correct
    )
    update quiz_plays p
    set answered = p.answered + 1,
        correct = p.correct + (case when recorded.correct then 1 else 0 end),
        ended_at = case when p.answered + 1 >= p.question_count then $2::timestamptz end,
        elapsed_ms = case when p.answered + 1 >= p.question_count
          then (extract(epoch from $2::timestamptz - p.started_at) * 1000)::int end
    from recorded
    where p.id = recorded.play_id
    returning p.user_id, p.answered, p.question_count, p.ended_at`,
}

export interface RecordAnswer {
  sessionTokenHash: string
  /** The number the payload claims, checked against the session's; null when it names none. */
  claimedMsisdn: string | null
  kind: QuizKind
  questionId: number
  option: number
  clientTimeTaken: number
  at: Date
  graceMs: number
}

export async function recordAnswer(query: DatabaseHandle['query'], a: RecordAnswer) {
  const [row] = await query<{
    user_id: number
    answered: number
    question_count: number
    ended_at: Date | string | null
  }>(recordAnswerStatement, [
    a.sessionTokenHash,
    a.at.toISOString(),
    a.claimedMsisdn,
    a.option,
    a.clientTimeTaken,
    a.kind,
    new Date(a.at.getTime() - a.graceMs).toISOString(),
    a.questionId,
  ])
  return (
    row && {
      userId: row.user_id,
      answered: row.answered,
      questionCount: row.question_count,
      finished: row.ended_at !== null,
    }
  )
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
