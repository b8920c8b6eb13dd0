/**
 * The console's tournament editor as plain constants (no zod), so its screens can bound their
 * fields and list the states without shipping a schema library; `tournaments-console.ts`
 * builds its schemas from these.
 */

/** Where a tournament stands by the server's clock: not started, running, or ended. */
export const tournamentStates = ['coming', 'running', 'ended'] as const
export type TournamentState = (typeof tournamentStates)[number]

export const tournamentLimits = {
  /** Characters of the title the /game card shows. */
  title: 100,
  /** Characters of the rules, one rule a line. */
  rules: 2000,
  /** Characters of the prize text. */
  prize: 500,
  /** The longest a tournament may run: a year, to catch a mistyped year. */
  longestDays: 366,
  /**
   * A start this many minutes ago still counts as "now": the operator types the current
   * minute, and saving takes a moment.
   */
  startGraceMinutes: 5,
} as const

/** Tournaments a page of the console's list. */
export const tournamentPageSize = 20
