import type { FastifyPluginAsync } from 'fastify'
import { createBilling } from './billing.ts'
import type { AdjustableClock } from './clock.ts'
import { consentRoutes } from './consent.routes.ts'
import { controlRoutes } from './control.routes.ts'
import { controlPageRoutes } from './control-page.ts'
import type { SimulatorDatabase as Database } from './database.ts'
import { gatewayRoutes } from './gateway.routes.ts'
import { createSimulatorService } from './service.ts'
import { walletPin } from './wallet-pin.ts'
import { createWebhookSender } from './webhooks.ts'

export interface SimulatorOptions {
  db: Database
  clock: AdjustableClock
  /** The merchant's API key; webhooks are signed with its base64url-decoded bytes. */
  apiKey: string
  /** Where the merchant registered its webhook (our own API, over HTTP). */
  webhookUrl: () => string
}

/**
 * The wallet provider simulator, mounted under /sim/bkash when PAYMENT_PROVIDER=simulator:
 * bKash's gateway API (`/sim/bkash/gateway/...`), the consent page (`/sim/bkash/intent/...`)
 * and the control knobs (`/sim/bkash/control/...`, which show each wallet's PIN). Its state is in its own `sim_*` tables (`createSimulatorTables`, run at start beside the migrations), and
 * its time is the injected clock, so it survives restarts and tests can move time.
 * Registered without fastify-plugin on purpose: its parsers and error handler stay inside.
 */
export const paymentSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const { db, clock, apiKey } = options
  const webhooks = createWebhookSender({ apiKey, webhookUrl: options.webhookUrl, log: app.log })
  const service = createSimulatorService({ db, clock, webhooks })
  const billing = createBilling({ db, clock, webhooks })

  const pinOf = (wallet: string) => walletPin(apiKey, wallet)

  await app.register(gatewayRoutes, { prefix: '/sim/bkash/gateway', service, apiKey })
  await app.register(consentRoutes, { service, now: () => clock.now(), pinOf })
  await app.register(controlRoutes, { prefix: '/sim/bkash/control', db, billing, webhooks, pinOf })
  await app.register(controlPageRoutes, { db, clock, billing, pinOf })
}
