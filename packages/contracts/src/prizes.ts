/**
 * The prize competitions and what a prize goes through, as plain constants (no zod), so the
 * schema, the API and the console name them one way; `payouts-console.ts` builds its
 * schemas from these.
 */

/** The winners jobs, one per competition (decision 0012). */
export const competitionNames = ['daily_quiz', 'weekly_special', 'monthly_quiz', 'daily_game'] as const
export type CompetitionName = (typeof competitionNames)[number]

export const prizeKinds = ['cash', 'smartphone', 'smartwatch'] as const
export type PrizeKind = (typeof prizeKinds)[number]

/** A payout is exported for the wallet cash-in once, then paid or failed; a failed one may be exported again. */
export const payoutStatuses = ['pending', 'exported', 'paid', 'failed'] as const
export type PayoutStatus = (typeof payoutStatuses)[number]

/**
 * Why a winners job passed over an entry placed above its last winner: the person's payment
 * was not active on the day that counts, a better placed winner already holds their payout
 * wallet, or (the daily quiz, where an entry is a play) they had already won that day.
 */
export const passReasons = ['inactive_payment', 'shared_wallet', 'already_won'] as const
export type PassReason = (typeof passReasons)[number]
