import { timingSafeEqual } from 'node:crypto'
import { validateMsisdn } from '@khelahobe/contracts/msisdn'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { consentCssPath, renderClosedPage, renderConsentPage, renderUnknownLinkPage } from './consent-page.ts'
import { consentStyle } from './consent-style.ts'
import type { SimSubscription } from './repo.ts'
import { consentFormSchema, intentParamsSchema } from './schemas.ts'
import {
  type ConsentDecision,
  closedIntentStatus,
  intentState,
  returnUrl,
  type SimulatorService,
} from './service.ts'

const pinShape = /^\d{5}$/

const wrongPinMessage = (triesLeft: number) =>
  `Wrong PIN for this wallet. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before this payment link stops working.`

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The link is the holder's key to the subscription: keep it out of caches and Referer headers.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  )
}

/** 303 See Other: the browser follows with a GET, so a reload cannot post the form again. */
const sendBack = (reply: FastifyReply, location: string) =>
  reply.header('referrer-policy', 'no-referrer').redirect(location, 303)

function consentView(row: SimSubscription, wallet: string, error?: string) {
  return renderConsentPage({
    code: row.intentCode,
    amount: row.firstPaymentAmount ?? row.amount,
    frequency: row.frequency,
    startDate: row.startDate,
    expiryDate: row.expiryDate,
    wallet,
    error,
  })
}

/** The consent page a `redirectURL` leads to, and the three answers a wallet holder can give. */
export const consentRoutes: FastifyPluginAsyncZod<{
  service: SimulatorService
  now: () => Date
  /** The wallet's PIN (`walletPin`). */
  pinOf: (wallet: string) => string
}> = async (app, { service, now, pinOf }) => {
  // Plain HTML forms post urlencoded bodies; this parser exists only inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get(consentCssPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(consentStyle),
  )

  app.get(
    '/sim/bkash/intent/:code',
    { schema: { operationId: 'simConsentPage', params: intentParamsSchema } },
    async (request, reply) => {
      const row = await service.findIntent(request.params.code)
      if (!row) return sendHtml(reply, 404, renderUnknownLinkPage())
      const state = intentState(row, now())
      if (state !== 'open') {
        const backUrl = returnUrl(row.redirectUrl, closedIntentStatus(row, now()))
        return sendHtml(
          reply,
          410,
          renderClosedPage({ reason: state === 'expired' ? 'expired' : 'used', backUrl }),
        )
      }
      return sendHtml(reply, 200, consentView(row, row.payer ?? ''))
    },
  )

  const answer = (action: ConsentDecision['action']) =>
    app.post(
      `/sim/bkash/intent/:code/${action}`,
      {
        schema: { operationId: `simConsent_${action}`, params: intentParamsSchema, body: consentFormSchema },
      },
      async (request, reply) => {
        const row = await service.findIntent(request.params.code)
        if (!row) return sendHtml(reply, 404, renderUnknownLinkPage())

        // A used or expired link changes nothing, whatever the form says.
        if (intentState(row, now()) !== 'open') {
          return sendBack(reply, returnUrl(row.redirectUrl, closedIntentStatus(row, now())))
        }
        let decision: ConsentDecision
        if (action === 'approve') {
          const pin = request.body?.pin ?? ''
          const wallet = (request.body?.wallet ?? '').trim() || (row.payer ?? '')
          const walletVerdict = validateMsisdn(wallet)
          const problem = !wallet
            ? 'Enter your wallet number.'
            : walletVerdict !== 'true'
              ? walletVerdict
              : !pinShape.test(pin)
                ? 'The PIN is 5 digits.'
                : undefined
          if (problem) return sendHtml(reply, 400, consentView(row, wallet, problem))
          if (!timingSafeEqual(Buffer.from(pin), Buffer.from(pinOf(wallet)))) {
            const triesLeft = await service.wrongPin(row)
            // The last try used up, or the link closed meanwhile: the request fails (or stays
            // as it was decided) and the browser goes back to the merchant.
            if (!triesLeft) return sendBack(reply, await service.decide(row, { action: 'fail' }))
            return sendHtml(reply, 400, consentView(row, wallet, wrongPinMessage(triesLeft)))
          }
          decision = { action, wallet }
        } else {
          decision = { action }
        }
        return sendBack(reply, await service.decide(row, decision))
      },
    )
  answer('approve')
  answer('fail')
  answer('cancel')
}
