import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadEnv } from '../config/env.ts'
import { openPostgres } from './client.ts'

/**
 * The database away, without touching a real one: a port where nothing listens (a stopped
 * server) and a listener that accepts and never answers (a frozen one). The fault suite
 * does the same to a real PostgreSQL cluster.
 */
describe('while the database is unreachable', () => {
  let silent: Server
  let silentPort = 0
  const sockets = new Set<import('node:net').Socket>()

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentPort = (silent.address() as { port: number }).port
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  async function appOn(url: string) {
    const database = openPostgres(url)
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database })
    await app.ready()
    return { app, close: () => app.close().then(() => database.close()) }
  }

  it.each([
    ['stopped', () => 'postgres://postgres@127.0.0.1:1/test'],
    ['frozen', () => `postgres://postgres@127.0.0.1:${silentPort}/test`],
  ])('answers 503 with Retry-After when %s, and /readyz within 2 s', async (_state, url) => {
    const { app, close } = await appOn(url())
    try {
      const started = Date.now()
      const ready = await app.inject('/readyz')
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(ready.statusCode).toBe(503)

      const categories = await app.inject('/api/Quiz/GetQuizCategories')
      expect(categories.statusCode).toBe(503)
      expect(categories.headers['retry-after']).toBe('5')
      expect(categories.json()).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is busy for a moment. Please try again shortly.',
      })
      // A request waits no longer than the pool's connect timeout, not for the database.
      expect(Date.now() - started).toBeLessThan(6_000)
    } finally {
      await close()
    }
  })
})
