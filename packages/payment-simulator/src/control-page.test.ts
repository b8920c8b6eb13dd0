import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../apps/api/test/databases.ts'
import { createTestApp, login, subscribe, type TestApp } from '../../../apps/api/test/harness.ts'

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
    const advanced = await form('/sim/bkash/control/page/advance', { days: '7' })
    expect(decodeURIComponent(advanced.headers.get('location') ?? '')).toContain('1 charge(s), 1 failed.')
    expect((await statusOf(me.cookie)).activity).toBe('inactive')

    await form('/sim/bkash/control/page/wallet', { wallet: '01712345678', balance: '100' })
    await form('/sim/bkash/control/page/advance', { days: '2' })
    expect((await statusOf(me.cookie)).activity).toBe('active')
  })

  it('answers bad form input with a message and changes nothing', async () => {
    const bad = await form('/sim/bkash/control/page/advance', { days: '99' })
    expect(decodeURIComponent(bad.headers.get('location') ?? '')).toContain('Days must be 1 to 60.')
    const badWallet = await form('/sim/bkash/control/page/wallet', { wallet: '123', balance: 'x' })
    expect(decodeURIComponent(badWallet.headers.get('location') ?? '')).toContain(
      'Enter an 11-digit wallet number',
    )
  })
})
