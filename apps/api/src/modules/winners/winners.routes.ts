import {
  type WinnerEntry,
  winnerListQuerySchema,
  winnerListResponseSchema,
} from '@khelahobe/contracts/leaderboard'
import { maskMsisdn } from '@khelahobe/contracts/msisdn'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { addDays, dhakaDate } from '../../lib/dhaka-time.ts'
import { checkClaimedNumber } from '../auth/session.plugin.ts'
import { awardsOf } from './winners.repo.ts'

const competitionOf = { quiz: 'daily_quiz', game: 'daily_game' } as const

/**
 * The winner page: yesterday's daily winners (Dhaka) in rank order, in the leaderboard's
 * shape, each with the prize the winners job awarded.
 */
export const winnersRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/Quiz/getWinnerListBasedOnQuizOrGame',
    {
      schema: {
        operationId: 'winnerList',
        querystring: winnerListQuerySchema,
        response: { 200: winnerListResponseSchema },
      },
      preHandler: app.loadUser,
    },
    async (request) => {
      const { filtereType, msisdn } = request.query
      const me = request.user
      // The page sends `msisdn=null` when logged out; only a real number must be the caller's own.
      if (me) checkClaimedNumber(me, msisdn)
      const yesterday = addDays(dhakaDate(clock.now()), -1)
      const awards = await awardsOf(db, competitionOf[filtereType], yesterday)
      const entry = (award: (typeof awards)[number], shownNumber: string): WinnerEntry => ({
        rank: award.rank,
        msisdn: shownNumber,
        name: award.name,
        imageName: award.imageName,
        round: 1,
        score: award.score,
        timeMs: award.elapsedMs,
        prize: { kind: award.prize, amountTaka: award.amountTaka },
      })
      const mine = me ? awards.find((award) => award.userId === me.id) : undefined
      return {
        data: {
          top3: awards.filter((a) => a.rank <= 3).map((a) => entry(a, maskMsisdn(a.msisdn))),
          other: awards.filter((a) => a.rank > 3).map((a) => entry(a, maskMsisdn(a.msisdn))),
          personalData: mine ? entry(mine, mine.msisdn) : null,
        },
      }
    },
  )
}
