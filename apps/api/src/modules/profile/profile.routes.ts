import {
  ownNumberQuerySchema,
  profileScoreResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userProfileResponseSchema,
} from '@khelahobe/contracts/profile'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownUser } from '../auth/session.plugin.ts'
import type { ProfileService } from './profile.service.ts'

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/api/default/userProfile',
    {
      schema: {
        operationId: 'userProfile',
        querystring: ownNumberQuerySchema,
        response: { 200: userProfileResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await profile.profile(ownUser(request, request.query.msisdn)) }),
  )

  app.get(
    '/api/default/userScoreForProfilePopUp',
    {
      schema: {
        operationId: 'profileScorePopup',
        querystring: ownNumberQuerySchema,
        response: { 200: profileScoreResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await profile.scorePopup(ownUser(request, request.query.msisdn)) }),
  )

  app.post(
    '/api/default/UpdateUserProfile',
    {
      schema: {
        operationId: 'updateProfile',
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { Name, ImageName, Msisdn } = request.body
      const user = await profile.update(ownUser(request, Msisdn), {
        ...(Name !== undefined ? { name: Name } : {}),
        ...(ImageName !== undefined ? { imageName: ImageName } : {}),
      })
      return { data: { user } }
    },
  )
}
