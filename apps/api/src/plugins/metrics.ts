import type { ProcessFigures } from '@khelahobe/contracts/insights-console'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** Where the modules' own gauges go, to be exposed at `/metrics` with the rest. */
      registry: Registry
      /** This process's figures as `/metrics` exposes them, read from the same registry. */
      processFigures(): Promise<ProcessFigures>
    }
  }
}

/**
 * Prometheus metrics: process defaults plus request durations by route. At `/metrics` on the
 * application's port when `onAppPort`; otherwise only on the operations port (server.ts).
 */
export const metricsPlugin = fp<{ onAppPort: boolean }>(async (app: FastifyInstance, { onAppPort }) => {
  // A registry per app, so tests that build several apps do not collide.
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })

  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    )
    done()
  })

  async function processFigures(): Promise<ProcessFigures> {
    // All at once, as a scrape collects them: some gauges are set by another's collect.
    const metrics = await registry.getMetricsAsJSON()
    const single = (name: string) => metrics.find((m) => m.name === name)?.values[0]?.value ?? 0
    const started = single('process_start_time_seconds')
    let requests = 0
    let serverErrors = 0
    for (const { metricName, labels, value } of (await duration.get()).values) {
      if (metricName !== 'http_request_duration_seconds_count') continue
      requests += value
      if (Number(labels.status_code) >= 500) serverErrors += value
    }
    return {
      uptimeSeconds: started > 0 ? Math.max(0, Math.round(Date.now() / 1000 - started)) : 0,
      residentMemoryBytes: single('process_resident_memory_bytes'),
      heapUsedBytes: single('nodejs_heap_size_used_bytes'),
      eventLoopLagSeconds: single('nodejs_eventloop_lag_p99_seconds'),
      requests,
      serverErrors,
    }
  }
  app.decorate('metrics', { registry, processFigures })

  if (onAppPort) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type(registry.contentType)
      return registry.metrics()
    })
  }
})
