import { addDays, daysBetween, dhakaDate, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import type { CampaignFunnelSeries, FunnelCounts } from '@khelahobe/contracts/insights-console'
import { and, eq, gte, isNotNull, like, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { events } from '../../db/schema.ts'
import { paymentActivity } from '../subscription/activity.ts'

/** "Still active four weeks later" is judged on this day after the first paid week began. */
export const retentionDays = 28

export interface CampaignFunnel {
  campaignKey: string
  pageViews: number
  numberPrompts: number
  requests: number
  subscribed: number
  /** Of `subscribed`, those whose 28th day has come: only they can be judged yet. */
  judgeable: number
  activeAfterFourWeeks: number
}

/** A subscription request opened with a campaign key, as the subscription module tells it. */
export interface CampaignRequest {
  campaignKey: string
  /** When it was opened: the day it counts on. */
  openedAt: Date
  cancelledAt: Date | null
  /** Its charges, oldest due first. */
  charges: { dueDate: string; succeeded: boolean }[]
}

export interface CampaignReportDeps {
  db: Database
  /** The requests opened with a campaign key over Dhaka days `from`–`to` (the subscription service's). */
  campaignRequests(range: { from: string; to: string }): Promise<CampaignRequest[]>
}

type Range = { from: string; to: string; today: string }

const noCounts = (): FunnelCounts => ({
  pageViews: 0,
  numberPrompts: 0,
  requests: 0,
  subscribed: 0,
  judgeable: 0,
  activeAfterFourWeeks: 0,
})

const steps = Object.keys(noCounts()) as (keyof FunnelCounts)[]

const add = (into: FunnelCounts, counts: FunnelCounts) => {
  for (const step of steps) into[step] += counts[step]
}

/** Dhaka is UTC+06:00 all year (lib/dhaka-time.ts): the Dhaka date of an instant, in SQL. */
const dhakaDay = (column: typeof events.receivedAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`

/**
 * The funnel's counts per campaign key and Dhaka day: the views of the campaign landing pages
 * and their number prompts (the app's events) on the day they arrived, and the subscription
 * requests opened with that key on the day they were opened, with those whose first weekly
 * charge succeeded, and of those, the ones still paying on their 28th day (the week containing
 * it paid, not cancelled before it), among those whose 28th day is not after `today`.
 */
async function funnelsByKeyAndDay({ db, campaignRequests }: CampaignReportDeps, { from, to, today }: Range) {
  const start = dhakaDayStart(from)
  const end = dhakaDayStart(addDays(to, 1))
  const byKey = new Map<string, Map<string, FunnelCounts>>()
  const counts = (campaignKey: string, day: string) => {
    let days = byKey.get(campaignKey)
    if (!days) {
      days = new Map()
      byKey.set(campaignKey, days)
    }
    let row = days.get(day)
    if (!row) {
      row = noCounts()
      days.set(day, row)
    }
    return row
  }

  const day = dhakaDay(events.receivedAt)
  const tallies = await db
    .select({ campaignKey: events.campaignKey, type: events.type, day, count: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        isNotNull(events.campaignKey),
        // A view of the campaign's own landing page; the pages a visitor goes on to carry its key too.
        or(
          and(eq(events.type, 'page_view'), like(events.name, 'campaignpage%')),
          eq(events.type, 'number_prompt'),
        ),
        gte(events.receivedAt, start),
        lt(events.receivedAt, end),
      ),
    )
    .groupBy(events.campaignKey, events.type, day)
  for (const tally of tallies) {
    const row = counts(tally.campaignKey as string, tally.day)
    if (tally.type === 'page_view') row.pageViews += tally.count
    else row.numberPrompts += tally.count
  }

  for (const { campaignKey, openedAt, cancelledAt, charges } of await campaignRequests({ from, to })) {
    const row = counts(campaignKey, dhakaDate(openedAt))
    row.requests++
    const firstPaid = charges.find((charge) => charge.succeeded)?.dueDate
    if (!firstPaid) continue
    row.subscribed++
    const judgedOn = addDays(firstPaid, retentionDays)
    if (judgedOn > today) continue
    row.judgeable++
    const cancelledBefore = cancelledAt !== null && cancelledAt < dhakaDayStart(judgedOn)
    if (!cancelledBefore && paymentActivity(charges, judgedOn) === 'active') row.activeAfterFourWeeks++
  }
  return byKey
}

const mostViewedFirst = (a: CampaignFunnel, b: CampaignFunnel) =>
  b.pageViews - a.pageViews || a.campaignKey.localeCompare(b.campaignKey)

/**
 * The conversion funnel per campaign key over Dhaka days `from`–`to` (see `funnelsByKeyAndDay`),
 * with its counts per day, every day of the range: the console's chart.
 */
export async function campaignFunnelSeries(
  deps: CampaignReportDeps,
  range: Range,
): Promise<CampaignFunnelSeries[]> {
  const calendar = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) =>
    addDays(range.from, i),
  )
  const funnels: CampaignFunnelSeries[] = []
  for (const [campaignKey, days] of await funnelsByKeyAndDay(deps, range)) {
    const funnel = { campaignKey, ...noCounts() }
    for (const counts of days.values()) add(funnel, counts)
    funnels.push({ ...funnel, days: calendar.map((day) => ({ day, ...(days.get(day) ?? noCounts()) })) })
  }
  return funnels.sort(mostViewedFirst)
}

/** The conversion funnel per campaign key over Dhaka days `from`–`to`, its days added up: the command's report. */
export async function campaignFunnels(deps: CampaignReportDeps, range: Range): Promise<CampaignFunnel[]> {
  return (await campaignFunnelSeries(deps, range)).map(({ days: _days, ...funnel }) => funnel)
}

/** The funnels as a plain-text table for a terminal. */
export function formatFunnels(funnels: CampaignFunnel[], { from, to }: { from: string; to: string }): string {
  const header = [
    'campaign key',
    'page views',
    'number prompts',
    'requests',
    'subscribed',
    'active after 4 weeks',
  ]
  const rows = funnels.map((f) => [
    f.campaignKey,
    String(f.pageViews),
    String(f.numberPrompts),
    String(f.requests),
    String(f.subscribed),
    f.judgeable === 0 ? '–' : `${f.activeAfterFourWeeks} of ${f.judgeable}`,
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
  const body = rows.length ? rows.map(line) : ['(no campaign activity in this range)']
  return [
    `Campaign conversions, ${from} to ${to} (Dhaka days)`,
    line(header),
    ...body,
    '"active after 4 weeks" counts those whose 28th day since their first paid week has come; – when none has yet.',
  ].join('\n')
}
