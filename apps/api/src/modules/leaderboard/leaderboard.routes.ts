import { errorCodes } from '@khelahobe/contracts/error-codes'
import {
  type Board,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  scoreSummaryResponseSchema,
} from '@khelahobe/contracts/leaderboard'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.ts'
import { checkClaimedNumber, currentUser } from '../auth/session.plugin.ts'
import type { LeaderboardService } from './leaderboard.service.ts'

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: LeaderboardService }> = async (
  app,
  { leaderboard },
) => {
  /** Boards are public; the caller's own line comes only from the session. */
  function callerId(request: FastifyRequest, claimed: string | undefined) {
    if (!request.user) return null
    checkClaimedNumber(request.user, claimed)
    return request.user.id
  }

  const boardRoute = (url: string, board: Board, operationId: string) =>
    app.get(
      url,
      {
        schema: {
          operationId,
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardResponseSchema },
        },
        preHandler: app.loadUser,
      },
      async (request) => {
        const { filtereType, msisdn } = request.query
        if (board === 'special' && filtereType !== 'today') {
          throw new AppError(400, errorCodes.validation, "The special quiz board has only 'today'.")
        }
        return { data: await leaderboard.board(board, filtereType, callerId(request, msisdn)) }
      },
    )

  boardRoute('/api/Quiz/getQuizLeaderBoardBasedOnDate', 'quiz', 'quizLeaderboard')
  boardRoute('/api/Quiz/getQuizLeaderBoardBasedOnDate_special', 'special', 'specialQuizLeaderboard')
  boardRoute('/api/Game/getGameLeaderBoardBasedOnDate', 'game', 'gameLeaderboard')

  app.get(
    '/api/leaderboard/summary',
    {
      schema: { operationId: 'scoreSummary', response: { 200: scoreSummaryResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await leaderboard.summary(currentUser(request).id) }),
  )
}
