import type { Operator, OperatorRole } from '@khelahobe/contracts/console'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../../lib/errors.ts'
import type { OperatorsService } from './operators.service.ts'

/** Not the players' `sid`: a player's session never opens the console, nor the other way round. */
export const consoleCookie = 'console_sid'

declare module 'fastify' {
  interface FastifyRequest {
    /** The console's operator, once `requireOperator` has run. */
    operator: Operator | null
  }
  interface FastifyInstance {
    /** preHandler: the session's operator, 401 without one, 403 unless their role is one of `roles` (admin always is). */
    requireOperator(...roles: OperatorRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: finds the session's operator, or leaves `request.operator` null. */
    loadOperator(request: FastifyRequest): Promise<void>
  }
}

export const consoleSessionPlugin = fp<{ operators: OperatorsService }>(async (app, { operators }) => {
  app.decorateRequest('operator', null)

  async function loadOperator(request: FastifyRequest) {
    const token = request.cookies[consoleCookie]
    request.operator = token ? ((await operators.operatorForToken(token)) ?? null) : null
  }
  app.decorate('loadOperator', loadOperator)

  app.decorate(
    'requireOperator',
    (...roles: OperatorRole[]) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        await loadOperator(request)
        const operator = request.operator
        if (!operator) {
          if (request.cookies[consoleCookie]) reply.clearCookie(consoleCookie, { path: '/' })
          throw unauthorized('Please log in to the console.')
        }
        if (operator.role !== 'admin' && !roles.includes(operator.role)) {
          throw forbidden(`The ${operator.role} role cannot do this.`)
        }
      },
  )
})

/** The operator a `requireOperator` route is serving. */
export function currentOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw unauthorized('Please log in to the console.')
  return request.operator
}
