/**
 * Days, weeks and months are Asia/Dhaka's (UTC+06:00, no daylight saving). Every
 * calendar computation goes through here; dates travel as `YYYY-MM-DD` strings.
 */
const dhakaOffsetMs = 6 * 60 * 60_000
const dayMs = 24 * 60 * 60_000

/** The Dhaka calendar date of an instant. */
export function dhakaDate(instant: Date): string {
  return new Date(instant.getTime() + dhakaOffsetMs).toISOString().slice(0, 10)
}

/** The instant a Dhaka date begins (00:00 in Dhaka). */
export function dhakaDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - dhakaOffsetMs)
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / dayMs)
}

/** A real calendar date written YYYY-MM-DD: `2026-02-30` rolls over to March in `Date`, so it fails the round trip. */
export function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) &&
    addDays(value, 0) === value
  )
}

/** The Saturday that starts the product's week (Saturday to Friday) containing `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay() // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 1) % 7))
}

/** The first day of the Dhaka calendar month containing `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`
}
