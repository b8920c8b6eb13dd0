import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { gameNames } from '@khelahobe/contracts/rules'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { paths } from '../paths.ts'

/**
 * Serves each built game at `/games/<Name>/`. A game runs in a sandboxed iframe without
 * `allow-same-origin`, so its document has an opaque origin and fetches its own module script
 * in CORS mode: the files are public and say so (`Access-Control-Allow-Origin: *`). Hashed
 * assets are cached for a year; the page itself is revalidated, so a new build reaches players.
 */
export const gamesPlugin = fp<{ root?: string }>(async (app: FastifyInstance, { root = paths.games }) => {
  for (const game of gameNames) {
    const dist = join(root, game, 'dist')
    if (!existsSync(join(dist, 'index.html'))) {
      app.log.warn({ game }, 'game not built; run npm run build')
      continue
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/games/${game}/`,
      decorateReply: false,
      redirect: true,
      setHeaders(reply, path) {
        reply.header('access-control-allow-origin', '*')
        const immutable = path.startsWith(join(dist, 'assets'))
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
})
