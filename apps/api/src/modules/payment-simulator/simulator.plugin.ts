import type { FastifyPluginAsync } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { AdjustableClock } from '../../lib/clock.ts'
import { createBilling } from './simulator.billing.ts'
import { consentRoutes } from './simulator.consent.routes.ts'
import { controlRoutes } from './simulator.control.routes.ts'
import { controlPageRoutes } from './simulator.control-page.ts'
import { gatewayRoutes } from './simulator.gateway.routes.ts'
import { createSimulatorService } from './simulator.service.ts'
import { createWebhookSender } from './simulator.webhooks.ts'

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
 * and the control knobs (`/sim/bkash/control/...`). Its state is in the `sim_*` tables and
 * its time is the injected clock, so it survives restarts and tests can move time.
 * Registered without fastify-plugin on purpose: its parsers and error handler stay inside.
 */
export const paymentSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const { db, clock, apiKey } = options
  const webhooks = createWebhookSender({ apiKey, webhookUrl: options.webhookUrl, log: app.log })
  const service = createSimulatorService({ db, clock, webhooks })
  const billing = createBilling({ db, clock, webhooks })

  await app.register(gatewayRoutes, { prefix: '/sim/bkash/gateway', service, apiKey })
  await app.register(consentRoutes, { service, now: () => clock.now() })
  await app.register(controlRoutes, { prefix: '/sim/bkash/control', db, billing, webhooks })
  await app.register(controlPageRoutes, { db, clock, billing })
}
