import {
  winnerPeriodParamsSchema,
  winnerPeriodResponseSchema,
  winnerRunsQuerySchema,
  winnerRunsResponseSchema,
} from '@khelahobe/contracts/payouts-console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { WinnerRunsService } from './winner-runs.service.ts'

/** The console's winners: each competition's decided periods, winners and who was passed over, and why (role finance). */
export const winnersConsoleRoutes: FastifyPluginAsyncZod<{ winnerRuns: WinnerRunsService }> = async (
  app,
  { winnerRuns },
) => {
  const finance = app.requireOperator('finance')

  app.get(
    '/api/console/winners',
    {
      schema: {
        operationId: 'consoleWinnerRuns',
        querystring: winnerRunsQuerySchema,
        response: { 200: winnerRunsResponseSchema },
      },
      onRequest: finance,
    },
    async (request) => {
      const { competition } = request.query
      return { data: { competition, runs: await winnerRuns.runs(competition) } }
    },
  )

  app.get(
    '/api/console/winners/:competition/:period',
    {
      schema: {
        operationId: 'consoleWinnerPeriod',
        params: winnerPeriodParamsSchema,
        response: { 200: winnerPeriodResponseSchema },
      },
      onRequest: finance,
    },
    async (request) => ({
      data: await winnerRuns.period(request.params.competition, request.params.period),
    }),
  )
}
