import { winnerListQuerySchema, winnerListResponseSchema } from '@khelahobe/contracts/leaderboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { checkClaimedNumber } from '../auth/session.plugin.ts'
import { createWinnersService } from './winners.service.ts'

/**
 * The winner page. It builds its service from the database and the clock, the options
 * `winners.routes.test.ts` registers it with; the service needs nothing of other modules.
 */
export const winnersRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const winners = createWinnersService({ db, clock })

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
      return { data: await winners.yesterdaysWinners(filtereType, me?.id) }
    },
  )
}
