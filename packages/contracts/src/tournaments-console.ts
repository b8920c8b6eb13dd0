import { z } from 'zod'
import { idSchema, multilineTextSchema, textSchema } from './fields.ts'
import { gameNameSchema } from './games.ts'
import { boardEntrySchema } from './leaderboard.ts'
import { tournamentLimits, tournamentStates } from './tournament-limits.ts'

/**
 * The console's tournaments (role editor): the list, one tournament, create, edit, end now,
 * and the running tournament's board. One tournament runs at a time.
 */
export const consoleTournamentSchema = z.object({
  id: z.number().int(),
  game: gameNameSchema,
  title: z.string(),
  /** One rule a line, as the /game card lists them. */
  rules: z.string(),
  prize: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(tournamentStates),
})
export type ConsoleTournament = z.infer<typeof consoleTournamentSchema>

export const tournamentListQuerySchema = z.object({
  state: z
    .enum(['all', ...tournamentStates], { error: "state is 'all', 'coming', 'running' or 'ended'." })
    .default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const tournamentListResponseSchema = z.object({
  data: z.object({
    /** Latest start first: the coming ones, the running one, then those that ended. */
    items: z.array(consoleTournamentSchema),
    total: z.number().int(),
    page: z.number().int(),
  }),
})

export const tournamentParamsSchema = z.object({ id: idSchema('There is no such tournament.') })

/** Instants a tournament may have: a real date and time within these years (JavaScript's and PostgreSQL's alike). */
const earliest = Date.UTC(2000, 0, 1)
const latest = Date.UTC(2200, 0, 1)

const instant = (name: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${name} must be a date and time with its zone, e.g. 2026-02-01T10:00:00+06:00.`,
    })
    .refine(
      (value) => {
        const at = Date.parse(value)
        return at >= earliest && at < latest
      },
      { error: `${name} must be a real date between the years 2000 and 2199.` },
    )

const dayMs = 24 * 60 * 60_000

/** Everything a tournament is; an edit sends the whole of it again. */
export const tournamentBodySchema = z
  .object({
    game: gameNameSchema,
    title: textSchema(tournamentLimits.title).trim().min(1, { error: 'The title cannot be empty.' }),
    rules: multilineTextSchema(tournamentLimits.rules).trim().min(1, { error: 'Write at least one rule.' }),
    prize: multilineTextSchema(tournamentLimits.prize).trim().min(1, { error: 'Say what the prize is.' }),
    startsAt: instant('The start'),
    endsAt: instant('The end'),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    error: 'The end must be after the start.',
    path: ['endsAt'],
  })
  .refine(
    (body) => Date.parse(body.endsAt) - Date.parse(body.startsAt) <= tournamentLimits.longestDays * dayMs,
    {
      error: `A tournament runs at most ${tournamentLimits.longestDays} days.`,
      path: ['endsAt'],
    },
  )
export type TournamentBody = z.infer<typeof tournamentBodySchema>

/** Ending a running tournament now, by the server's clock; nothing to send. */
export const tournamentEndBodySchema = z.object({})

export const consoleTournamentResponseSchema = z.object({ data: consoleTournamentSchema })

export const tournamentBoardQuerySchema = z.object({
  period: z
    .enum(['today', 'yesterday', 'month'], { error: "period is 'today', 'yesterday' or 'month'." })
    .default('today'),
})

/**
 * The game board as players see it (a tournament's runs count on the day's and the month's
 * board), every number masked, with the tournament running now, if any.
 */
export const tournamentBoardResponseSchema = z.object({
  data: z.object({
    tournament: consoleTournamentSchema.nullable(),
    period: z.enum(['today', 'yesterday', 'month']),
    entries: z.array(boardEntrySchema),
  }),
})
