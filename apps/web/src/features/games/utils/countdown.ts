export interface TimeLeft {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Splits whole seconds into days, hours, minutes and seconds (never negative). */
export function splitSeconds(total: number): TimeLeft {
  const left = Math.max(0, Math.floor(total))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  }
}

/**
 * Seconds left at `now`, counted from the server's `secondsLeft` at the moment it arrived
 * (`receivedAt`), both read on the server's clock (`serverNow`), so the phone's own date never counts.
 */
export function secondsLeftAt(secondsLeft: number, receivedAt: number, now: number): number {
  return Math.max(0, secondsLeft - Math.floor((now - receivedAt) / 1000))
}
