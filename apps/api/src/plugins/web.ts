import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './errors.ts'

/**
 * Serves the built React app: hashed assets cached for a year, `index.html` for every
 * other page so the client router can take over. Unknown `/api/` paths stay JSON 404s.
 */
export const webPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`)
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
    if (isPage && hasBuild) {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    }
    return sendError(
      reply,
      request,
      404,
      errorCodes.notFound,
      `There is no ${request.method} ${request.url.split('?')[0]}.`,
    )
  })
})

const isApiPath = (url: string) => /^\/(api|games|sim|metrics|healthz|readyz)(\/|\?|$)/.test(url)
