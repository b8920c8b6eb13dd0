import { Writable } from 'node:stream'
import { paymentSimulatorPlugin } from '@khelahobe/payment-simulator'
import { walletPin } from '@khelahobe/payment-simulator/wallet-pin'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { manualClock } from '../src/lib/clock.ts'
import {
  type BkashProviderOptions,
  createBkashProvider,
} from '../src/modules/subscription/providers/bkash.provider.ts'
import type { TestDatabase } from './databases.ts'

/**
 * Test support (no tests here): the simulator on a fresh database, listening on a real
 * port, next to a webhook receiver that records what arrives. Tests drive it over HTTP,
 * as the adapter and a browser do.
 */

/** base64url of 32 bytes, like a key bKash issues. */
export const testApiKey = Buffer.from('khela-hobe-simulator-test-key-32').toString('base64url')

export interface ReceivedWebhook {
  raw: Buffer
  type: string | undefined
  signature: string | undefined
  contentType: string | undefined
  body: Record<string, unknown>
}

export interface RecordedRequest {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

export async function startSimulator(kind: TestDatabase) {
  const database = await kind.open()
  const clock = manualClock()
  const logLines: string[] = []
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(chunk.toString())
          done()
        },
      }),
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const gatewayRequests: RecordedRequest[] = []
  app.addHook('onResponse', async (request) => {
    if (!request.url.startsWith('/sim/bkash/gateway/')) return
    gatewayRequests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
    })
  })

  const webhooks: ReceivedWebhook[] = []
  let webhookAttempts = 0
  let failingWebhooks = 0
  await app.register(async (receiver) => {
    // The raw bytes are what the signature covers.
    receiver.removeContentTypeParser('application/json')
    receiver.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    receiver.post('/test/webhooks', async (request, reply) => {
      webhookAttempts++
      if (failingWebhooks > 0) {
        failingWebhooks--
        return reply.code(503).send({ busy: true })
      }
      const raw = request.body as Buffer
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      webhooks.push({
        raw,
        type: header('type'),
        signature: header('x-signature'),
        contentType: header('content-type'),
        body: JSON.parse(raw.toString('utf8')),
      })
      return { received: true }
    })
  })

  let port = 0
  await app.register(paymentSimulatorPlugin, {
    db: database.db,
    clock,
    apiKey: testApiKey,
    webhookUrl: () => `http://127.0.0.1:${port}/test/webhooks`,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the test server is not listening')
  port = address.port
  const origin = `http://127.0.0.1:${port}`

  return {
    app,
    db: database.db,
    clock,
    origin,
    gatewayUrl: `${origin}/sim/bkash/gateway`,
    webhooks,
    gatewayRequests,
    logText: () => logLines.join(''),
    webhookAttempts: () => webhookAttempts,
    /** The PIN the consent page asks of `wallet`. */
    pinOf: (wallet: string) => walletPin(testApiKey, wallet),
    /** The next `count` webhook deliveries are answered 503. */
    failWebhooks(count: number) {
      failingWebhooks = count
    },
    provider(overrides: Partial<BkashProviderOptions> = {}) {
      return createBkashProvider({
        baseUrl: () => `${origin}/sim/bkash/gateway`,
        apiKey: testApiKey,
        serviceId: '100001',
        merchantShortCode: '01700000000',
        clock,
        ...overrides,
      })
    },
    /** JSON to one of the simulator's own routes (gateway calls carry the API key). */
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(path.startsWith('/sim/bkash/gateway') ? { 'x-api-key': testApiKey } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      // biome-ignore lint/suspicious/noExplicitAny: tests read the answer and check it with expect()
      let json: any
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      return { status: response.status, json, text }
    },
    /** Submits the consent page's form the way a browser without JavaScript does. */
    async submitConsent(
      consentUrl: string,
      action: 'approve' | 'fail' | 'cancel',
      form: Record<string, string> = {},
    ) {
      const response = await fetch(`${consentUrl}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      })
      return {
        status: response.status,
        location: response.headers.get('location'),
        text: await response.text(),
      }
    },
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type SimulatorHarness = Awaited<ReturnType<typeof startSimulator>>

/** A valid create request as the adapter would send it, for tests that call the gateway directly. */
export function createRequestBody(harness: SimulatorHarness, overrides: Record<string, unknown> = {}) {
  return {
    subscriptionRequestId: crypto.randomUUID(),
    serviceId: 100001,
    paymentType: 'FIXED',
    subscriptionType: 'WITH_PAYMENT',
    amount: 24,
    firstPaymentAmount: 24,
    firstPaymentIncludedInCycle: true,
    currency: 'BDT',
    maxCapRequired: false,
    frequency: 'WEEKLY',
    // The manual clock starts on 2026-01-10, 12:00 in Dhaka.
    startDate: '2026-01-10',
    expiryDate: '2028-01-09',
    merchantShortCode: '01700000000',
    payerType: 'CUSTOMER',
    payer: '01712345678',
    redirectUrl: `${harness.origin}/payment/result?ref=abc`,
    subscriptionReference: 'quiz:1',
    extraParams: null,
    ...overrides,
  }
}
