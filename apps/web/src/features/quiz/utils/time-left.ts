/**
 * Beyond this gap between the server's deadline and the seconds it said were left, this
 * device's clock is taken to be wrong (phones are often minutes off), and the countdown runs
 * from the seconds left instead. Within it, the exact deadline wins: `timeDuration` is rounded
 * up to whole seconds and the answer took a moment to arrive.
 */
const clockSkewToleranceMs = 3000

type PlayClock = { deadline: string | null; timeDuration: number }

/** When the play's time runs out, in this device's clock (ms since the epoch). */
export function localDeadline({ deadline, timeDuration }: PlayClock, receivedAt: number): number {
  const byDuration = receivedAt + timeDuration * 1000
  const byDeadline = deadline === null ? Number.NaN : Date.parse(deadline)
  if (!Number.isFinite(byDeadline)) return byDuration
  return Math.abs(byDeadline - byDuration) <= clockSkewToleranceMs ? byDeadline : byDuration
}

/** Whole seconds left, rounded up: it shows 0 only once the time is really up. */
export function secondsLeft(deadlineMs: number, now: number): number {
  return Math.max(0, Math.ceil((deadlineMs - now) / 1000))
}

/** The part of the play's full time still left, from 1 down to 0, for the countdown ring. */
export function fractionLeft(deadlineMs: number, now: number, totalSeconds: number): number {
  return Math.min(1, Math.max(0, (deadlineMs - now) / (totalSeconds * 1000)))
}
