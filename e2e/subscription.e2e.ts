import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone } from './support/browser.ts'
import { enterWalletPin, logIn } from './support/flows.ts'
import { startServer } from './support/server.ts'

type Server = Awaited<ReturnType<typeof startServer>>

const mySubscriptions = (page: Page) =>
  page.evaluate(
    async () =>
      (await (await fetch('/api/subscriptions/me')).json()).data as { segment: string; state: string }[],
  )

describe('subscribing and unsubscribing through the wallet simulator', () => {
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

  it('takes a logged-in person from play to the wallet and back subscribed, then unsubscribes them from support', async () => {
    const page = await openPhone(browser)
    await logIn(page, server, '01711000001')
    await page.getByRole('article', { name: 'দৈনিক কুইজ' }).getByRole('button', { name: 'খেলুন' }).tap()

    await page.waitForURL('**/sim/bkash/intent/**')
    await page.getByRole('heading', { name: 'Approve subscription' }).waitFor()
    expect(await page.getByLabel('Wallet number').inputValue()).toBe('01711000001')
    await enterWalletPin(page)
    await page.getByRole('button', { name: 'Approve' }).tap()

    await page.waitForURL('**/payment-success**')
    await page.getByRole('heading', { name: 'আপনার নিবন্ধন সম্পন্ন হয়েছে' }).waitFor()
    // On to the play that was tapped: the quiz's categories.
    await page.waitForURL((url) => url.pathname === '/quiz', { timeout: 6_000 })
    expect((await mySubscriptions(page)).find((s) => s.segment === 'quiz')?.state).toBe('subscribed')

    // Subscribed now: the same tap goes straight to the quiz.
    await page.goto(`${server.url}/home`)
    const splash = page.getByRole('button', { name: 'শুরু করতে ট্যাপ করুন' })
    if (await splash.isVisible()) await splash.tap()
    await page.getByRole('article', { name: 'দৈনিক কুইজ' }).getByRole('button', { name: 'খেলুন' }).tap()
    await page.waitForURL('**/quiz')

    await page.goto(`${server.url}/support`)
    const unsubscribe = page.getByRole('button', { name: 'খেলা হবে কুইজ ও গেম আনসাবস্ক্রাইব করুন' })
    expect(await page.getByRole('button', { name: 'সাপ্তাহিক কুইজ আনসাবস্ক্রাইব করুন' }).count()).toBe(0)
    await unsubscribe.tap()
    const confirm = page.getByRole('dialog', { name: 'আপনি কি নিশ্চিত? আপনি আর খেলতে পারবেন না!' })
    await confirm.getByRole('button', { name: 'না' }).tap()
    await confirm.waitFor({ state: 'hidden' })
    expect((await mySubscriptions(page)).find((s) => s.segment === 'quiz')?.state).toBe('subscribed')

    await unsubscribe.tap()
    await confirm.getByRole('button', { name: 'হ্যাঁ' }).tap()
    await page.getByRole('status').getByText('আপনি সফলভাবে আনসাবস্ক্রাইব করেছেন').waitFor()
    await unsubscribe.waitFor({ state: 'detached' })
    expect((await mySubscriptions(page)).find((s) => s.segment === 'quiz')?.state).toBe('cancelled')
    await page.context().close()
  })

  it('shows the failure when the person cancels on the wallet page, and stays unsubscribed', async () => {
    const page = await openPhone(browser)
    await logIn(page, server, '01711000002')
    await page.getByRole('article', { name: 'স্পেশাল কুইজ' }).getByRole('button', { name: 'খেলুন' }).tap()
    await page.waitForURL('**/sim/bkash/intent/**')
    await page.getByRole('button', { name: 'Cancel' }).tap()
    await page.waitForURL('**/payment-success**')
    await page.getByRole('heading', { name: 'দুঃখিত ! আপনার নিবন্ধন অকার্যকর হয়েছে' }).waitFor()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6_000 })
    expect((await mySubscriptions(page)).find((s) => s.segment === 'special')?.state).toBe('cancelled')
    await page.context().close()
  })

  it('subscribes from campaign page 6 without a login, and the wallet’s approval logs the person in', async () => {
    const page = await openPhone(browser)
    await page.goto(`${server.url}/campaignpage6?ck=fb-nov`)
    const prompt = page.getByRole('dialog', { name: 'খেলা হবে সাবস্ক্রিপশন' })
    await prompt.waitFor()
    expect(await prompt.getByLabel('মোবাইল নম্বর').getAttribute('placeholder')).toBe('017XXXXXXXX')
    await prompt.getByText('ব্যবহারকারীর জন্য মূল্য ২৪ টাকা/সপ্তাহ').waitFor()
    // A tap outside does not dismiss it.
    await page.touchscreen.tap(5, 5)
    expect(await prompt.isVisible()).toBe(true)

    await prompt.getByLabel('মোবাইল নম্বর').fill('0171100')
    await prompt.getByRole('button', { name: 'চালিয়ে যান' }).tap()
    await prompt.getByRole('alert').getByText('The number must be 11 digits long.').waitFor()

    await prompt.getByLabel('মোবাইল নম্বর').fill('01711000003')
    await prompt.getByRole('button', { name: 'চালিয়ে যান' }).tap()
    await page.waitForURL('**/sim/bkash/intent/**')
    await enterWalletPin(page)
    await page.getByRole('button', { name: 'Approve' }).tap()
    await page.getByRole('heading', { name: 'আপনার নিবন্ধন সম্পন্ন হয়েছে' }).waitFor()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6_000 })
    const me = await page.evaluate(async () => (await fetch('/api/me')).json())
    expect(me.data.user.msisdn).toBe('01711000003')
    await page.getByRole('link', { name: 'প্রোফাইল' }).first().waitFor()
    await page.context().close()
  })

  it('offers the number subscribed just above the login from campaign page 6, which can be closed too', async () => {
    const page = await openPhone(browser)
    await page.goto(`${server.url}/campaignpage6?ck=fb-nov`)
    const prompt = page.getByRole('dialog', { name: 'খেলা হবে সাবস্ক্রিপশন' })
    await prompt.waitFor()
    // Its close button shuts it; the poster opens it again.
    await prompt.getByRole('button', { name: 'বন্ধ করুন' }).tap()
    await prompt.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'সাবস্ক্রাইব করতে ট্যাপ করুন' }).tap()
    await prompt.waitFor()

    await prompt.getByLabel('মোবাইল নম্বর').fill('01711000003')
    await prompt.getByRole('button', { name: 'চালিয়ে যান' }).tap()
    await prompt.getByRole('alert').getByText('এই নম্বরে সাবস্ক্রিপশন চালু আছে। খেলতে লগইন করুন।').waitFor()
    await prompt.getByRole('button', { name: 'লগইন করুন' }).tap()
    await prompt.waitFor({ state: 'hidden' })

    // The app's own login, with the number already typed.
    const modal = page.getByRole('dialog', { name: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন' })
    expect(await modal.getByLabel('মোবাইল নম্বর').inputValue()).toBe('01711000003')
    const codeSent = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/login',
    )
    await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
    // The login's source is the campaign page, with its key.
    expect(JSON.parse((await codeSent).request().postData() ?? '{}').srcUrl).toBe(
      `${server.url}/campaignpage6?ck=fb-nov`,
    )
    await modal.getByLabel('কোড', { exact: true }).waitFor()
    const outbox = await (await fetch(`${server.url}/api/dev/outbox?msisdn=01711000003`)).json()
    await modal.getByLabel('কোড', { exact: true }).fill(outbox.data[0].code)
    await modal.getByRole('button', { name: 'যাচাই করুন' }).tap()
    await modal.waitFor({ state: 'hidden' })
    // Logged in, and home to play.
    await page.waitForURL((url) => url.pathname === '/')
    const me = await page.evaluate(async () => (await fetch('/api/me')).json())
    expect(me.data.user.msisdn).toBe('01711000003')
    expect(await page.evaluate(() => sessionStorage.getItem('CK'))).toBe('fb-nov')
    await page.context().close()
  })
  it('turns a subscriber inactive when next week’s charge fails, with the notice once and the profile saying so', async () => {
    const page = await openPhone(browser)
    await logIn(page, server, '01711000004')
    await page.getByRole('article', { name: 'দৈনিক কুইজ' }).getByRole('button', { name: 'খেলুন' }).tap()
    await page.waitForURL('**/sim/bkash/intent/**')
    await enterWalletPin(page)
    await page.getByRole('button', { name: 'Approve' }).tap()
    await page.waitForURL((url) => url.pathname === '/quiz', { timeout: 8_000 })

    // The person demoing makes the wallet poor and runs next week's charge.
    await page.goto(`${server.url}/sim/bkash/control`)
    await page.getByLabel('Wallet number').fill('01711000004')
    await page.getByLabel('Balance (taka)').fill('5')
    await page.getByRole('button', { name: 'Set balance' }).tap()
    await page.getByText('Wallet 01711000004 now holds 5 taka.').waitFor()
    // The page shows the wallet with its PIN, the one its consent page took above.
    const shown = page.getByRole('definition').filter({ hasText: /^\d{5}$/ })
    const pin = await (await fetch(`${server.url}/sim/bkash/control/wallets/01711000004`)).json()
    expect(await shown.textContent()).toBe(pin.pin)
    await page.getByText('5 taka', { exact: true }).waitFor()
    // Moving the clock is for good: the page says so and asks for the word first.
    await page.getByText(/It cannot be undone/).waitFor()
    await page.getByLabel('Days').fill('7')
    await page.getByLabel('Type ADVANCE to confirm').fill('ADVANCE')
    await page.getByRole('button', { name: 'Advance' }).tap()
    await page.getByText(/failed\.$/).waitFor()

    await page.goto(`${server.url}/profile`)
    const notice = page.getByRole('dialog', { name: 'দুঃখিত' })
    await notice.getByText(/পুরস্কারের জন্য যোগ্য নন/).waitFor()
    await notice.getByRole('button', { name: 'ঠিক আছে' }).tap()
    await notice.waitFor({ state: 'hidden' })
    await page.getByRole('listitem', { name: 'গেম ও কুইজ' }).getByText('এই সপ্তাহের পেমেন্ট বাকি').waitFor()
    // Once per session.
    await page.reload()
    await page.getByRole('listitem', { name: 'গেম ও কুইজ' }).waitFor()
    expect(await page.getByRole('dialog', { name: 'দুঃখিত' }).count()).toBe(0)
    await page.context().close()
  })
})
