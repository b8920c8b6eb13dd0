import { z } from 'zod'
import { msisdnSchema, textSchema } from './fields.ts'
import { maxEventsPerBatch } from './rules.ts'

/**
 * What the web app reports (spec §7 "Other calls"): page views, bottom-bar taps (the route's
 * name plus `_Footer`), banner, campaign and game taps, and a campaign's number prompt opening.
 */
export const eventTypes = [
  'page_view',
  'footer_tap',
  'banner_tap',
  'campaign_tap',
  'game_tap',
  'number_prompt',
] as const
export type EventType = (typeof eventTypes)[number]

/** A campaign key as the campaign links carry it (`?ck=`) and subscriptions store it. */
export const campaignKeySchema = textSchema(64).trim().min(1)

export const trackedEventSchema = z.object({
  type: z.enum(eventTypes),
  /** The route or element: `home`, `leaderboard_Footer`, `FlappyDino`, `campaignpage3`. */
  name: textSchema(64).min(1),
  /** The page's path when it happened, without its query string. */
  path: textSchema(200).refine((path) => path.startsWith('/'), { error: 'path must start with /.' }),
  /** Milliseconds since the epoch on the phone's clock; kept only to order a batch. */
  at: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
})
export type TrackedEvent = z.infer<typeof trackedEventSchema>

export const eventBatchSchema = z.object({
  events: z.array(trackedEventSchema).min(1).max(maxEventsPerBatch),
  campaignKey: campaignKeySchema.nullable().optional(),
})
export type EventBatch = z.infer<typeof eventBatchSchema>

/**
 * `GET /api/default/SaveLog` (spec §7). `ip` is accepted for the old client's sake and
 * ignored: the address is the connection's. The spec's null campaign key arrives as the
 * text `null`.
 */
export const saveLogQuerySchema = z.object({
  mobno: z.union([msisdnSchema, z.literal(''), z.literal('null')]).optional(),
  campaignKey: z.union([campaignKeySchema, z.literal('null')]).optional(),
  cname: textSchema(64).optional(),
  theme: textSchema(32).optional(),
  srcurl: textSchema(2048).optional(),
  ip: textSchema(64).optional(),
})

export const saveLogResponseSchema = z.object({ data: z.object({ saved: z.boolean() }) })
