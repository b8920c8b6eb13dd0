import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { QuizQuestion } from '@khelahobe/contracts/quiz'
import { categoriesToPick, type QuizKind, quizRules } from '@khelahobe/contracts/rules'
import { type Database, type DatabaseHandle, databaseTimeouts } from '../../db/client.ts'
import { createBatcher, type Outcome } from '../../lib/batcher.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, badRequest, serviceBusy } from '../../lib/errors.ts'
import { pgErrorCode, pgErrors } from '../../lib/pg-errors.ts'
import { subscriptionRequired } from '../subscription/require-subscription.ts'
import * as repo from './quiz.repo.ts'
import { createShownQuestions } from './shown-questions.ts'

/** Answers may arrive this long after the deadline: the network, not the player, took the time. */
export const answerGraceMs = 5_000

/** Questions asked within this long are "seen"; older ones count as new again. A daily player needs about a month to go through the bank once. */
export const freshnessMs = 35 * 24 * 60 * 60_000

/** A start's `qlist` when today's plays are used up. */
const noQuestions = Buffer.from('[]')

/**
 * At most two batches of answers, and two of starts, are out at once: in a rush they wait for
 * one another and share round trips, and the pool keeps its other connections for everything
 * else. Two, not one, so that a batch waiting on a lock does not hold up the rest; three gave
 * smaller batches that cost more each (decision 0046). A batch holds at most 64 answers (about
 * 0.1 ms each) or 16 starts (about 2 ms each), so no batch keeps those behind it waiting long.
 * A request waits for its batch no longer than one would for a pooled connection, then 503.
 */
const batches = {
  inFlight: 2,
  maxSize: 64,
  maxWaitMs: databaseTimeouts.connectMs,
  tooLong: serviceBusy,
}

/**
 * What makes a batch go again one request at a time: a deadlock with another batch holding
 * requests of the same person (their rows locked in opposite orders), or one request's wait on
 * a lock running past the statement timeout. The batch wrote nothing (one statement, one
 * transaction), so each request is tried again alone, and only its own failure is its own.
 */
const retriedAlone: string[] = [pgErrors.deadlockDetected, pgErrors.queryCanceled]

