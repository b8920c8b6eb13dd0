import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
