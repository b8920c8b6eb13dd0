import { randomInt, randomUUID } from 'node:crypto'
import { addDays, dhakaDate, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { SubmitScoreBody } from '@khelahobe/contracts/games'
import { type GameMode, type GameName, gameRules } from '@khelahobe/contracts/rules'
import type { Input } from '@khelahobe/game-kit/simulation'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest, forbidden, tooManyRequests } from '../../lib/errors.ts'
import { hitRateLimit } from '../../lib/rate-limit.ts'
import type { LeaderboardService } from '../leaderboard/leaderboard.service.ts'
import { requireSubscription } from '../subscription/require-subscription.ts'
import * as repo from './games.repo.ts'
import type { Replayer } from './replayer.ts'
import { simulations } from './simulations.ts'

const sessionMs = gameRules.sessionMinutes * 60_000
/** A person may open this many game sessions per window; a quick player needs a few a minute. */
const sessionLimit = { limit: 120, windowMs: 10 * 60_000 }

/** A run's length on the boards, where time is kept in ms: 60 ticks a second. */
export const ticksToMs = (ticks: number) => Math.round((ticks * 1000) / gameRules.ticksPerSecond)

/** Why a run was refused, as recorded on its session and in the log. */
type Refusal = 'too-long' | 'too-many-inputs' | 'bad-inputs' | 'mismatch'

const refusalErrors: Record<Refusal, (detail: string) => AppError> = {
  'too-long': () =>
    new AppError(422, errorCodes.runTooLong, 'The run is longer than the time since the game started.'),
  'too-many-inputs': () =>
    new AppError(422, errorCodes.tooManyInputs, 'The run has more inputs than a person can make.'),
  'bad-inputs': (detail) => badRequest(detail),
  mismatch: () =>
    new AppError(
      422,
      errorCodes.replayMismatch,
      'The score does not match the game played; it was not counted.',
    ),
}

/** Checks a run's input log against the game's rules, before spending a replay on it. */
export function checkInputs(
  game: GameName,
  inputs: readonly Input[],
  ticks: number,
): [Refusal, string] | null {
  const sim = simulations[game]
  let previous = -1
  for (const [tick, action] of inputs) {
    if (tick <= previous) return ['bad-inputs', 'Inputs must be in order of their ticks, one per tick.']
    if (tick >= ticks) return ['bad-inputs', 'An input comes after the end of the run.']
    if (!sim.isAction(action)) return ['bad-inputs', `${action} is not an action of ${game}.`]
    previous = tick
  }
  const allowed =
    Math.floor((ticks / gameRules.ticksPerSecond) * sim.maxInputsPerSecond) + gameRules.inputBurst
  if (inputs.length > allowed) return ['too-many-inputs', `${inputs.length} inputs, at most ${allowed}`]
  return null
}

