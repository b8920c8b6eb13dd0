import { createHash } from 'node:crypto'
import { addDays, dhakaDate, dhakaDayStart, monthStart, weekStart } from '@khelahobe/contracts/dhaka-time'

/** What a competition is decided over: a Dhaka day, a Saturday–Friday week or a Dhaka month. */
export type PeriodKind = 'day' | 'week' | 'month'

export interface Period {
  /** As stored in `prize_awards.period` and `job_runs.period`: the day, the week's Saturday, or YYYY-MM. */
  id: string
  firstDay: string
  lastDay: string
  /** The instant the period closes: 00:00 Dhaka on the day after its last day. */
  end: Date
}

function nextMonthStart(first: string): string {
  const year = Number(first.slice(0, 4))
  const month = Number(first.slice(5, 7))
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/** The period of this kind that contains `day`. */
export function periodContaining(kind: PeriodKind, day: string): Period {
  if (kind === 'day') return { id: day, firstDay: day, lastDay: day, end: dhakaDayStart(addDays(day, 1)) }
  if (kind === 'week') {
    const first = weekStart(day)
    return { id: first, firstDay: first, lastDay: addDays(first, 6), end: dhakaDayStart(addDays(first, 7)) }
  }
  const first = monthStart(day)
  const next = nextMonthStart(first)
  return { id: first.slice(0, 7), firstDay: first, lastDay: addDays(next, -1), end: dhakaDayStart(next) }
}

/** The period a stored id names: a day, a week's Saturday, or a month as YYYY-MM. */
export function periodFromId(kind: PeriodKind, id: string): Period {
  return periodContaining(kind, kind === 'month' ? `${id}-01` : id)
}

/**
 * Every period of this kind that has closed (and settled for `settleMs`) by `now` and
 * has at least one day within the last `lookbackDays`, oldest first. A month or week that
 * began before the window still counts while its last days are inside it, so a month
 * missed on the 1st is caught up on the 5th.
 */
export function closedPeriods(
  kind: PeriodKind,
  now: Date,
  { lookbackDays, settleMs }: { lookbackDays: number; settleMs: number },
): Period[] {
  const today = dhakaDate(now)
  const found = new Map<string, Period>()
  for (let day = addDays(today, -lookbackDays); day <= today; day = addDays(day, 1)) {
    const period = periodContaining(kind, day)
    if (period.end.getTime() + settleMs <= now.getTime()) found.set(period.id, period)
  }
  return [...found.values()]
}

/**
 * The advisory-lock key for one job and period: the first 64 bits of a SHA-256, as a
 * signed bigint in text. Stable across processes and releases, unlike any in-memory id.
 */
export function jobLockKey(job: string, period: string): string {
  const digest = createHash('sha256').update(`winners:${job}:${period}`).digest()
  return digest.readBigInt64BE(0).toString()
}
