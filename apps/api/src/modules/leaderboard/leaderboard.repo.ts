import type { Board } from '@khelahobe/contracts/leaderboard'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Database, rowsOf } from '../../db/client.ts'
import { boardBuckets, boardEntries, quizPlays, users } from '../../db/schema.ts'
import type { Result } from './board-order.ts'

/**
 * Puts one result on its board's day and month (the migration's `add_to_boards` holds the
 * rules: the day keeps the better result, score and time as a pair; the month is the sum of
 * the days; buckets move with the entries). One statement, under the person's lock, so it
 * may run inside the caller's transaction (a game run's close) or alone.
 */
export async function addPlayToBoards(db: Database, board: Board, day: string, userId: number, play: Result) {
  await db.execute(
    sql`select add_to_boards(${board}, ${day}, ${userId}::int, ${play.score}::int, ${play.elapsedMs}::int)`,
  )
}

/** Ended quiz plays not yet on the boards (normally none for long; a crash leaves some). */
export function unrecordedPlays(db: Database, userId: number | undefined, limit: number) {
  return db
    .select({ id: quizPlays.id })
    .from(quizPlays)
    .where(
      and(
        isNotNull(quizPlays.endedAt),
        isNull(quizPlays.boardRecordedAt),
        userId === undefined ? undefined : eq(quizPlays.userId, userId),
      ),
    )
    .orderBy(asc(quizPlays.endedAt))
    .limit(limit)
}

/**
 * Claims an ended quiz play and puts it on the boards, in one statement and so one
 * transaction (`put_quiz_play_on_boards`); false if another instance already had.
 */
export async function putQuizPlayOnBoards(db: Database, playId: number, at: Date) {
  const [row] = await rowsOf<{ put: boolean }>(
    db,
    sql`select put_quiz_play_on_boards(${playId}::int, ${at.toISOString()}::timestamptz) as put`,
  )
  return row?.put === true
}

const entryColumns = {
  userId: boardEntries.userId,
  score: boardEntries.score,
  elapsedMs: boardEntries.elapsedMs,
  plays: boardEntries.plays,
  msisdn: users.msisdn,
  name: users.name,
  imageName: users.imageName,
}

/** The first `limit` entries, in the board's order. */
export function topEntries(db: Database, board: Board, period: string, limit: number) {
  return (
    db
      .select(entryColumns)
      .from(boardEntries)
      .innerJoin(users, eq(users.id, boardEntries.userId))
      .where(and(eq(boardEntries.board, board), eq(boardEntries.period, period)))
      // `nulls last` as the index has it, so the planner walks the index instead of sorting.
      .orderBy(
        sql`${boardEntries.score} desc nulls last`,
        asc(boardEntries.elapsedMs),
        asc(boardEntries.userId),
      )
      .limit(limit)
  )
}

export async function entryOf(db: Database, board: Board, period: string, userId: number) {
  const [row] = await db
    .select(entryColumns)
    .from(boardEntries)
    .innerJoin(users, eq(users.id, boardEntries.userId))
    .where(
      and(eq(boardEntries.board, board), eq(boardEntries.period, period), eq(boardEntries.userId, userId)),
    )
  return row
}

/**
 * A place on the board without counting everyone above: the bucket counts give how many
 * entries sit in better (score, time-bucket) cells, and only the entry's own cell is
 * counted row by row. The cost depends on the number of cells (scores × buckets) and
 * the size of one cell, not on the size of the board.
 */
export async function rankOf(db: Database, board: Board, period: string, entry: Result & { userId: number }) {
  const [row] = await rowsOf<{ rank: number }>(
    db,
    sql`
    select
      (select coalesce(sum(entries), 0)::int from ${boardBuckets}
        where board = ${board} and period = ${period}
          and (score > ${entry.score} or (score = ${entry.score} and bucket < board_bucket(${period}, ${entry.elapsedMs}::int))))
      +
      (select count(*)::int from ${boardEntries}
        where board = ${board} and period = ${period} and score = ${entry.score}
          -- The entry's own cell, as a range of the order index (both functions fold to constants).
          and elapsed_ms >= board_bucket(${period}, ${entry.elapsedMs}::int) * board_bucket_ms(${period})
          and (elapsed_ms, user_id) < (${entry.elapsedMs}, ${entry.userId}))
      + 1 as rank`,
  )
  return row?.rank ?? 1
}
