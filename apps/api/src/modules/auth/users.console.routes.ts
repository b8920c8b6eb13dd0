import {
  userCardResponseSchema,
  userEndSessionsBodySchema,
  userEndSessionsResponseSchema,
  userLookupQuerySchema,
  userParamsSchema,
  userUnsubscribeBodySchema,
  userUnsubscribeResponseSchema,
} from '@khelahobe/contracts/users-console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentOperator } from '../admin/console-session.plugin.ts'
import type { SupportService } from './support.service.ts'

/** The console's Users section: look a person up by number, unsubscribe them, log them out (role support). */
export const usersConsoleRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  const supporters = app.requireOperator('support')

  app.get(
    '/api/console/users',
    {
      schema: {
        operationId: 'consoleUserLookup',
        querystring: userLookupQuerySchema,
        response: { 200: userCardResponseSchema },
      },
      onRequest: supporters,
    },
    async (request) => ({ data: await support.lookUp(request.query.msisdn, currentOperator(request).id) }),
  )

  app.post(
    '/api/console/users/:id/unsubscribe',
    {
      schema: {
        operationId: 'consoleUserUnsubscribe',
        params: userParamsSchema,
        body: userUnsubscribeBodySchema,
        response: { 200: userUnsubscribeResponseSchema },
      },
      onRequest: supporters,
    },
    async (request) => ({
      data: await support.unsubscribe(request.params.id, request.body.segment, {
        operatorId: currentOperator(request).id,
        reason: request.body.reason,
      }),
    }),
  )

  app.post(
    '/api/console/users/:id/sessions/end',
    {
      schema: {
        operationId: 'consoleUserEndSessions',
        params: userParamsSchema,
        body: userEndSessionsBodySchema,
        response: { 200: userEndSessionsResponseSchema },
      },
      onRequest: supporters,
    },
    async (request) => ({
      data: await support.endSessions(request.params.id, {
        operatorId: currentOperator(request).id,
        reason: request.body.reason,
      }),
    }),
  )
}
