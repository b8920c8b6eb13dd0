import { okResponseSchema } from '@khelahobe/contracts/auth'
import {
  auditQuerySchema,
  auditResponseSchema,
  consoleLoginBodySchema,
  consoleMeResponseSchema,
  enrolmentFinishBodySchema,
  enrolmentStartBodySchema,
  enrolmentStartResponseSchema,
  operatorResponseSchema,
} from '@khelahobe/contracts/console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { auditPage } from './audit.ts'
import { consoleCookie } from './console-session.plugin.ts'
import { consoleRules, type OperatorsService } from './operators.service.ts'

/**
 * The console's own routes under `/api/console/`: enrolment, login and the audit log. Every
 * other console route lives beside its domain and calls that domain's service.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Database
  operators: OperatorsService
  secureCookies: boolean
}> = async (app, { db, operators, secureCookies }) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
    maxAge: consoleRules.sessionLifeMs / 1000,
  }

  app.post(
    '/api/console/enrol/start',
    {
      schema: {
        operationId: 'consoleEnrolStart',
        body: enrolmentStartBodySchema,
        response: { 200: enrolmentStartResponseSchema },
      },
    },
    async (request) => ({ data: await operators.startEnrolment(request.body.token) }),
  )

  app.post(
    '/api/console/enrol/finish',
    {
      schema: {
        operationId: 'consoleEnrolFinish',
        body: enrolmentFinishBodySchema,
        response: { 200: operatorResponseSchema },
      },
    },
    async (request) => {
      const { token, password, code } = request.body
      return { data: { operator: await operators.finishEnrolment(token, password, code) } }
    },
  )

  app.post(
    '/api/console/login',
    {
      schema: {
        operationId: 'consoleLogin',
        body: consoleLoginBodySchema,
        response: { 200: operatorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, code } = request.body
      const { token, operator } = await operators.login(email, password, code, request.ip)
      reply.setCookie(consoleCookie, token, cookieOptions)
      return { data: { operator } }
    },
  )

  app.post(
    '/api/console/logout',
    { schema: { operationId: 'consoleLogout', response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[consoleCookie]
      if (token) await operators.logout(token)
      reply.clearCookie(consoleCookie, { path: '/' })
      return { data: { ok: true as const } }
    },
  )

  app.get(
    '/api/console/me',
    {
      schema: { operationId: 'consoleMe', response: { 200: consoleMeResponseSchema } },
      preHandler: app.loadOperator,
    },
    async (request) => ({ data: { operator: request.operator } }),
  )

  app.get(
    '/api/console/audit',
    {
      schema: {
        operationId: 'consoleAudit',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
      onRequest: app.requireOperator('admin'),
    },
    async (request) => ({ data: await auditPage(db, request.query.before) }),
  )
}
