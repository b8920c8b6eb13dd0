import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  type User,
  userResponseSchema,
  verifyRequestSchema,
} from '@khelahobe/contracts/auth'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { UserRow } from './auth.repo.ts'
import type { AuthService } from './auth.service.ts'
import { dropStaleSessionCookie, sessionCookie } from './session.plugin.ts'
import type { OutboxEntry } from './sms.ts'

const toUser = (row: UserRow): User => ({
  id: row.id,
  msisdn: row.msisdn,
  name: row.name,
  imageName: row.imageName,
})

export interface AuthRoutesOptions {
  auth: AuthService
  secureCookies: boolean
  /** The address people reach the app at (`PUBLIC_ORIGIN`); the request's own Host otherwise. */
  publicOrigin?: string | undefined
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, secureCookies, publicOrigin },
) => {
  // The login SMS names this host for WebOTP. A malformed Host never gets this far: the
  // security plugin refuses it before any route runs.
  const appHost = (request: FastifyRequest) =>
    new URL(publicOrigin ?? `${request.protocol}://${request.host}`).hostname
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
      const sent = await auth.requestCode(request.body.mobileNo, request.ip, appHost(request))
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

  // Every page asks who is logged in; for a visitor the answer is "nobody", not a 401 that
  // each logged-out page would log as a failed request.
  app.get(
    '/api/me',
    { schema: { operationId: 'getMe', response: { 200: meResponseSchema } }, preHandler: app.loadUser },
    async (request, reply) => {
      if (request.user) return { data: { user: toUser(request.user) } }
      dropStaleSessionCookie(request, reply)
      return { data: { user: null } }
    },
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
