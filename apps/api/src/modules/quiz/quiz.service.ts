import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import { categoriesToPick, type QuizKind, quizRules } from '@khelahobe/contracts/rules'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { requireSubscription } from '../subscription/require-subscription.ts'
import type { PlayRow } from './quiz.repo.ts'
import * as repo from './quiz.repo.ts'

/** Answers may arrive this long after the deadline: the network, not the player, took the time. */
export const answerGraceMs = 5_000

/** Questions asked within this long are "seen"; older ones count as new again. A daily player needs about a month to go through the bank once. */
export const freshnessMs = 35 * 24 * 60 * 60_000

const options = { option1: 1, option2: 2, option3: 3 } as const

export function createQuizService({
  db,
  query,
  clock,
  onPlaysEnded,
}: {
  db: Database
  query: DatabaseHandle['query']
  clock: Clock
  /** Told when plays have ended; the leaderboards take them from there, after the response. */
  onPlaysEnded: (userId?: number) => void
}) {
  async function describePlay(play: PlayRow) {
    const now = clock.now()
    return {
      isPlayed: 0 as const,
      qlist: await repo.unansweredQuestions(db, play.id),
      timeDuration: Math.max(0, Math.ceil((play.deadline.getTime() - now.getTime()) / 1000)),
      deadline: play.deadline.toISOString(),
      playId: play.id,
      totalQuestions: play.questionCount,
      answeredCount: play.answered,
    }
  }

  /** The categories a play draws from, after checking the player's choice. */
  async function chooseCategories(kind: QuizKind, isRandom: boolean, picked: number[]) {
    // The special quiz is always random, and draws on the hidden category too.
    if (kind === 'special') return repo.categoryIds(db, { visibleOnly: false })
    const visible = await repo.categoryIds(db, { visibleOnly: true })
    if (isRandom) return visible
    const distinct = new Set(picked)
    if (picked.length !== categoriesToPick || distinct.size !== categoriesToPick) {
      throw badRequest(`Choose exactly ${categoriesToPick} different categories, or start a random quiz.`)
    }
    const unknown = picked.filter((id) => !visible.includes(id))
    if (unknown.length > 0) throw badRequest(`There is no category ${unknown.join(', ')} to choose.`)
    return picked
  }

  return {
    /**
     * Starts a play, or answers the one already running: a double tap, or a start from a
     * second tab, gets the same play and costs nothing. Subscription and the daily limit are
     * checked in one transaction, and the limit itself is a constraint of the table, so
     * racing starts cannot exceed it.
     */
    async start(userId: number, kind: QuizKind, choice: { isRandom: boolean; categoryIds: number[] }) {
      const rules = quizRules[kind]
      const categoryIds = await chooseCategories(kind, choice.isRandom, choice.categoryIds)
      const now = clock.now()
      // Drawn before the transaction, by a prepared statement on the pool: a start that turns
      // out to resume a running play wastes one cheap read, and holds no lock while drawing.
      const picked = await repo.pickQuestions(query, {
        userId,
        categoryIds,
        count: rules.questions,
        since: new Date(now.getTime() - freshnessMs),
      })
      const { play, resumed } = await db.transaction(async (tx) => {
        await requireSubscription(tx, userId, rules.segment)
        await repo.lockStarts(tx, userId, kind)
        const running = await repo.openPlay(tx, userId, kind, now)
        if (running) return { play: running, resumed: true }
        if (picked.length === 0) throw new AppError(503, errorCodes.internal, 'The question bank is empty.')
        const claimed = await repo.claimAttempt(
          tx,
          {
            userId,
            kind,
            day: dhakaDate(now),
            questionCount: picked.length,
            startedAt: now,
            deadline: new Date(now.getTime() + rules.seconds * 1000),
          },
          rules.playsPerDay,
        )
        if (claimed)
          await repo.insertPlayQuestions(
            tx,
            claimed.id,
            picked.map((q) => q.id),
          )
        return { play: claimed, resumed: false }
      })
      if (!resumed) {
        // Plays whose time ran out end at their deadline (the sweep would, later) and go to the boards.
        await repo.endLapsedPlays(db, userId, kind, now)
        onPlaysEnded(userId)
      }
      if (!play) {
        return {
          isPlayed: 1 as const,
          qlist: [],
          timeDuration: 0,
          deadline: null,
          playId: null,
          totalQuestions: 0,
          answeredCount: 0,
        }
      }
      return describePlay(play)
    },

    /** The open play with its remaining questions and time, for a reload. */
    async current(userId: number, kind: QuizKind) {
      const play = await repo.openPlay(db, userId, kind, new Date(clock.now().getTime() - answerGraceMs))
      if (!play || play.deadline.getTime() <= clock.now().getTime()) {
        throw new AppError(404, errorCodes.notFound, 'There is no quiz play in progress.')
      }
      return describePlay(play)
    },

    /**
     * Records an answer for the session's person; undefined when nothing was recorded
     * (then the route authenticates the slow way and `explainUnrecorded` says why).
     */
    async answer(a: {
      sessionTokenHash: string
      claimedMsisdn: string | null
      kind: QuizKind
      questionId: number
      option: keyof typeof options
      timeTaken: number
    }) {
      const recorded = await repo.recordAnswer(query, {
        ...a,
        option: options[a.option],
        clientTimeTaken: a.timeTaken,
        at: clock.now(),
        graceMs: answerGraceMs,
      })
      if (recorded?.finished) onPlaysEnded(recorded.userId)
      return (
        recorded && {
          counted: true,
          answeredCount: recorded.answered,
          totalQuestions: recorded.questionCount,
          finished: recorded.finished,
        }
      )
    },

    /** Why the person's answer was not recorded: a repeat (fine), a closed play, or a question not theirs. */
    async explainUnrecorded(userId: number, kind: QuizKind, questionId: number) {
      const context = await repo.answerContext(db, userId, kind, questionId)
      if (!context) throw new AppError(404, errorCodes.notFound, 'This question is not in your quiz play.')
      if (context.answer !== null) {
        // A repeat (a retry, a double tap): the first answer stands and nothing is counted again.
        return {
          counted: false,
          answeredCount: context.play.answered,
          totalQuestions: context.play.questionCount,
          finished: context.play.endedAt !== null,
        }
      }
      throw new AppError(
        409,
        errorCodes.playClosed,
        'Time is up for this quiz play; the answer was not counted.',
      )
    },

    /** The categories a player may pick from. */
    categories: () => repo.listVisibleCategories(db),

    /** The most correct answers in any of the person's daily quiz plays; null before the first. */
    bestQuizScore: (userId: number) => repo.bestQuizScore(db, userId),

    /** The person's newest `limit` plays, daily and special, newest first (the console's Users). */
    recentPlays: (userId: number, limit: number) => repo.recentPlays(db, userId, limit),

    async bestToday(userId: number, kind: QuizKind) {
      const plays = await repo.playsOfDay(db, userId, kind, dhakaDate(clock.now()))
      return {
        bestCorrect: plays.length > 0 ? Math.max(...plays.map((p) => p.correct)) : null,
        playsToday: plays.length,
      }
    },

    /** Plays of each kind started today (Dhaka): the health screen's and `/metrics`' count. */
    playsToday: () => repo.playsStartedOn(db, dhakaDate(clock.now())),

    /** Answers recorded over the `minutes` before now. */
    answersInLast(minutes: number) {
      const until = clock.now()
      const since = new Date(until.getTime() - minutes * 60_000)
      return repo.answersBetween(db, {
        since,
        until,
        // A play lasts 90 seconds: one taking answers in the window started within an hour before it.
        days: [...new Set([dhakaDate(new Date(since.getTime() - 60 * 60_000)), dhakaDate(until)])],
        deadlineFrom: new Date(since.getTime() - answerGraceMs),
      })
    },

    async endExpiredPlays() {
      await repo.endExpiredPlays(db, new Date(clock.now().getTime() - answerGraceMs))
      onPlaysEnded()
    },
  }
}

export type QuizService = ReturnType<typeof createQuizService>
