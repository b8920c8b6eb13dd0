import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { textSchema } from '@khelahobe/contracts/fields'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Billing } from './billing.ts'
import type { Clock } from './clock.ts'
import { escapeHtml, simulatorPage } from './consent-page.ts'
import type { SimulatorDatabase as Database } from './database.ts'
import { setWalletBalance } from './repo.ts'

const walletPattern = /^01\d{9}$/

function renderControlPage(today: string, message: string | undefined) {
  return simulatorPage(
    'Control',
    `<h1>Simulator controls</h1>
<p>Provider date: <strong>${escapeHtml(today)}</strong> (Dhaka)</p>
${message ? `<p class="error" role="status">${escapeHtml(message)}</p>` : ''}
<h2>Wallet balance</h2>
<p>A wallet that cannot cover the weekly 24 taka fails its charge; the one retry comes two days later.</p>
<form method="post" action="/sim/bkash/control/page/wallet">
<label for="wallet">Wallet number</label>
<input id="wallet" name="wallet" inputmode="numeric" pattern="01[0-9]{9}" required>
<label for="balance">Balance (taka)</label>
<input id="balance" name="balance" inputmode="numeric" pattern="[0-9]{1,6}" required value="0">
<button type="submit" class="approve">Set balance</button>
</form>
<h2>Time</h2>
<p>Moves the whole demo server's clock forward and runs every charge that falls due.</p>
<form method="post" action="/sim/bkash/control/page/advance">
<label for="days">Days</label>
<input id="days" name="days" inputmode="numeric" pattern="[0-9]{1,2}" required value="7">
<button type="submit" class="approve">Advance</button>
</form>`,
  )
}

// HTML forms: every field arrives as text and is checked below, with a message on the page.
const pageQuerySchema = z.object({ message: textSchema(300).optional() })
const walletFormSchema = z
  .object({ wallet: textSchema(20).optional(), balance: textSchema(20).optional() })
  .nullish()
const advanceFormSchema = z.object({ days: textSchema(20).optional() }).nullish()

/**
 * The same knobs as the JSON control routes, as a page a person demoing the product can
 * use: make a wallet poor, run next week's charge, and watch the site turn inactive.
 */
export const controlPageRoutes: FastifyPluginAsync<{ db: Database; clock: Clock; billing: Billing }> = async (
  app,
  { db, clock, billing },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const back = (message: string) => `/sim/bkash/control?message=${encodeURIComponent(message)}`

  app.get(
    '/sim/bkash/control',
    { schema: { operationId: 'simControlPage', querystring: pageQuerySchema } },
    async (request, reply) => {
      const { message } = request.query as { message?: string }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderControlPage(dhakaDate(clock.now()), message))
    },
  )

  app.post(
    '/sim/bkash/control/page/wallet',
    { schema: { operationId: 'simControlPageWallet', body: walletFormSchema } },
    async (request, reply) => {
      const { wallet = '', balance = '' } = (request.body ?? {}) as Record<string, string>
      if (!walletPattern.test(wallet) || !/^\d{1,6}$/.test(balance)) {
        return reply.redirect(back('Enter an 11-digit wallet number starting 01 and a whole balance.'), 303)
      }
      await setWalletBalance(db, wallet, Number(balance))
      return reply.redirect(back(`Wallet ${wallet} now holds ${balance} taka.`), 303)
    },
  )

  app.post(
    '/sim/bkash/control/page/advance',
    { schema: { operationId: 'simControlPageAdvance', body: advanceFormSchema } },
    async (request, reply) => {
      const days = Number((request.body as Record<string, string> | undefined)?.days)
      if (!Number.isInteger(days) || days < 1 || days > 60)
        return reply.redirect(back('Days must be 1 to 60.'), 303)
      const result = await billing.advance(days)
      const failed = result.charges.filter((c) => c.status.includes('FAILED')).length
      return reply.redirect(
        back(`Moved ${days} day(s): ${result.charges.length} charge(s), ${failed} failed.`),
        303,
      )
    },
  )
}
