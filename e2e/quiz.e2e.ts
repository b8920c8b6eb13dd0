import type { Browser, Page } from 'playwright-core'
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

  /**
   * What the server answers a resume of the person's regular play, asked behind the app's back:
   * 200 while a play is open, 404 once none is.
   */
  const serverResume = (page: Page) =>
    page.evaluate(async () => (await fetch('/api/Quiz/CurrentPlay?ServiceName=regularQuiz')).status)

  const randomStart = async (page: Page) => {
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
  }

  const endedNotice = (page: Page, why: RegExp) =>
    page.getByRole('dialog', { name: 'খেলাটি শেষ হয়েছে' }).getByText(why)

  it("resumes after one reload; a second ends the play on the server, so the next start is a new play, then the day's limit", async () => {
    const page = await twoAnswersIntoARandomPlay('01722000002')

    await page.reload()
    await page.getByText(`${bengali(3)} / ${bengali(40)}`).waitFor()
    expect(page.url()).toMatch(/\/quizflow$/)

    await page.reload()
    await page.waitForURL('**/home')
    await endedNotice(page, /একবারের বেশি রিলোড করায় এই খেলাটি শেষ হয়ে গেছে/).waitFor()
    // Ended on the server, not only on screen, before the person taps anything.
    await expect.poll(() => serverResume(page), { timeout: 5_000 }).toBe(404)
    await page.getByRole('button', { name: 'ঠিক আছে' }).tap()

    // The quiz again: the day's second play, at its first question, not the old one at its third.
    await randomStart(page)
    await page.waitForURL('**/quizflow')
    await page.getByText(`${bengali(1)} / ${bengali(40)}`).waitFor()
    await answerCurrent(page, 1, 40)
    await page.getByText(`${bengali(2)} / ${bengali(40)}`).waitFor()

    // That one reloaded twice ends too, and counts: none is left today.
    await page.reload()
    await page.getByText(`${bengali(2)} / ${bengali(40)}`).waitFor()
    await page.reload()
    await page.waitForURL('**/home')
    await expect.poll(() => serverResume(page), { timeout: 5_000 }).toBe(404)
    await randomStart(page)
    const refused = page.getByRole('dialog', { name: 'দুঃখিত' })
    await refused.getByText('আপনি আজ দুইবার কুইজ খেলেছেন, আগামীকাল আবার খেলুন।').waitFor()
    expect(page.url()).toMatch(/\/quiz$/)
    await page.context().close()
  })

  it('ends the play when the person presses back during it, says so, and the next start is a new play', async () => {
    const page = await twoAnswersIntoARandomPlay('01722000003')
    await page.goBack()
    await page.waitForURL('**/home')
    await endedNotice(page, /পেছনে বা সামনে যাওয়ায় এই খেলাটি শেষ হয়ে গেছে/).waitFor()
    await expect.poll(() => serverResume(page), { timeout: 5_000 }).toBe(404)
    await page.getByRole('button', { name: 'ঠিক আছে' }).tap()

    await randomStart(page)
    await page.waitForURL('**/quizflow')
    await page.getByText(`${bengali(1)} / ${bengali(40)}`).waitFor()
    await page.context().close()
  })

  it('never resumes a play it said was over, even when the end could not reach the server', async () => {
    const page = await twoAnswersIntoARandomPlay('01722000005')
    await page.route('**/api/Quiz/EndPlay', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await page.getByText(`${bengali(3)} / ${bengali(40)}`).waitFor()
    await page.reload()
    await page.waitForURL('**/home')
    await endedNotice(page, /রিলোড করায় এই খেলাটি শেষ হয়ে গেছে/).waitFor()
    await page.getByRole('button', { name: 'ঠিক আছে' }).tap()
    // The server has not heard: there the play is still open, and a start would answer it.
    expect(await serverResume(page)).toBe(200)

    await randomStart(page)
    await page.getByRole('alert').getByText('কুইজ শুরু করা যায়নি, আবার চেষ্টা করুন।').waitFor()
    expect(page.url()).toMatch(/\/quiz$/)
    expect(await serverResume(page)).toBe(200)

    // Back online, the same tap ends the old play first and starts a new one.
    await page.unroute('**/api/Quiz/EndPlay')
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    await page.getByText(`${bengali(1)} / ${bengali(40)}`).waitFor()
    await page.context().close()
  })
})
