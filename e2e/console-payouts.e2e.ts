import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { axeReport, launchBrowser, openDesktop } from './support/browser.ts'
import { createOperator, enrolAndLogIn } from './support/console.ts'
import { startServer } from './support/server.ts'

const finance = { email: 'finance@example.com', password: 'a passphrase for the money' }
const admin = { email: 'payouts-admin@example.com', password: 'a passphrase for the admin' }
const exportHeader = 'payout_id,msisdn,amount_taka,prize,competition,period,rank'

/** Yesterday in Dhaka, the day the demo players' first plays were decided for. */
const yesterday = () => new Date(Date.now() + 6 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10)

describe('winners and payouts in the console, as a finance operator at a desktop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-payouts-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page
  let financeToken: string
  let adminToken: string
  let exportedIds: string[] = []

  beforeAll(async () => {
    financeToken = await createOperator(dataDir, finance.email, 'finance')
    adminToken = await createOperator(dataDir, admin.email, 'admin')
    // The demo seeding gives thirty players plays yesterday and today; the winners job decides
    // yesterday at start (from half past midnight, Dhaka time).
    server = await startServer({}, { dataDir })
    browser = await launchBrowser()
    page = await openDesktop(browser)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const visible = (locator: ReturnType<Page['getByRole']>) => locator.waitFor({ state: 'visible' })

  it('logs in and sees yesterday’s quiz winners, and a play that did not win with its reason', async () => {
    await enrolAndLogIn(page, server.url, { token: financeToken, ...finance })
    const nav = page.getByRole('navigation', { name: en.shell.nav })
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining([en.winners.nav, en.payouts.nav]),
    )
    await nav.getByRole('link', { name: en.winners.nav }).click()
    await visible(page.getByRole('heading', { name: en.winners.title, level: 1 }))

    // The newest decided day of the daily quiz is yesterday.
    const period = page.getByLabel(en.winners.period, { exact: true })
    await expect
      .poll(() => period.inputValue(), { message: 'yesterday decided (not in 00:00–00:30 Dhaka)' })
      .toBe(yesterday())
    expect(await page.getByLabel(en.winners.competition, { exact: true }).inputValue()).toBe('daily_quiz')
    const winners = page.getByRole('table', { name: en.winners.winnersCaption })
    await visible(winners)
    const winnerRows = winners.locator('tbody tr')
    expect(await winnerRows.count()).toBeGreaterThan(1)
    await visible(winnerRows.first().getByText(en.winners.statuses.pending))
    await visible(winnerRows.first().getByRole('cell', { name: '৳10' }))

    // The demo players play twice a day: a second winning play is passed over, one win a day.
    const passed = page.getByRole('table', { name: en.winners.passedCaption })
    const again = passed.getByRole('row').filter({ hasText: en.winners.reasons.already_won })
    expect(await again.count()).toBeGreaterThan(0)
    // That player is among the winners, by the same number.
    const number = (await again.first().locator('td').nth(1).locator('span').first().textContent()) ?? ''
    expect(number).toMatch(/^01999\d{6}$/)
    await visible(winners.getByRole('row').filter({ hasText: number }).first())
    expect(await axeReport(page)).toEqual([])
  })

  it('exports the pending payouts as the wallet cash-in CSV', async () => {
    await page
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.payouts.nav })
      .click()
    await visible(page.getByRole('heading', { name: en.payouts.title, level: 1 }))
    const pending = page.getByRole('table', { name: en.payouts.pendingCaption })
    await visible(pending)
    const count = await pending.locator('tbody tr').count()
    expect(count).toBeGreaterThan(1)
    await visible(page.getByText(new RegExp(`^${count} payouts waiting, ৳\\d+ in cash\\.$`)))
    expect(await page.getByLabel(en.payouts.from).inputValue()).toBe(yesterday())
    expect(await axeReport(page)).toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en.payouts.exportButton }).click(),
    ])
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\n')
    expect(csv[0]).toBe(exportHeader)
    expect(csv).toHaveLength(count + 1)
    // The demo's winners: yesterday's daily quiz (and on a month's first day, last month's quiz).
    for (const line of csv.slice(1))
      expect(line).toMatch(/^\d+,01999\d{6},\d+,(cash|smartphone|smartwatch),[a-z_]+,[\d-]+,\d+$/)
    expect(csv.filter((line) => line.includes(`,10,cash,daily_quiz,${yesterday()},`))).not.toHaveLength(0)
    exportedIds = csv.slice(1).map((line) => line.split(',')[0] ?? '')
    expect(download.suggestedFilename()).toMatch(/^payouts-.*\.csv$/)
    const batch = download.suggestedFilename().match(/(\d{8}T\d{6}-[0-9a-f]{6})\.csv$/)?.[1] ?? ''
    await visible(page.getByText(en.payouts.exported(count, batch, download.suggestedFilename())))
    // Nothing is left to export; the batch waits for its result.
    await visible(page.getByText(en.payouts.nonePending).first())
    const batches = page.getByRole('table', { name: en.payouts.batchesCaption })
    const row = batches.getByRole('row').filter({ hasText: batch })
    await visible(row)
    expect(await row.locator('td').allTextContents()).toEqual([
      batch,
      expect.any(String),
      String(count),
      expect.stringMatching(/^৳\d+$/),
      String(count),
      '0',
      '0',
      en.payouts.downloadShort,
    ])
  })

  it('uploads the provider’s result, marks them paid, and a second upload changes nothing', async () => {
    const result = `payout_id,status,provider_ref\n${exportedIds.map((id) => `${id},paid,TRX${id}`).join('\n')}\n`
    const upload = async () => {
      await page
        .getByLabel(en.payouts.resultFile)
        .setInputFiles({ name: 'result.csv', mimeType: 'text/csv', buffer: Buffer.from(result) })
      await page.getByRole('button', { name: en.payouts.upload }).click()
    }
    await upload()
    await visible(page.getByText(en.payouts.applied(exportedIds.length, 0, 0)))
    const row = page.getByRole('table', { name: en.payouts.batchesCaption }).locator('tbody tr').first()
    await expect.poll(() => row.locator('td').nth(5).textContent()).toBe(String(exportedIds.length))
    expect(await row.locator('td').nth(4).textContent()).toBe('0')
    await upload()
    await visible(page.getByText(en.payouts.applied(0, 0, exportedIds.length)))

    // The winners page shows them paid.
    await page
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.winners.nav })
      .click()
    const winners = page.getByRole('table', { name: en.winners.winnersCaption })
    await visible(winners)
    await visible(winners.locator('tbody tr').first().getByText(en.winners.statuses.paid))
    expect(await winners.getByText(en.winners.statuses.pending).count()).toBe(0)
    expect(await axeReport(page)).toEqual([])
  })

  it('shows the export and the result in the audit log, by the finance operator', async () => {
    const adminPage = await openDesktop(browser)
    await enrolAndLogIn(adminPage, server.url, { token: adminToken, ...admin })
    await adminPage.goto(`${server.url}/console/audit`)
    const table = adminPage.getByRole('table')
    await visible(table)
    const byFinance = table.getByRole('row').filter({ hasText: finance.email })
    await visible(byFinance.filter({ hasText: 'payouts.export' }))
    await visible(byFinance.filter({ hasText: 'payouts.reconcile' }))
    // The second upload changed nothing, so it is not a change in the log.
    expect(await byFinance.filter({ hasText: 'payouts.reconcile' }).count()).toBe(1)
    await adminPage.context().close()
  })
})
