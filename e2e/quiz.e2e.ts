import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone } from './support/browser.ts'
import { answerCurrent, bengali, logIn, subscribeFromHome } from './support/flows.ts'
import { startServer } from './support/server.ts'

type Server = Awaited<ReturnType<typeof startServer>>

describe('the quiz, as a subscribed person plays it on a phone', () => {
  let server: Server
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('picks three categories, answers all forty, sees the success page; then a random play; the third start is refused', async () => {
    const page = await openPhone(browser, { controlledClock: true })
    await logIn(page, server, '01722000001')
    // Paying from the card's play button lands on the quiz's categories.
    await subscribeFromHome(page)

    const topics = page.getByRole('group', { name: 'বিষয়' })
    for (const name of ['সাধারণ জ্ঞান', 'গণিত ধাঁধা', 'খেলাধুলা']) await topics.getByRole('button', { name }).tap()
    // A fourth pick is ignored.
    await topics.getByRole('button', { name: 'বিশ্ব' }).tap()
    expect(await topics.getByRole('button', { name: 'বিশ্ব' }).getAttribute('aria-pressed')).toBe('false')
    await page.getByRole('button', { name: 'বাছাই করা বিষয়ে খেলুন' }).tap()

    await page.waitForURL('**/quizflow')
    await page.getByRole('heading', { name: 'স্বাগতম! কুইজ শুরু হলো' }).waitFor()
    await page.getByRole('timer', { name: 'বাকি সময়' }).waitFor()
    for (let n = 1; n <= 40; n++) await answerCurrent(page, n, 40)
    await page.waitForURL('**/quiz-success')
    await page.getByRole('heading', { name: 'আপনার কুইজ খেলা সম্পন্ন হয়েছে' }).waitFor()
    await page.getByText(/^আজকের সেরা সঠিক উত্তর: [০-৯]+$/).waitFor()
    await page.getByText('ফলাফল জানতে লিডারবোর্ডে চোখ রাখুন').waitFor()

    // The second play of the day: random, played to its end.
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    for (let n = 1; n <= 40; n++) await answerCurrent(page, n, 40)
    await page.waitForURL('**/quiz-success')

    // The third start of the day.
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    const refused = page.getByRole('dialog', { name: 'দুঃখিত' })
    await refused.getByText('আপনি আজ দুইবার কুইজ খেলেছেন, আগামীকাল আবার খেলুন।').waitFor()
    await refused.getByRole('button', { name: 'ঠিক আছে' }).tap()
    await refused.waitFor({ state: 'hidden' })
    expect(page.url()).toMatch(/\/quiz$/)
    await page.context().close()
  })

  /** A subscriber two answers into a random regular play, on a phone whose clock the test moves. */
  async function twoAnswersIntoARandomPlay(number: string) {
    const page = await openPhone(browser, { controlledClock: true })
    await logIn(page, server, number)
    await subscribeFromHome(page)
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    await answerCurrent(page, 1, 40)
    await answerCurrent(page, 2, 40)
    await page.getByText(`${bengali(3)} / ${bengali(40)}`).waitFor()
    return page
  }

  it('ends the play on screen when its time runs out', async () => {
    const page = await twoAnswersIntoARandomPlay('01722000004')
    await page.clock.fastForward(91_000)
    await page.waitForURL('**/quiz-success')
    await page.context().close()
  })

  it('resumes after one reload, and sends the person home after a second', async () => {
    const page = await twoAnswersIntoARandomPlay('01722000002')

    await page.reload()
    await page.getByText(`${bengali(3)} / ${bengali(40)}`).waitFor()
    expect(page.url()).toMatch(/\/quizflow$/)

    await page.reload()
    await page.waitForURL('**/home')
    await page.context().close()
  })

  it('goes home when the person presses back during a play, and a new start resumes it', async () => {
    const page = await openPhone(browser, { controlledClock: true })
    await logIn(page, server, '01722000003')
    await subscribeFromHome(page)
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    await answerCurrent(page, 1, 40)
    await page.goBack()
    await page.waitForURL('**/home')

    // Starting again while that play runs answers the same play where it was: no play is lost.
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    await page.getByText(`${bengali(2)} / ${bengali(40)}`).waitFor()
    await page.context().close()
  })
})
