import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { axeReport, launchBrowser, openDesktop, openPhone } from './support/browser.ts'
import { createOperator, enrolAndLogIn } from './support/console.ts'
import { answerCurrent, enterWalletPin } from './support/flows.ts'
import { startServer } from './support/server.ts'

const finance = { email: 'insights-finance@example.com', password: 'a passphrase for finance' }
const campaignKey = 'e2e-insights'
/** Today in Dhaka, as the console's default range ends. */
const today = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10)

describe('the console’s campaigns and health, as finance reads them after a campaign’s traffic', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-insights-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let desk: Page
  let token: string

  beforeAll(async () => {
    token = await createOperator(dataDir, finance.email, 'finance')
    server = await startServer({}, { dataDir })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const visible = (locator: ReturnType<Page['getByRole']>) => locator.waitFor({ state: 'visible' })

  /** A phone on the campaign's poster page, its number prompt open and its events sent. */
  async function visitCampaignPage() {
    const phone = await openPhone(browser)
    // A beacon's body is not on its response's request; a route sees it on the way out.
    const bodies = new Map<Request, string>()
    await phone.route('**/api/events', async (route) => {
      bodies.set(route.request(), route.request().postData() ?? '')
      await route.continue()
    })
    const sent = phone.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/events' &&
        (bodies.get(response.request()) ?? '').includes('number_prompt'),
      // A batch leaves a few seconds after its first event.
      { timeout: 20_000 },
    )
    await phone.goto(`${server.url}/campaignpage6?ck=${campaignKey}`)
    const prompt = phone.getByRole('dialog', { name: 'খেলা হবে সাবস্ক্রিপশন' })
    await prompt.waitFor()
    const batch = await sent
    expect(batch.status()).toBe(204)
    expect(bodies.get(batch.request())).toContain('campaignpage6')
    return { phone, prompt }
  }

  /** A figure of a health tile, as its description list says it. */
  const healthFigure = (tile: string, label: string) =>
    desk
      .getByRole('region', { name: tile })
      .locator('div')
      .filter({ has: desk.getByText(label, { exact: true }) })
      .locator('dd')
  const readCount = async (tile: string, label: string) =>
    Number(await healthFigure(tile, label).textContent())

  let quizPlaysBefore: number
  let newSubscriptionsBefore: number

  it('logs in as finance, with campaigns and health in the nav, and reads today’s figures so far', async () => {
    desk = await openDesktop(browser)
    await enrolAndLogIn(desk, server.url, { token, ...finance })
    const nav = desk.getByRole('navigation', { name: en.shell.nav })
    const links = await nav.getByRole('link').allTextContents()
    expect(links).toContain(en.campaigns.nav)
    expect(links).toContain(en.health.nav)
    expect(links).not.toContain(en.nav.audit)

    await nav.getByRole('link', { name: en.health.nav }).click()
    await desk.waitForURL(`${server.url}/console/health`)
    await visible(healthFigure(en.health.plays, en.health.quiz))
    // The demo's own players have played today already.
    quizPlaysBefore = await readCount(en.health.plays, en.health.quiz)
    newSubscriptionsBefore = await readCount(en.health.subscriptions, en.health.new)
  })

  it('takes two visits to the campaign page; one subscribes and plays a quiz', async () => {
    // The first visitor reads the poster and goes away.
    const first = await visitCampaignPage()
    await first.phone.context().close()

    // The second types a number, approves in the wallet, and plays.
    const { phone, prompt } = await visitCampaignPage()
    await prompt.getByLabel('মোবাইল নম্বর').fill('01733000001')
    await prompt.getByRole('button', { name: 'চালিয়ে যান' }).tap()
    await phone.waitForURL('**/sim/bkash/intent/**')
    await enterWalletPin(phone)
    await phone.getByRole('button', { name: 'Approve' }).tap()
    await phone.getByRole('heading', { name: 'আপনার নিবন্ধন সম্পন্ন হয়েছে' }).waitFor()
    await phone.waitForURL((url) => url.pathname === '/', { timeout: 8_000 })
    await phone.goto(`${server.url}/quiz`)
    await phone.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await phone.waitForURL('**/quizflow')
    await answerCurrent(phone, 1, 40)
    await answerCurrent(phone, 2, 40)
    await phone.context().close()
  })

  it('reads the campaign chart: the key picked, a canvas drawn, and its funnel in the tables', async () => {
    await desk
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.campaigns.nav })
      .click()
    await desk.waitForURL(`${server.url}/console/campaigns`)
    await visible(desk.getByRole('heading', { name: en.campaigns.title, level: 1 }))
    // The server writes events every 2 seconds: by now they are in.
    await desk.getByLabel(en.campaigns.key).selectOption(campaignKey)
    await desk.waitForURL((url) => url.searchParams.get('key') === campaignKey)
    const chart = desk.getByRole('img', { name: /^Chart of the funnel of e2e-insights per day/ })
    await visible(chart)
    expect(await chart.locator('canvas').count()).toBeGreaterThan(0)

    const totals = desk.getByRole('table', { name: /^Funnel totals per campaign key/ })
    const row = totals.getByRole('row').filter({ hasText: campaignKey })
    // Two views, two prompts, one request (50 %), subscribed (100 %); four weeks have not passed.
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      campaignKey,
      '2',
      '2 (100%)',
      '1 (50%)',
      '1 (100%)',
      en.campaigns.notYet,
      '50%',
    ])

    await desk.getByText(en.campaigns.daily(campaignKey)).click()
    const daily = desk.getByRole('table', { name: en.campaigns.dailyCaption(campaignKey) })
    const todayRow = daily.getByRole('row').filter({ hasText: today() })
    expect(await todayRow.getByRole('cell').allTextContents()).toEqual([today(), '2', '2', '1', '1', '0'])
    expect(await axeReport(desk)).toEqual([])
  })

  it('says why a range it cannot read is refused', async () => {
    await desk.getByLabel(en.campaigns.from, { exact: true }).fill('2026-01-01')
    await desk.getByLabel(en.campaigns.to, { exact: true }).fill('2026-06-30')
    await desk.getByRole('button', { name: en.campaigns.show }).click()
    await visible(desk.getByRole('alert').getByText('Choose at most 92 days; this range has 181.'))
  })

  it('shows the new play and subscription on the health screen, and the job runs', async () => {
    await desk
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.health.nav })
      .click()
    await desk.waitForURL(`${server.url}/console/health`)
    // The server reads its figures at most every 10 seconds; a person reloads until they move.
    await expect
      .poll(
        async () => {
          await desk.reload()
          await visible(healthFigure(en.health.plays, en.health.quiz))
          return readCount(en.health.plays, en.health.quiz)
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(quizPlaysBefore + 1)
    expect(await readCount(en.health.subscriptions, en.health.new)).toBe(newSubscriptionsBefore + 1)
    // The winners job runs at start, so there is a run to show.
    const jobs = desk.getByRole('table', { name: en.health.jobsCaption })
    await visible(jobs.getByRole('row').filter({ hasText: en.health.ok }).first())
    expect(await axeReport(desk)).toEqual([])
  })
})
