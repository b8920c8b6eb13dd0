import {
  consoleTournamentResponseSchema,
  tournamentBoardQuerySchema,
  tournamentBoardResponseSchema,
  tournamentBodySchema,
  tournamentEndBodySchema,
  tournamentListQuerySchema,
  tournamentListResponseSchema,
  tournamentParamsSchema,
} from '@khelahobe/contracts/tournaments-console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentOperator } from '../admin/console-session.plugin.ts'
import type { TournamentEditor } from './tournament-editor.service.ts'

/** The console's tournaments and the game board (role editor). */
export const tournamentsConsoleRoutes: FastifyPluginAsyncZod<{ editor: TournamentEditor }> = async (
  app,
  { editor },
) => {
  const editors = app.requireOperator('editor')

  app.get(
    '/api/console/tournaments',
    {
      schema: {
        operationId: 'consoleTournaments',
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.list(request.query) }),
  )

  app.post(
    '/api/console/tournaments',
    {
      schema: {
        operationId: 'consoleTournamentCreate',
        body: tournamentBodySchema,
        response: { 200: consoleTournamentResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.create(request.body, currentOperator(request).id) }),
  )

  app.get(
    '/api/console/tournaments/:id',
    {
      schema: {
        operationId: 'consoleTournament',
        params: tournamentParamsSchema,
        response: { 200: consoleTournamentResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.get(request.params.id) }),
  )

  app.put(
    '/api/console/tournaments/:id',
    {
      schema: {
        operationId: 'consoleTournamentEdit',
        params: tournamentParamsSchema,
        body: tournamentBodySchema,
        response: { 200: consoleTournamentResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({
      data: await editor.edit(request.params.id, request.body, currentOperator(request).id),
    }),
  )

  app.post(
    '/api/console/tournaments/:id/end',
    {
      schema: {
        operationId: 'consoleTournamentEnd',
        params: tournamentParamsSchema,
        body: tournamentEndBodySchema,
        response: { 200: consoleTournamentResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.end(request.params.id, currentOperator(request).id) }),
  )

  app.get(
    '/api/console/tournament-board',
    {
      schema: {
        operationId: 'consoleTournamentBoard',
        querystring: tournamentBoardQuerySchema,
        response: { 200: tournamentBoardResponseSchema },
      },
      onRequest: editors,
    },
    async (request) => ({ data: await editor.board(request.query.period) }),
  )
}
