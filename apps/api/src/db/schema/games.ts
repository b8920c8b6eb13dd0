// Games: tournaments, and the sessions a run is played and verified under.

import { gameModes, gameNames } from '@khelahobe/contracts/rules'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt } from './columns.ts'

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
