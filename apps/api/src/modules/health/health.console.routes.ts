import { healthResponseSchema } from '@khelahobe/contracts/insights-console'
import { operatorRoles } from '@khelahobe/contracts/operator-roles'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { HealthService } from './health.service.ts'

/** The console's health at a glance: every operator role may read it. */
export const healthConsoleRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/api/console/health',
    {
      schema: { operationId: 'consoleHealth', response: { 200: healthResponseSchema } },
      onRequest: app.requireOperator(...operatorRoles),
    },
    async () => ({ data: await health.glance() }),
  )
}
