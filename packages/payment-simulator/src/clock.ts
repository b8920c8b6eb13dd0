/** The host's clock, as the simulator needs it: tests and the demo's control page move it on. */
export interface Clock {
  now(): Date
}

export interface AdjustableClock extends Clock {
  advance(ms: number): void
}
