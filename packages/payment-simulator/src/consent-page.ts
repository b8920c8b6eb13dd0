/**
 * The consent page the wallet holder sees, as HTML strings. It must live under the
 * site's strict CSP (no inline style or script), so all styling is in consent.css and
 * the page works with plain forms, without JavaScript.
 */

export const consentCssPath = '/sim/bkash/assets/consent.css'

const merchantName = 'Khela Hobe'

const frequencyLabels: Record<string, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  FIFTEEN_DAYS: 'Every 15 days',
  THIRTY_DAYS: 'Every 30 days',
  NINETY_DAYS: 'Every 90 days',
  ONE_EIGHTY_DAYS: 'Every 180 days',
  CALENDAR_MONTH: 'Monthly',
  CALENDAR_YEAR: 'Yearly',
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char)

export function simulatorPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · bKash simulator</title>
<link rel="stylesheet" href="${consentCssPath}">
</head>
<body>
<header class="brand">
<p class="brand-name">bKash <span class="brand-tag">simulator</span></p>
<p class="brand-note">A stand-in for testing. No real money moves.</p>
</header>
<main class="card">
${main}
</main>
</body>
</html>
`
}

export interface ConsentView {
  code: string
  amount: number
  frequency: string
  startDate: string
  expiryDate: string
  /** What the wallet field shows: the number the merchant sent, or what the holder typed. */
  wallet: string
  error?: string
}

export function renderConsentPage(view: ConsentView): string {
  const action = (step: string) => `/sim/bkash/intent/${encodeURIComponent(view.code)}/${step}`
  const frequency = frequencyLabels[view.frequency] ?? view.frequency
  const error = view.error
    ? `<p class="error" id="consent-error" role="alert">${escapeHtml(view.error)}</p>`
    : ''
  const describedBy = view.error ? ' aria-describedby="consent-error"' : ''
  return simulatorPage(
    'Approve subscription',
    `<h1>Approve subscription</h1>
<dl class="summary">
<div><dt>Merchant</dt><dd>${merchantName}</dd></div>
<div><dt>Amount</dt><dd class="amount">৳${view.amount}</dd></div>
<div><dt>Frequency</dt><dd>${escapeHtml(frequency)}</dd></div>
<div><dt>Starts</dt><dd>${escapeHtml(view.startDate)}</dd></div>
<div><dt>Ends</dt><dd>${escapeHtml(view.expiryDate)}</dd></div>
</dl>
${error}
<form method="post" action="${action('approve')}" class="consent-form">
<label for="wallet">Wallet number</label>
<input id="wallet" name="wallet" type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" pattern="01[0-9]{9}" required value="${escapeHtml(view.wallet)}"${describedBy}>
<label for="pin">PIN</label>
<input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" minlength="5" maxlength="5" pattern="[0-9]{5}" required${describedBy}>
<p class="hint">The wallet's own 5-digit PIN. Three wrong tries and this link stops working.</p>
<div class="actions">
<button type="submit" class="approve">Approve</button>
<button type="submit" class="secondary" formaction="${action('fail')}" formnovalidate>Fail</button>
<button type="submit" class="secondary" formaction="${action('cancel')}" formnovalidate>Cancel</button>
</div>
</form>`,
  )
}

/** An expired or already used link: nothing to do but go back to the merchant. */
export function renderClosedPage({
  reason,
  backUrl,
}: {
  reason: 'expired' | 'used'
  backUrl: string
}): string {
  const text =
    reason === 'expired'
      ? 'This payment link has expired. Links work for 10 minutes.'
      : 'This payment link has already been used.'
  return simulatorPage(
    'Link not available',
    `<h1>Link not available</h1>
<p class="notice">${text}</p>
<p><a class="button" href="${escapeHtml(backUrl)}">Back to merchant</a></p>`,
  )
}

export function renderUnknownLinkPage(): string {
  return simulatorPage(
    'Link not found',
    `<h1>Link not found</h1>
<p class="notice">This payment link does not exist. Start again from the merchant's site.</p>`,
  )
}
