// Operators: the people who run the service, in the console. Not players: their own
// accounts, sessions and roles (modules/admin).

import { operatorRoles } from '@khelahobe/contracts/operator-roles'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

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
    /** The client's address at login: a lockout of that address ends the sessions it opened. */
    address: text('address').notNull().default(''),
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
