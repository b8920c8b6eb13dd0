import type { GameMode, GameName } from '@khelahobe/contracts/rules'
import { and, count, desc, eq, gt, gte, isNull, lt, lte, max } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { gameSessions, tournaments } from '../../db/schema.ts'

export type TournamentRow = typeof tournaments.$inferSelect
export type GameSessionRow = typeof gameSessions.$inferSelect

/** The tournament running at `now` (the latest started, if several overlap). */
export async function runningTournament(db: Database, now: Date): Promise<TournamentRow | undefined> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.startsAt, now), gt(tournaments.endsAt, now)))
    .orderBy(desc(tournaments.startsAt))
    .limit(1)
  return row
}

/** The tournament that ended last before `now`, for a card that says it has ended. */
export async function lastEndedTournament(db: Database, now: Date): Promise<TournamentRow | undefined> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(lte(tournaments.endsAt, now))
    .orderBy(desc(tournaments.endsAt))
    .limit(1)
  return row
}

/** Whether a tournament ends after `instant`: it runs then, or later, or is still to come. */
export async function hasTournamentEndingAfter(db: Database, instant: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(gt(tournaments.endsAt, instant))
    .limit(1)
  return row !== undefined
}

/**
 * Adds a tournament unless it collides with one already there: the same game and start, or
 * an overlapping period (`tournaments_one_at_a_time`). No conflict target, so both count.
 */
export async function insertTournament(db: Database, tournament: typeof tournaments.$inferInsert) {
  await db.insert(tournaments).values(tournament).onConflictDoNothing()
}

export async function insertSession(
  db: Database,
  session: {
    id: string
    userId: number
    game: GameName
    mode: GameMode
    tournamentId: number | null
    seed: number
    issuedAt: Date
    expiresAt: Date
  },
) {
  await db.insert(gameSessions).values(session)
}

export async function findSession(db: Database, id: string): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id))
  return row
}

/**
 * Closes a session with its outcome, if it is still open: the one place a run is settled, so
 * of two submissions racing for one session exactly one gets the row back.
 */
export async function closeSession(
  db: Database,
  id: string,
  closing: { at: Date; outcome: string; score: number | null; ticks: number | null },
): Promise<GameSessionRow | undefined> {
  const [row] = await db
    .update(gameSessions)
    .set({ submittedAt: closing.at, outcome: closing.outcome, score: closing.score, ticks: closing.ticks })
    .where(and(eq(gameSessions.id, id), isNull(gameSessions.submittedAt)))
    .returning()
  return row
}

/** Drops sessions that were never submitted and lapsed before `before`; they count for nothing. */
export async function deleteLapsedSessions(db: Database, before: Date) {
  await db
    .delete(gameSessions)
    .where(and(isNull(gameSessions.submittedAt), lte(gameSessions.expiresAt, before)))
}

/** The highest score of the person's verified tournament runs; null before the first. */
export async function bestTournamentScore(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ best: max(gameSessions.score) })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        eq(gameSessions.mode, 'tournament'),
        eq(gameSessions.outcome, 'accepted'),
      ),
    )
  return row?.best ?? null
}

/** The person's newest runs, of every game and mode, newest first: what support sees. */
export function recentRuns(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: gameSessions.id,
      game: gameSessions.game,
      mode: gameSessions.mode,
      issuedAt: gameSessions.issuedAt,
      submittedAt: gameSessions.submittedAt,
      outcome: gameSessions.outcome,
      score: gameSessions.score,
    })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .orderBy(desc(gameSessions.issuedAt))
    .limit(limit)
}

/** Game runs issued in [`start`, `end`): a run starts when its session is issued. */
export async function runsIssuedBetween(db: Database, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ runs: count() })
    .from(gameSessions)
    .where(and(gte(gameSessions.issuedAt, start), lt(gameSessions.issuedAt, end)))
  return row?.runs ?? 0
}
