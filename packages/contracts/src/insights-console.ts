import { z } from 'zod'

/**
 * The console's two read-only views of how the service is doing: the campaigns' conversion
 * funnel over time (roles finance and admin), and health at a glance (every operator role).
 */

/** The longest range the campaigns chart reads at once: about a quarter. */
export const maxCampaignRangeDays = 92

/** The window "answers per minute" is averaged over, in minutes. */
export const answersWindowMinutes = 60

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const dayMs = 24 * 60 * 60_000

/** A real calendar date: `2026-02-30` would roll over to March in `Date`, so it fails the round trip. */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00.000Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

const dateSchema = (name: string) => {
  const message = `${name} must be a date written YYYY-MM-DD.`
  return z
    .string({ error: message })
    .max(10, { error: message })
    .regex(isoDate, { error: message })
    .refine(isCalendarDate, { error: message })
    .describe('A Dhaka calendar day, YYYY-MM-DD')
}

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs) + 1

export const campaignFunnelQuerySchema = z
  .object({ from: dateSchema('The start date'), to: dateSchema('The end date') })
  .superRefine(({ from, to }, ctx) => {
    if (from > to) ctx.addIssue({ code: 'custom', message: 'The start date must not be after the end date.' })
    else if (daysInRange(from, to) > maxCampaignRangeDays)
      ctx.addIssue({
        code: 'custom',
        message: `Choose at most ${maxCampaignRangeDays} days; this range has ${daysInRange(from, to)}.`,
      })
  })

const count = z.number().int().min(0)

/** The five steps of a campaign's funnel, over a day or a whole range. */
export const funnelCountsSchema = z.object({
  /** Views of the campaign's own landing pages. */
  pageViews: count,
  /** Times the number prompt opened on them. */
  numberPrompts: count,
  /** Subscription requests opened with the key. */
  requests: count,
  /** Of those, the ones whose first weekly charge succeeded. */
  subscribed: count,
  /** Of `subscribed`, those whose 28th day has come: only they can be judged yet. */
  judgeable: count,
  /** Of `judgeable`, those still paying on their 28th day. */
  activeAfterFourWeeks: count,
})
export type FunnelCounts = z.infer<typeof funnelCountsSchema>

export const campaignFunnelSchema = funnelCountsSchema.extend({
  campaignKey: z.string(),
  /**
   * Every day of the range in order, zeros included. Views and prompts count on the day they
   * arrived; a request and what became of it count on the day it was opened.
   */
  days: z.array(funnelCountsSchema.extend({ day: z.string() })),
})
export type CampaignFunnelSeries = z.infer<typeof campaignFunnelSchema>

export const campaignFunnelResponseSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    /** Today in Dhaka: a subscription is judged on its 28th day only once that day has come. */
    today: z.string(),
    /** Every key with activity in the range, most viewed first. */
    campaigns: z.array(campaignFunnelSchema),
  }),
})

const at = z.string().describe('ISO 8601 instant')

export const jobRunSchema = z.object({
  /** The job's name (a winners job's own runs are named by the competition). */
  name: z.string(),
  /** The slot or period the run was for. */
  period: z.string(),
  startedAt: at,
  /** Null while it runs, or when it died half-way. */
  finishedAt: at.nullable(),
  /** Why it failed, when it did. */
  error: z.string().nullable(),
})
export type JobRun = z.infer<typeof jobRunSchema>

/** The service's figures, as `/metrics` exposes them too. */
export const serviceFiguresSchema = z.object({
  /** Today in Dhaka. */
  today: z.string(),
  /** Plays started today: daily quizzes, special quizzes and game runs. */
  plays: z.object({ quiz: count, special: count, games: count }),
  /** Quiz answers over the last `answersWindowMinutes` minutes, and their average per minute. */
  answers: z.object({ lastHour: count, perMinute: z.number().min(0) }),
  /**
   * Today's subscriptions: first weekly charges that succeeded (new), later ones that
   * succeeded (renewed), subscriptions cancelled, and charges due today that failed.
   */
  subscriptions: z.object({ new: count, renewed: count, cancelled: count, failedCharges: count }),
  /** The latest run of each job that has run, by name. */
  jobs: z.array(jobRunSchema),
})
export type ServiceFigures = z.infer<typeof serviceFiguresSchema>

/** The answering server process, from the same registry `/metrics` reads. */
export const processFiguresSchema = z.object({
  uptimeSeconds: z.number().min(0),
  residentMemoryBytes: z.number().min(0),
  heapUsedBytes: z.number().min(0),
  /** 99th percentile of the event loop's delay, in seconds. */
  eventLoopLagSeconds: z.number().min(0),
  /** Requests answered since the process started, and of them those answered 5xx. */
  requests: count,
  serverErrors: count,
})
export type ProcessFigures = z.infer<typeof processFiguresSchema>

export const healthResponseSchema = z.object({
  data: serviceFiguresSchema.extend({
    /** When the figures were read. */
    at,
    process: processFiguresSchema,
  }),
})
