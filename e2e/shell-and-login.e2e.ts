import { msisdnMessages } from '@khelahobe/contracts/msisdn'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone, seriousAxeViolations } from './support/browser.ts'
import { startServer } from './support/server.ts'

const number = '01812345678'

describe('the app shell and login, as a person on a phone', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    page = await openPhone(browser)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const visible = (locator: ReturnType<Page['getByRole']>) => locator.waitFor({ state: 'visible' })

  it('shows the splash once, and home after a tap', async () => {
    await page.goto(`${server.url}/home`)
    expect(await page.getAttribute('html', 'lang')).toBe('bn')
    await page.getByRole('button', { name: 'শুরু করতে ট্যাপ করুন' }).tap()
    await visible(page.getByText('স্কোর দেখতে লগইন করুন'))

    // Back on a slow phone: the splash must not open again, not even for a frame while React
    // takes the prerendered page over. A watcher set up before the page's own script records
    // every dialog opened.
    await page.addInitScript(() => {
      const opened: string[] = []
      Object.assign(window, { dialogsOpened: opened })
      new MutationObserver((changes) => {
        for (const { target } of changes)
          if (target instanceof HTMLDialogElement && target.open) opened.push(target.ariaLabel ?? '')
      }).observe(document, { subtree: true, attributeFilter: ['open'] })
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.reload()
    // The tournament card joins only once React has taken the page over, after the moment the
    // splash would have opened; then the menu is tapped, so the watcher has seen something.
    await page.locator('article time').first().waitFor()
    await page.getByRole('button', { name: 'মেনু' }).tap()
    await visible(page.getByRole('dialog', { name: 'সাইড মেনু' }))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // The watcher saw the menu open, and never the splash ("স্বাগতম").
    const opened = await page.evaluate(() => (window as unknown as { dialogsOpened: string[] }).dialogsOpened)
    expect(opened).toContain('সাইড মেনু')
    expect(opened).not.toContain('স্বাগতম')
    await page.getByRole('button', { name: 'বন্ধ করুন' }).tap()
    await page.getByRole('dialog', { name: 'সাইড মেনু' }).waitFor({ state: 'hidden' })
  })

  it('has no serious or critical accessibility problems on home', async () => {
    const violations = await seriousAxeViolations(page)
    expect(
      violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([])
  })

  it('opens the side menu from the settings icon and closes it with the X and by a tap outside', async () => {
    const menu = page.getByRole('dialog', { name: 'সাইড মেনু' })
    await page.getByRole('button', { name: 'মেনু' }).tap()
    await visible(menu)
    for (const item of ['হোম', 'প্রোফাইল', 'গোপনীয়তা নীতি', 'সাপোর্ট', 'সেটিংস']) {
      expect(await menu.getByRole('link', { name: item }).count(), item).toBeGreaterThan(0)
    }
    await menu.getByRole('button', { name: 'বন্ধ করুন' }).tap()
    await menu.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'মেনু' }).tap()
    await visible(menu)
    // The menu covers 70% of the width; the strip at the right edge is outside it.
    await page.touchscreen.tap(350, 400)
    await menu.waitFor({ state: 'hidden' })
  })

  it('shows each validator message in red for each kind of wrong number', async () => {
    await page.getByRole('button', { name: 'লগইন', exact: true }).tap()
    const modal = page.getByRole('dialog', { name: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন' })
    await visible(modal)
    const field = modal.getByLabel('মোবাইল নম্বর')
    const alert = modal.getByRole('alert')
    for (const [input, message] of [
      ['01812abc678', msisdnMessages.notANumber],
      ['0181234567', msisdnMessages.wrongLength],
      ['11812345678', msisdnMessages.wrongPrefix],
    ] as const) {
      await field.fill(input)
      await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
      await visible(alert.getByText(message, { exact: true }))
      const colour = await alert.evaluate((element) => getComputedStyle(element).color)
      const [red, green, blue] = colour.match(/\d+/g)?.map(Number) ?? []
      expect(red, colour).toBeGreaterThan(150)
      expect(Math.max(green ?? 255, blue ?? 255), colour).toBeLessThan(100)
    }
  })

  it('logs in with the code from the dev outbox and shows the avatar', async () => {
    const modal = page.getByRole('dialog', { name: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন' })
    await modal.getByLabel('মোবাইল নম্বর').fill(number)
    await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
    await visible(modal.getByLabel('কোড', { exact: true }))

    const outbox = await (await fetch(`${server.url}/api/dev/outbox?msisdn=${number}`)).json()
    const code = outbox.data[0].code as string
    const wrong = code === '000000' ? '111111' : '000000'
    await modal.getByLabel('কোড', { exact: true }).fill(wrong)
    await modal.getByRole('button', { name: 'যাচাই করুন' }).tap()
    await visible(modal.getByRole('alert').getByText('কোডটি সঠিক নয়'))

    await modal.getByLabel('কোড', { exact: true }).fill(code)
    await modal.getByRole('button', { name: 'যাচাই করুন' }).tap()
    await modal.waitFor({ state: 'hidden' })
    await visible(page.getByRole('link', { name: 'প্রোফাইল' }).first())
    // The number in Bengali digits, as every number on a Bangla screen.
    await visible(page.getByRole('main').getByText('০১৮১২৩৪৫৬৭৮'))

    // The session survives a reload: the app asks the server, not sessionStorage.
    await page.reload()
    await visible(page.getByRole('link', { name: 'প্রোফাইল' }).first())
    const storage = await page.evaluate(() => JSON.stringify(sessionStorage))
    expect(storage).not.toContain(number)
    expect(storage).not.toContain(code)
  })

  it('logs out from the profile page', async () => {
    await page.getByRole('link', { name: 'প্রোফাইল' }).first().tap()
    await page.waitForURL('**/profile')
    await page.getByRole('button', { name: 'লগ আউট' }).tap()
    await page.waitForURL('**/home')
    const splash = page.getByRole('button', { name: 'শুরু করতে ট্যাপ করুন' })
    if (await splash.isVisible()) await splash.tap()
    await visible(page.getByText('স্কোর দেখতে লগইন করুন'))
    expect(await page.getByRole('link', { name: 'প্রোফাইল' }).count()).toBe(0)
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/me')
      return { status: response.status, body: await response.json() }
    })
    expect(me).toEqual({ status: 200, body: { data: { user: null } } })
  })

  it('shows a not-found message for an unknown page, inside the layout', async () => {
    await page.goto(`${server.url}/no-such-page`)
    await visible(page.getByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' }))
    await visible(page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' }))
  })

  it('hides the bottom bar on campaign pages', async () => {
    await page.goto(`${server.url}/campaignpage3`)
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' }).count()).toBe(0)
  })
})
