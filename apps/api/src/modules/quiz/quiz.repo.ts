import type { QuizQuestion } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import type { Segment } from '@khelahobe/contracts/subscription'
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

/** Where the draw's parameters sit in a statement, so the start can share the draw's text. */
interface DrawParameters {
  user: string
  since: string
  categories: string
  count: string
  from: string
}

/** One difficulty's draw: forward from `from` in the draw order, wrapping round at the end. */
const drawnOf = (difficulty: QuestionDifficulty, p: DrawParameters) => `(
      select id, 0 as tier, row_number() over () as turn from (
        (select q.id from questions q
          where q.active and q.difficulty = '${difficulty}' and q.draw_key >= ${p.from} and q.category_id = any(${p.categories})
            and q.id not in (select question_id from seen)
          order by q.draw_key limit ${p.count})
        union all
        (select q.id from questions q
          where q.active and q.difficulty = '${difficulty}' and q.draw_key < ${p.from} and q.category_id = any(${p.categories})
            and q.id not in (select question_id from seen)
          order by q.draw_key limit ${p.count})
        limit ${p.count}
      ) drawn
    )`

/**
 * The draw, as the common table expressions `seen` and `picked` (id, tier, turn): the
 * questions this person has not been asked within the memory first, mixed evenly across
 * easy, medium and hard; when those run out, the ones asked longest ago. The caller
 * orders by tier, turn and a random tie-break, and keeps `count`.
 *
 * Each difficulty reads forward through `questions_draw_idx` from a random point in the
 * draw order, skipping other categories and what this person has seen, until it has enough:
 * a few dozen index entries, not a ranking of the whole bank. The difficulties are then
 * dealt out in turns (the first of each, then the second…), so one that runs short is made
 * up by the others. What they have seen is skipped by `not in`, which PostgreSQL answers
 * from a hash of `seen` (question ids are never null), not a scan of it per candidate.
 */
const drawExpressions = (p: DrawParameters) => `
    seen as materialized (
      select pq.question_id, max(pl.started_at) as last_seen
      from quiz_plays pl join play_questions pq on pq.play_id = pl.id
      where pl.user_id = ${p.user} and pl.started_at > ${p.since}
      group by pq.question_id
    ), picked as (
      ${questionDifficulties.map((difficulty) => drawnOf(difficulty, p)).join('\n      union all ')}
      union all (
        select s.question_id, 1, row_number() over (order by s.last_seen)
        from seen s join questions q on q.id = s.question_id
        where q.active and q.category_id = any(${p.categories})
        order by s.last_seen limit ${p.count}
      )
    )`

/**
 * Picks a play's questions (see `drawExpressions`); the answer key stays in the database.
 * A prepared statement: planning it costs more than running it (docs/decisions/0020).
 * $1 user, $2 memory start, $3 categories, $4 count, $5 start point.
 */
