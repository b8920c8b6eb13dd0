import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import type { PaymentProvider } from './providers/payment-provider.ts'
import type { SubscriptionService } from './subscription.service.ts'

const webhookTypes = new Set(['SUBSCRIPTION', 'PAYMENT', 'REFUND'])

/**
 * The provider's webhooks. The signature is checked on the raw bytes before anything is
 * parsed or written; this plugin's JSON parser keeps the body as a Buffer for that.
 */
export const webhookRoutes: FastifyPluginAsync<{
  provider: PaymentProvider
  subscriptions: SubscriptionService
}> = async (app, { provider, subscriptions }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  app.post('/api/payment/bkash/webhook', { schema: { hide: true } }, async (request, reply) => {
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
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new AppError(400, errorCodes.validation, 'The webhook body must be a JSON object.')
    }
    const result = await subscriptions.applyWebhook(
      type,
      body as Record<string, unknown>,
      raw.toString('utf8'),
    )
    return reply.code(200).send({ received: true, duplicate: result.duplicate })
  })
}
