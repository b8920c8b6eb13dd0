import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../apps/api/test/databases.ts'
import { createTestApp, login, subscribe, type TestApp, walletPinOf } from '../../../apps/api/test/harness.ts'

describe.each(testDatabases)('the simulator control page on $name', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(kind, { listen: true })
  })
  afterEach(() => t.close())

  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${t.origin}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
  const statusOf = async (cookie: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/Quiz/KhelahobeQuizOnlySubscriptionCheck?msisdn=01712345678&segment=quiz',
        headers: { cookie },
      })
    ).json().data

  it('lets a person make a wallet poor and run next week’s charge, turning the subscriber inactive', async () => {
    const me = await login(t.app, '01712345678')
    await subscribe(t, me, 'quiz')
    const page = await fetch(`${t.origin}/sim/bkash/control`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Simulator controls')
    expect(html).not.toMatch(/<script|style=/)

    const wallet = await form('/sim/bkash/control/page/wallet', { wallet: '01712345678', balance: '5' })
    expect(wallet.status).toBe(303)
    expect(decodeURIComponent(wallet.headers.get('location') ?? '')).toContain(
      'Wallet 01712345678 now holds 5 taka.',
    )
    const advanced = await form('/sim/bkash/control/page/advance', { days: '7', confirm: 'ADVANCE' })
    expect(decodeURIComponent(advanced.headers.get('location') ?? '')).toContain('1 charge(s), 1 failed.')
    expect((await statusOf(me.cookie)).activity).toBe('inactive')

    await form('/sim/bkash/control/page/wallet', { wallet: '01712345678', balance: '100' })
    await form('/sim/bkash/control/page/advance', { days: '2', confirm: 'advance' })
    expect((await statusOf(me.cookie)).activity).toBe('active')
  })

  it('moves the clock only when the confirmation is typed, and says it cannot be undone', async () => {
    const html = await (await fetch(`${t.origin}/sim/bkash/control`)).text()
    expect(html).toContain(
      "Moves the whole demo server's clock forward, for every player and every countdown, and runs every charge that falls due. It cannot be undone",
    )
    expect(html).toContain('<label for="confirm">Type ADVANCE to confirm</label>')
    const before = t.clock.now().getTime()
    const unconfirmed: Record<string, string>[] = [
      { days: '7' },
      { days: '7', confirm: '' },
      { days: '7', confirm: 'yes' },
    ]
    for (const fields of unconfirmed) {
      const refused = await form('/sim/bkash/control/page/advance', fields)
      expect(refused.status).toBe(303)
      expect(decodeURIComponent(refused.headers.get('location') ?? '')).toContain(
        'Nothing moved: type ADVANCE in the box to confirm, as moving the clock cannot be undone.',
      )
    }
    expect(t.clock.now().getTime()).toBe(before)
    await form('/sim/bkash/control/page/advance', { days: '7', confirm: 'ADVANCE' })
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(before + 7 * 86_400_000)
  })

  it('shows a wallet’s balance and its PIN side by side', async () => {
    await form('/sim/bkash/control/page/wallet', { wallet: '01712345678', balance: '300' })
    const html = await (await fetch(`${t.origin}/sim/bkash/control?wallet=01712345678`)).text()
    const pin = await walletPinOf(t, '01712345678')
    expect(html).toContain(
      `<div><dt>Wallet</dt><dd>01712345678</dd></div>\n<div><dt>Balance</dt><dd>300 taka</dd></div>\n<div><dt>PIN</dt><dd>${pin}</dd></div>`,
    )
    // A wallet nobody set: the default balance, and a PIN of its own.
    const other = await (await fetch(`${t.origin}/sim/bkash/control?wallet=01812345678`)).text()
    expect(other).toContain('<dd>1000 taka</dd>')
    expect(other).toContain(`<dd>${await walletPinOf(t, '01812345678')}</dd>`)
    const bad = await (await fetch(`${t.origin}/sim/bkash/control?wallet=12345`)).text()
    expect(bad).toContain('Enter an 11-digit wallet number starting 01.')
    expect(bad).not.toContain('<dt>PIN</dt>')
  })

  it('answers bad form input with a message and changes nothing', async () => {
    const bad = await form('/sim/bkash/control/page/advance', { days: '99', confirm: 'ADVANCE' })
    expect(decodeURIComponent(bad.headers.get('location') ?? '')).toContain('Days must be 1 to 60.')
    const badWallet = await form('/sim/bkash/control/page/wallet', { wallet: '123', balance: 'x' })
    expect(decodeURIComponent(badWallet.headers.get('location') ?? '')).toContain(
      'Enter an 11-digit wallet number',
    )
  })
})
