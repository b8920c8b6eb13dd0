import { z } from 'zod'
import { textSchema } from './fields.ts'

export const boards = ['quiz', 'special', 'game'] as const
export type Board = (typeof boards)[number]

export const boardPeriodSchema = z.enum(['today', 'yesterday', 'month'], {
  error: "filtereType must be 'today', 'yesterday' or 'month'.",
})
export type BoardPeriod = z.infer<typeof boardPeriodSchema>

export const leaderboardQuerySchema = z.object({
  filtereType: boardPeriodSchema.default('today'),
  msisdn: textSchema(20).optional(),
})

/** One line of a board. Other people's numbers are masked (`017*****678`). */
export const boardEntrySchema = z.object({
  rank: z.number().int(),
  msisdn: z.string(),
  name: z.string().nullable(),
  imageName: z.string().nullable(),
  /** The spec's round: plays in the period. */
  round: z.number().int(),
  score: z.number().int(),
  /** Server-measured time of the entry (the tie-break), in milliseconds. */
  timeMs: z.number().int(),
})
export type BoardEntry = z.infer<typeof boardEntrySchema>

export const leaderboardResponseSchema = z.object({
  data: z.object({
    top3: z.array(boardEntrySchema),
    /** Rank 4 onwards. */
    other: z.array(boardEntrySchema),
    /** The caller's own entry with their number in full, or null (logged out, or not on the board). */
    personalData: boardEntrySchema.nullable(),
  }),
})
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>

export const winnerListQuerySchema = z.object({
  filtereType: z.enum(['game', 'quiz'], { error: "filtereType must be 'game' or 'quiz'." }),
  msisdn: textSchema(20).optional(),
})

/** What a winner gets: taka by cash-in, or goods (the monthly smartphone, smartwatch) worth no cash amount here. */
export const prizeSchema = z.object({
  kind: z.enum(['cash', 'smartphone', 'smartwatch']),
  amountTaka: z.number().int(),
})
export type Prize = z.infer<typeof prizeSchema>

/**
 * One winner: a board line and the prize of its rank. `rank` is the order the competition
 * decides: the daily quiz's first to reach the winning answers is 1 (its `score`, the
 * correct answers, does not order it); the game's best score is 1.
 */
export const winnerEntrySchema = boardEntrySchema.extend({ prize: prizeSchema })
export type WinnerEntry = z.infer<typeof winnerEntrySchema>

/** The winner page's list, in the leaderboard's shape: the first three, the rest, the caller's own line. */
export const winnerListResponseSchema = z.object({
  data: z.object({
    top3: z.array(winnerEntrySchema),
    other: z.array(winnerEntrySchema),
    personalData: winnerEntrySchema.nullable(),
  }),
})
export type WinnerListResponse = z.infer<typeof winnerListResponseSchema>

/** The home score panel's four counters: the caller's scores today and this month. */
export const scoreSummaryResponseSchema = z.object({
  data: z.object({
    gameToday: z.number().int(),
    gameMonth: z.number().int(),
    quizToday: z.number().int(),
    quizMonth: z.number().int(),
  }),
})
export type ScoreSummaryResponse = z.infer<typeof scoreSummaryResponseSchema>

/** How many lines a board shows: the top three and the rest down to this rank. */
export const boardPageSize = 50
