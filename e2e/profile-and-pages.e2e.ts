import type { Browser, Locator, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone, seriousAxeViolations } from './support/browser.ts'
import { bengali, dismissSplash, logIn } from './support/flows.ts'
import { startServer } from './support/server.ts'

const number = '01712345670'
const numberInBengali = '০১৭১২৩৪৫৬৭০'

describe('the profile, the content pages, support, settings and tracking, on a phone', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page
  const eventBodies = new Map<Request, string>()

  /** The server's answer to the batch of events whose body includes `text`. */
  const eventsAnswer = (text: string) =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/events' &&
        (eventBodies.get(response.request()) ?? '').includes(text),
      // Batches leave a few seconds after their first event.
      { timeout: 20_000 },
    )
  const sentBatch = (response: { request(): Request }) =>
    JSON.parse(eventBodies.get(response.request()) ?? '{}') as {
      events: { type: string; name: string; path: string }[]
      campaignKey?: string
    }

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    page = await openPhone(browser)
    // A beacon's body is not on its response's request (Playwright reports a ping without
    // one); a route sees it on the way out.
    await page.route('**/api/events', async (route) => {
      eventBodies.set(route.request(), route.request().postData() ?? '')
      await route.continue()
    })
    await logIn(page, server, number)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const visible = (locator: Locator) => locator.waitFor({ state: 'visible' })

  async function expectNoSeriousAxeViolations() {
    const violations = await seriousAxeViolations(page)
    expect(
      violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([])
  }

  /** The answer of the next call to `path`, for checking what the server said. */
  const nextAnswer = (path: string, method = 'GET') =>
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === path && response.request().method() === method,
    )

  const topBarAvatar = () => page.getByRole('banner').getByRole('link', { name: 'প্রোফাইল' })

  it('shows the profile: the number in Bengali digits, the subscription cards, the links', async () => {
    await page.goto(`${server.url}/profile`)
    await visible(page.getByRole('heading', { name: 'প্রোফাইল', level: 1 }))
    await visible(page.getByRole('main').getByText(numberInBengali))
    await visible(page.getByRole('heading', { name: 'আমার সাবস্ক্রিপশন' }))
    const links = page.getByRole('navigation', { name: 'আরও' })
    expect(await links.getByRole('link', { name: 'সাপোর্ট' }).getAttribute('href')).toBe('/support')
    expect(await links.getByRole('link', { name: 'শর্তাবলী' }).getAttribute('href')).toBe('/terms')
    // A new player has no picture yet: the top bar shows the default icon.
    expect(await topBarAvatar().locator('img').count()).toBe(0)
    await expectNoSeriousAxeViolations()
  })

  it('changes the avatar from the chooser, and the top bar shows the new one at once', async () => {
    await page.getByRole('button', { name: 'ছবি বদলান' }).tap()
    const chooser = page.getByRole('dialog', { name: 'একটি ছবি বেছে নিন' })
    await visible(chooser)
    expect(await chooser.getByRole('button', { name: /^ছবি / }).count()).toBe(6)
    await expectNoSeriousAxeViolations()

    const saved = nextAnswer('/api/default/UpdateUserProfile', 'POST')
    await chooser.getByRole('button', { name: 'ছবি ৩' }).tap()
    expect((await saved).status()).toBe(200)
    await chooser.waitFor({ state: 'hidden' })

    const picture = topBarAvatar().locator('img')
    await visible(picture)
    expect(await picture.getAttribute('src')).toBe('/avatars/3')
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
    )
  })

  it('shows the server’s message for an empty or a 41-character name, and saves a good one everywhere', async () => {
    await page.getByRole('button', { name: 'নাম বদলান' }).tap()
    const dialog = page.getByRole('dialog', { name: 'নাম বদলান' })
    const field = dialog.getByLabel('আপনার নাম')
    await visible(field)

    for (const refused of ['', 'ক'.repeat(41)]) {
      await field.fill(refused)
      const answer = nextAnswer('/api/default/UpdateUserProfile', 'POST')
      await dialog.getByRole('button', { name: 'সংরক্ষণ করুন' }).tap()
      const response = await answer
      expect(response.status(), refused).toBe(400)
      const { message } = (await response.json()) as { message: string }
      expect(message).toMatch(/[\u0980-\u09ff]/)
      await visible(dialog.getByRole('alert').getByText(message, { exact: true }))
    }

    // While the name is on its way, neither Escape nor a tap outside closes the dialog.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/default/UpdateUserProfile', async (route) => {
      await held
      await route.continue()
    })
    await field.fill('রহিম উদ্দিন')
    const answer = nextAnswer('/api/default/UpdateUserProfile', 'POST')
    await dialog.getByRole('button', { name: 'সংরক্ষণ করুন' }).tap()
    await visible(dialog.getByRole('button', { name: 'সংরক্ষণ হচ্ছে…' }))
    await page.keyboard.press('Escape')
    await page.touchscreen.tap(10, 790)
    expect(await dialog.isVisible()).toBe(true)
    release()
    expect((await answer).status()).toBe(200)
    await page.unroute('**/api/default/UpdateUserProfile')
    await dialog.waitFor({ state: 'hidden' })

    await visible(page.getByRole('main').getByText('রহিম উদ্দিন', { exact: true }))
    await page.getByRole('button', { name: 'মেনু' }).tap()
    const menu = page.getByRole('dialog', { name: 'সাইড মেনু' })
    await visible(menu.getByText('রহিম উদ্দিন', { exact: true }))
    expect(await menu.locator('img').getAttribute('src')).toBe('/avatars/3')
    await menu.getByRole('button', { name: 'বন্ধ করুন' }).tap()
    await menu.waitFor({ state: 'hidden' })
  })

  it('shows N/A for both best scores of a new player in the score popup', async () => {
    await page.getByRole('button', { name: 'আপনার স্কোর' }).tap()
    const popup = page.getByRole('dialog', { name: 'আপনার স্কোর' })
    await visible(popup.getByText('সেরা কুইজ স্কোর'))
    expect(await popup.getByText('N/A', { exact: true }).count()).toBe(2)
    await expectNoSeriousAxeViolations()
    await popup.getByRole('button', { name: 'ঠিক আছে' }).tap()
    await popup.waitFor({ state: 'hidden' })
  })

  for (const [path, title] of [
    ['/terms', 'শর্তাবলী'],
    ['/rules', 'খেলার নিয়ম'],
    ['/gifts', 'পুরস্কার'],
  ] as const) {
    it(`opens one item at a time on ${path}`, async () => {
      await page.goto(`${server.url}${path}`)
      await visible(page.getByRole('heading', { name: title, level: 1 }))
      const toggles = page.getByRole('main').locator('button[aria-expanded]')
      await visible(toggles.first())
      expect(await toggles.count()).toBeGreaterThan(1)
      const expanded = () =>
        toggles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')))

      // The first starts open; opening the second closes it.
      expect((await expanded()).filter((state) => state === 'true')).toHaveLength(1)
      expect(await toggles.first().getAttribute('aria-expanded')).toBe('true')
      const second = toggles.nth(1)
      await second.tap()
      const count = await toggles.count()
      expect(await expanded()).toEqual(Array.from({ length: count }, (_, n) => String(n === 1)))
      const panel = page.locator(`#${await second.getAttribute('aria-controls')}`)
      await visible(panel)
      expect(((await panel.textContent()) ?? '').trim().length).toBeGreaterThan(0)
      // The serial is in Bengali digits.
      expect(await second.textContent()).toContain(bengali(2))
      // Tapping the open one closes it.
      await second.tap()
      expect((await expanded()).every((state) => state === 'false')).toBe(true)
      await second.tap()
      await expectNoSeriousAxeViolations()
    })
  }

  it('shows the support contacts from the server, the e-mail on one line at 360 px', async () => {
    await page.goto(`${server.url}/support`)
    const contacts = (await (await fetch(`${server.url}/api/default/supportContacts`)).json()) as {
      data: { email: string; phone: string }
    }
    const email = page.getByRole('link', { name: contacts.data.email })
    await visible(email)
    const { height, lineHeight } = await email.evaluate((link) => ({
      height: link.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(link).lineHeight),
    }))
    expect(height).toBeLessThan(lineHeight * 1.5)
    const phone = page.getByRole('link', { name: /^[০-৯-]+$/ })
    expect(await phone.getAttribute('href')).toBe(`tel:${contacts.data.phone}`)
    await visible(page.getByText('রবিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৬টা'))
    // The unsubscribe section stays under the contacts.
    await visible(page.getByRole('heading', { name: 'আনসাবস্ক্রাইব' }))
    await expectNoSeriousAxeViolations()
  })

  it('shows the version on settings and clears what the app keeps on the phone, staying logged in', async () => {
    await page.goto(`${server.url}/settings`)
    await visible(page.getByText('সংস্করণ'))
    await page.evaluate(() => {
      sessionStorage.setItem('probe', '1')
      localStorage.setItem('probe', '1')
    })
    await page.getByRole('button', { name: 'তথ্য মুছে ফেলুন' }).tap()
    const confirm = page.getByRole('dialog', { name: 'এই ফোনে রাখা অ্যাপের তথ্য মুছে ফেলবেন?' })
    await visible(confirm)
    await expectNoSeriousAxeViolations()
    await confirm.getByRole('button', { name: 'হ্যাঁ, মুছুন' }).tap()
    await visible(page.getByRole('status').getByText('এই ফোনে রাখা তথ্য মুছে ফেলা হয়েছে।'))
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0])
    await visible(topBarAvatar())
    await expectNoSeriousAxeViolations()
    expect(await page.getByRole('link', { name: 'গোপনীয়তা নীতি' }).last().getAttribute('href')).toBe('/policy')
  })

  it('sends page views and a footer tap to the server in a batch, without the number', async () => {
    // Earlier pages' batches may still be arriving: wait for the one with this tap in it.
    const answer = eventsAnswer('leaderboard_Footer')
    await page
      .getByRole('navigation', { name: 'প্রধান নেভিগেশন' })
      .getByRole('link', { name: 'লিডারবোর্ড' })
      .tap()
    await page.waitForURL('**/leaderboard')
    const response = await answer
    expect(response.status()).toBe(204)
    const sent = sentBatch(response)
    expect(sent.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'footer_tap', name: 'leaderboard_Footer' }),
        expect.objectContaining({ type: 'page_view', name: 'leaderboard', path: '/leaderboard' }),
      ]),
    )
    expect(JSON.stringify(sent)).not.toContain(number)
  })

  it('logs the campaign visit and reports its number prompt with the campaign key', async () => {
    const visitLog = nextAnswer('/api/default/SaveLog')
    const answer = eventsAnswer('number_prompt')
    await page.goto(`${server.url}/campaignpage6?ck=spring-ad`)
    const log = await visitLog
    expect(log.status()).toBe(200)
    expect(new URL(log.url()).searchParams.get('campaignKey')).toBe('spring-ad')
    const response = await answer
    expect(response.status()).toBe(204)
    expect(sentBatch(response).campaignKey).toBe('spring-ad')
  })

  it('logs out from the profile: home, logged out, session storage cleared', async () => {
    await page.goto(`${server.url}/profile`)
    await page.evaluate(() => sessionStorage.setItem('probe', '1'))
    await page.getByRole('button', { name: 'লগ আউট' }).tap()
    await page.waitForURL('**/home')
    // The splash is remembered in session storage, which logout clears: it shows again.
    await dismissSplash(page)
    await visible(page.getByRole('main').getByRole('button', { name: 'লগইন', exact: true }).first())
    expect(await topBarAvatar().count()).toBe(0)
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull()
    const me = await page.evaluate(async () => (await fetch('/api/me')).json())
    expect(me).toEqual({ data: { user: null } })
  })
})
