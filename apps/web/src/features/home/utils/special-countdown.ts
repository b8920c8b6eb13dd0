/** Dhaka is UTC+06:00 all year (no daylight saving), so plain arithmetic gives its calendar (DESIGN §2). */
const dhakaOffsetMs = 6 * 60 * 60_000
const dayMs = 24 * 60 * 60_000
const friday = 5

export type TimeLeft = { days: number; hours: number; minutes: number }

/**
 * Days, hours and whole minutes until the special quiz's week ends: the coming Friday at
 * 23:59:59 in Dhaka, which on a Friday is the end of that same day.
 */
export function untilEndOfFriday(now: number): TimeLeft {
  // Shifted so that the UTC getters read Dhaka's wall clock.
  const dhaka = now + dhakaOffsetMs
  const dayStart = dhaka - (dhaka % dayMs)
  const daysToFriday = (friday - new Date(dayStart).getUTCDay() + 7) % 7
  const end = dayStart + (daysToFriday + 1) * dayMs - 1000
  const minutes = Math.floor(Math.max(0, end - dhaka) / 60_000)
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}
