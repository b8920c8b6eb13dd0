/** The server's clock. Services take it as a dependency so tests can move time. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that can be moved forward: the demo server's, so the simulator can run next week's charge now. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void
}

/** The system clock plus an offset that only grows; for demo mode with the provider simulator. */
export function offsetClock(): AdjustableClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += Math.max(0, ms)
    },
  }
}

/** A clock that only moves when told to; for tests. */
export function manualClock(
  start = new Date('2026-01-10T06:00:00.000Z'),
): AdjustableClock & { set(date: Date): void } {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
    set(date: Date) {
      current = date.getTime()
    },
  }
}
