// Players and how they log in: accounts, their sessions and one-time codes.

import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

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
