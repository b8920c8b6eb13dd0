import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { textSchema } from '@khelahobe/contracts/fields'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Billing } from './billing.ts'
import type { Clock } from './clock.ts'
import { escapeHtml, simulatorPage } from './consent-page.ts'
import type { SimulatorDatabase as Database } from './database.ts'
import { setWalletBalance, walletBalance } from './repo.ts'
import { advanceWord } from './schemas.ts'

const walletPattern = /^01\d{9}$/

interface ControlView {
  today: string
  message: string | undefined
  /** The wallet looked up: its balance and the PIN its consent page asks for. */
  wallet: { number: string; balance: number; pin: string } | undefined
}

function renderControlPage({ today, message, wallet }: ControlView) {
  const shown = wallet
    ? `<dl class="summary" aria-label="Wallet ${escapeHtml(wallet.number)}">
<div><dt>Wallet</dt><dd>${escapeHtml(wallet.number)}</dd></div>
<div><dt>Balance</dt><dd>${wallet.balance} taka</dd></div>
<div><dt>PIN</dt><dd>${escapeHtml(wallet.pin)}</dd></div>
</dl>`
    : ''
  return simulatorPage(
    'Control',
    `<h1>Simulator controls</h1>
<p>Provider date: <strong>${escapeHtml(today)}</strong> (Dhaka)</p>
${message ? `<p class="error" role="status">${escapeHtml(message)}</p>` : ''}
<h2>Wallets</h2>
<p>Each wallet has its own 5-digit PIN, which the consent page asks for. A wallet nobody has set holds 1000 taka.</p>
<form method="get" action="/sim/bkash/control">
<label for="lookup">Wallet to look up</label>
<input id="lookup" name="wallet" inputmode="numeric" pattern="01[0-9]{9}" required value="${escapeHtml(wallet?.number ?? '')}">
<button type="submit" class="secondary">Show balance and PIN</button>
</form>
${shown}
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
<p class="notice">Moves the whole demo server's clock forward, for every player and every countdown, and runs every charge that falls due. It cannot be undone: there is no way to move the clock back.</p>
<form method="post" action="/sim/bkash/control/page/advance">
<label for="days">Days</label>
<input id="days" name="days" inputmode="numeric" pattern="[0-9]{1,2}" required value="7">
<label for="confirm">Type ${advanceWord} to confirm</label>
<input id="confirm" name="confirm" autocomplete="off" required>
<button type="submit" class="approve">Advance</button>
</form>`,
  )
}

// HTML forms: every field arrives as text and is checked below, with a message on the page.
const pageQuerySchema = z.object({
  message: textSchema(300).optional(),
  wallet: textSchema(20).optional(),
})
const walletFormSchema = z
  .object({ wallet: textSchema(20).optional(), balance: textSchema(20).optional() })
  .nullish()
const advanceFormSchema = z
  .object({ days: textSchema(20).optional(), confirm: textSchema(20).optional() })
  .nullish()

const badWallet = 'Enter an 11-digit wallet number starting 01.'

/**
 * The same knobs as the JSON control routes, as a page a person demoing the product can
 * use: look up a wallet's PIN, make a wallet poor, run next week's charge (after typing a
 * confirmation: it moves the whole server's clock for good), and watch the site turn inactive.
 */
export const controlPageRoutes: FastifyPluginAsync<{
  db: Database
  clock: Clock
  billing: Billing
  pinOf: (wallet: string) => string
}> = async (app, { db, clock, billing, pinOf }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const back = (message: string, wallet?: string) =>
    `/sim/bkash/control?${wallet ? `wallet=${encodeURIComponent(wallet)}&` : ''}message=${encodeURIComponent(message)}`

  app.get(
    '/sim/bkash/control',
    { schema: { operationId: 'simControlPage', querystring: pageQuerySchema } },
    async (request, reply) => {
      const query = request.query as { message?: string; wallet?: string }
      const number = query.wallet?.trim()
      const known = number !== undefined && walletPattern.test(number)
      const view: ControlView = {
        today: dhakaDate(clock.now()),
        message: number !== undefined && !known ? badWallet : query.message,
        wallet: known ? { number, balance: await walletBalance(db, number), pin: pinOf(number) } : undefined,
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderControlPage(view))
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
      return reply.redirect(back(`Wallet ${wallet} now holds ${balance} taka.`, wallet), 303)
    },
  )

  app.post(
    '/sim/bkash/control/page/advance',
    { schema: { operationId: 'simControlPageAdvance', body: advanceFormSchema } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>
      const days = Number(form.days)
      if (!Number.isInteger(days) || days < 1 || days > 60)
        return reply.redirect(back('Days must be 1 to 60.'), 303)
      if (form.confirm?.trim().toUpperCase() !== advanceWord) {
        return reply.redirect(
          back(
            `Nothing moved: type ${advanceWord} in the box to confirm, as moving the clock cannot be undone.`,
          ),
          303,
        )
      }
      const result = await billing.advance(days)
      const failed = result.charges.filter((c) => c.status.includes('FAILED')).length
      return reply.redirect(
        back(`Moved ${days} day(s): ${result.charges.length} charge(s), ${failed} failed.`),
        303,
      )
    },
  )
}
