// Leaderboards: one entry per person per board and period, plus bucket counts that make
// a person's rank cheap to find among a million entries (see docs/decisions).

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

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