/** Runs a batch by `run`, and each request alone if the batch fails on a conflict (decision 0046). */
export function eachAloneAfterConflict<Item, Result>(run: (items: Item[]) => Promise<Result[]>) {
  return async (items: Item[]): Promise<Outcome<Result>[]> => {
    try {
      return (await run(items)).map((value) => ({ value }))
    } catch (error) {
      if (items.length === 1 || !retriedAlone.includes(pgErrorCode(error) ?? '')) throw error
      const outcomes: Outcome<Result>[] = []
      for (const item of items) {
        try {
          outcomes.push({ value: (await run([item]))[0] as Result })
        } catch (itemError) {
          outcomes.push({ error: itemError })
        }
      }
      return outcomes
    }
  }
}

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
  const recordAnswer = createBatcher(
    eachAloneAfterConflict((answers: repo.RecordAnswer[]) => repo.recordAnswers(query, answers)),
    batches,
  )
  const startPlay = createBatcher(
    eachAloneAfterConflict((starts: repo.StartPlay[]) => repo.startPlays(query, starts)),
    { ...batches, maxSize: 16 },
  )
  const shownQuestions = createShownQuestions(query)

  /**
   * What the app is told of a play: its unanswered questions and the time left. `questions`
   * as objects, or for a start as JSON in UTF-8 (`shown-questions.ts`).
   */
  function describePlay<Questions extends QuizQuestion[] | Buffer>(
    play: { id: number; deadline: Date; questionCount: number; answered: number; questions: Questions },
    now: Date,
  ) {
    return {
      isPlayed: 0 as const,
      qlist: play.questions,
      timeDuration: Math.max(0, Math.ceil((play.deadline.getTime() - now.getTime()) / 1000)),
      deadline: play.deadline.toISOString(),
      playId: play.id,
      totalQuestions: play.questionCount,
      answeredCount: play.answered,
    }
  }

  /** The player's own choice of categories, before the database sees it. */
  function checkChoice(kind: QuizKind, choice: { isRandom: boolean; categoryIds: number[] }) {
    // The special quiz is always random, and draws on the hidden category too.
    if (kind === 'special' || choice.isRandom) return
    const picked = choice.categoryIds
    if (picked.length !== categoriesToPick || new Set(picked).size !== categoriesToPick) {
      throw badRequest(`Choose exactly ${categoriesToPick} different categories, or start a random quiz.`)
    }
  }

  /** Says which of the picked categories players may not pick (a start found fewer than picked). */
  async function refuseCategories(picked: number[]): Promise<never> {
    const visible = await repo.categoryIds(db, { visibleOnly: true })
    const unknown = picked.filter((id) => !visible.includes(id))
    throw badRequest(`There is no category ${unknown.join(', ')} to choose.`)
  }

  return {
    /**
     * Starts a play for the session's person, or answers the one already running: a double
     * tap, or a start from a second tab, gets the same play and costs nothing. One statement
     * (`start_quiz_plays`, in batches) checks the subscription and the day's attempts and
     * inserts the play; the limit itself is a unique index, so racing starts cannot exceed it.
     * Answers undefined when the session names nobody (then the route authenticates the slow way).
     * The questions (`qlist`) come as JSON in UTF-8, for the route to write out as they are.
     */
    async start(
      session: { tokenHash: string; claimedMsisdn: string | null },
      kind: QuizKind,
      choice: { isRandom: boolean; categoryIds: number[] },
    ) {
      checkChoice(kind, choice)
      const rules = quizRules[kind]
      const now = clock.now()
      const everyCategory = kind === 'special' || choice.isRandom
      const attempt = () =>
        startPlay({
          sessionTokenHash: session.tokenHash,
          claimedMsisdn: session.claimedMsisdn,
          kind,
          segment: rules.segment,
          at: now,
          deadline: new Date(now.getTime() + rules.seconds * 1000),
          day: dhakaDate(now),
          everyCategory,
          categoryIds: everyCategory ? [] : choice.categoryIds,
          withHidden: kind === 'special',
          count: rules.questions,
          since: new Date(now.getTime() - freshnessMs),
          playsPerDay: rules.playsPerDay,
        })
      let started = await attempt()
      // A racing start took the attempt first; asked again, this one finds that play running.
      for (let retries = 0; retries < 2 && started.mayStart && !started.play && started.drew; retries++)
        started = await attempt()
      const { userId, play } = started
      if (userId === null) return undefined
      // Plays whose time ran out ended at their deadline (the sweep would, later): to the boards.
      if (started.lapsed > 0) onPlaysEnded(userId)
      if (!everyCategory && started.categoriesFound !== categoriesToPick)
        await refuseCategories(choice.categoryIds)
      if (!started.subscribed) throw subscriptionRequired(rules.segment)
      if (play) {
        const questions = await shownQuestions.json(started.bankVersion, play.questionIds, play.optionOrders)
        return describePlay({ ...play, questions }, now)
      }
      if (started.mayStart && !started.drew)
        throw new AppError(503, errorCodes.internal, 'The question bank is empty.')
      if (started.mayStart)
        throw new AppError(409, errorCodes.conflict, 'Another start of this quiz is under way; try again.')
      // No attempt left today.
      return {
        isPlayed: 1 as const,
        qlist: noQuestions,
        timeDuration: 0,
        deadline: null,
        playId: null,
        totalQuestions: 0,
        answeredCount: 0,
      }
    },

    /** The open play with its remaining questions and time, for a reload. */
    async current(userId: number, kind: QuizKind) {
      const play = await repo.openPlay(db, userId, kind, new Date(clock.now().getTime() - answerGraceMs))
      if (!play || play.deadline.getTime() <= clock.now().getTime()) {
        throw new AppError(404, errorCodes.notFound, 'There is no quiz play in progress.')
      }
      return describePlay({ ...play, questions: await repo.unansweredQuestions(db, play.id) }, clock.now())
    },

    /**
     * Ends the person's own play when the app has said it is over (its reload rule, or a way
     * back or forward; decision 53): it takes no more answers, is never resumed, still counts
     * against the day's plays, and goes to the boards with the answers it has. Ending an ended
     * play answers the same, so the app may send it again until it hears back.
     */
    async end(userId: number, playId: number) {
      const found = await repo.endPlay(db, userId, playId, clock.now())
      if (!found) throw new AppError(404, errorCodes.notFound, 'You have no quiz play with this id.')
      if (found.ended) onPlaysEnded(userId)
      const { play } = found
      return { playId: play.id, answeredCount: play.answered, totalQuestions: play.questionCount }
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
      const recorded = await recordAnswer({
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
      const { endedAt, deadline } = context.play
      throw new AppError(
        409,
        errorCodes.playClosed,
        endedAt !== null && endedAt < deadline
          ? 'This quiz play has ended; the answer was not counted.'
          : 'Time is up for this quiz play; the answer was not counted.',
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
