import { z } from 'zod'
import { idSchema, multilineTextSchema } from './fields.ts'
import { competitionNames, passReasons, payoutStatuses, prizeKinds } from './prizes.ts'

/**
 * The console's winners and payouts (role finance): each competition's decided periods, a
 * period's winners and the entries the job passed over with its reason, and the payouts'
 * export for the wallet cash-in, the reconcile upload, the re-export of failed ones and the
 * weekly totals. Every change is audited.
 */

/** A calendar date written YYYY-MM-DD (checked as a real date, so 2026-02-30 is refused). */
export function calendarDateSchema(what: string) {
  const message = `${what} must be a date written YYYY-MM-DD.`
  return z
    .string({ error: message })
    .max(10, { error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (value) => {
        const time = Date.parse(`${value}T00:00:00.000Z`)
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
      },
      { error: message },
    )
}

const competitionSchema = z.enum(competitionNames, {
  error: 'The competition is daily_quiz, weekly_special, monthly_quiz or daily_game.',
})
const at = z.string().describe('An instant, ISO 8601')
const taka = z.number().int()
const batchSchema = z
  .string()
  .max(40, { error: 'There is no such batch.' })
  .regex(/^\d{8}T\d{6}-[0-9a-f]{6}$/, { error: 'There is no such batch.' })

export const winnerRunsQuerySchema = z.object({ competition: competitionSchema })

/** A decided period: its id as the job stores it (a day, a week's Saturday, YYYY-MM). */
export const winnerRunSchema = z.object({
  period: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  decidedAt: at,
  winners: z.number().int(),
  /** Entries passed over before the places were filled; null for runs from before they were counted. */
  passedOver: z.number().int().nullable(),
})
export const winnerRunsResponseSchema = z.object({
  data: z.object({
    competition: competitionSchema,
    /** The newest `winnerRunsShown` decided periods, newest first. */
    runs: z.array(winnerRunSchema),
  }),
})
export const winnerRunsShown = 60

export const winnerPeriodParamsSchema = z.object({
  competition: competitionSchema,
  period: z
    .string()
    .max(10, { error: 'A period is a day or a week’s Saturday (YYYY-MM-DD), or a month (YYYY-MM).' })
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, {
      error: 'A period is a day or a week’s Saturday (YYYY-MM-DD), or a month (YYYY-MM).',
    }),
})

export const payoutStatusSchema = z.enum(payoutStatuses)

export const periodWinnerSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  /** The account's own number and name. */
  msisdn: z.string(),
  name: z.string().nullable(),
  score: z.number().int(),
  elapsedMs: z.number().int(),
  prize: z.enum(prizeKinds),
  amountTaka: taka,
  /** The wallet the prize is paid to. */
  payoutMsisdn: z.string(),
  payout: z
    .object({ id: z.number().int(), status: payoutStatusSchema, batch: z.string().nullable() })
    .nullable(),
})

export const passedOverEntrySchema = z.object({
  /** The entry's place in the standings the job read; a daily quiz entry is one play. */
  place: z.number().int(),
  userId: z.number().int(),
  msisdn: z.string(),
  name: z.string().nullable(),
  score: z.number().int(),
  elapsedMs: z.number().int(),
  reason: z.enum(passReasons),
  /** For `shared_wallet`: the wallet, and the rank of the winner who holds it. */
  wallet: z.string().nullable(),
  sharedWithRank: z.number().int().nullable(),
})

export const winnerPeriodResponseSchema = z.object({
  data: z.object({
    competition: competitionSchema,
    period: z.string(),
    firstDay: z.string(),
    lastDay: z.string(),
    /** When the job decided it: the reasons are what it saw then. */
    decidedAt: at,
    winners: z.array(periodWinnerSchema),
    passedOver: z.array(passedOverEntrySchema),
    /** How many the job passed over; null when the run is older than the recording of reasons. */
    passedOverCount: z.number().int().nullable(),
  }),
})
export type WinnerPeriod = z.infer<typeof winnerPeriodResponseSchema>['data']

