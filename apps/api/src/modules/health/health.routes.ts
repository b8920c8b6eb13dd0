import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/errors.ts'

const statusSchema = z.object({ status: z.literal('ok') })

/** Liveness answers while the process runs; readiness also needs the database. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/healthz', { schema: { operationId: 'healthz', response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }))
  app.get('/readyz', { schema: { operationId: 'readyz', response: { 200: statusSchema } } }, async () => {
    try {
      await ping()
    } catch (error) {
      throw new AppError(503, errorCodes.unavailable, 'The database is not reachable.', { cause: error })
    }
    return { status: 'ok' as const }
  })
}
