import { randomBytes } from 'node:crypto'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import {
  campaignSubscribeBodySchema,
  campaignSubscribeResponseSchema,
  cancelQuerySchema,
  cancelResponseSchema,
  mySubscriptionsResponseSchema,
  onlySubscriptionCheckQuerySchema,
  onlySubscriptionCheckResponseSchema,
  type ProviderStatus,
  segments,
  subscriptionCheckQuerySchema,
  subscriptionCheckResponseSchema,
  subscriptionResultResponseSchema,
  subscriptionUpdateBodySchema,
} from '@khelahobe/contracts/subscription'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError, tooManyRequests } from '../../lib/errors.ts'
import { hitRateLimit } from '../../lib/rate-limit.ts'
import { findUserById, upsertUser } from '../auth/auth.repo.ts'
import type { AuthService } from '../auth/auth.service.ts'
import { currentUser, ownUser, sessionCookie } from '../auth/session.plugin.ts'
import { updateSubscription } from './subscription.repo.ts'
import { bindingHash, type SubscriptionService } from './subscription.service.ts'

/** Ties a campaign subscription, started without a login, to the browser that started it. */
const campaignCookie = 'campaign_flow'

export interface SubscriptionRoutesOptions {
  db: Database
  clock: Clock
  subscriptions: SubscriptionService
  auth: AuthService
  secureCookies: boolean
  publicOrigin: string | undefined
}

export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, options) => {
  const { db, clock, subscriptions, auth } = options

  const returnOrigin = (request: FastifyRequest) =>
    options.publicOrigin ? new URL(options.publicOrigin).origin : `${request.protocol}://${request.host}`

  function setSessionCookie(reply: FastifyReply, token: string, maxAge: number) {
    reply.setCookie(sessionCookie, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge,
    })
  }

  app.get(
    '/api/Quiz/KhelahobeQuizSubscriptionCheckWithBkashSubs',
    {
      schema: {
        operationId: 'checkSubscriptionAndOpenRequest',
        querystring: subscriptionCheckQuerySchema,
        response: { 200: subscriptionCheckResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = ownUser(request, request.query.msisdn)
      const data = await subscriptions.check(user.id, request.query.segment, {
        returnOrigin: returnOrigin(request),
        // The consent page offers the person's own number as the wallet; they may change it.
        payer: user.msisdn,
        campaignKey: request.query.campaign_key,
        campaignUrl: request.query.campaign_url,
      })
      return { data }
    },
  )

  app.get(
    '/api/Quiz/KhelahobeQuizOnlySubscriptionCheck',
    {
      schema: {
        operationId: 'checkSubscription',
        querystring: onlySubscriptionCheckQuerySchema,
        response: { 200: onlySubscriptionCheckResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = ownUser(request, request.query.msisdn)
      return { data: await subscriptions.statusOf(user.id, request.query.segment) }
    },
  )

  app.get(
    '/api/subscriptions/me',
    {
      schema: { operationId: 'mySubscriptions', response: { 200: mySubscriptionsResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request)
      return { data: await Promise.all(segments.map((segment) => subscriptions.statusOf(user.id, segment))) }
    },
  )

  app.post(
    '/api/Quiz/KhealhobeQuizSubscriptionUpdate',
    {
      schema: {
        operationId: 'confirmSubscription',
        body: subscriptionUpdateBodySchema,
        response: { 200: subscriptionResultResponseSchema },
      },
      preHandler: app.loadUser,
    },
    async (request, reply) => {
      const { subscriptionReqId, msisdn } = request.body
      let loggedIn = false
      let row: Awaited<ReturnType<SubscriptionService['confirm']>>
      if (request.user) {
        row = await subscriptions.confirm(subscriptionReqId, { userId: ownUser(request, msisdn).id })
      } else {
        row = await subscriptions.confirm(subscriptionReqId, { binding: request.cookies[campaignCookie] })
        const owner = await findUserById(db, row.userId)
        // The provider vouches that the approving wallet is the number entered on the campaign page.
        if (row.state === 'subscribed' && owner && row.payerMsisdn === owner.msisdn) {
          const session = await auth.startSession(owner.id)
          await updateSubscription(db, row.id, { browserBindingHash: null })
          setSessionCookie(reply, session.token, session.maxAgeSeconds)
          reply.clearCookie(campaignCookie, { path: '/api/' })
          loggedIn = true
        }
      }
      return {
        data: {
          segment: row.segment,
          subscriptionRequestId: row.requestId,
          subscriptionStatus: row.providerStatus as ProviderStatus,
          isSubscribed: row.state === 'subscribed',
          loggedIn,
        },
      }
    },
  )

  app.get(
    '/api/Quiz/KhelahobeCancelSubscription',
    {
      schema: {
        operationId: 'cancelSubscription',
        querystring: cancelQuerySchema,
        response: { 200: cancelResponseSchema },
      },
      // The spec makes this a GET; a link on another site must still not unsubscribe anyone.
      preHandler: [app.requireSameOrigin, app.requireUser],
    },
    async (request) => {
      const user = ownUser(request, request.query.msisdn)
      return subscriptions.cancel(user.id, request.query.segment)
    },
  )

  app.post(
    '/api/campaign/subscribe',
    {
      schema: {
        operationId: 'campaignSubscribe',
        body: campaignSubscribeBodySchema,
        response: { 200: campaignSubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      const { mobileNo, campaignKey, segment } = request.body
      const now = clock.now()
      for (const limit of [
        { key: `campaign:ip:${request.ip}`, limit: 30, windowMs: 3_600_000 },
        { key: `campaign:msisdn:${mobileNo}`, limit: 5, windowMs: 3_600_000 },
      ]) {
        if (!(await hitRateLimit(db, now, limit)).allowed) {
          throw tooManyRequests('অনেকবার চেষ্টা করা হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।')
        }
      }
      const user = await upsertUser(db, mobileNo)
      const binding = request.cookies[campaignCookie] ?? randomBytes(32).toString('base64url')
      const row = await subscriptions.openRequest(user.id, segment, {
        returnOrigin: returnOrigin(request),
        payer: mobileNo,
        campaignKey,
        campaignUrl: request.headers.referer,
        browserBinding: bindingHash(binding),
      })
      if (row.state === 'subscribed') {
        throw new AppError(409, errorCodes.conflict, 'এই নম্বরে সাবস্ক্রিপশন চালু আছে। খেলতে লগইন করুন।')
      }
      reply.setCookie(campaignCookie, binding, {
        path: '/api/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: 30 * 60,
      })
      return {
        data: {
          result: 'true' as const,
          subscriptionRequestId: row.requestId,
          redirectURL: row.redirectUrl ?? '',
        },
      }
    },
  )
}