export const pickQuestionsStatement: PreparedStatement = {
  name: 'pick_quiz_questions',
  text: `
    with ${drawExpressions({ user: '$1::int', since: '$2::timestamptz', categories: '$3::int[]', count: '$4::int', from: '$5::real' })}
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

/**
 * The stored option of `question` (a row of `questions`) shown at `position` (1–3), by the
 * play's `optionOrder`, in SQL text: the one mapping from what a player sees to what is stored.
 */
const shownOptionSql = (optionOrder: string, position: 1 | 2 | 3, question = 'q') =>
  `case substr(${optionOrder}, ${position}, 1) when '1' then ${question}.option1 when '2' then ${question}.option2 else ${question}.option3 end`

/** A play's questions as the player sees them, from rows `q` (questions) and `optionOrder`. */
const questionsJson = (optionOrder: string, position: string) =>
  `json_agg(json_build_object('id', q.id, 'question', q.question,
     'option1', ${shownOptionSql(optionOrder, 1)}, 'option2', ${shownOptionSql(optionOrder, 2)},
     'option3', ${shownOptionSql(optionOrder, 3)}) order by ${position})`

/**
 * The person whose session this is, in SQL text: a start checks the session itself, in its one
 * statement, instead of through `requireUser`, by the rule `record_quiz_answers` (migration
 * 0016) checks each answer by. The session must be unexpired at `at`, and a number the payload
 * names (null when none) must be the session's own.
 */
const sessionPersonSql = (p: { tokenHash: string; at: string; claimedMsisdn: string }) =>
  `select s.user_id from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${p.tokenHash} and s.expires_at > ${p.at}
        and (${p.claimedMsisdn} is null or u.msisdn = ${p.claimedMsisdn})`

/**
 * A start is the second rush after the answers, so it is one statement, one round trip
 * (docs/decisions/0040). For the session's person (only if the payload's number, when it
 * names one, is theirs): ends their plays whose time ran out; if a play is running, answers
 * it with its unanswered questions (a double tap, a second tab); otherwise, if they are
 * subscribed, the chosen categories exist and an attempt is left today, draws the questions
 * and inserts the play and its questions, each with its own shuffled option order.
 *
 * The daily limit and a double tap are settled by `quiz_plays_daily_attempt_idx`: two
 * racing starts both take the next attempt number; the second waits for the first, inserts
 * nothing, and is asked again, when it finds the first's play running.
 */
export const startPlayStatement: PreparedStatement = {
  name: 'start_quiz_play',
  text: `
    with me as (
      ${sessionPersonSql({ tokenHash: '$1::text', at: '$5::timestamptz', claimedMsisdn: '$2::text' })}
    ), subscribed as (
      select exists (
        select 1 from subscriptions
        where user_id = (select user_id from me) and segment = $4::text and state = 'subscribed'
      ) as yes
    ), lapsed as (
      update quiz_plays
      set ended_at = deadline, elapsed_ms = (extract(epoch from deadline - started_at) * 1000)::int
      where user_id = (select user_id from me) and kind = $3::text
        and ended_at is null and deadline <= $5::timestamptz
      returning id
    ), running as (
      select id, deadline, question_count, answered from quiz_plays
      where user_id = (select user_id from me) and kind = $3::text
        and ended_at is null and deadline > $5::timestamptz
      order by id desc limit 1
    ), chosen as (
      -- Every category the play may draw on ($8), or those picked ($9) that players may pick.
      select coalesce(array_agg(id), '{}') as ids, count(*)::int as found from categories
      where ($10::boolean or visible) and ($8::boolean or id = any($9::int[]))
    ), next_attempt as (
      select coalesce(max(attempt), 0) + 1 as attempt from quiz_plays
      where user_id = (select user_id from me) and kind = $3::text and day = $7::text
    ), gate as (
      select (select yes from subscribed)
        and not exists (select 1 from running)
        and ($8::boolean or (select found from chosen) = cardinality($9::int[]))
        and (select attempt from next_attempt) <= $14::int as may_start
    ), ${drawExpressions({
      user: '(select user_id from me)',
      since: '$12::timestamptz',
      categories: '(select ids from chosen)::int[]',
      count: '$11::int',
      from: '$13::real',
    })}, drawn as materialized (
      select id, (row_number() over (order by tier, turn, random()) - 1)::smallint as position
      from picked order by position limit $11::int
    ), play as (
      insert into quiz_plays (user_id, kind, day, attempt, question_count, started_at, deadline)
      select (select user_id from me), $3::text, $7::text, (select attempt from next_attempt),
        (select count(*) from drawn), $5::timestamptz, $6::timestamptz
      from gate where may_start and exists (select 1 from drawn)
      on conflict do nothing
      returning id, deadline, question_count, answered
    ), asked as (
      insert into play_questions (play_id, question_id, position, option_order)
      select play.id, drawn.id, drawn.position,
        (array['123', '132', '213', '231', '312', '321'])[1 + floor(random() * 6)::int]
      from play cross join drawn
      returning question_id, position, option_order
    )
    select
      (select user_id from me) as user_id,
      (select yes from subscribed) as subscribed,
      (select found from chosen) as categories_found,
      (select count(*)::int from lapsed) as lapsed,
      (select may_start from gate) as may_start,
      case when p.id is null and (select may_start from gate) then exists (select 1 from drawn) end as drew,
      r.id is not null as resumed,
      coalesce(p.id, r.id) as play_id,
      coalesce(p.deadline, r.deadline) as deadline,
      coalesce(p.question_count, r.question_count) as question_count,
      coalesce(p.answered, r.answered) as answered,
      case
        when p.id is not null then (
          select ${questionsJson('a.option_order', 'a.position')}
          from asked a join questions q on q.id = a.question_id)
        when r.id is not null then (
          select ${questionsJson('pq.option_order', 'pq.position')}
          from play_questions pq join questions q on q.id = pq.question_id
          where pq.play_id = r.id and pq.answer is null)
      end as questions
    from (select) one left join play p on true left join running r on true`,
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
    questions: QuizQuestion[]
  } | null
}

export async function startPlay(query: DatabaseHandle['query'], s: StartPlay): Promise<StartedPlay> {
  const [row] = await query<{
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
    questions: QuizQuestion[] | null
  }>(startPlayStatement, [
    s.sessionTokenHash,
    s.claimedMsisdn,
    s.kind,
    s.segment,
    s.at.toISOString(),
    s.deadline.toISOString(),
    s.day,
    s.everyCategory,
    s.categoryIds,
    s.withHidden,
    s.count,
    s.since.toISOString(),
    s.from ?? Math.random(),
    s.playsPerDay,
  ])
  if (!row) throw new Error('the start statement answered no row')
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
            questions: row.questions ?? [],
          },
  }
}

/** The stored option this player sees at `position` (1–3), by the play's option order. */
const shownOption = (position: 1 | 2 | 3) =>
  sql<string>`${sql.raw(shownOptionSql('"play_questions"."option_order"', position, '"questions"'))}`

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
