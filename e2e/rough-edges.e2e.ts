import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { untilEndOfFriday } from '../apps/web/src/features/home/utils/special-countdown.ts'
import { launchBrowser, openPhone } from './support/browser.ts'
import { answerCurrent, bengali, bengaliDigits, dismissSplash, enterWalletPin } from './support/flows.ts'
import { startServer } from './support/server.ts'

type Server = Awaited<ReturnType<typeof startServer>>

const number = '01744000001'
const loginModalName = 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন'

/** The ASCII digits in the page's main content: a Bangla screen shows none. */
const latinDigitsIn = async (page: Page) =>
  ((await page.getByRole('main').textContent()) ?? '').match(/[^\s]*[0-9][^\s]*/g) ?? []

/** From the wallet simulator's consent page: approve, and wait for the result page's success. */
async function approveOnWallet(page: Page) {
  await page.waitForURL('**/sim/bkash/intent/**')
  await enterWalletPin(page)
  await page.getByRole('button', { name: 'Approve' }).tap()
  await page.getByRole('heading', { name: 'আপনার নিবন্ধন সম্পন্ন হয়েছে' }).waitFor()
}

/**
 * The rough edges a new user met on a 360x800 phone, as they see them now. One person goes
 * through them in order on one phone; the last test moves the server's clock, so it stays last.
 */
