import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { avatarIds } from '@khelahobe/contracts/rules'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { paths } from '../../paths.ts'

/** The six avatars of spec §3, small SVGs of our own, read once at start. */
const pictures = new Map(avatarIds.map((id) => [id, readFileSync(join(paths.avatars, `${id}.svg`), 'utf8')]))

const paramsSchema = z.object({ id: z.enum(avatarIds, { error: 'There is no such avatar.' }) })

/**
 * `/avatars/<id>`, the address the boards and the profile ask for (web `lib/avatar.ts`).
 * Anything else answers an error, never the app's HTML, so a picture that cannot load
 * falls back to the default icon.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:id',
    { schema: { operationId: 'avatar', params: paramsSchema } },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        // A day: a redrawn avatar reaches everyone by tomorrow.
        .header('cache-control', 'public, max-age=86400')
        .send(pictures.get(request.params.id)),
  )
}