export const payoutLineSchema = z.object({
  payoutId: z.number().int(),
  msisdn: z.string(),
  amountTaka: taka,
  prize: z.enum(prizeKinds),
  competition: competitionSchema,
  period: z.string(),
  rank: z.number().int(),
  status: payoutStatusSchema,
  batch: z.string().nullable(),
  /** When the last result was recorded, and the provider's reference (failed or paid). */
  settledAt: at.nullable(),
  providerRef: z.string().nullable(),
})
export type PayoutLine = z.infer<typeof payoutLineSchema>

export const payoutBatchSchema = z.object({
  batch: z.string(),
  exportedAt: at,
  count: z.number().int(),
  cashTaka: taka,
  /** Of its payouts: still awaiting a result, paid, failed. */
  exported: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
})

/** How many of the pending and of the failed payouts the overview lists; the counts cover all. */
export const payoutsListed = 500

export const payoutsOverviewResponseSchema = z.object({
  data: z.object({
    pending: z.object({
      count: z.number().int(),
      cashTaka: taka,
      /** The range an export must cover to take them all (by the day each prize period starts). */
      from: z.string().nullable(),
      to: z.string().nullable(),
      lines: z.array(payoutLineSchema),
    }),
    failed: z.object({ count: z.number().int(), lines: z.array(payoutLineSchema) }),
    /** The newest 50 batches, newest first. */
    batches: z.array(payoutBatchSchema),
  }),
})

/** An export covers the pending payouts whose prize period starts within these days (at most 93). */
export const payoutExportBodySchema = z.object({
  from: calendarDateSchema('From'),
  to: calendarDateSchema('To'),
})

/** The file for the wallet cash-in, and what it holds. */
export const payoutFileResponseSchema = z.object({
  data: z.object({
    batch: z.string(),
    fileName: z.string(),
    /** `payout_id,msisdn,amount_taka,prize,competition,period,rank`, one line per payout. */
    csv: z.string(),
    count: z.number().int(),
    cashTaka: taka,
  }),
})

export const payoutBatchParamsSchema = z.object({ batch: batchSchema })

/** The most failed payouts one re-export takes. */
export const maxReexport = 1000

export const payoutReexportBodySchema = z.object({
  payoutIds: z
    .array(idSchema('A payout id is a whole number.'))
    .min(1, { error: 'Choose the failed payouts to export again.' })
    .max(maxReexport, { error: `At most ${maxReexport} payouts go in one file.` }),
})

/** The provider's result file, as text: at most about 1 MB. */
export const payoutReconcileBodySchema = z.object({
  batch: batchSchema,
  text: multilineTextSchema(1_000_000).min(1, { error: 'Choose the result file to upload.' }),
})
export const reconcileBodyLimit = 1_100_000

export const payoutReconcileResponseSchema = z.object({
  data: z.object({
    /** False when any line had a problem: then nothing changed. */
    applied: z.boolean(),
    paid: z.number().int(),
    failed: z.number().int(),
    /** Lines that asked for the status the payout already had: a second upload changes nothing. */
    unchanged: z.number().int(),
    problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
})

export const payoutWeeksQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: 'weeks is a whole number from 1 to 52.' })
    .int({ error: 'weeks is a whole number from 1 to 52.' })
    .min(1, { error: 'weeks is a whole number from 1 to 52.' })
    .max(52, { error: 'weeks is a whole number from 1 to 52.' })
    .default(12),
})

const totalSchema = z.object({ count: z.number().int(), amountTaka: taka })

/** A Saturday–Friday week's prizes (a prize belongs to the week its period ends in). */
export const payoutWeekSchema = z.object({
  week: z.string().describe('The week’s Saturday'),
  lastDay: z.string(),
  total: totalSchema,
  byStatus: z.record(payoutStatusSchema, totalSchema),
  byPrize: z.record(z.enum(prizeKinds), totalSchema),
})
export type PayoutWeek = z.infer<typeof payoutWeekSchema>

export const payoutWeeksResponseSchema = z.object({
  data: z.object({ weeks: z.array(payoutWeekSchema) }),
})
