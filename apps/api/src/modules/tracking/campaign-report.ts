import { and, eq, gte, isNotNull, like, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { events } from '../../db/schema.ts'
import { addDays, dhakaDayStart } from '../../lib/dhaka-time.ts'
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
  cancelledAt: Date | null
  /** Its charges, oldest due first. */
  charges: { dueDate: string; succeeded: boolean }[]
}

export interface CampaignReportDeps {
  db: Database
  /** The requests opened with a campaign key over Dhaka days `from`–`to` (the subscription service's). */
  campaignRequests(range: { from: string; to: string }): Promise<CampaignRequest[]>
}

/**
 * The conversion funnel per campaign key over Dhaka days `from`–`to`: the views of the
 * campaign landing pages and their number prompts (the app's events), the subscription requests opened with that key,
 * those whose first weekly charge succeeded, and of those, the ones still paying on their
 * 28th day (the week containing it paid, not cancelled before it), among those whose 28th day
 * is not after `today`.
 */
export async function campaignFunnels(
  { db, campaignRequests }: CampaignReportDeps,
  { from, to, today }: { from: string; to: string; today: string },
): Promise<CampaignFunnel[]> {
  const start = dhakaDayStart(from)
  const end = dhakaDayStart(addDays(to, 1))
  const funnels = new Map<string, CampaignFunnel>()
  const funnel = (campaignKey: string) => {
    let row = funnels.get(campaignKey)
    if (!row) {
      row = {
        campaignKey,
        pageViews: 0,
        numberPrompts: 0,
        requests: 0,
        subscribed: 0,
        judgeable: 0,
        activeAfterFourWeeks: 0,
      }
      funnels.set(campaignKey, row)
    }
    return row
  }

  const tallies = await db
    .select({ campaignKey: events.campaignKey, type: events.type, count: sql<number>`count(*)::int` })
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
    .groupBy(events.campaignKey, events.type)
  for (const { campaignKey, type, count } of tallies) {
    const row = funnel(campaignKey as string)
    if (type === 'page_view') row.pageViews = count
    else row.numberPrompts = count
  }

  for (const { campaignKey, cancelledAt, charges } of await campaignRequests({ from, to })) {
    const row = funnel(campaignKey)
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

  return [...funnels.values()].sort(
    (a, b) => b.pageViews - a.pageViews || a.campaignKey.localeCompare(b.campaignKey),
  )
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
