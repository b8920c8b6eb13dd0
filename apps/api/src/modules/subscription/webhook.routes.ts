import { errorCodes } from '@khelahobe/contracts/error-codes'
import { textSchema } from '@khelahobe/contracts/fields'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import type { PaymentProvider } from './providers/payment-provider.ts'
import type { WebhookQueue } from './webhook-queue.ts'

const webhookTypes = new Set(['SUBSCRIPTION', 'PAYMENT', 'REFUND'])

/**
 * The fields we key on and look up by; a signed body is still refused when they could not
 * be stored (a NUL in an id, say). Other fields pass through untouched.
 */
const webhookId = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), textSchema(100)])
// The provider sends null for what does not exist yet (no subscription id before consent).
const webhookBodySchema = z.looseObject({
  subscriptionRequestId: textSchema(100).nullish(),
  subscriptionId: webhookId.nullish(),
  subscriptionStatus: textSchema(50).nullish(),
  paymentId: webhookId.nullish(),
  paymentStatus: textSchema(50).nullish(),
  trxId: textSchema(100).nullish(),
})

/**
 * Whether any text in a parsed body is half a character (a lone UTF-16 surrogate, which JSON
 * can write as an escape): the fields passed through untouched are kept too, and nothing
 * else we store takes one (the shared text pattern refuses them).
 */
const halfCharacter = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function hasHalfCharacter(value: unknown): boolean {
  if (typeof value === 'string') return halfCharacter.test(value)
  if (Array.isArray(value)) return value.some(hasHalfCharacter)
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => hasHalfCharacter(key) || hasHalfCharacter(item))
  return false
}

/**
 * The provider's webhooks. The signature is checked on the raw bytes before anything is
 * parsed or written; this plugin's JSON parser keeps the body as a Buffer for that. A
 * verified webhook is stored, then applied from the queue (decision 0058).
 */
export const webhookRoutes: FastifyPluginAsync<{
  provider: PaymentProvider
  webhooks: WebhookQueue
}> = async (app, { provider, webhooks }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  // No body schema: the body must stay raw bytes until its signature is checked.
  app.post(
    '/api/payment/bkash/webhook',
    { schema: { operationId: 'bkashWebhook' } },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = request.headers['x-signature'] ?? request.headers.signature
      if (!provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        throw new AppError(401, errorCodes.badSignature, 'The webhook signature is missing or wrong.')
      }
      const type = String(request.headers.type ?? '').toUpperCase()
      if (!webhookTypes.has(type))
        throw new AppError(400, errorCodes.validation, 'The webhook Type header is unknown.')
      let body: unknown
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        throw new AppError(400, errorCodes.badJson, 'The webhook body is not valid JSON.')
      }
      const parsed = webhookBodySchema.safeParse(body)
      if (!parsed.success || hasHalfCharacter(body)) {
        throw new AppError(
          400,
          errorCodes.validation,
          'The webhook body must be a JSON object whose ids and statuses are short text or numbers.',
        )
      }
      const event = parsed.data
      const requestId = typeof event.subscriptionRequestId === 'string' ? event.subscriptionRequestId : null
      // One event, however often the provider sends it: its ids and the status it reports.
      const dedupeKey =
        type === 'PAYMENT'
          ? `PAYMENT:${event.paymentId}:${event.paymentStatus}:${event.trxId ?? ''}`
          : `${type}:${requestId ?? event.subscriptionId}:${event.subscriptionStatus ?? ''}`
      const { duplicate } = await webhooks.receive({ dedupeKey, type, body: raw.toString('utf8'), requestId })
      return reply.code(200).send({ received: true, duplicate })
    },
  )
}
