import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { BoardPeriod } from '@khelahobe/contracts/leaderboard'
import {
  type TournamentState,
  tournamentLimits,
  tournamentPageSize,
} from '@khelahobe/contracts/tournament-limits'
import type { ConsoleTournament, TournamentBody } from '@khelahobe/contracts/tournaments-console'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { pgErrorCode, pgErrors } from '../../lib/pg-errors.ts'
import type { LeaderboardService } from '../leaderboard/leaderboard.service.ts'
import { runningTournament, type TournamentRow } from './games.repo.ts'
import * as repo from './tournament-editor.repo.ts'

const graceMs = tournamentLimits.startGraceMinutes * 60_000

const noSuchTournament = () => new AppError(404, errorCodes.notFound, 'There is no such tournament.')
const conflict = (message: string) => new AppError(409, errorCodes.conflict, message)
const startInPast = () =>
  badRequest(
    `The start is in the past. A tournament starts now at the earliest (up to ${tournamentLimits.startGraceMinutes} minutes ago counts as now).`,
  )

/**
 * A new start may not be in the past. One typed a moment ago (the current minute, within the
 * grace) means now and is saved as now: a tournament that was just ended early ends at a
 * moment in that minute too, and the two must not overlap.
 */
function startingNowAtTheEarliest(change: repo.TournamentChange, now: Date): repo.TournamentChange {
  if (change.startsAt >= now) return change
  if (change.startsAt.getTime() < now.getTime() - graceMs) throw startInPast()
  if (change.endsAt <= now) throw badRequest('The end is in the past.')
  return { ...change, startsAt: now }
}

/** Where a tournament stands at `now`, as `runningTournament` decides it. */
export function stateAt(row: Pick<TournamentRow, 'startsAt' | 'endsAt'>, now: Date): TournamentState {
  if (now < row.startsAt) return 'coming'
  return now < row.endsAt ? 'running' : 'ended'
}

const toConsole = (row: TournamentRow, now: Date): ConsoleTournament => ({
  id: row.id,
  game: row.game,
  title: row.title,
  rules: row.rules,
  prize: row.prize,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  state: stateAt(row, now),
})

/** What the audit log keeps of a tournament: everything an operator sets. */
const audited = ({ id: _id, state: _state, ...fields }: ConsoleTournament) => fields

/** The rules as the /game card lists them: one rule a line, no blank or padded lines. */
const ruleLines = (rules: string) =>
  rules
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')

const toChange = (body: TournamentBody): repo.TournamentChange => ({
  game: body.game,
  title: body.title,
  rules: ruleLines(body.rules),
  prize: body.prize,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
})

const dhakaMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
})

/**
 * PostgreSQL's exclusion_violation or unique_violation, however the driver wraps it; or a
 * deadlock: two inserts checking the same exclusion constraint at once can each wait for the
 * other, and PostgreSQL then aborts one so the other commits (a 500 in CI, 1 run in many).
 */
function isCollision(error: unknown): boolean {
  const code = pgErrorCode(error)
  return (
    code === pgErrors.exclusionViolation ||
    code === pgErrors.uniqueViolation ||
    code === pgErrors.deadlockDetected
  )
}

/**
 * The console's tournaments (role editor). One tournament runs at a time: the database
 * refuses overlapping periods (`tournaments_one_at_a_time`), so of two operators saving at
 * once only one succeeds; the check before it names the tournament in the way. A started
 * tournament has scores, so its game and start stay. Every change is audited with its
 * before and after, in its own transaction.
 */
