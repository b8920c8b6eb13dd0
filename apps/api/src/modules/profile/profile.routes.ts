import { updateProfileBodySchema, updateProfileResponseSchema } from '@khelahobe/contracts/profile'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { ownUser } from '../auth/session.plugin.ts'

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/default/UpdateUserProfile',
    {
      schema: {
        operationId: 'updateProfile',
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { Name, ImageName, Msisdn } = request.body
      const user = ownUser(request, Msisdn)
      const [updated] = await db
        .update(users)
        .set({
          ...(Name !== undefined ? { name: Name } : {}),
          ...(ImageName !== undefined ? { imageName: ImageName } : {}),
        })
        .where(eq(users.id, user.id))
        .returning()
      const row = updated ?? user
      return { data: { user: { id: row.id, msisdn: row.msisdn, name: row.name, imageName: row.imageName } } }
    },
  )
}
