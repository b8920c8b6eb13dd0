// Quiz: the question bank and plays, kept on the server so the answer key never leaves it.

import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt } from './columns.ts'

/** Quiz categories. Hidden ones (intelligence) exist for random quizzes but are not offered. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  visible: boolean('visible').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
})

export const questionDifficulties = ['easy', 'medium', 'hard'] as const
export type QuestionDifficulty = (typeof questionDifficulties)[number]

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    question: text('question').notNull(),
    option1: text('option1').notNull(),
    option2: text('option2').notNull(),
    option3: text('option3').notNull(),
    /** 1, 2 or 3: which option is right. */
    correctOption: smallint('correct_option').notNull(),
    /** A play mixes the three evenly. */
    difficulty: text('difficulty', { enum: questionDifficulties }).notNull().default('medium'),
    /**
     * The one fact the question tests (`bd_national_flower`): two questions of a category
     * never test the same fact, so one cannot give the other away.
     */
    factKey: text('fact_key'),
    /**
     * A random place in the order plays draw from: a start reads forward from a random
     * point through the index, instead of ranking every candidate (docs/decisions/0020).
     */
    drawKey: real('draw_key').notNull().default(sql`random()`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('questions_category_text_idx').on(table.categoryId, table.question),
    uniqueIndex('questions_category_fact_idx').on(table.categoryId, table.factKey),
    // A play's draw reads one difficulty at a time, in draw order from a random point.
    index('questions_draw_idx').on(table.difficulty, table.drawKey).where(sql`${table.active}`),
    check('questions_correct_option_check', sql`${table.correctOption} between 1 and 3`),
    check('questions_difficulty_check', sql`${table.difficulty} in ('easy', 'medium', 'hard')`),
  ],
)

/**
 * The question bank's version: a trigger on `questions` adds one in every statement that
 * writes questions. Each API instance keeps the questions as players see them, and starts a
 * fresh copy when a start tells it of a newer version (docs/decisions/0049).
 */
export const questionBankVersion = pgTable(
  'question_bank_version',
  {
    /** Always true: the table holds one row. */
    single: boolean('single').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('question_bank_version_single_check', sql`${table.single}`)],
)

/**
 * One quiz play. `(user, kind, day, attempt)` is unique and `attempt` is bounded per kind,
 * so the database itself refuses a third regular play or a second special play in a day,
 * however many requests race for it.
 */
export const quizPlays = pgTable(
  'quiz_plays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['regular', 'special'] }).notNull(),
    /** Dhaka calendar date of the start. */
    day: text('day').notNull(),
    attempt: smallint('attempt').notNull(),
    questionCount: smallint('question_count').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    answered: smallint('answered').notNull().default(0),
    correct: smallint('correct').notNull().default(0),
    /** Server-measured: from start to the last answer, or to the deadline. */
    elapsedMs: integer('elapsed_ms'),
    /** Set in the same transaction that puts the ended play on the leaderboards: once, never twice. */
    boardRecordedAt: timestamp('board_recorded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('quiz_plays_daily_attempt_idx').on(table.userId, table.kind, table.day, table.attempt),
    index('quiz_plays_open_idx').on(table.userId, table.kind).where(sql`${table.endedAt} is null`),
    index('quiz_plays_day_idx').on(table.kind, table.day),
    index('quiz_plays_unrecorded_idx')
      .on(table.endedAt)
      .where(sql`${table.endedAt} is not null and ${table.boardRecordedAt} is null`),
    check(
      'quiz_plays_attempt_limit_check',
      sql`${table.attempt} >= 1 and ${table.attempt} <= case ${table.kind} when 'special' then 1 else 2 end`,
    ),
  ],
)

/** The questions of a play, each answerable once. */
export const playQuestions = pgTable(
  'play_questions',
  {
    /**
     * Its play, with no foreign key either: a key checked each of a start's forty rows by a
     * query of its own, a sixth of what PostgreSQL spent on a start (docs/decisions/0049). A
     * play and its questions are inserted by one statement (`start_quiz_plays`), and deleting
     * plays deletes their questions (a trigger on `quiz_plays`; migration 0019).
     */
    playId: integer('play_id').notNull(),
    /**
     * A question of `questions`, with no foreign key: a start inserts forty of these, and a
     * key would check each and lock its question row against every other start drawing it.
     * What a key guards against cannot happen: the draw inserts only ids it just read, and
     * questions are retired, never deleted (a trigger refuses it; migration 0014).
     */
    questionId: integer('question_id').notNull(),
    position: smallint('position').notNull(),
    /**
     * The order this player sees the options in: the stored option shown first, second
     * and third ('312' shows option3 first). Shuffled per play, so no position or value
     * pattern carries over; the answer key still never leaves the server.
     */
    optionOrder: text('option_order').notNull().default('123'),
    /** 1, 2 or 3 once answered: the stored option chosen, whatever order it was shown in. */
    answer: smallint('answer'),
    correct: boolean('correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** What the client said it took, in seconds; recorded, never used for ranking. */
    clientTimeTaken: integer('client_time_taken'),
  },
  (table) => [
    primaryKey({ columns: [table.playId, table.questionId] }),
    check(
      'play_questions_option_order_check',
      sql`${table.optionOrder} in ('123', '132', '213', '231', '312', '321')`,
    ),
  ],
)