export function createTournamentEditor({
  db,
  clock,
  boards,
}: {
  db: Database
  clock: Clock
  boards: Pick<LeaderboardService, 'board'>
}) {
  async function refuseOverlap(tx: Database, period: { startsAt: Date; endsAt: Date }, exceptId?: number) {
    const other = await repo.overlappingTournament(tx, period, exceptId)
    if (!other) return
    const from = dhakaMinute.format(other.startsAt)
    const to = dhakaMinute.format(other.endsAt)
    throw conflict(
      `It overlaps “${other.title}” (${from} to ${to}, Dhaka time): one tournament runs at a time.`,
    )
  }

  /** Runs a change in one transaction; a collision another operator's save won is a 409. */
  async function saving<T>(change: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(change)
    } catch (error) {
      if (isCollision(error)) {
        throw conflict(
          'Another tournament was saved for this time a moment ago: one tournament runs at a time. Reload the list to see it.',
        )
      }
      throw error
    }
  }

  return {
    async list({ state, page }: { state: TournamentState | 'all'; page: number }) {
      const now = clock.now()
      const found = await repo.findTournaments(
        db,
        { state, now },
        (page - 1) * tournamentPageSize,
        tournamentPageSize,
      )
      return { items: found.items.map((row) => toConsole(row, now)), total: found.total, page }
    },

    async get(id: number) {
      const row = await repo.tournamentById(db, id)
      if (!row) throw noSuchTournament()
      return toConsole(row, clock.now())
    },

    async create(body: TournamentBody, operatorId: number) {
      const now = clock.now()
      const change = startingNowAtTheEarliest(toChange(body), now)
      return saving(async (tx) => {
        await refuseOverlap(tx, change)
        const row = toConsole(await repo.insertTournament(tx, change), now)
        await recordAudit(tx, now, {
          operatorId,
          action: 'tournament.create',
          subject: `tournament:${row.id}`,
          after: audited(row),
        })
        return row
      })
    },

    async edit(id: number, body: TournamentBody, operatorId: number) {
      const now = clock.now()
      const change = toChange(body)
      return saving(async (tx) => {
        const before = await repo.tournamentById(tx, id, { forUpdate: true })
        if (!before) throw noSuchTournament()
        const state = stateAt(before, now)
        const moves = {
          game: change.game !== before.game,
          start: change.startsAt.getTime() !== before.startsAt.getTime(),
          end: change.endsAt.getTime() !== before.endsAt.getTime(),
        }
        if (state === 'ended' && (moves.game || moves.start || moves.end)) {
          throw conflict('This tournament has ended: only its title, rules and prize can change.')
        }
        if (state === 'running' && (moves.game || moves.start)) {
          throw conflict('This tournament has started and has scores: its game and start cannot change.')
        }
        if (state === 'running' && moves.end && change.endsAt < now) {
          throw badRequest('The end cannot be in the past. To stop the tournament now, use End now.')
        }
        if (state === 'coming' && moves.start) Object.assign(change, startingNowAtTheEarliest(change, now))
        if (moves.start || moves.end) await refuseOverlap(tx, change, id)
        const after = toConsole(await repo.updateTournament(tx, id, change), now)
        await recordAudit(tx, now, {
          operatorId,
          action: 'tournament.update',
          subject: `tournament:${id}`,
          before: audited(toConsole(before, now)),
          after: audited(after),
        })
        return after
      })
    },

    /** Ends the running tournament at this moment, by the server's clock. */
    async end(id: number, operatorId: number) {
      const now = clock.now()
      return saving(async (tx) => {
        const before = await repo.tournamentById(tx, id, { forUpdate: true })
        if (!before) throw noSuchTournament()
        if (before.startsAt >= now) {
          throw conflict('This tournament has not started: change its start and end instead.')
        }
        if (before.endsAt <= now) throw conflict('This tournament has already ended.')
        const after = toConsole(await repo.updateTournament(tx, id, { endsAt: now }), now)
        await recordAudit(tx, now, {
          operatorId,
          action: 'tournament.end',
          subject: `tournament:${id}`,
          before: { endsAt: before.endsAt.toISOString() },
          after: { endsAt: after.endsAt },
        })
        return after
      })
    },

    /** The game board players see for `period`, numbers masked, and the tournament running now. */
    async board(period: BoardPeriod) {
      const now = clock.now()
      const running = await runningTournament(db, now)
      const { top3, other } = await boards.board('game', period, null)
      return {
        tournament: running ? toConsole(running, now) : null,
        period,
        entries: [...top3, ...other],
      }
    },
  }
}

export type TournamentEditor = ReturnType<typeof createTournamentEditor>
