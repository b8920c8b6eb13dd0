import {
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  type User,
  userResponseSchema,
  verifyRequestSchema,
} from '@khelahobe/contracts/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { UserRow } from './auth.repo.ts'
import type { AuthService } from './auth.service.ts'
import { currentUser, sessionCookie } from './session.plugin.ts'
import type { OutboxEntry } from './sms.ts'

const toUser = (row: UserRow): User => ({
  id: row.id,
  msisdn: row.msisdn,
  name: row.name,
  imageName: row.imageName,
})

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  { auth, secureCookies },
) => {
  app.post(
    '/api/user/login',
    {
      schema: {
        operationId: 'requestLoginCode',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const sent = await auth.requestCode(request.body.mobileNo, request.ip)
      return { data: { codeSent: true as const, ...sent } }
    },
  )

  app.post(
    '/api/user/verify',
    {
      schema: {
        operationId: 'verifyLoginCode',
        body: verifyRequestSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token, maxAgeSeconds } = await auth.verifyCode(
        request.body.mobileNo,
        request.body.code,
        request.ip,
      )
      reply.setCookie(sessionCookie, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: maxAgeSeconds,
      })
      return { data: { user: toUser(user) } }
    },
  )

  app.post(
    '/api/user/logout',
    { schema: { operationId: 'logout', response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[sessionCookie]
      if (token) await auth.logout(token)
      reply.clearCookie(sessionCookie, { path: '/' })
      return { data: { ok: true as const } }
    },
  )

  app.get(
    '/api/me',
    { schema: { operationId: 'getMe', response: { 200: userResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ data: { user: toUser(currentUser(request)) } }),
  )
}

/** Exists only outside production: the texts that would have gone out by SMS. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ list: (msisdn: string) => OutboxEntry[] }> = async (
  app,
  { list },
) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        operationId: 'devOutbox',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({ data: list(request.query.msisdn) }),
  )
}
