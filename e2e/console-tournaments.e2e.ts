import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { axeReport, launchBrowser, openDesktop, openPhone } from './support/browser.ts'
import { createOperator, enrolAndLogIn } from './support/console.ts'
import { dismissSplash } from './support/flows.ts'
import { startServer } from './support/server.ts'

const editor = { email: 'tournament-editor@example.com', password: 'a passphrase for the editor' }
const admin = { email: 'tournament-admin@example.com', password: 'a passphrase for the admin' }
/** The demo tournament the server seeds for the month, running when it starts. */
const demoTitle = 'ফ্ল্যাপি ডাইনো টুর্নামেন্ট'
const mine = {
  game: 'SharkGame',
  title: 'হাঙর শিকারের সপ্তাহ',
  rules: 'হাঙরকে খাবার খাওয়ান।\nদিনের সেরা স্কোর গণ্য হবে।',
  prize: 'প্রতিদিন সেরা দশ জন ৫০ টাকা করে।',
}

describe('the console’s tournaments: an editor runs a new one, players see it, the audit log has it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-tournaments-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page
  let tokens: { editor: string; admin: string }

  beforeAll(async () => {
    tokens = {
      editor: await createOperator(dataDir, editor.email, 'editor'),
      admin: await createOperator(dataDir, admin.email, 'admin'),
    }
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
  const row = (title: string) => page.getByRole('table').getByRole('row').filter({ hasText: title })
  const openTournaments = async () => {
    await page
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.tournaments.nav })
      .click()
    await page.waitForURL(`${server.url}/console/tournaments`)
    await visible(page.getByRole('heading', { name: en.tournaments.title, level: 1 }))
  }
  const fillNew = async () => {
    await page.getByRole('link', { name: en.tournaments.create }).click()
    await page.waitForURL(`${server.url}/console/tournaments/new`)
    const form = page.getByRole('form', { name: en.tournaments.form })
    await form.getByLabel(en.tournaments.game).selectOption(mine.game)
    await form.getByLabel(en.tournaments.titleField).fill(mine.title)
    await form.getByLabel(en.tournaments.rules).fill(mine.rules)
    await form.getByLabel(en.tournaments.prize).fill(mine.prize)
    // The start is the current minute (now) and the end a week on, as the form offers them;
    // typed again here as a person would.
    const minute = (offset: number) => {
      const shifted = new Date(Math.floor(Date.now() / 60_000) * 60_000 + offset + 6 * 3_600_000)
      return shifted.toISOString().slice(0, 16)
    }
    await form.getByLabel(en.tournaments.starts).fill(minute(0))
    await form.getByLabel(en.tournaments.ends).fill(minute(7 * 24 * 3_600_000))
    const preview = page.getByRole('region', { name: en.tournaments.preview })
    await visible(preview.getByText(mine.title))
    await visible(preview.getByRole('listitem').filter({ hasText: 'দিনের সেরা স্কোর গণ্য হবে।' }))
    return form
  }

  it('logs in as an editor and finds the month’s demo tournament running', async () => {
    await enrolAndLogIn(page, server.url, { token: tokens.editor, ...editor })
    const nav = page.getByRole('navigation', { name: en.shell.nav })
    expect(await nav.getByRole('link').allTextContents()).toContain(en.tournaments.nav)
    await openTournaments()
    await visible(row(demoTitle).getByRole('cell', { name: en.tournaments.states.running }))
    expect(await axeReport(page)).toEqual([])
  })

  it('is told a new tournament may not overlap the running one', async () => {
    const form = await fillNew()
    expect(await axeReport(page)).toEqual([])
    await form.getByRole('button', { name: en.tournaments.createSubmit }).click()
    await visible(form.getByRole('alert').getByText(`It overlaps “${demoTitle}”`, { exact: false }))
    expect(page.url()).toBe(`${server.url}/console/tournaments/new`)
  })

  it('ends the demo tournament now', async () => {
    await page.getByRole('link', { name: en.tournaments.back }).click()
    await page.waitForURL(`${server.url}/console/tournaments`)
    await row(demoTitle).getByRole('link', { name: demoTitle }).click()
    await page.waitForURL(/\/console\/tournaments\/\d+$/)
    await visible(page.getByRole('heading', { name: en.tournaments.editTitle(demoTitle), level: 1 }))
    expect(await page.getByLabel(en.tournaments.game).isDisabled()).toBe(true)
    expect(await page.getByLabel(en.tournaments.starts).isDisabled()).toBe(true)
    expect(await axeReport(page)).toEqual([])
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: en.tournaments.endNow }).click()
    await visible(page.getByText(en.tournaments.endedNow))
    await visible(page.getByText(en.tournaments.endedHint))
    expect(await page.getByRole('button', { name: en.tournaments.endNow }).count()).toBe(0)
  })

  it('creates a tournament that runs now, and sees it running in the list', async () => {
    await page.getByRole('link', { name: en.tournaments.back }).click()
    await page.waitForURL(`${server.url}/console/tournaments`)
    const form = await fillNew()
    await form.getByRole('button', { name: en.tournaments.createSubmit }).click()
    await page.waitForURL(/\/console\/tournaments\/\d+$/)
    await visible(page.getByRole('heading', { name: en.tournaments.editTitle(mine.title), level: 1 }))
    await visible(page.getByText(en.tournaments.created))
    await visible(page.getByRole('button', { name: en.tournaments.endNow }))

    await openTournaments()
    await visible(row(mine.title).getByRole('cell', { name: en.tournaments.states.running }))
    await visible(row(demoTitle).getByRole('cell', { name: en.tournaments.states.ended }))
    await visible(row(mine.title).getByRole('cell', { name: mine.game, exact: true }))
    await page.getByLabel(en.tournaments.state).selectOption('running')
    await page.waitForURL(/state=running/)
    await expect.poll(() => page.getByRole('table').getByRole('link').allTextContents()).toEqual([mine.title])
  })

  it('shows the game board with the running tournament', async () => {
    await page
      .getByRole('navigation', { name: en.tournaments.views })
      .getByRole('link', { name: en.tournaments.board })
      .click()
    await page.waitForURL(`${server.url}/console/tournaments/board`)
    await visible(page.getByText(en.tournaments.running(mine.title, mine.game)))
    await visible(page.getByRole('table', { name: /Game board, Today/ }))
    expect(await axeReport(page)).toEqual([])
  })

  it('a player at 360x800 sees the new tournament on /game', async () => {
    const phone = await openPhone(browser)
    await phone.goto(`${server.url}/game`)
    await dismissSplash(phone)
    await phone.getByRole('heading', { name: mine.title }).waitFor({ state: 'visible' })
    expect(await phone.getByRole('heading', { name: demoTitle }).count()).toBe(0)
    await phone.getByRole('button', { name: 'নিয়ম ও পুরস্কার দেখুন' }).tap()
    await phone.getByText(mine.prize).waitFor({ state: 'visible' })
    await phone.getByRole('listitem').filter({ hasText: 'হাঙরকে খাবার খাওয়ান।' }).waitFor()
    await phone.context().close()
  })

  it('the audit log shows who ended the demo and created the new one', async () => {
    const adminPage = await openDesktop(browser)
    await enrolAndLogIn(adminPage, server.url, { token: tokens.admin, ...admin })
    await adminPage.goto(`${server.url}/console/audit`)
    const rows = adminPage.getByRole('table').getByRole('row')
    const created = rows.filter({ hasText: 'tournament.create' })
    await created.waitFor({ state: 'visible' })
    await created.getByRole('cell', { name: editor.email }).waitFor()
    await created.getByText('Set endsAt, game, prize, rules, startsAt, title').click()
    await created.getByText(mine.title, { exact: false }).waitFor({ state: 'visible' })
    const ended = rows.filter({ hasText: 'tournament.end' })
    await ended.getByRole('cell', { name: editor.email }).waitFor()
    await ended.getByText('Changed endsAt').waitFor()
    expect(await axeReport(adminPage)).toEqual([])
    await adminPage.context().close()
  })
})
