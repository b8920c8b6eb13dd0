import helmet from '@fastify/helmet'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './errors.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Security headers, and the CSRF rule of DESIGN §3: a state-changing request that a
 * browser says comes from another site is refused. Browsers always send `Origin` on
 * such requests; server-to-server callbacks send none and carry their own signatures.
 */
export const securityPlugin = fp<{ publicOrigin?: string | undefined; gamesOrigin?: string | undefined }>(
  async (app: FastifyInstance, opts) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          // The games run in iframes from this server, or from a CDN when GAMES_ORIGIN says so.
          frameSrc: ["'self'", ...(opts.gamesOrigin ? [opts.gamesOrigin] : [])],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The games are our own pages in our own iframes.
      frameguard: { action: 'sameorigin' },
    })

    app.addHook('onRequest', async (request, reply) => {
      if (safeMethods.has(request.method)) return
      const origin = request.headers.origin
      const fetchSite = request.headers['sec-fetch-site']
      // Browsers set Sec-Fetch-Site themselves and pages cannot forge it; it also covers a
      // same-origin form whose page's referrer policy makes the Origin header `null`.
      const crossSite =
        fetchSite === 'cross-site' ||
        (fetchSite !== 'same-origin' &&
          origin !== undefined &&
          !isSameSite(origin, request.host, opts.publicOrigin))
      if (crossSite) {
        return sendError(
          reply,
          request,
          403,
          errorCodes.crossSite,
          'Requests from other websites are not allowed.',
        )
      }
    })
  },
)

function isSameSite(origin: string, host: string, publicOrigin?: string) {
  if (publicOrigin && origin === new URL(publicOrigin).origin) return true
  try {
    const from = new URL(origin)
    // Parsing the Host header the same way drops a default port on both sides alike.
    return from.host === new URL(`${from.protocol}//${host}`).host
  } catch {
    return false
  }
}
