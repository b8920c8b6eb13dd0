import {
  gameSessionResponseSchema,
  maxRunInputs,
  startGameSessionBodySchema,
  submitScoreBodySchema,
  submitScoreResponseSchema,
  tournamentResponseSchema,
} from '@khelahobe/contracts/games'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../auth/session.plugin.ts'
import type { GamesService } from './games.service.ts'

/**
 * The largest honest score: a session's whole life at the fastest game's input rate, each input
 * as wide as any game writes one (SharkGame's steering target is six digits), and the rest of
 * the body. About 430 KB, where the API's usual limit is 16 KB. Who sends it is settled first
 * (`onRequest`), so only a logged-in player's body is ever read.
 */
export const scoreBodyLimit = maxRunInputs * '[107999,999999],'.length + 1024

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
      onRequest: app.requireUser,
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
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await games.submitScore(currentUser(request).id, request.body) }),
  )
}
