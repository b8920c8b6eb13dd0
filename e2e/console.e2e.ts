import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { axeReport, launchBrowser, openDesktop } from './support/browser.ts'
import { authenticator, createOperator } from './support/console.ts'
import { startServer } from './support/server.ts'

const admin = { email: 'ops@example.com', password: 'a long enough passphrase' }
const editor = { email: 'editor@example.com', password: 'another long passphrase' }
/** What the audit log holds by the time the admin reads it, newest first. */
const allActions = [
  'operator.login',
  // The wrong code tried before it: audited, with nobody logged in behind it.
  'operator.login.failed',
  'operator.enrol',
  'operator.enrol',
  'operator.create',
  'operator.create',
]

describe('the operator console, as an operator at a desktop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page
  let adminToken: string
  let editorToken: string
  let adminApp: ReturnType<typeof authenticator>
  let editorApp: ReturnType<typeof authenticator>

  beforeAll(async () => {
    adminToken = await createOperator(dataDir, admin.email, 'admin')
    editorToken = await createOperator(dataDir, editor.email, 'editor')
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

  async function logIn(target: Page, who: { email: string; password: string }, code: string) {
    await target.getByLabel(en.field.email).fill(who.email)
    await target.getByLabel(en.field.password, { exact: true }).fill(who.password)
    await target.getByLabel(en.field.code).fill(code)
    await target.getByRole('button', { name: en.login.submit }).click()
  }

  it('refuses an enrolment link that is not one', async () => {
    await page.goto(`${server.url}/console/enrol`)
    await visible(page.getByRole('alert').getByText(en.enrol.missingToken))
    await page.goto(`${server.url}/console/enrol?token=${'x'.repeat(43)}`)
    await visible(page.getByRole('alert').getByText(/not valid/))
  })

  it('enrols from the link: the account, the setup key, a password and a first code', async () => {
    await page.goto(`${server.url}/console/enrol?token=${adminToken}`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await visible(page.getByRole('heading', { name: en.enrol.title, level: 1 }))
    await visible(page.getByText(admin.email, { exact: true }))
    await visible(page.getByText(/^admin — /))
    const setupLink = page.getByRole('link', { name: en.enrol.openInApp })
    expect(await setupLink.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//)

    // The key as a person reads it off the screen, in groups of four.
    const grouped = await page.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent()
    const secret = (grouped ?? '').replace(/\s/g, '')
    expect(secret.length).toBeGreaterThanOrEqual(16)
    adminApp = authenticator(secret)

    expect(await axeReport(page)).toEqual([])

    // The form's own checks come first: too short, then two different passwords.
    await page.getByLabel(en.field.newPassword, { exact: true }).fill('short')
    await page.getByLabel(en.field.repeatPassword).fill('short')
    await page.getByLabel(en.field.code).fill('12')
    await page.getByRole('button', { name: en.enrol.submit }).click()
    await visible(page.getByText('The password needs at least 12 characters.'))
    await visible(page.getByText('The code is the 6 digits your authenticator app shows.'))
    await page.getByLabel(en.field.newPassword, { exact: true }).fill(admin.password)
    await page.getByLabel(en.field.repeatPassword).fill(`${admin.password}!`)
    await page.getByRole('button', { name: en.enrol.submit }).click()
    await visible(page.getByText(en.enrol.passwordsDiffer))

    await page.getByLabel(en.field.repeatPassword).fill(admin.password)
    await page.getByLabel(en.field.code).fill(await adminApp.code())
    await page.getByRole('button', { name: en.enrol.submit }).click()
    await visible(page.getByRole('heading', { name: en.enrol.doneTitle }))
    await page.getByRole('link', { name: en.enrol.toLogin }).click()
    await page.waitForURL(`${server.url}/console/login`)

    // The editor enrols too, by the API's calls (the browser part is the admin's above), in
    // this same window: the wait before the next code serves both.
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status, path).toBe(200)
      return (await response.json()) as { data: { totpSecret: string } }
    }
    const { data } = await post('/api/console/enrol/start', { token: editorToken })
    editorApp = authenticator(data.totpSecret)
    await post('/api/console/enrol/finish', {
      token: editorToken,
      password: editor.password,
      code: await editorApp.code(),
    })
  })

  it('says why a login with a wrong code fails, without saying which part was wrong', async () => {
    // The enrolment page filled in the e-mail.
    expect(await page.getByLabel(en.field.email).inputValue()).toBe(admin.email)
    await logIn(page, admin, adminApp.wrongCode())
    await visible(page.getByRole('alert').getByText('The e-mail, password or code is wrong.'))
    expect(await page.getByLabel(en.field.code).inputValue()).toBe('')
    expect(await axeReport(page)).toEqual([])
  })

  it('logs in with the right code, onto the first section, and opens the audit log', async () => {
    // The enrolment's code was this window's: the next one is waited for.
    await logIn(page, admin, await adminApp.code())
    await page.waitForURL(`${server.url}/console/pages/termsPage`)
    const banner = page.getByRole('banner')
    await visible(banner.getByText(en.product))
    await visible(banner.getByText(admin.email))
    await visible(banner.getByText('admin', { exact: true }))
    const nav = page.getByRole('navigation', { name: en.shell.nav })
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      en.nav.pages,
      en.nav.questions,
      en.tournaments.nav,
      en.users.nav,
      en.winners.nav,
      en.payouts.nav,
      en.campaigns.nav,
      en.health.nav,
      en.nav.audit,
    ])
    await nav.getByRole('link', { name: en.nav.audit }).click()
    await page.waitForURL(`${server.url}/console/audit`)
    await visible(page.getByRole('heading', { name: en.audit.title, level: 1 }))
  })

  it('lists the creations, the enrolments and the login, newest first', async () => {
    const table = page.getByRole('table')
    await visible(table)
    const rows = table.getByRole('row')
    const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents()
    expect(actions).toEqual(allActions)
    await visible(rows.filter({ hasText: 'operator.enrol' }).getByRole('cell', { name: admin.email }))
    // The oldest entry: the admin's account, created from the command line.
    const creation = rows.last()
    await visible(creation.getByRole('cell', { name: en.audit.commandLine }))
    await creation.getByText('Set email, role').click()
    const values = creation.getByText(admin.email)
    await visible(values)
    expect(JSON.parse((await values.textContent()) ?? '')).toEqual({ email: admin.email, role: 'admin' })
    const failed = rows.filter({ hasText: 'operator.login.failed' })
    await visible(failed.getByRole('cell', { name: en.audit.notLoggedIn }))
    const login = rows.filter({ has: page.getByRole('cell', { name: 'operator.login', exact: true }) })
    await visible(login.getByRole('cell', { name: admin.email, exact: true }))
    expect(await page.getByRole('button', { name: en.audit.older }).count()).toBe(0)
    expect(await axeReport(page)).toEqual([])
  })

  it('pages back with "Older" from where the first page stops', async () => {
    // Fifty entries make a page; the first page is cut to two here, with the server's own
    // `before` answering the rest.
    await page.route(/\/api\/console\/audit$/, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: { entries: { id: number }[]; nextBefore: number } }
      const entries = body.data.entries.slice(0, 2)
      await route.fulfill({
        response,
        json: { data: { entries, nextBefore: entries[1]?.id } },
      })
    })
    await page.reload()
    const actionCells = page.locator('tbody tr td:nth-child(3)')
    await visible(page.getByRole('button', { name: en.audit.older }))
    expect(await actionCells.allTextContents()).toEqual(allActions.slice(0, 2))
    await page.getByRole('button', { name: en.audit.older }).click()
    await visible(page.getByText(en.audit.noOlder))
    expect(await actionCells.allTextContents()).toEqual(allActions)
    await page.unroute(/\/api\/console\/audit$/)
  })

  it('logs out, and a logged-out visit to the audit log lands on the login', async () => {
    await page.getByRole('button', { name: en.shell.logout }).click()
    await page.waitForURL(`${server.url}/console/login`)
    await page.goto(`${server.url}/console/audit`)
    await page.waitForURL(`${server.url}/console/login`)
    await visible(page.getByRole('heading', { name: en.login.title, level: 1 }))
    expect(await page.getByRole('table').count()).toBe(0)
  })

  it('lands an editor on their first section, without the admin’s', async () => {
    // Enrolled beside the admin above; a page of its own, the admin's session being over.
    const editorPage = await page.context().newPage()
    await editorPage.goto(`${server.url}/console/`)
    await editorPage.waitForURL(`${server.url}/console/login`)
    await logIn(editorPage, editor, await editorApp.code())
    await editorPage.waitForURL(`${server.url}/console/pages/termsPage`)
    const nav = editorPage.getByRole('navigation', { name: en.shell.nav })
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      en.nav.pages,
      en.nav.questions,
      en.tournaments.nav,
      en.health.nav,
    ])
    await editorPage.goto(`${server.url}/console/audit`)
    await visible(editorPage.getByText(en.shell.notAllowed('editor')))
    expect(await editorPage.getByRole('table').count()).toBe(0)
    await editorPage.close()
  })
})
