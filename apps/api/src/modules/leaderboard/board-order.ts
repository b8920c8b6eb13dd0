/**
 * A result on a board. The one ordering of every board: higher score first, then less time,
 * then the earlier account. Score and time are compared together, as a pair, so a later worse
 * play can never lend its better time to an earlier better score (the pitfall of Nakama's
 * `best`). The writes that keep this are `add_to_boards` (migration 0015); the reads order by
 * `board_entries_order_idx`.
 */
export interface Result {
  score: number
  elapsedMs: number
}

export const dayPeriod = (day: string) => `d:${day}`
export const monthPeriod = (day: string) => `m:${day.slice(0, 7)}`
