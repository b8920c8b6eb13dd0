import type { FunnelCounts } from '@khelahobe/contracts/insights-console'

/** The funnel's steps in order, as the chart and the tables show them. */
export const funnelSteps = [
  'pageViews',
  'numberPrompts',
  'requests',
  'subscribed',
  'activeAfterFourWeeks',
] as const satisfies readonly (keyof FunnelCounts)[]

/** The campaigns page's choice, kept in its address so a view can be linked and reloaded. */
export type CampaignView = { from: string; to: string; key: string }

const dayMs = 24 * 60 * 60_000
const dhakaOffsetMs = 6 * 60 * 60_000
const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Today in Dhaka (UTC+06:00 all year), whatever the browser's zone. */
export function dhakaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + dhakaOffsetMs).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** What the page shows before anything is chosen: the last 30 days up to today. */
export function defaultView(today: string): CampaignView {
  return { from: addDays(today, -29), to: today, key: '' }
}

/** The view an address holds; a date it does not hold (or holds wrongly) is the default's. */
export function readView(params: URLSearchParams, today: string): CampaignView {
  const fallback = defaultView(today)
  const date = (name: 'from' | 'to') => {
    const value = params.get(name) ?? ''
    return isoDate.test(value) ? value : fallback[name]
  }
  return { from: date('from'), to: date('to'), key: params.get('key')?.trim() ?? '' }
}

export function viewQuery(view: CampaignView): string {
  const params = new URLSearchParams({ from: view.from, to: view.to })
  if (view.key) params.set('key', view.key)
  return params.toString()
}

/** `part` of `whole` as a share; null when there is no whole to divide. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null
}

/** Each step as a share of the step before it, and the whole funnel from view to subscription. */
export function conversions(counts: FunnelCounts) {
  return {
    numberPrompts: share(counts.numberPrompts, counts.pageViews),
    requests: share(counts.requests, counts.numberPrompts),
    subscribed: share(counts.subscribed, counts.requests),
    activeAfterFourWeeks: share(counts.activeAfterFourWeeks, counts.judgeable),
    overall: share(counts.subscribed, counts.pageViews),
  }
}

/** A Dhaka day as the chart's x value: its UTC midnight in seconds, drawn in UTC so it stays that day. */
export const chartX = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 1000
