import { addDays, dhakaDate } from '@khelahobe/contracts/dhaka-time'

/**
 * Dates as bKash's Recurring Payment API wants and gives them. Shared by the adapter
 * and the simulator so both apply the same calendar rules.
 */

const dhakaOffsetMs = 6 * 60 * 60_000

/** bKash refuses today as a start date from 23:30 Dhaka time on (error 2001). */
export const lastSameDayStartMinute = 23 * 60 + 30

/** Minutes since 00:00 Dhaka time. */
export function dhakaMinuteOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + dhakaOffsetMs)
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes()
}

/** `date` plus whole calendar months, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number, dayOfMonth = Number(date.slice(8, 10))): string {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7)) - 1 + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(dayOfMonth, lastDay))).toISOString().slice(0, 10)
}

/**
 * Start and expiry for a new subscription: today in Dhaka (tomorrow from 23:30 on, which
 * bKash would refuse), running two years less a day, the longest bKash allows.
 */
export function subscriptionDates(now: Date): { startDate: string; expiryDate: string } {
  const today = dhakaDate(now)
  const startDate = dhakaMinuteOfDay(now) >= lastSameDayStartMinute ? addDays(today, 1) : today
  return { startDate, expiryDate: addDays(addMonths(startDate, 24), -1) }
}

const zonelessInstant = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/

/**
 * An instant from bKash as an ISO string, or null when absent or unreadable. bKash
 * mixes `2021-10-18 08:11:32`, `2021-10-18T08:12:45.380281` and ISO instants with a
 * zone. Its samples put zoneless times beside the matching `Z` timeStamp at the same
 * clock reading, so zoneless ones are read as UTC.
 */
export function parseProviderInstant(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  const zoneless = zonelessInstant.exec(text)
  const time = Date.parse(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : text)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}
