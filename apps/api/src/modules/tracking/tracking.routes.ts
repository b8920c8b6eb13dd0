import rateLimit from '@fastify/rate-limit'
import { eventBatchSchema, saveLogQuerySchema, saveLogResponseSchema } from '@khelahobe/contracts/tracking'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Clock } from '../../lib/clock.ts'
import { tooManyRequests } from '../../lib/errors.ts'
import type { EventBuffer } from './event-buffer.ts'

/**
 * Per client address, counted in this process's memory: a flood is refused before it is
 * parsed or touches the database, so it slows nobody else. An app sends a beacon every few
 * seconds at most; many phones share a carrier's address, hence the headroom.
 */
export const trackingRateLimit = { max: 120, timeWindow: 60_000 }

/** The path of the page a visit came from; its query (which may hold a number) is not kept. */
function pathOf(url: string | undefined): string {
  if (!url) return '/'
  try {
    return new URL(url, 'http://localhost').pathname.slice(0, 200)
  } catch {
    return '/'
  }
}

const spokenNull = (value: string | undefined) => (value === undefined || value === 'null' ? null : value)

export const trackingRoutes: FastifyPluginAsyncZod<{ buffer: EventBuffer; clock: Clock }> = async (
  app,
  { buffer, clock },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests('খুব বেশি অনুরোধ এসেছে; একটু পরে আবার চেষ্টা করুন।'),
  })

  app.post(
    '/api/events',
    {
      schema: {
        operationId: 'trackEvents',
        body: eventBatchSchema,
        response: { 204: z.null().describe('Accepted') },
      },
      config: { rateLimit: trackingRateLimit },
    },
    async (request, reply) => {
      const receivedAt = clock.now()
      const campaignKey = request.body.campaignKey ?? null
      buffer.add(
        request.body.events.map((event) => ({
          receivedAt,
          type: event.type,
          name: event.name,
          path: pathOf(event.path),
          campaignKey,
        })),
      )
      // A beacon's answer is never read; a full buffer drops the events rather than the page waiting.
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/default/SaveLog',
    {
      schema: {
        operationId: 'saveLog',
        querystring: saveLogQuerySchema,
        response: { 200: saveLogResponseSchema },
      },
      config: { rateLimit: trackingRateLimit },
      // A GET that writes a visit with a campaign key: only our own campaign pages log one, so
      // another site's image or link cannot pad a campaign's figures with its visitors.
      preHandler: app.requireSameOrigin,
    },
    async (request) => {
      const { campaignKey, cname, theme, srcurl } = request.query
      const saved = buffer.add([
        {
          receivedAt: clock.now(),
          type: 'visit',
          name: spokenNull(cname) ?? 'visit',
          path: pathOf(srcurl),
          campaignKey: spokenNull(campaignKey),
          // The connection's address; behind a load balancer, TRUST_PROXY makes it the client's.
          ip: request.ip,
          detail: theme ? { theme } : null,
        },
      ])
      return { data: { saved } }
    },
  )
}
