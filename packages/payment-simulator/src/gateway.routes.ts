import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyError } from 'fastify'
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import {
  cancelQuerySchema,
  cancelResponseSchema,
  createdResponseSchema,
  createRequestSchema,
  type GatewayErrorBody,
  gatewayErrorSchema,
  paymentRecordSchema,
  requestIdParamsSchema,
  subscriptionIdParamsSchema,
  subscriptionRecordSchema,
} from './schemas.ts'
import { GatewayError, type SimulatorService } from './service.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** The request id a refused create echoes back, when the body had one. */
function requestIdIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as { subscriptionRequestId?: unknown }).subscriptionRequestId
  return typeof value === 'string' ? value : undefined
}

function describeValidation(error: { validation: { instancePath?: string; message?: string }[] }) {
  return error.validation
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
      const message = issue.message ?? 'is not valid'
      return field ? `${field}: ${message}` : message
    })
    .join('; ')
}

/**
 * bKash's gateway API, at bKash's own paths under `/sim/bkash/gateway`, answering in its
 * shapes and with its error codes, so the real adapter cannot tell the difference.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ service: SimulatorService; apiKey: string }> = async (
  app,
  { service, apiKey },
) => {
  const expectedKey = sha256(apiKey)
  const errorResponses = { 400: gatewayErrorSchema, 401: gatewayErrorSchema, 404: gatewayErrorSchema }

  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers['x-api-key']
    // Compared as digests: equal lengths for timingSafeEqual, nothing learnt from timing.
    if (typeof given !== 'string' || !timingSafeEqual(sha256(given), expectedKey)) {
      return reply.code(401).send({ errorCode: '2013', errorDescription: 'Invalid API key' })
    }
  })

  // bKash's own samples send `Content-Type: application/json` on GET and DELETE with no
  // body, which Fastify's JSON parser refuses; the real gateway takes it. Anything else
  // goes through Fastify's own parser, with its prototype-poisoning guard.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined)
    parseJson(request, body as string, done)
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const subscriptionRequestId = requestIdIn(request.body)
    const send = (status: number, body: GatewayErrorBody) => reply.code(status).send(body)
    if (error instanceof GatewayError) {
      return send(error.httpStatus, {
        ...(error.subscriptionRequestId === undefined
          ? {}
          : { subscriptionRequestId: error.subscriptionRequestId }),
        errorCode: error.errorCode,
        errorDescription: error.errorDescription,
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(400, {
        subscriptionRequestId,
        errorCode: '1001',
        errorDescription: describeValidation(error),
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return send(status, {
        subscriptionRequestId,
        errorCode: '1003',
        errorDescription: 'Http message not readable',
      })
    }
    request.log.error({ err: error }, 'simulator gateway failed')
    return send(500, { errorCode: '5000', errorDescription: 'Internal server error' })
  })

  app.post(
    '/api/subscription',
    {
      schema: {
        operationId: 'simCreateSubscription',
        body: createRequestSchema,
        // bKash answers a reused request id (2004) with HTTP 200 and an error body; the
        // error handler above sends it, as a GatewayError with httpStatus 200.
        response: { 200: createdResponseSchema.or(gatewayErrorSchema), ...errorResponses },
      },
    },
    async (request) => service.create(request.body),
  )

  app.get(
    '/api/subscriptions/request-id/:requestId',
    {
      schema: {
        operationId: 'simQuerySubscriptionByRequestId',
        params: requestIdParamsSchema,
        response: { 200: subscriptionRecordSchema, ...errorResponses },
      },
    },
    async (request) => service.byRequestId(request.params.requestId),
  )

  app.get(
    '/api/subscriptions/:id',
    {
      schema: {
        operationId: 'simQuerySubscriptionById',
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionRecordSchema, ...errorResponses },
      },
    },
    async (request) => service.byId(request.params.id),
  )

  app.delete(
    '/api/subscriptions/:id',
    {
      schema: {
        operationId: 'simCancelSubscription',
        params: subscriptionIdParamsSchema,
        querystring: cancelQuerySchema,
        response: { 200: cancelResponseSchema, ...errorResponses },
      },
    },
    // bKash keeps the reason in extraParams; the simulator has no column for it.
    async (request) => service.cancel(request.params.id),
  )

  app.get(
    '/api/subscription/payment/bySubscriptionId/:id',
    {
      schema: {
        operationId: 'simListPayments',
        params: subscriptionIdParamsSchema,
        response: { 200: paymentRecordSchema.array(), ...errorResponses },
      },
    },
    async (request) => service.payments(request.params.id),
  )
}
