import { staticPageNames } from '@khelahobe/contracts/content'
import { operatorRoles } from '@khelahobe/contracts/operator-roles'
import { passReasons } from '@khelahobe/contracts/prizes'
import { gameModes, gameNames } from '@khelahobe/contracts/rules'
import { eventTypes } from '@khelahobe/contracts/tracking'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  msisdn: text('msisdn').notNull().unique(),
  name: text('name'),
  imageName: text('image_name'),
  createdAt: createdAt(),
  /** When a code or a wallet approval last logged them in: support's "when were they last here". */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
})

/** Login sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

/**
 * One-time login codes, one live code per number: asking again replaces it, which is
 * also how the one-resend-per-60-seconds rule is enforced atomically (see auth.repo).
 */
export const loginCodes = pgTable('login_codes', {
  msisdn: text('msisdn').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_idx').on(table.windowStart),
  ],
)

/** Quiz categories. Hidden ones (intelligence) exist for random quizzes but are not offered. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  visible: boolean('visible').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------------------
// Subscriptions and payments: our record of what the wallet provider has told us.

/**
 * One subscription request and what became of it. A person may have several rows per
 * segment over time (subscribe, cancel, subscribe again); the partial unique index lets
 * at most one be pending or subscribed at once, so concurrent checks cannot open two.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segment: text('segment', { enum: ['quiz', 'special'] }).notNull(),
    /** pending | subscribed | failed | cancelled */
    state: text('state', { enum: ['pending', 'subscribed', 'failed', 'cancelled'] }).notNull(),
    /** The provider's own status word, as last read from it. */
    providerStatus: text('provider_status').notNull(),
    /** Ours, sent to the provider as its idempotency key. */
    requestId: text('request_id').notNull().unique(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    redirectUrl: text('redirect_url'),
    amountTaka: integer('amount_taka').notNull(),
    payerMsisdn: text('payer_msisdn'),
    campaignKey: text('campaign_key'),
    campaignUrl: text('campaign_url'),
    /** SHA-256 of the cookie that ties a campaign request (started without a login) to its browser. */
    browserBindingHash: text('browser_binding_hash'),
    consentExpiresAt: timestamp('consent_expires_at', { withTimezone: true }).notNull(),
    nextPaymentDate: text('next_payment_date'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_segment_idx').on(table.userId, table.segment, table.createdAt),
    uniqueIndex('subscriptions_one_live_per_segment')
      .on(table.userId, table.segment)
      .where(sql`${table.state} in ('pending', 'subscribed')`),
  ],
)

/** Charges as the provider reports them; one row per provider payment id. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** The day the charge was due (YYYY-MM-DD); a paid charge covers seven days from it. */
    dueDate: text('due_date').notNull(),
    status: text('status').notNull(),
    succeeded: boolean('succeeded').notNull(),
    amountTaka: integer('amount_taka').notNull(),
    trxId: text('trx_id'),
    trxTime: timestamp('trx_time', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_subscription_due_idx').on(table.subscriptionId, table.dueDate)],
)

/** Every webhook we accepted, once: a repeat delivery with the same key is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: serial('id').primaryKey(),
  dedupeKey: text('dedupe_key').notNull().unique(),
  type: text('type').notNull(),
  body: text('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---------------------------------------------------------------------------
// Quiz: the question bank and plays, kept on the server so the answer key never leaves it.

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
    playId: integer('play_id')
      .notNull()
      .references(() => quizPlays.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
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
    index('play_questions_question_idx').on(table.questionId),
  ],
)

// ---------------------------------------------------------------------------
// Leaderboards: one entry per person per board and period, plus bucket counts that make
// a person's rank cheap to find among a million entries (see docs/decisions).

/**
 * `period` is `d:YYYY-MM-DD` for a Dhaka day or `m:YYYY-MM` for a Dhaka month. A day
 * entry is the person's best play of the day (highest score, then least time, taken
 * together); a month entry is the sum of their day entries. `plays` is the spec's round.
 */
