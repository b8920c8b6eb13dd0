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

/** The largest action code any game writes fits a PostgreSQL integer. */
const maxAction = 2 ** 31 - 1

/** One recorded input: the tick it was applied at and the game's action code, two whole numbers. */
export type GameInput = [tick: number, action: number]

const isGameInput = (item: unknown): item is GameInput =>
  Array.isArray(item) &&
  item.length === 2 &&
  Number.isInteger(item[0]) &&
  item[0] >= 0 &&
  item[0] <= maxRunTicks &&
  Number.isInteger(item[1]) &&
  item[1] >= 0 &&
  item[1] <= maxAction

/**
 * A run's input log, checked in one loop that stops at the first bad pair. A zod tuple per
 * input cost 100–500 ms of CPU on a long run (and an issue object for every bad pair), where
 * this costs about one: the route's most expensive part for a body it then refuses.
 */
export const gameInputsSchema = z
  .custom<GameInput[]>((value) => Array.isArray(value), {
    error: 'inputs must be a list of [tick, action] pairs.',
  })
  .superRefine((inputs, ctx) => {
    if (inputs.length > maxRunInputs) {
      ctx.addIssue({ code: 'custom', message: 'More inputs than a person can make.' })
      return
    }
    const bad = inputs.findIndex((input) => !isGameInput(input))
    if (bad >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: [bad],
        message: `inputs[${bad}] must be a [tick, action] pair of whole numbers, the tick within the run.`,
      })
    }
  })
  // What the OpenAPI document says of it, for clients and the fault suite's fuzzer.
  .meta({
    type: 'array',
    maxItems: maxRunInputs,
    items: {
      type: 'array',
      minItems: 2,
      maxItems: 2,
      // OpenAPI 3.0 has no tuples: either place holds a whole number within the larger range.
      items: {
        anyOf: [
          { type: 'integer', minimum: 0, maximum: maxRunTicks },
          { type: 'integer', minimum: 0, maximum: maxAction },
        ],
      },
    },
  } as Record<string, unknown>)

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
  inputs: gameInputsSchema,
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
