import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Billing } from './billing.ts'
import type { SimulatorDatabase as Database } from './database.ts'
import { setWalletBalance, walletBalance } from './repo.ts'
import {
  advanceRequestSchema,
  advanceResponseSchema,
  walletParamsSchema,
  walletRequestSchema,
  walletResponseSchema,
  webhookSwitchesRequestSchema,
  webhookSwitchesSchema,
} from './schemas.ts'
import type { WebhookSender } from './webhooks.ts'

/**
 * Knobs for tests and for a person demoing: move the provider's clock (running the
 * charges that makes due), set wallet balances and read them with the wallet's PIN, and
 * make webhooks arrive twice or backwards. They exist only where the simulator does, never
 * in production.
 */
export const controlRoutes: FastifyPluginAsyncZod<{
  db: Database
  billing: Billing
  webhooks: Pick<WebhookSender, 'switches' | 'setSwitches'>
  pinOf: (wallet: string) => string
}> = async (app, { db, billing, webhooks, pinOf }) => {
  app.post(
    '/advance',
    {
      schema: {
        operationId: 'simAdvanceClock',
        body: advanceRequestSchema,
        response: { 200: advanceResponseSchema },
      },
    },
    async (request) => billing.advance(request.body.days),
  )

  app.post(
    '/wallets',
    {
      schema: {
        operationId: 'simSetWalletBalance',
        body: walletRequestSchema,
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => {
      const { wallet, balance } = request.body
      await setWalletBalance(db, wallet, balance)
      return { wallet, balance, pin: pinOf(wallet) }
    },
  )

  app.get(
    '/wallets/:wallet',
    {
      schema: {
        operationId: 'simGetWalletBalance',
        params: walletParamsSchema,
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => ({
      wallet: request.params.wallet,
      balance: await walletBalance(db, request.params.wallet),
      pin: pinOf(request.params.wallet),
    }),
  )

  app.get(
    '/webhooks',
    { schema: { operationId: 'simGetWebhookSwitches', response: { 200: webhookSwitchesSchema } } },
    async () => webhooks.switches(),
  )

  app.post(
    '/webhooks',
    {
      schema: {
        operationId: 'simSetWebhookSwitches',
        body: webhookSwitchesRequestSchema,
        response: { 200: webhookSwitchesSchema },
      },
    },
    async (request) => webhooks.setSwitches(request.body),
  )
}
