import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../apps/console/src/i18n/en.ts'
import { quizRules } from '../packages/contracts/src/rules.ts'
import { axeReport, launchBrowser, openDesktop, openPhone } from './support/browser.ts'
import { createOperator, enrolAndLogIn } from './support/console.ts'
import { answerCurrent, logIn, subscribeFromHome } from './support/flows.ts'
import { startServer } from './support/server.ts'

const editor = { email: 'bank-editor@example.com', password: 'a passphrase for the bank' }
const admin = { email: 'bank-admin@example.com', password: 'a passphrase for the admin' }
const topics = [
  { slug: 'e2e-rivers', name: 'নদ-নদী' },
  { slug: 'e2e-birds', name: 'পাখি' },
  { slug: 'e2e-fruits', name: 'ফলমূল' },
]
const perPlay = quizRules.regular.questions
const edited = 'সম্পাদিত প্রশ্ন: পদ্মা নদী কোন দেশে প্রবেশ করে?'

/** Exactly one play's worth of questions across the three new topics, so a play of them asks every one. */
function questionFile(): string {
  const lines = ['category,question,option1,option2,option3,answer']
  for (let n = 0; n < perPlay; n++) {
    const topic = topics[n % topics.length]
    lines.push(
      `${topic?.slug},${topic?.name} বিষয়ের প্রশ্ন নম্বর ${n + 1}?,প্রথম উত্তর,দ্বিতীয় উত্তর,তৃতীয় উত্তর,option1`,
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

describe('the question bank in the console, and a play that asks what the editor wrote', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khelahobe-console-questions-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  let browser: Browser
  let page: Page
  let token: string
  let adminToken: string
  let original = ''

  beforeAll(async () => {
    token = await createOperator(dataDir, editor.email, 'editor')
    adminToken = await createOperator(dataDir, admin.email, 'admin')
    server = await startServer({}, { dataDir })
    browser = await launchBrowser()
    page = await openDesktop(browser)
    await enrolAndLogIn(page, server.url, { token, ...editor })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const visible = (locator: ReturnType<Page['getByRole']>) => locator.waitFor({ state: 'visible' })

  it('adds three categories, and refuses a slug that is not plain', async () => {
    await page
      .getByRole('navigation', { name: en.shell.nav })
      .getByRole('link', { name: en.nav.questions })
      .click()
    await page
      .getByRole('navigation', { name: en.questions.views })
      .getByRole('link', { name: en.categories.title })
      .click()
    await page.waitForURL(`${server.url}/console/questions/categories`)
    const form = page.getByRole('region', { name: en.categories.newHeading })

    await form.getByLabel(en.categories.slugField).fill('Rivers And Lakes')
    await form.getByLabel(en.categories.name).fill('নদী')
    await form.getByRole('button', { name: en.categories.add }).click()
    await visible(form.getByRole('alert').getByText(/lowercase English letters/))

    for (const topic of topics) {
      await form.getByLabel(en.categories.slugField).fill(topic.slug)
      await form.getByLabel(en.categories.name).fill(topic.name)
      await form.getByRole('button', { name: en.categories.add }).click()
      await visible(form.getByText(en.categories.created(topic.slug)))
    }
    const table = page.getByRole('table', { name: en.categories.caption })
    for (const topic of topics) await visible(table.getByRole('cell', { name: topic.slug, exact: true }))
    expect(await axeReport(page)).toEqual([])
  })

  it('refuses a file with a bad line, naming it, then imports a good one whole', async () => {
    await page
      .getByRole('navigation', { name: en.questions.views })
      .getByRole('link', { name: en.questions.importExport })
      .click()
    await page.waitForURL(`${server.url}/console/questions/import`)
    const upload = (name: string, text: string) =>
      page
        .getByLabel(en.questionImport.file)
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })

    await upload('bad.csv', questionFile().replace('e2e-birds', 'e2e-snakes'))
    await page.getByRole('button', { name: en.questionImport.import }).click()
    await visible(page.getByText(en.questionImport.refused(1)))
    const problems = page.getByRole('table', { name: en.questionImport.problemsCaption })
    await visible(problems.getByRole('cell', { name: '3', exact: true }))
    await visible(problems.getByText(/e2e-snakes/))

    await upload('good.csv', questionFile())
    await page.getByRole('button', { name: en.questionImport.import }).click()
    await visible(page.getByText(en.questionImport.imported(perPlay)))
    expect(await axeReport(page)).toEqual([])
  })

  it('edits a question of a new category and the export carries the edit', async () => {
    await page
      .getByRole('navigation', { name: en.questions.views })
      .getByRole('link', { name: en.questions.title })
      .click()
    await page.getByLabel(en.questions.category).selectOption({ label: topics[0]?.name ?? '' })
    const first = page.getByRole('table', { name: en.questions.caption }).getByRole('link').first()
    await visible(first.filter({ hasText: topics[0]?.name ?? '' }))
    original = (await first.textContent()) ?? ''
    await first.click()

    const text = page.getByLabel(en.questions.question, { exact: true })
    expect(await text.inputValue()).toBe(original)
    await text.fill(edited)
    await visible(page.getByRole('region', { name: en.questions.preview }).getByText(edited))
    await page.getByRole('button', { name: en.questions.save }).click()
    await visible(page.getByText(en.questions.saved))

    await page.goto(`${server.url}/console/questions/import`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: en.questionImport.exportCsv }).click(),
    ])
    const exported = readFileSync((await download.path()) ?? '', 'utf8')
    expect(exported).toContain(edited)
    expect(exported).not.toContain(original)
  })

  it('a new play of the three categories asks the edited question, never the old words', async () => {
    const phone = await openPhone(browser)
    await logIn(phone, server, '01722000042')
    await subscribeFromHome(phone)
    const picker = phone.getByRole('group', { name: 'বিষয়' })
    for (const topic of topics) await picker.getByRole('button', { name: topic.name }).tap()
    await phone.getByRole('button', { name: 'বাছাই করা বিষয়ে খেলুন' }).tap()
    await phone.waitForURL('**/quizflow')

    const asked: string[] = []
    // Read each question once its number shows, so a slow render is never read as the last one.
    for (let n = 1; n <= perPlay; n++) asked.push(await answerCurrent(phone, n, perPlay))
    await phone.waitForURL('**/quiz-success')
    expect(asked).toContain(edited)
    expect(asked).not.toContain(original)
    await phone.close()
  })

  it('shows every change the editor made in the audit log an admin reads', async () => {
    expect((await page.request.get(`${server.url}/api/console/audit`)).status()).toBe(403)
    const desk = await openDesktop(browser)
    await enrolAndLogIn(desk, server.url, { token: adminToken, ...admin })
    await desk.goto(`${server.url}/console/audit`)
    const log = desk.getByRole('table', { name: en.audit.caption })
    await visible(log.getByRole('row').nth(1))
    const rows = await log.getByRole('row').allTextContents()
    const byEditor = rows.filter((row) => row.includes(editor.email))
    expect(byEditor.filter((row) => row.includes('category.create'))).toHaveLength(topics.length)
    expect(byEditor.filter((row) => row.includes('question.import'))).toHaveLength(1)
    expect(byEditor.filter((row) => row.includes('question.update'))).toHaveLength(1)
    await desk.close()
  })
})
