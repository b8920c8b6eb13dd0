import { addDays, dhakaDate } from '@khelahobe/contracts/dhaka-time'
import {
  type Board,
  type BoardEntry,
  type BoardPeriod,
  boardPageSize,
} from '@khelahobe/contracts/leaderboard'
import { maskMsisdn } from '@khelahobe/contracts/msisdn'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { dayPeriod, monthPeriod, type Result } from './board-order.ts'
import * as repo from './leaderboard.repo.ts'

type Row = Awaited<ReturnType<typeof repo.topEntries>>[number]

const toEntry = (row: Row, rank: number, ownNumber: boolean): BoardEntry => ({
  rank,
  msisdn: ownNumber ? row.msisdn : maskMsisdn(row.msisdn),
  name: row.name,
  imageName: row.imageName,
  round: row.plays,
  score: row.score,
  timeMs: row.elapsedMs,
})

export function createLeaderboardService({ db, clock }: { db: Database; clock: Clock }) {
  function periodKey(period: BoardPeriod) {
    const today = dhakaDate(clock.now())
    if (period === 'month') return monthPeriod(today)
    return dayPeriod(period === 'yesterday' ? addDays(today, -1) : today)
  }

  /**
   * Puts ended quiz plays on the boards, each exactly once: claiming the play and adding
   * it are one statement (`putQuizPlayOnBoards`), under the person's lock.
   */
  async function recordEndedPlays(userId?: number, limit = 200) {
    const pending = await repo.unrecordedPlays(db, userId, limit)
    for (const { id } of pending) await repo.putQuizPlayOnBoards(db, id, clock.now())
    return pending.length
  }

  // Plays reach the boards after the answer that ended them has been answered, one after
  // another in this process: many plays ending at once would otherwise queue on the same
  // bucket rows inside the answers' own requests.
  let queue: Promise<unknown> = Promise.resolve()

  return {
    recordEndedPlays,
    /**
     * Puts one verified game run on the boards, inside the caller's transaction (the one that
     * closes the run's session), under the person's lock like every other board write.
     */
    addRun: (tx: Database, board: Board, day: string, userId: number, result: Result) =>
      repo.addPlayToBoards(tx, board, day, userId, result),
    /** The person's entry on today's board and its rank, or null. */
    async standingToday(board: Board, userId: number) {
      const key = periodKey('today')
      const mine = await repo.entryOf(db, board, key, userId)
      return mine ? { best: mine.score, rank: await repo.rankOf(db, board, key, mine) } : null
    },

    /** Puts the person's ended plays on the boards soon; failures are left to the sweep. */
    recordLater(userId: number | undefined, onError: (error: unknown) => void) {
      queue = queue.then(() => recordEndedPlays(userId)).catch(onError)
    },

    /** Resolves when every play handed to `recordLater` so far is on the boards. */
    settled: () => queue.then(() => undefined),

    async board(board: Board, period: BoardPeriod, callerId: number | null) {
      const key = periodKey(period)
      const rows = await repo.topEntries(db, board, key, boardPageSize)
      const entries = rows.map((row, index) => toEntry(row, index + 1, false))
      let personalData: BoardEntry | null = null
      if (callerId !== null) {
        const mine = await repo.entryOf(db, board, key, callerId)
        if (mine) personalData = toEntry(mine, await repo.rankOf(db, board, key, mine), true)
      }
      return { top3: entries.slice(0, 3), other: entries.slice(3), personalData }
    },

    async summary(userId: number) {
      const today = dayPeriod(dhakaDate(clock.now()))
      const month = monthPeriod(dhakaDate(clock.now()))
      const score = async (board: Board, period: string) =>
        (await repo.entryOf(db, board, period, userId))?.score ?? 0
      return {
        gameToday: await score('game', today),
        gameMonth: await score('game', month),
        quizToday: await score('quiz', today),
        quizMonth: await score('quiz', month),
      }
    },
  }
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>
