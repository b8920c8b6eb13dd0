import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './errors.ts'

/**
 * Serves the built React app: hashed assets cached for a year, `index.html` for every
 * other page so the client router can take over. The operator console is another app with
 * its own bundle under `/console/`, served the same way from its own build. Unknown `/api/`
 * paths stay JSON 404s.
 */
export const webPlugin = fp<{ distDir: string; consoleDistDir: string }>(
  async (app: FastifyInstance, { distDir, consoleDistDir }) => {
    const hasBuild = existsSync(join(distDir, 'index.html'))
    const hasConsole = existsSync(join(consoleDistDir, 'index.html'))
    const cacheHeaders = (root: string) => (reply: FastifyReply, path: string) => {
      const immutable = path.includes(`${join(root, 'assets')}`)
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: false,
        setHeaders: cacheHeaders(distDir),
      })
    }
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: consoleDistDir,
        prefix: '/console/',
        index: false,
        wildcard: false,
        decorateReply: false,
        setHeaders: cacheHeaders(consoleDistDir),
      })
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
      if (isPage && isConsolePath(request.url) && hasConsole) {
        reply.header('cache-control', 'no-cache')
        return reply.sendFile('index.html', consoleDistDir)
      }
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
  },
)

const isConsolePath = (url: string) => /^\/console(\/|\?|$)/.test(url)
const isApiPath = (url: string) => /^\/(api|games|sim|metrics|healthz|readyz)(\/|\?|$)/.test(url)
