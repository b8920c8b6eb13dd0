import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { prizeAwards } from './winners.ts'

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
