/**
 * The one ordering of every board: higher score first, then less time, then the earlier
 * account. Score and time are compared together, as a pair, so a later worse play can
 * never lend its better time to an earlier better score (the pitfall of Nakama's `best`).
 */
export interface Result {
  score: number
  elapsedMs: number
}

export function isBetter(candidate: Result, current: Result): boolean {
  return (
    candidate.score > current.score ||
    (candidate.score === current.score && candidate.elapsedMs < current.elapsedMs)
  )
}

/** Width of the time buckets that rank counts are kept in: day boards by the second, month boards by the minute. */
export const bucketMs = { day: 1_000, month: 60_000 } as const

export function bucketOf(period: string, elapsedMs: number): number {
  return Math.floor(elapsedMs / (period.startsWith('m:') ? bucketMs.month : bucketMs.day))
}

export const dayPeriod = (day: string) => `d:${day}`
export const monthPeriod = (day: string) => `m:${day.slice(0, 7)}`
