import type { Board } from '@khelahobe/contracts/leaderboard'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Database, rowsOf } from '../../db/client.ts'
import { boardBuckets, boardEntries, quizPlays, users } from '../../db/schema.ts'
import { bucketMs, bucketOf, dayPeriod, isBetter, monthPeriod, type Result } from './board-order.ts'

type Entry = typeof boardEntries.$inferSelect

async function moveBucket(db: Database, board: Board, period: string, from: Result | null, to: Result) {
  const toBucket = bucketOf(period, to.elapsedMs)
  if (from) {
    const fromBucket = bucketOf(period, from.elapsedMs)
    if (from.score === to.score && fromBucket === toBucket) return
    await db
      .update(boardBuckets)
      .set({ entries: sql`${boardBuckets.entries} - 1` })
      .where(
        and(
          eq(boardBuckets.board, board),
          eq(boardBuckets.period, period),
          eq(boardBuckets.score, from.score),
          eq(boardBuckets.bucket, fromBucket),
        ),
      )
  }
  await db
    .insert(boardBuckets)
    .values({ board, period, score: to.score, bucket: toBucket, entries: 1 })
    .onConflictDoUpdate({
      target: [boardBuckets.board, boardBuckets.period, boardBuckets.score, boardBuckets.bucket],
      set: { entries: sql`${boardBuckets.entries} + 1` },
    })
}

async function lockedEntry(
  db: Database,
  board: Board,
  period: string,
  userId: number,
): Promise<Entry | undefined> {
  const [row] = await db
    .select()
    .from(boardEntries)
    .where(
      and(eq(boardEntries.board, board), eq(boardEntries.period, period), eq(boardEntries.userId, userId)),
    )
    .for('update')
  return row
}

async function writeEntry(
  db: Database,
  board: Board,
  period: string,
  userId: number,
  result: Result,
  plays: number,
  existed: boolean,
) {
  if (existed) {
    await db
      .update(boardEntries)
      .set({ score: result.score, elapsedMs: result.elapsedMs, plays, updatedAt: sql`now()` })
      .where(
        and(eq(boardEntries.board, board), eq(boardEntries.period, period), eq(boardEntries.userId, userId)),
      )
  } else {
    await db.insert(boardEntries).values({ board, period, userId, ...result, plays })
  }
}

/**
 * Puts one finished play on its day and month boards. The day entry keeps the better of
 * the old best and this play (as a pair); the month entry moves by the same difference,
 * so it always equals the sum of the day entries. Run inside a transaction that holds
 * the person's lock (see recordEndedPlays), so two plays of one person never interleave.
 */
export async function addPlayToBoards(db: Database, board: Board, day: string, userId: number, play: Result) {
  const dayKey = dayPeriod(day)
  const dayEntry = await lockedEntry(db, board, dayKey, userId)
  const oldBest: Result | null = dayEntry ? { score: dayEntry.score, elapsedMs: dayEntry.elapsedMs } : null
  const newBest = oldBest && !isBetter(play, oldBest) ? oldBest : play
  await writeEntry(db, board, dayKey, userId, newBest, (dayEntry?.plays ?? 0) + 1, Boolean(dayEntry))
  await moveBucket(db, board, dayKey, oldBest, newBest)

  const monthKey = monthPeriod(day)
  const monthEntry = await lockedEntry(db, board, monthKey, userId)
  const oldMonth: Result | null = monthEntry
    ? { score: monthEntry.score, elapsedMs: monthEntry.elapsedMs }
    : null
  const newMonth = {
    score: (oldMonth?.score ?? 0) + newBest.score - (oldBest?.score ?? 0),
    elapsedMs: (oldMonth?.elapsedMs ?? 0) + newBest.elapsedMs - (oldBest?.elapsedMs ?? 0),
  }
  await writeEntry(db, board, monthKey, userId, newMonth, (monthEntry?.plays ?? 0) + 1, Boolean(monthEntry))
  await moveBucket(db, board, monthKey, oldMonth, newMonth)
}

/** Ended quiz plays not yet on the boards (normally none for long; a crash leaves some). */
export function unrecordedPlays(db: Database, userId: number | undefined, limit: number) {
  return db
    .select({ id: quizPlays.id, userId: quizPlays.userId })
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

/** Claims an ended play for the boards; undefined if another instance already did. */
export async function claimPlay(db: Database, playId: number, at: Date) {
  const [row] = await db
    .update(quizPlays)
    .set({ boardRecordedAt: at })
    .where(and(eq(quizPlays.id, playId), isNotNull(quizPlays.endedAt), isNull(quizPlays.boardRecordedAt)))
    .returning()
  return row
}

export async function lockUser(db: Database, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
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
  const bucket = bucketOf(period, entry.elapsedMs)
  const width = period.startsWith('m:') ? bucketMs.month : bucketMs.day
  const [row] = await rowsOf<{ rank: number }>(
    db,
    sql`
    select
      (select coalesce(sum(entries), 0)::int from ${boardBuckets}
        where board = ${board} and period = ${period}
          and (score > ${entry.score} or (score = ${entry.score} and bucket < ${bucket})))
      +
      (select count(*)::int from ${boardEntries}
        where board = ${board} and period = ${period} and score = ${entry.score}
          and elapsed_ms >= ${bucket * width}
          and (elapsed_ms, user_id) < (${entry.elapsedMs}, ${entry.userId}))
      + 1 as rank`,
  )
  return row?.rank ?? 1
}
