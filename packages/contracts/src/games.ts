import { z } from 'zod'
import { gameModes, gameNames, gameRules } from './rules.ts'

/** The longest run a session allows, in ticks: its whole life at 60 ticks a second. */
export const maxRunTicks = gameRules.sessionMinutes * 60 * gameRules.ticksPerSecond

/** More inputs than this in one run is no person's thumb at any game's rate (15 a second). */
export const maxRunInputs = Math.ceil((maxRunTicks / gameRules.ticksPerSecond) * 15) + gameRules.inputBurst

/** A score no game can reach in a session's life; anything above is refused before any replay. */
export const maxGameScore = 10_000_000

export const gameNameSchema = z.enum(gameNames, {
  error: `game must be one of ${gameNames.map((name) => `'${name}'`).join(', ')}.`,
})

export const startGameSessionBodySchema = z.strictObject({
  game: gameNameSchema,
  mode: z.enum(gameModes, { error: "mode must be 'tournament' or 'free'." }),
})
export type StartGameSessionBody = z.input<typeof startGameSessionBodySchema>

export const gameSessionResponseSchema = z.object({
  data: z.object({
    sessionId: z.string(),
    seed: z.number().int(),
    /** The game's page with `GN`, the session and its seed; never the mobile number. */
    gameUrl: z.string(),
    expiresAt: z.string(),
  }),
})
export type GameSession = z.infer<typeof gameSessionResponseSchema>['data']

const tick = z.number().int().min(0).max(maxRunTicks)

/** One recorded input: the tick it was applied at and the game's action code. */
export const gameInputSchema = z.tuple([
  tick,
  z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
])

export const submitScoreBodySchema = z.strictObject({
  sessionId: z.uuid({ error: 'sessionId must be the id of a game session.' }),
  score: z
    .number({ error: 'score must be a number.' })
    .int('score must be a whole number.')
    .min(0, 'score cannot be negative.')
    .max(maxGameScore, 'score is beyond any game.'),
  ticks: z
    .number({ error: 'ticks must be a number.' })
    .int('ticks must be a whole number.')
    .min(1, 'ticks must be at least 1.')
    .max(maxRunTicks, 'The run is longer than a game session lasts.'),
  inputs: z
    .array(gameInputSchema, { error: 'inputs must be a list of [tick, action] pairs.' })
    .max(maxRunInputs, 'More inputs than a person can make.'),
})
export type SubmitScoreBody = z.input<typeof submitScoreBodySchema>

export const submitScoreResponseSchema = z.object({
  data: z.object({
    /** The score and length of the run as the server's replay found them. */
    score: z.number().int(),
    ticks: z.number().int(),
    /** Whether the run counts on the game board (tournament runs do; free runs do not). */
    counted: z.boolean(),
    /** Today's best on the game board and its place there; null for a free run. */
    best: z.number().int().nullable(),
    rank: z.number().int().nullable(),
  }),
})
export type ScoreResult = z.infer<typeof submitScoreResponseSchema>['data']

export const tournamentSchema = z.object({
  id: z.number().int(),
  game: gameNameSchema,
  title: z.string(),
  rules: z.string(),
  prize: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Whether it runs now; when false it has ended (the card says so). */
  running: z.boolean(),
  /** Seconds until the end by the server's clock, for a countdown that does not trust the phone's. */
  secondsLeft: z.number().int(),
})
export type Tournament = z.infer<typeof tournamentSchema>

/** The running tournament, or the latest that ended; null when there has never been one. */
export const tournamentResponseSchema = z.object({ data: tournamentSchema.nullable() })
