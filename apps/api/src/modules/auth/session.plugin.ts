import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../../lib/errors.ts'
import type { UserRow } from './auth.repo.ts'
import type { AuthService } from './auth.service.ts'

export const sessionCookie = 'sid'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, once `loadUser` or `requireUser` has run. */
    user: UserRow | null
  }
  interface FastifyInstance {
    /** preHandler: finds the session's user, or leaves `request.user` null. */
    loadUser(request: FastifyRequest): Promise<void>
    /**
     * onRequest: finds the session's user or answers 401, before the body is read, parsed or
     * validated, so a request without a session costs no more than the lookup.
     */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
}

/** Identity comes from the session cookie and nothing else. */
export const sessionPlugin = fp<{ auth: AuthService }>(async (app, { auth }) => {
  app.decorateRequest('user', null)

  async function loadUser(request: FastifyRequest) {
    const token = request.cookies[sessionCookie]
    request.user = token ? ((await auth.userForToken(token)) ?? null) : null
  }

  app.decorate('loadUser', loadUser)
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    await loadUser(request)
    if (request.user) return
    dropStaleSessionCookie(request, reply)
    throw unauthorized(
      request.cookies[sessionCookie]
        ? 'Your session has ended. Please log in again.'
        : 'Please log in first.',
    )
  })
})

/** A cookie that names no live session is useless to the browser; after a lookup found no user, drop it. */
export function dropStaleSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[sessionCookie]) reply.clearCookie(sessionCookie, { path: '/' })
}

/** The user a `requireUser` route is serving. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized()
  return request.user
}

/**
 * The spec's calls carry the caller's number in the query or body, but identity comes from
 * the session: a real number there must be the session's own (403 otherwise), and a
 * placeholder such as `null` is ignored.
 */
export function checkClaimedNumber(user: UserRow, claimed: string | null | undefined) {
  const number = claimedNumber(claimed)
  if (number && number !== user.msisdn) {
    throw forbidden('This number is not the one you are logged in with.')
  }
}

/** The number a payload claims, or null for none or a placeholder (`null`, `undefined`, ''). */
export function claimedNumber(claimed: string | null | undefined) {
  return claimed && /^\d+$/.test(claimed) ? claimed : null
}

/** The logged-in user of a `requireUser` route, after checking the number the payload claims. */
export function ownUser(request: FastifyRequest, claimed: string | null | undefined): UserRow {
  const user = currentUser(request)
  checkClaimedNumber(user, claimed)
  return user
}