export function createGamesService({
  db,
  clock,
  replayer,
  boards,
  gamesOrigin,
  log,
}: {
  db: Database
  clock: Clock
  replayer: Pick<Replayer, 'replay'>
  boards: Pick<LeaderboardService, 'addRun' | 'standingToday'>
  /** Where the games are served from: this server (empty) or a CDN's origin. */
  gamesOrigin: string
  log: FastifyBaseLogger
}) {
  function describeTournament(row: repo.TournamentRow, now: Date) {
    return {
      id: row.id,
      game: row.game,
      title: row.title,
      rules: row.rules,
      prize: row.prize,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      running: row.startsAt <= now && now < row.endsAt,
      secondsLeft: Math.max(0, Math.floor((row.endsAt.getTime() - now.getTime()) / 1000)),
    }
  }

  /** Settles a refused run: its session is closed, so the same course cannot be tried again. */
  async function refuse(
    session: repo.GameSessionRow,
    [reason, detail]: [Refusal, string],
    claim: { score: number; ticks: number },
  ): Promise<never> {
    await repo.closeSession(db, session.id, { at: clock.now(), outcome: reason, score: null, ticks: null })
    log.warn(
      { sessionId: session.id, userId: session.userId, game: session.game, reason, detail, claim },
      'game run refused',
    )
    throw refusalErrors[reason](detail)
  }

  return {
    /** The running tournament, else the last that ended, else null. */
    async tournament() {
      const now = clock.now()
      const row = (await repo.runningTournament(db, now)) ?? (await repo.lastEndedTournament(db, now))
      return row ? describeTournament(row, now) : null
    },

    /**
     * Issues a single-use session for one run. A tournament run needs the quiz subscription and
     * the running tournament's game; a free run needs only the login.
     */
    async startSession(userId: number, game: GameName, mode: GameMode) {
      const now = clock.now()
      const limit = await hitRateLimit(db, now, { key: `game-session:${userId}`, ...sessionLimit })
      if (!limit.allowed) throw tooManyRequests('অনেকগুলো খেলা শুরু করা হয়েছে; কয়েক মিনিট পরে আবার খেলুন।')
      let tournamentId: number | null = null
      if (mode === 'tournament') {
        await requireSubscription(db, userId, gameRules.segment)
        const tournament = await repo.runningTournament(db, now)
        if (!tournament) throw new AppError(400, errorCodes.noTournament, 'No tournament is running now.')
        if (tournament.game !== game) {
          throw new AppError(400, errorCodes.noTournament, `The tournament running now is not ${game}.`)
        }
        tournamentId = tournament.id
      }
      const session = {
        id: randomUUID(),
        userId,
        game,
        mode,
        tournamentId,
        seed: randomInt(0, 2 ** 31 - 1),
        issuedAt: now,
        expiresAt: new Date(now.getTime() + sessionMs),
      }
      await repo.insertSession(db, session)
      const query = new URLSearchParams({ GN: game, session: session.id, seed: String(session.seed) })
      return {
        sessionId: session.id,
        seed: session.seed,
        gameUrl: `${gamesOrigin}/games/${encodeURIComponent(game)}/?${query}`,
        expiresAt: session.expiresAt.toISOString(),
      }
    },

    /**
     * Verifies a run by replaying it from the session's seed, and settles the session once:
     * the replay's score counts (on today's game board, for a tournament run), or the run is
     * refused and says why.
     */
    async submitScore(userId: number, claim: SubmitScoreBody) {
      const session = await repo.findSession(db, claim.sessionId)
      if (!session) throw new AppError(404, errorCodes.notFound, 'There is no such game session.')
      if (session.userId !== userId) throw forbidden('This game session belongs to someone else.')
      if (session.submittedAt) {
        throw new AppError(409, errorCodes.gameSessionUsed, 'This run has already been submitted.')
      }
      const now = clock.now()
      if (session.expiresAt <= now) {
        throw new AppError(
          410,
          errorCodes.gameSessionExpired,
          'This game session has expired; start a new game.',
        )
      }
      const wallSeconds = (now.getTime() - session.issuedAt.getTime()) / 1000
      if (claim.ticks / gameRules.ticksPerSecond > wallSeconds + gameRules.wallClockToleranceSeconds) {
        await refuse(session, ['too-long', `${claim.ticks} ticks in ${wallSeconds.toFixed(1)} s`], claim)
      }
      const badInputs = checkInputs(session.game, claim.inputs, claim.ticks)
      if (badInputs) await refuse(session, badInputs, claim)

      const replayed = await replayer
        .replay({
          game: session.game,
          seed: session.seed,
          inputs: claim.inputs as Input[],
          maxTicks: claim.ticks,
        })
        .catch((error: unknown) => {
          // A replay takes milliseconds; one that timed out waited behind a long queue. The
          // session stays open, so the page can send the same run again.
          if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
            throw new AppError(503, errorCodes.serverBusy, 'The server is busy; send the score again.', {
              cause: error,
            })
          }
          throw error
        })
      if (
        !replayed.over ||
        replayed.ticks !== claim.ticks ||
        replayed.score !== claim.score ||
        replayed.unusedInputs !== 0
      ) {
        const found = `replay: score ${replayed.score}, ${replayed.ticks} ticks, over ${replayed.over}`
        await refuse(session, ['mismatch', found], claim)
      }

      const counted = session.mode === 'tournament'
      const day = dhakaDate(now)
      const settled = await db.transaction(async (tx) => {
        const closed = await repo.closeSession(tx, session.id, {
          at: now,
          outcome: 'accepted',
          score: replayed.score,
          ticks: replayed.ticks,
        })
        if (closed && counted) {
          await boards.addRun(tx, 'game', day, userId, {
            score: replayed.score,
            elapsedMs: ticksToMs(replayed.ticks),
          })
        }
        return closed
      })
      if (!settled)
        throw new AppError(409, errorCodes.gameSessionUsed, 'This run has already been submitted.')
      log.info(
        { sessionId: session.id, game: session.game, score: replayed.score, replayMs: replayed.ms },
        'game run verified',
      )
      const standing = counted ? await boards.standingToday('game', userId) : null
      return {
        score: replayed.score,
        ticks: replayed.ticks,
        counted,
        best: standing?.best ?? null,
        rank: standing?.rank ?? null,
      }
    },

    /** The highest score of the person's verified tournament runs; null before the first. */
    bestTournamentScore: (userId: number) => repo.bestTournamentScore(db, userId),

    /** The person's newest `limit` runs, newest first (the console's Users). */
    recentRuns: (userId: number, limit: number) => repo.recentRuns(db, userId, limit),

    /** Game runs started today (Dhaka): the health screen's and `/metrics`' count. */
    runsToday() {
      const today = dhakaDate(clock.now())
      return repo.runsIssuedBetween(db, dhakaDayStart(today), dhakaDayStart(addDays(today, 1)))
    },

    async deleteLapsedSessions() {
      // A day's grace: a lapsed session still answers "expired" rather than "no such session".
      await repo.deleteLapsedSessions(db, new Date(clock.now().getTime() - 24 * 60 * 60_000))
    },
  }
}

export type GamesService = ReturnType<typeof createGamesService>
