/**
 * Tournament times are entered and shown in Dhaka time (UTC+06:00, no daylight saving),
 * whatever the operator's browser's zone: the product's days are Dhaka's.
 */
const dhakaOffsetMs = 6 * 60 * 60_000

/** An instant as a `datetime-local` value in Dhaka time: to the minute, or to the second when it has seconds. */
export function toDhakaInput(iso: string): string {
  const shifted = new Date(Date.parse(iso) + dhakaOffsetMs).toISOString()
  return shifted.slice(17, 19) === '00' ? shifted.slice(0, 16) : shifted.slice(0, 19)
}

/** A `datetime-local` value read as Dhaka time, as the API takes it; null when empty or unreadable. */
export function fromDhakaInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value)
  if (!match) return null
  const instant = Date.parse(`${match[1]}${match[2] ?? ':00'}+06:00`)
  return Number.isNaN(instant) ? null : new Date(instant).toISOString()
}

/** The current minute in Dhaka time, as a `datetime-local` value, `days` from now. */
export function dhakaMinuteFromNow(now: number, days = 0): string {
  const minute = Math.floor(now / 60_000) * 60_000
  return toDhakaInput(new Date(minute + days * 24 * 60 * 60_000).toISOString())
}
