import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone } from './support/browser.ts'
import { dismissSplash, logIn } from './support/flows.ts'
import { startServer } from './support/server.ts'

const loginPrompt = 'স্কোর দেখতে লগইন করুন'

/** Every console error and uncaught exception of the page, hydration's complaints among them. */
function problemsOf(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Holds the page's scripts back until `release()`, so the test sees the HTML alone first. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

describe('prerendered public pages', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('have their real content in the HTML, with no JavaScript at all', async () => {
    const page = await openPhone(browser)
    await page.route('**/*.js', (route) => route.abort())
    const terms = (await (
      await fetch(`${server.url}/api/default/GetStaticRules?pagename=termsPage`)
    ).json()) as {
      data: { title: string; message: string }[]
    }
    const contacts = (await (await fetch(`${server.url}/api/default/supportContacts`)).json()) as {
      data: { email: string }
    }
    const expected: [string, string[]][] = [
      ['/home', [loginPrompt, 'দৈনিক কুইজ']],
      ['/', [loginPrompt]],
      ['/support', [contacts.data.email.split('@')[0] ?? '']],
      ['/policy', ['Privacy Policy']],
    ]
    for (const [path, texts] of expected) {
      await page.goto(`${server.url}${path}`)
      for (const text of texts)
        await expect(page.getByText(text).first().isVisible(), `${path}: ${text}`).resolves.toBe(true)
    }
    // Every item the operators wrote, as the API gives them now.
    const termsHtml = await (await fetch(`${server.url}/terms`)).text()
    for (const item of terms.data) expect(termsHtml).toContain(item.title)
    // Sent compressed: a first visit on a slow phone waits for every byte.
    for (const path of ['/home', '/terms']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(response.headers.get('content-encoding'), path).toBe('gzip')
      expect(await response.text(), path).toContain('prerender-data')
    }
    await page.goto(`${server.url}/terms`)
    for (const item of terms.data) {
      await expect(page.getByRole('button', { name: item.title }).isVisible(), item.title).resolves.toBe(true)
    }
    // The first of the operator's items is open, as the app draws it; the others closed.
    await expect(page.getByText(terms.data[0]?.message.split('\n')[0] ?? '').isVisible()).resolves.toBe(true)
    expect(await page.getByRole('button', { name: terms.data[1]?.title }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    await page.context().close()
  })

  it('hydrate the HTML the person already sees: the same nodes, no mismatch', async () => {
    const page = await openPhone(browser)
    const problems = problemsOf(page)
    const release = await holdScripts(page)
    await page.goto(`${server.url}/home`, { waitUntil: 'commit' })
    const heading = page.locator('#score-heading')
    await heading.waitFor()
    await page.evaluate(() => {
      const element = document.querySelector('#score-heading') as HTMLElement
      element.dataset.prerendered = 'yes'
      ;(window as unknown as { prerendered: Element }).prerendered = element
    })
    release()
    // The week's count and the tournament card join only once React has taken the page over.
    await page.locator('article time').first().waitFor()
    await dismissSplash(page)
    expect(
      await page.evaluate(() => {
        const element = document.querySelector('#score-heading') as HTMLElement
        return (
          element === (window as unknown as { prerendered: Element }).prerendered &&
          element.dataset.prerendered
        )
      }),
    ).toBe('yes')
    // Hydrated, not just painted: the login button opens the modal.
    await page.getByRole('main').getByRole('button', { name: 'লগইন', exact: true }).tap()
    await page.getByRole('dialog', { name: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন' }).waitFor()
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('move to another page inside the app once hydrated, without loading a new document', async () => {
    const page = await openPhone(browser)
    const problems = problemsOf(page)
    await page.goto(`${server.url}/home`)
    await page.locator('article time').first().waitFor()
    await dismissSplash(page)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page
      .getByRole('navigation', { name: 'প্রধান নেভিগেশন' })
      .getByRole('link', { name: 'লিডারবোর্ড' })
      .tap()
    await page.waitForURL(`${server.url}/leaderboard`)
    await page.getByRole('heading', { name: 'আজকের লিডারবোর্ড' }).waitFor()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('hydrate an accordion page drawn from the API at request time', async () => {
    const page = await openPhone(browser)
    const problems = problemsOf(page)
    const release = await holdScripts(page)
    await page.goto(`${server.url}/rules`, { waitUntil: 'commit' })
    const toggles = page.locator('main h2 button')
    await toggles.nth(1).waitFor()
    await page.evaluate(() => {
      ;(window as unknown as { prerendered: Element }).prerendered = document.querySelectorAll(
        'main h2 button',
      )[1] as Element
    })
    expect(await toggles.nth(1).getAttribute('aria-expanded')).toBe('false')
    release()
    // React owns the button once hydration has reached it: the page's chunk can still be on its
    // way when the document has loaded (on a busy machine it was), and a tap before then is
    // the HTML's alone. This test is about what hydration keeps and what works after it.
    await page.waitForFunction(() => {
      const button = document.querySelectorAll('main h2 button')[1]
      return button !== undefined && Object.keys(button).some((key) => key.startsWith('__reactProps$'))
    })
    await toggles.nth(1).click()
    await page.waitForFunction(
      () => document.querySelectorAll('main h2 button')[1]?.getAttribute('aria-expanded') === 'true',
    )
    expect(
      await page.evaluate(
        () =>
          document.querySelectorAll('main h2 button')[1] ===
          (window as unknown as { prerendered: Element }).prerendered,
      ),
    ).toBe(true)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('never show a logged-in player the visitor’s home, not even in the first paint', async () => {
    const page = await openPhone(browser)
    await logIn(page, server, '01712345670')
    // A fresh tab of the same person, before any offline shell is installed: the server's answer.
    const second = await openPhone(browser)
    await second.context().addCookies(await page.context().cookies())
    const release = await holdScripts(second)
    const response = await second.goto(`${server.url}/home`, { waitUntil: 'commit' })
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain(loginPrompt)
    expect(html).toContain('boot-bar')
    // What the browser paints before the scripts arrive: the boot frame, no visitor's screen.
    await second.locator('.boot-bar').first().waitFor()
    expect(await second.getByText(loginPrompt).count()).toBe(0)
    release()
    await second.getByRole('main').getByText('০১৭১২৩৪৫৬৭০').waitFor()
    expect(await second.getByText(loginPrompt).count()).toBe(0)
    await page.context().close()
    await second.context().close()
  })
})