export const boardEntries = pgTable(
  'board_entries',
  {
    board: text('board', { enum: ['quiz', 'special', 'game'] }).notNull(),
    period: text('period').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    plays: integer('plays').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.board, table.period, table.userId] }),
    index('board_entries_order_idx').on(
      table.board,
      table.period,
      table.score.desc(),
      table.elapsedMs.asc(),
      table.userId.asc(),
    ),
  ],
)

/** How many entries of a board and period hold each (score, time bucket). */
export const boardBuckets = pgTable(
  'board_buckets',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    score: integer('score').notNull(),
    bucket: integer('bucket').notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.board, table.period, table.score, table.bucket] })],
)

// ---------------------------------------------------------------------------
// Winners and payouts.

/** A prize won: one row per winner and period, written once by the period's job. */
export const prizeAwards = pgTable(
  'prize_awards',
  {
    id: serial('id').primaryKey(),
    /** daily_quiz | weekly_special | monthly_quiz | daily_game */
    competition: text('competition').notNull(),
    /** The day (YYYY-MM-DD), week (its Saturday) or month (YYYY-MM) the prize is for. */
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The wallet the prize is paid to; one per competition and period. */
    payoutMsisdn: text('payout_msisdn').notNull(),
    prize: text('prize', { enum: ['cash', 'smartphone', 'smartwatch'] }).notNull(),
    amountTaka: integer('amount_taka').notNull(),
    score: integer('score').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('prize_awards_user_idx').on(table.competition, table.period, table.userId),
    uniqueIndex('prize_awards_wallet_idx').on(table.competition, table.period, table.payoutMsisdn),
    uniqueIndex('prize_awards_rank_idx').on(table.competition, table.period, table.rank),
  ],
)

/** What is owed for an award: exported for wallet cash-in once, then paid or failed. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    awardId: integer('award_id')
      .notNull()
      .unique()
      .references(() => prizeAwards.id),
    msisdn: text('msisdn').notNull(),
    amountTaka: integer('amount_taka').notNull(),
    prize: text('prize').notNull(),
    status: text('status', { enum: ['pending', 'exported', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    exportBatch: text('export_batch'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
  },
  (table) => [index('payouts_status_idx').on(table.status, table.createdAt)],
)

/**
 * The entries a winners job passed over before its places were filled, and why: written by
 * the job with its awards, so the console shows what the job saw, not what is true today.
 */
export const prizePasses = pgTable(
  'prize_passes',
  {
    competition: text('competition').notNull(),
    period: text('period').notNull(),
    /** The entry's place in the standings the job read (1 = first); a daily quiz entry is one play. */
    place: integer('place').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    reason: text('reason', { enum: passReasons }).notNull(),
    /** The wallet a better placed winner already holds, for `shared_wallet`. */
    wallet: text('wallet'),
  },
  (table) => [primaryKey({ columns: [table.competition, table.period, table.place] })],
)

/** Which periods each job has finished; a row here means that period's winners exist. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    /** When the run began; a scheduled job's slot is claimed by inserting its row (see jobs/registry). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while a scheduled run is in progress, or when it died half-way. */
    finishedAt: timestamp('finished_at', { withTimezone: true }).defaultNow(),
    /** Winners written by a winners job; null for the other jobs. */
    awards: integer('awards'),
    /**
     * Entries a winners job passed over before its places were filled (the first ones are in
     * `prize_passes`); null for the other jobs and for runs from before they were counted.
     */
    passedOver: integer('passed_over'),
    /** Why a scheduled run failed, when it did. */
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.job, table.period] }),
    index('job_runs_started_idx').on(table.startedAt),
  ],
)

// ---------------------------------------------------------------------------
// Games: tournaments, and the sessions a run is played and verified under.

