import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { axeReport, launchBrowser, openDesktop } from './support/browser.ts'
import { authenticator, createOperator } from './support/console.ts'
import { startServer } from './support/server.ts'

const editor = { email: 'pages-editor@example.com', password: 'a passphrase for the editor' }
const added = ' প্রতি খেলায় জিতলে {gameTaka} টাকা।'

describe('the console’s page and question editors, as an editor at a desktop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-editor-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page
  let token: string

  beforeAll(async () => {
    token = await createOperator(dataDir, editor.email, 'editor')
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
  /** The session's own calls, with the browser's cookie. */
  const api = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${server.url}${path}`)
    expect(response.status(), path).toBe(200)
    return (await response.json()) as T
  }

  it('enrols by the API and logs in, onto the first page an editor may use', async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status, path).toBe(200)
      return (await response.json()) as { data: { totpSecret: string } }
    }
    const { data } = await post('/api/console/enrol/start', { token })
    const app = authenticator(data.totpSecret)
    await post('/api/console/enrol/finish', { token, password: editor.password, code: await app.code() })

    await page.goto(`${server.url}/console/`)
    await page.waitForURL(`${server.url}/console/login`)
    await page.getByLabel(en.field.email).fill(editor.email)
    await page.getByLabel(en.field.password, { exact: true }).fill(editor.password)
    await page.getByLabel(en.field.code).fill(await app.code())
    await page.getByRole('button', { name: en.login.submit }).click()
    await page.waitForURL(`${server.url}/console/pages/termsPage`)
    const nav = page.getByRole('navigation', { name: en.shell.nav })
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      en.nav.pages,
      en.nav.questions,
      en.tournaments.nav,
      en.health.nav,
    ])
    await visible(page.getByRole('heading', { name: en.pages.heading, level: 1 }))
  })

  it('edits a prizes item with a placeholder, previews it filled, saves, and players see it', async () => {
    await page.getByRole('navigation', { name: en.pages.which }).getByRole('link', { name: 'Prizes' }).click()
    await page.waitForURL(`${server.url}/console/pages/prizePage`)
    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Item 1:/ }) })
    const message = first.getByLabel(en.pages.message)
    await visible(message)
    const before = await message.inputValue()
    await message.fill(`${before}${added}`)
    const preview = first.getByRole('region', { name: /^Phone preview/ })
    await visible(preview.getByText('প্রতি খেলায় জিতলে ১০ টাকা।', { exact: false }))
    await visible(first.getByText(en.pages.unsaved))
    expect(await axeReport(page)).toEqual([])

    await first.getByRole('button', { name: en.pages.save }).click()
    await visible(first.getByText(en.pages.saved))
    await visible(preview.getByText('প্রতি খেলায় জিতলে ১০ টাকা।', { exact: false }))
    expect(await message.inputValue()).toContain('{gameTaka}')

    const phone = await browser.newPage({ viewport: { width: 360, height: 800 } })
    await phone.goto(`${server.url}/gifts`)
    await phone.getByText('প্রতি খেলায় জিতলে ১০ টাকা।', { exact: false }).waitFor({ state: 'visible' })
    expect(await phone.getByText('{gameTaka}', { exact: false }).count()).toBe(0)
    await phone.close()
  })

  it('shows the server’s message for an unknown placeholder, and keeps the draft', async () => {
    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Item 1:/ }) })
    const message = first.getByLabel(en.pages.message)
    await message.fill(`${await message.inputValue()} {nope}`)
    await first.getByRole('button', { name: en.pages.save }).click()
    await visible(first.getByRole('alert').getByText(/Unknown placeholder \{nope\}/))
    expect(await first.getByRole('alert').textContent()).toContain('gameTaka')
    expect(await message.inputValue()).toContain('{nope}')
  })

  it('inserts a placeholder at the cursor of the message being edited', async () => {
    await page.reload()
    const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Item 2:/ }) })
    const message = second.getByLabel(en.pages.message)
    await message.click()
    await message.press('Control+Home')
    await page.getByRole('button', { name: /^Insert \{price\}/ }).click()
    await expect.poll(() => message.inputValue()).toMatch(/^\{price\}/)
    await visible(second.getByRole('region', { name: /^Phone preview/ }).getByText(/^২৪/))
  })

  it('moves, adds and deletes items', async () => {
    await page.reload()
    const headings = page.getByRole('list').getByRole('heading', { level: 2 })
    await visible(headings.first())
    const titles = async () =>
      (await headings.allTextContents()).map((text) => text.replace(/^Item \d+: /, ''))
    const start = await titles()
    await page.getByRole('button', { name: en.pages.about(en.pages.moveDown, `Item 1: ${start[0]}`) }).click()
    await expect.poll(titles).toEqual([start[1], start[0], ...start.slice(2)])

    const add = page.getByRole('form', { name: /^Add item/ })
    await add.getByLabel(en.pages.title).fill('নতুন শিরোনাম')
    await add.getByLabel(en.pages.message).fill('নতুন বার্তা, দাম {price} টাকা।')
    await add.getByRole('button', { name: en.pages.add }).click()
    await expect.poll(titles).toContain('নতুন শিরোনাম')

    page.once('dialog', (dialog) => void dialog.accept())
    const position = (await titles()).indexOf('নতুন শিরোনাম') + 1
    await page
      .getByRole('button', { name: en.pages.about(en.pages.delete, `Item ${position}: নতুন শিরোনাম`) })
      .click()
    await expect.poll(titles).not.toContain('নতুন শিরোনাম')
  })

  it('searches the questions, edits one, and the API has the new text', async () => {
    await page
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.nav.questions })
      .click()
    await page.waitForURL(`${server.url}/console/questions`)
    await visible(page.getByRole('table'))
    await page.getByLabel(en.questions.search).fill('হরপ্পা')
    await page.getByRole('button', { name: en.questions.searchButton }).click()
    await page.waitForURL(/q=/)
    const link = page.getByRole('table').getByRole('link', { name: /হরপ্পা/ }).first()
    await visible(link)
    expect(await axeReport(page)).toEqual([])
    await link.click()
    await page.waitForURL(/\/console\/questions\/\d+$/)
    const id = Number(page.url().split('/').pop())

    await visible(page.getByRole('heading', { name: en.questions.editTitle(id), level: 1 }))
    const text = page.getByLabel(en.questions.question, { exact: true })
    await visible(text)
    const edited = 'হরপ্পা ও মহেঞ্জোদারো নগরী দুটি কোন প্রাচীন সভ্যতার?'
    await text.fill(edited)
    const preview = page.getByRole('region', { name: en.questions.preview })
    await visible(preview.getByText(edited))
    expect(await axeReport(page)).toEqual([])
    await page.getByRole('button', { name: en.questions.save }).click()
    await visible(page.getByText(en.questions.saved, { exact: true }))

    const { data } = await api<{ data: { question: string; active: boolean } }>(
      `/api/console/questions/${id}`,
    )
    expect(data.question).toBe(edited)

    await page.getByRole('button', { name: en.questions.retire }).click()
    await visible(page.getByRole('button', { name: en.questions.restore }))
    expect((await api<{ data: { active: boolean } }>(`/api/console/questions/${id}`)).data.active).toBe(false)
    await page.getByRole('button', { name: en.questions.restore }).click()
    await visible(page.getByRole('button', { name: en.questions.retire }))
  })
})
