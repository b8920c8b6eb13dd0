import { parseMsisdn } from '@khelahobe/contracts/msisdn'
import { dhakaDateTime } from '../../lib/dhaka-time.ts'

const dhakaDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

/** An instant as the office reads it: Dhaka time, to the minute, whatever the browser's zone. */
export function formatInstant(at: string | null, none = '—'): string {
  return at === null ? none : dhakaDateTime(at)
}

/** A calendar day (`2026-03-07`) as `7 Mar 2026`; it is a Dhaka day already, so no zone moves it. */
export function formatDay(day: string | null, none = '—'): string {
  if (day === null) return none
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dhakaDay.format(date)
}

/**
 * The number typed into the search as the API stores it (`+880 1712-345678` → `01712345678`),
 * or null when it is no Bangladeshi mobile number.
 */
export function searchedNumber(typed: string): string | null {
  return parseMsisdn(typed)
}