describe('the rough edges a new user met, smoothed', () => {
  let server: Server
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    page = await openPhone(browser)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const simulator = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}/sim/bkash/control/page/${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })

  it('logs no console error on a visitor’s home, leaderboard and game pages, and shows no Latin digits', async () => {
    const visitor = await openPhone(browser)
    const errors: string[] = []
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    visitor.on('pageerror', (error) => errors.push(error.message))

    await visitor.goto(`${server.url}/home`)
    await dismissSplash(visitor)
    await visitor.getByText('স্কোর দেখতে লগইন করুন').waitFor()
    await visitor.getByText(/^শেষ হতে বাকি:/).waitFor()
    expect(await latinDigitsIn(visitor)).toEqual([])

    await visitor.goto(`${server.url}/leaderboard`)
    const podium = visitor.getByRole('list', { name: 'সেরা তিন' })
    await podium
      .getByText(/^০১৯\*+[০-৯]+$/)
      .first()
      .waitFor()
    expect(await latinDigitsIn(visitor)).toEqual([])

    await visitor.goto(`${server.url}/game`)
    await visitor.getByRole('article', { name: 'ফ্ল্যাপি ডাইনো টুর্নামেন্ট' }).waitFor()
    await visitor.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await visitor.context().close()
  })

  it('writes the login in Bangla: Bengali digits in the number and the “code sent” line, one message for a refusal', async () => {
    await page.goto(`${server.url}/home`)
    await dismissSplash(page)
    await page.getByRole('main').getByRole('button', { name: 'লগইন', exact: true }).tap()
    const modal = page.getByRole('dialog', { name: loginModalName })
    const field = modal.getByLabel('মোবাইল নম্বর')
    expect(await field.getAttribute('placeholder')).toBe('০১XXXXXXXXX')
    // A Bangla keyboard's digits are taken as they are.
    await field.fill('০১৭৪৪০০০০০৯')
    await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
    await modal.getByText('০১৭৪৪০০০০০৯ নম্বরে একটি ৬ অঙ্কের কোড পাঠানো হয়েছে।', { exact: true }).waitFor()
    expect(await modal.getByLabel('কোড', { exact: true }).getAttribute('autocomplete')).toBe('one-time-code')

    // Asking again at once: one Bangla sentence, with the seconds to wait in Bengali digits.
    await modal.getByRole('button', { name: 'নম্বর বদলান' }).tap()
    await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
    const alert = modal.getByRole('alert')
    await alert.getByText(/^একটি কোড এইমাত্র পাঠানো হয়েছে। [০-৯]+ সেকেন্ড পরে নতুন কোড চাইতে পারবেন।$/).waitFor()
    expect(await alert.textContent()).not.toMatch(/[A-Za-z0-9]/)

    await field.fill(number)
    await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
    await modal.getByText(`${bengaliDigits(number)} নম্বরে একটি ৬ অঙ্কের কোড পাঠানো হয়েছে।`).waitFor()
    const outbox = await (await fetch(`${server.url}/api/dev/outbox?msisdn=${number}`)).json()
    const { code, text } = outbox.data[0] as { code: string; text: string }
    // The SMS is Bangla, and its last line lets the phone offer the code to this host alone.
    expect(text).toMatch(/^খেলা হবে: আপনার লগইন কোড \d{6}।/)
    expect(text.split('\n').at(-1)).toBe(`@127.0.0.1 #${code}`)

    const codeField = modal.getByLabel('কোড', { exact: true })
    await codeField.fill(code === '000000' ? '111111' : '000000')
    await modal.getByRole('button', { name: 'যাচাই করুন' }).tap()
    await alert.getByText('কোডটি সঠিক নয়। আর ৪ বার চেষ্টা করতে পারবেন।', { exact: true }).waitFor()

    await codeField.fill(code)
    await modal.getByRole('button', { name: 'যাচাই করুন' }).tap()
    await modal.waitFor({ state: 'hidden' })
    await page.getByRole('main').getByText(bengaliDigits(number)).waitFor()
    await page.getByRole('definition').first().waitFor()
    expect(await latinDigitsIn(page)).toEqual([])
  })

  it('says so, neutrally, when /payment-success is opened with nothing tried', async () => {
    await page.goto(`${server.url}/payment-success`)
    await page.getByRole('heading', { name: 'দেখানোর মতো কোনো সাবস্ক্রিপশন ফলাফল নেই' }).waitFor()
    expect(await page.getByText('দুঃখিত ! আপনার নিবন্ধন অকার্যকর হয়েছে').count()).toBe(0)
    // It stays, with the way home offered, rather than sending the person off.
    await page.waitForTimeout(3_500)
    expect(new URL(page.url()).pathname).toBe('/payment-success')
    await page.getByRole('link', { name: 'হোমে ফিরে যান' }).tap()
    await page.waitForURL('**/')
  })

  it('takes a person who pays from a play button on to that play: the tournament, then the special quiz', async () => {
    await page.goto(`${server.url}/home`)
    await page
      .getByRole('article', { name: 'ফ্ল্যাপি ডাইনো টুর্নামেন্ট' })
      .getByRole('button', { name: /টুর্নামেন্ট খেলুন/ })
      .tap()
    await approveOnWallet(page)
    // The run started on its own: the frame holds the game with a fresh session.
    await page.waitForURL('**/tournamentframe', { timeout: 10_000 })
    expect(await (await page.waitForSelector('iframe')).getAttribute('src')).toMatch(
      /\/games\/FlappyDino\/\?GN=FlappyDino&session=/,
    )

    await page.goto(`${server.url}/home`)
    await page.getByRole('article', { name: 'স্পেশাল কুইজ' }).getByRole('button', { name: 'খেলুন' }).tap()
    await approveOnWallet(page)
    await page.waitForURL('**/quizflow2', { timeout: 10_000 })
    await page.getByRole('heading', { name: 'স্বাগতম! স্পেশাল কুইজ শুরু হলো' }).waitFor()
  })

  it('sends back, then forward, into a quiz play home, ending it, without resuming it', async () => {
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    await answerCurrent(page, 1, 40)
    await page.getByText(`${bengali(2)} / ${bengali(40)}`).waitFor()
    await page.goBack()
    await page.waitForURL('**/home')
    const notice = page.getByRole('dialog', { name: 'খেলাটি শেষ হয়েছে' })
    await notice
      .getByText('কুইজ চলার সময় পেছনে বা সামনে যাওয়ায় এই খেলাটি শেষ হয়ে গেছে। এর আগে দেওয়া উত্তরগুলো গণনা করা হবে।')
      .waitFor()
    await notice.getByRole('button', { name: 'ঠিক আছে' }).tap()
    await page.goForward()
    await page.waitForURL('**/home')
    await page.getByRole('article', { name: 'দৈনিক কুইজ' }).waitFor()
    expect(await page.getByText(`${bengali(2)} / ${bengali(40)}`).count()).toBe(0)
  })

  it('tells a person sent home by a second reload why, once', async () => {
    // The play left by the way back is over: starting again starts the day's second play.
    await page.goto(`${server.url}/quiz`)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    await page.getByText(`${bengali(1)} / ${bengali(40)}`).waitFor()
    await page.reload()
    await page.getByText(`${bengali(1)} / ${bengali(40)}`).waitFor()
    await page.reload()
    await page.waitForURL('**/home')
    const notice = page.getByRole('dialog', { name: 'খেলাটি শেষ হয়েছে' })
    await notice
      .getByText(
        'কুইজ চলার সময় পেজটি একবারের বেশি রিলোড করায় এই খেলাটি শেষ হয়ে গেছে। এর আগে দেওয়া উত্তরগুলো গণনা করা হবে।',
      )
      .waitFor()
    await notice.getByRole('button', { name: 'ঠিক আছে' }).tap()
    await notice.waitFor({ state: 'hidden' })
    await page.reload()
    await page.getByRole('article', { name: 'দৈনিক কুইজ' }).waitFor()
    expect(await notice.count()).toBe(0)
  })

  it('says how each winner list is decided, with each winner’s prize, and no podium of points for the quiz', async () => {
    await page.goto(`${server.url}/winnerpage`)
    const tabs = page.getByRole('tablist', { name: 'বিজয়ী তালিকা বাছাই করুন' })
    await page
      .getByText(
        'গতকাল সবার আগে ২০টি সঠিক উত্তর দেওয়া ৫০ জন বিজয়ী। তালিকার ক্রম কে আগে পৌঁছেছেন সে অনুযায়ী, সঠিক উত্তরের সংখ্যা অনুযায়ী নয়। প্রত্যেকে পাবেন ১০ টাকা ক্যাশ-ইন।',
      )
      .waitFor()
    // The demo players won yesterday's quiz (decided half an hour into the day).
    const winners = await (
      await fetch(`${server.url}/api/Quiz/getWinnerListBasedOnQuizOrGame?filtereType=quiz`)
    ).json()
    const first = winners.data.top3[0]
    if (first) {
      expect(first.prize).toEqual({ kind: 'cash', amountTaka: 10 })
      const list = page.getByRole('list', { name: 'কুইজ বিজয়ী, যে ক্রমে জিতেছেন' })
      const line = list.getByRole('listitem').first()
      await line.getByText(bengaliDigits(first.msisdn)).waitFor()
      expect(await line.textContent()).toMatch(/^১ .*১০ টাকা ক্যাশ-ইন.*সঠিক উত্তর$/)
      expect(await list.getByRole('listitem').count()).toBe(
        winners.data.top3.length + winners.data.other.length,
      )
    } else await page.getByText('গতকালের বিজয়ী এখনো ঘোষণা হয়নি').waitFor()
    expect(await page.getByRole('list', { name: 'সেরা তিন' }).count()).toBe(0)
    expect(await latinDigitsIn(page)).toEqual([])

    await tabs.getByRole('tab', { name: 'গেম' }).tap()
    await page
      .getByText(
        'গতকালের টুর্নামেন্টে সবচেয়ে বেশি স্কোর (সমান হলে কম সময়ে) করা সেরা ১০০ জন বিজয়ী। প্রত্যেকে পাবেন ১০ টাকা বিকাশ ক্যাশ-ইন।',
      )
      .waitFor()
    await page.getByRole('list', { name: 'সেরা তিন' }).waitFor()
    expect(await latinDigitsIn(page)).toEqual([])
  })

  it('counts the special quiz down on the server’s clock, and opens the inactive notice only after the splash', async () => {
    // The person demoing moves the server three days on, confirming it: the card counts from there.
    expect((await simulator('advance', { days: '3', confirm: 'ADVANCE' })).status).toBe(303)
    await page.goto(`${server.url}/home`)
    const countdown = page.getByRole('article', { name: 'স্পেশাল কুইজ' }).locator('time')
    await expect
      .poll(async () => {
        const serverTime = Number((await fetch(`${server.url}/readyz`)).headers.get('x-server-time'))
        const expected = untilEndOfFriday(serverTime)
        const [, days, hours, minutes] =
          (await countdown.getAttribute('datetime'))?.match(/^P(\d+)DT(\d+)H(\d+)M$/)?.map(Number) ?? []
        const shown = (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0)
        return Math.abs(shown - (expected.days * 1440 + expected.hours * 60 + expected.minutes))
      })
      .toBeLessThanOrEqual(1)

    // Then the wallet runs dry and next week's charges fail: this person is inactive.
    await simulator('wallet', { wallet: number, balance: '5' })
    const charged = await simulator('advance', { days: '4', confirm: 'ADVANCE' })
    expect(decodeURIComponent(charged.headers.get('location') ?? '')).toMatch(/[1-9]\d* failed\.$/)

    // A new session on home: the splash first, and the notice only once it is tapped away.
    await page.evaluate(() => sessionStorage.clear())
    const subscriptions = page.waitForResponse((response) => response.url().endsWith('/api/subscriptions/me'))
    await page.goto(`${server.url}/home`)
    const splash = page.getByRole('button', { name: 'শুরু করতে ট্যাপ করুন' })
    await splash.waitFor()
    await subscriptions
    const notice = page.getByRole('dialog', { name: 'দুঃখিত' })
    await page.waitForTimeout(500)
    expect(await notice.count()).toBe(0)
    await splash.tap()
    await notice.getByText(/পুরস্কারের জন্য যোগ্য নন/).waitFor()
    await notice.getByRole('button', { name: 'ঠিক আছে' }).tap()
    await notice.waitFor({ state: 'hidden' })
  })
})
