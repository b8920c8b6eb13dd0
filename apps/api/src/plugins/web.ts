import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { sessionCookie } from '../modules/auth/session.plugin.ts'
import { sendError } from './errors.ts'

/**
 * Serves the built React app: hashed assets cached for a year, and for every other page
 * either a prerendered public page (to a visitor) or `index.html`, so the client router can
 * take over. The operator console is another app with its own bundle under `/console/`,
 * served the same way from its own build. Unknown `/api/` paths stay JSON 404s.
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
        // The prerendering bundle and its pages are the server's, not files to hand out.
        allowedPath: (pathName) => !pathName.startsWith(`/${serverDirName}/`),
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
    const prerendered = hasBuild ? await loadPrerenderedPages(app, distDir) : undefined

    app.setNotFoundHandler(async (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
      if (isPage && isConsolePath(request.url) && hasConsole) {
        reply.header('cache-control', 'no-cache')
        return reply.sendFile('index.html', consoleDistDir)
      }
      if (isPage && hasBuild) {
        reply.header('cache-control', 'no-cache')
        // Who is logged in changes which HTML a path gets (below).
        reply.header('vary', 'Cookie')
        // A prerendered page is what a visitor sees; someone with a session gets the shell and
        // their own page from the app, never a visitor's screen first (docs/decisions/0036).
        const page = request.cookies[sessionCookie]
          ? undefined
          : prerendered?.get(request.url.split('?')[0] ?? '')
        const html = await page?.()
        if (html) {
          reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Encoding')
          // Gzipped here (the compression plugin wraps routes, and this is the not-found
          // handler): a first visit on a slow phone waits for every byte, 11 KB or 3 KB.
          if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
            return reply.header('content-encoding', 'gzip').send(html.gzipped)
          return reply.send(html.text)
        }
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

/** Where the web build keeps its prerendering bundle and pages (apps/web/scripts/prerender.ts). */
const serverDirName = 'server'

/** What the web build's `server/entry-server.js` exports (apps/web/src/entry-server.tsx). */
interface PrerenderEntry {
  prerenderedPages: Record<string, string>
  pageQueries(path: string): Promise<string[]>
  prerenderedFile(path: string): string
  renderVisitorPage(template: string, path: string, answers: Record<string, unknown>): Promise<string>
}

/** A page's HTML, and the same gzipped once for every visitor who accepts it. */
interface PageBody {
  text: string
  gzipped: Buffer
}

const pageBody = (text: string): PageBody => ({ text, gzipped: gzipSync(text) })

/** Pages drawn from the API's answers, kept per distinct set of answers; a few each at most. */
const maxCachedRenders = 64

/**
 * Each public page's HTML for a visitor, by path; undefined when it cannot be had (the page is
 * then sent as the shell, as before prerendering). A page that is the same for every visitor
 * was drawn at build time. A page drawn from the API's answers (the operators' terms, rules
 * and prizes, the support contacts) is drawn here from the answers the API gives now, asked
 * through the API itself, so it is never older than what the app would fetch; a drawing is
 * kept for as long as the answers stay the same.
 */
async function loadPrerenderedPages(app: FastifyInstance, distDir: string) {
  const pages = new Map<string, () => Promise<PageBody | undefined>>()
  const serverDir = join(distDir, serverDirName)
  const entryFile = join(serverDir, 'entry-server.js')
  if (!existsSync(entryFile)) return pages
  const entry = (await import(pathToFileURL(entryFile).href)) as PrerenderEntry
  const renders = new Map<string, Promise<PageBody>>()

  const drawnFromAnswers = (path: string, apiPaths: string[], template: string) => async () => {
    const answers = await Promise.all(apiPaths.map((url) => app.inject({ method: 'GET', url })))
    if (answers.some((answer) => answer.statusCode !== 200)) return undefined
    const key = [path, ...answers.map((answer) => answer.body)].join('\n')
    let render = renders.get(key)
    if (render) {
      // Most recently used last, so the oldest drawing is the one dropped.
      renders.delete(key)
    } else {
      const byUrl = Object.fromEntries(apiPaths.map((url, index) => [url, answers[index]?.json() as unknown]))
      render = entry.renderVisitorPage(template, path, byUrl).then(pageBody)
      if (renders.size >= maxCachedRenders) renders.delete(renders.keys().next().value ?? '')
    }
    renders.set(key, render)
    try {
      return await render
    } catch (err) {
      renders.delete(key)
      app.log.error({ err, path }, 'could not prerender a public page; sending the shell')
      return undefined
    }
  }

  for (const path of Object.keys(entry.prerenderedPages)) {
    const file = entry.prerenderedFile(path)
    const apiPaths = await entry.pageQueries(path)
    if (apiPaths.length === 0) {
      const body = pageBody(readFileSync(join(serverDir, 'pages', file), 'utf8'))
      pages.set(path, async () => body)
    } else {
      pages.set(
        path,
        drawnFromAnswers(path, apiPaths, readFileSync(join(serverDir, 'templates', file), 'utf8')),
      )
    }
  }
  return pages
}

const isConsolePath = (url: string) => /^\/console(\/|\?|$)/.test(url)
const isApiPath = (url: string) => /^\/(api|games|sim|metrics|healthz|readyz)(\/|\?|$)/.test(url)
