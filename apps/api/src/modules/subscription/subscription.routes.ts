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
import { currentUser, ownUser, sessionCookie } from '../auth/session.plugin.ts'
import type { SubscriptionService } from './subscription.service.ts'

/** Ties a campaign subscription, started without a login, to the browser that started it. */
const campaignCookie = 'campaign_flow'

export interface SubscriptionRoutesOptions {
  subscriptions: SubscriptionService
  secureCookies: boolean
  publicOrigin: string | undefined
}

/** The confirmation's answer: the request as the provider now sees it. */
const confirmation = (row: Awaited<ReturnType<SubscriptionService['confirm']>>, loggedIn: boolean) => ({
  segment: row.segment,
  subscriptionRequestId: row.requestId,
  subscriptionStatus: row.providerStatus as ProviderStatus,
  isSubscribed: row.state === 'subscribed',
  loggedIn,
})

export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, options) => {
  const { subscriptions } = options

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
      // The spec makes this a GET, and it opens a request (with the campaign key it is given):
      // a link or an image on another site must not open one in a player's name.
      onRequest: [app.requireSameOrigin, app.requireUser],
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
      onRequest: app.requireUser,
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
      onRequest: app.requireUser,
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
      if (request.user) {
        const row = await subscriptions.confirm(subscriptionReqId, { userId: ownUser(request, msisdn).id })
        return { data: confirmation(row, false) }
      }
      // No login: a campaign page's request, which only the browser that started it may confirm.
      const { row, session } = await subscriptions.confirmCampaign(
        subscriptionReqId,
        request.cookies[campaignCookie],
      )
      if (session) {
        setSessionCookie(reply, session.token, session.maxAgeSeconds)
        reply.clearCookie(campaignCookie, { path: '/api/' })
      }
      return { data: confirmation(row, session !== null) }
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
      onRequest: [app.requireSameOrigin, app.requireUser],
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
      const { binding, subscriptionRequestId, redirectURL } = await subscriptions.campaignRequest({
        msisdn: mobileNo,
        segment,
        campaignKey,
        campaignUrl: request.headers.referer,
        returnOrigin: returnOrigin(request),
        ip: request.ip,
        binding: request.cookies[campaignCookie],
      })
      reply.setCookie(campaignCookie, binding, {
        path: '/api/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: 30 * 60,
      })
      return { data: { result: 'true' as const, subscriptionRequestId, redirectURL } }
    },
  )
}