/** A tournament is data: which game, its words, and when it runs (the card counts down to `endsAt`). */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: gameNames }).notNull(),
    title: text('title').notNull(),
    rules: text('rules').notNull(),
    prize: text('prize').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Two instances seeding at once create one tournament, not two.
    uniqueIndex('tournaments_game_start_idx').on(table.game, table.startsAt),
    index('tournaments_ends_at_idx').on(table.endsAt),
    check('tournaments_period_check', sql`${table.startsAt} < ${table.endsAt}`),
    // And `tournaments_one_at_a_time`, in migration 0010: no two periods overlap. An exclusion
    // constraint, which Drizzle cannot declare.
  ],
)

/**
 * One run of a game, issued before it starts and closed by its one submission. The seed is the
 * server's; the submitted inputs are replayed from it, and only the replay's score counts.
 * `submitted_at` is set once, by a conditional update, so a run is counted at most once however
 * many submissions race for it; a refused run is closed too (`outcome` says why), so a
 * tampered claim cannot be retried against the same course.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game', { enum: gameNames }).notNull(),
    mode: text('mode', { enum: gameModes }).notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id),
    seed: integer('seed').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** accepted, or the reason the run was refused. */
    outcome: text('outcome'),
    score: integer('score'),
    ticks: integer('ticks'),
  },
  (table) => [
    index('game_sessions_user_idx').on(table.userId, table.issuedAt),
    index('game_sessions_open_idx').on(table.expiresAt).where(sql`${table.submittedAt} is null`),
    check(
      'game_sessions_tournament_check',
      sql`(${table.mode} = 'tournament') = (${table.tournamentId} is not null)`,
    ),
    check('game_sessions_seed_check', sql`${table.seed} >= 0`),
  ],
)

// ---------------------------------------------------------------------------
// Content: the accordion pages' items, edited by the operator.

/**
 * One item of the terms, rules or prizes page. `message` and `title` are templates: every
 * number a rule depends on is a `{placeholder}` filled from the constants the code enforces
 * when the page is read (modules/content), so the text cannot promise what the code does not do.
 */
export const pageItems = pgTable(
  'page_items',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: staticPageNames }).notNull(),
    serial: smallint('serial').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_items_page_serial_idx').on(table.page, table.serial)],
)

// ---------------------------------------------------------------------------
// Tracking: what the app reports, for the campaign report. Nobody's number or account is
// kept: a funnel counts by campaign key. The spec's SaveLog visits keep the connection's address.

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When the server received it: the phone's clock is not trusted for reports. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: [...eventTypes, 'visit'] }).notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    campaignKey: text('campaign_key'),
    /** SaveLog visits only: the connection's address, as the spec's activity log keeps it. */
    ip: text('ip'),
    /** SaveLog visits only: the spec's `cname` and `theme`. */
    detail: jsonb('detail'),
  },
  (table) => [
    index('events_campaign_idx').on(table.campaignKey, table.receivedAt),
    index('events_received_idx').on(table.receivedAt),
  ],
)

// ---------------------------------------------------------------------------
// Operators: the people who run the service, in the console. Not players: their own
// accounts, sessions and roles (modules/admin).

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  role: text('role', { enum: operatorRoles }).notNull(),
  /** `scrypt$N$r$p$salt$hash`; null until enrolled. */
  passwordHash: text('password_hash'),
  /** Base32 TOTP secret: offered at enrolment, confirmed by its first code. */
  totpSecret: text('totp_secret'),
  /** The last TOTP step a code was accepted for: a code is good once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 of the one-time enrolment token `operator:create` prints. */
  enrolmentTokenHash: text('enrolment_token_hash').unique(),
  enrolmentExpiresAt: timestamp('enrolment_expires_at', { withTimezone: true }),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  failedLogins: smallint('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Console sessions: a random token in `console_sid`, stored hashed; idle ones lapse. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
)

/**
 * Every change an operator (or the command line) makes: who, what, before and after, when.
 * Append-only: a trigger (migration 0008) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for a change made from the command line. */
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
)
