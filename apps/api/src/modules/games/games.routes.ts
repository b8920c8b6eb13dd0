import {
  gameSessionResponseSchema,
  startGameSessionBodySchema,
  submitScoreBodySchema,
  submitScoreResponseSchema,
  tournamentResponseSchema,
} from '@khelahobe/contracts/games'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../auth/session.plugin.ts'
import type { GamesService } from './games.service.ts'

/** A long run's input log is bigger than the API's usual 16 KB: 30 minutes of steering is about 400 KB. */
const scoreBodyLimit = 512 * 1024

export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.get(
    '/api/Game/tournament',
    { schema: { operationId: 'currentTournament', response: { 200: tournamentResponseSchema } } },
    async () => ({ data: await games.tournament() }),
  )

  app.post(
    '/api/Game/session',
    {
      schema: {
        operationId: 'startGameSession',
        body: startGameSessionBodySchema,
        response: { 200: gameSessionResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      data: await games.startSession(currentUser(request).id, request.body.game, request.body.mode),
    }),
  )

  app.post(
    '/api/Game/score',
    {
      bodyLimit: scoreBodyLimit,
      schema: {
        operationId: 'submitGameScore',
        body: submitScoreBodySchema,
        response: { 200: submitScoreResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ data: await games.submitScore(currentUser(request).id, request.body) }),
  )
}
