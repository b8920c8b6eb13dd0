import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { AppError, badRequest } from '../lib/errors.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Security headers, and the CSRF rule of DESIGN §3: a state-changing request that a
 * browser says comes from another site is refused. Browsers always send `Origin` on
 * such requests; server-to-server callbacks send none and carry their own signatures.
 */
export const securityPlugin = fp<{ publicOrigin?: string | undefined; gamesOrigin?: string | undefined }>(
  async (app: FastifyInstance, opts) => {
    // The security headers are the same on every response: helmet works them out once, here,
    // and each request copies them (@fastify/helmet rebuilt helmet's middleware for every
    // request, parsing the policy each time: a few per cent of the quiz rush's CPU).
    const securityHeaders = headersSetBy(
      helmet({
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
        // Our own requests carry our page as their Referer (no other site ever sees it): a
        // browser too old to send Sec-Fetch-Site proves with it that a GET which writes comes
        // from our page (requireSameOrigin). helmet's default, no-referrer, left those
        // browsers unable to subscribe.
        referrerPolicy: { policy: 'same-origin' },
      }),
    )
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders)
      done()
    })

    const publicOrigin = opts.publicOrigin ? originOf(opts.publicOrigin) : undefined
    const isOwnOrigin = (request: FastifyRequest, url: string) => {
      const claimed = originOf(url)
      if (!claimed) return false
      return claimed === originOf(`${request.protocol}://${request.host}`) || claimed === publicOrigin
    }
    // Thrown, not sent, so each route's error handler answers in its own shape (the wallet
    // simulator's gateway speaks bKash's, not our envelope).
    const refuse = () => {
      throw new AppError(403, errorCodes.crossSite, 'Requests from other websites are not allowed.')
    }

    // A Host that is no host name (a space, a port past 65535) would end up in the links we
    // build from it; refused before anything runs.
    app.addHook('onRequest', async (request) => {
      if (!isHostName(request.host)) throw badRequest('The Host header is not a valid host name.')
    })

    app.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method)) return
      const origin = request.headers.origin
      const fetchSite = request.headers['sec-fetch-site']
      // Browsers set Sec-Fetch-Site themselves and pages cannot forge it; it also covers a
      // same-origin form whose page's referrer policy makes the Origin header `null`.
      const crossSite =
        fetchSite === 'cross-site' ||
        (fetchSite !== 'same-origin' && origin !== undefined && !isOwnOrigin(request, origin))
      if (crossSite) refuse()
    })

    /**
     * For the GETs the spec makes change state (unsubscribe): a link or an image on another
     * site must not fire them, even from a browser that sends no Sec-Fetch-Site. So the
     * request must prove it is ours: Sec-Fetch-Site `same-origin`, or else an Origin or
     * Referer of our own origin. Anything else, a typed address included, is refused.
     */
    app.decorate('requireSameOrigin', async (request: FastifyRequest) => {
      const fetchSite = request.headers['sec-fetch-site']
      if (fetchSite !== undefined) {
        if (fetchSite !== 'same-origin') refuse()
        return
      }
      const claimed = request.headers.origin ?? request.headers.referer
      if (claimed === undefined || !isOwnOrigin(request, claimed)) refuse()
    })
  },
)

declare module 'fastify' {
  interface FastifyInstance {
    requireSameOrigin: (request: FastifyRequest) => Promise<void>
  }
}

/** The headers a helmet middleware sets, collected from one run against a stand-in response. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: () => {},
  }
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  return headers
}

/** Scheme, host and port of a URL (a default port dropped), or '' when it is not one. */
function originOf(url: string) {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? '' : origin
  } catch {
    return ''
  }
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port of at most 65535. */
function isHostName(host: string) {
  if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return false
  try {
    new URL(`http://${host}`)
    return true
  } catch {
    return false
  }
}
