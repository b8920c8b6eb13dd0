import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The API describes itself at `/api/openapi.json`, generated from the same zod contracts
 * that validate each route. The fault suite reads it to fuzz every route, so a new route
 * is attacked the day it is added. Registered before the routes, which it collects.
 */
export const openapiPlugin = fp<{ onAppPort: boolean }>(async (app: FastifyInstance, { onAppPort }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Khelahobe API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  })
  // In production, on the operations port only (decision 0055): it maps the console's routes.
  if (onAppPort) app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
