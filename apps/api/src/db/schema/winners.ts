// Winners: what each period's job awarded, and the entries it passed over.

import { passReasons } from '@khelahobe/contracts/prizes'
import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt } from './columns.ts'

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
