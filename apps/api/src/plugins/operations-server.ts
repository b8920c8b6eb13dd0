import { createServer, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'

/**
 * `/metrics` and `/api/openapi.json` on a port of their own (`METRICS_PORT`, always in
 * production): Prometheus scrapes it inside the cluster, and nothing routes the public to it,
 * so a pod reached directly on the application's port tells nobody the service's figures.
 */
export async function listenForOperations(app: FastifyInstance, host: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    try {
      if (request.method === 'GET' && request.url === '/metrics') {
        response.setHeader('content-type', app.metrics.registry.contentType)
        response.end(await app.metrics.registry.metrics())
      } else if (request.method === 'GET' && request.url === '/api/openapi.json') {
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.end(JSON.stringify(app.swagger()))
      } else {
        response.statusCode = 404
        response.end()
      }
    } catch (err) {
      app.log.error({ err }, 'the operations port could not answer')
      response.statusCode = 500
      response.end()
    }
  })
  server.requestTimeout = 10_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}
