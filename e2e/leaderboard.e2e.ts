import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone } from './support/browser.ts'
import { answerCurrent, bengaliDigits, logIn, subscribeFromHome } from './support/flows.ts'
import { startServer } from './support/server.ts'

type Server = Awaited<ReturnType<typeof startServer>>

describe('leaderboards and winners, as a person sees them', () => {
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

  it('shows the boards computed from plays with the leader’s avatar, and an empty board with placeholders', async () => {
    const page = await openPhone(browser)
    await page.goto(`${server.url}/leaderboard`)
    await page.getByRole('heading', { name: 'আজকের লিডারবোর্ড' }).waitFor()
    const tabs = page.getByRole('tablist', { name: 'লিডারবোর্ড বাছাই করুন' })
    expect(await tabs.getByRole('tab', { name: 'কুইজ', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    )
    const podium = page.getByRole('list', { name: 'সেরা তিন' })

    // The demo players' plays, ranked by the server: masked numbers and their avatars.
    const board = await (
      await fetch(`${server.url}/api/Quiz/getQuizLeaderBoardBasedOnDate?filtereType=today`)
    ).json()
    const leader = board.data.top3[0]
    const first = podium.getByRole('listitem').first()
    await first.getByText(bengaliDigits(leader.msisdn)).waitFor()
    expect(leader.msisdn).toMatch(/^\d{3}\*{5}\d{3}$/)
    // The leader's avatar is one of our six pictures, loaded (a failed one would fall back to the icon).
    const avatar = first.locator('img').first()
    await avatar.waitFor()
    expect(await avatar.getAttribute('src')).toMatch(/^\/avatars\/[123567]$/)
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    expect(await page.getByRole('list', { name: 'বাকি তালিকা' }).getByRole('listitem').count()).toBe(
      board.data.other.length,
    )

    // No game has been played: placeholders.
    await tabs.getByRole('tab', { name: 'গেম' }).tap()
    expect(await tabs.getByRole('tab', { name: 'গেম' }).getAttribute('aria-selected')).toBe('true')
    await page.getByText('এখনো কেউ খেলেনি').waitFor()
    expect(await podium.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/১ম.*০০০০.*০/),
      expect.stringMatching(/২য়.*০০০০.*০/),
      expect.stringMatching(/৩য়.*০০০০.*০/),
    ])
    await tabs.getByRole('tab', { name: 'স্পেশাল কুইজ' }).tap()
    await page.getByText('এখনো কেউ খেলেনি').waitFor()
    // Logged out: no "your score" bar.
    expect(await page.getByRole('region', { name: 'আপনার স্কোর' }).count()).toBe(0)

    // A person plays a whole quiz and finds their own line.
    await logIn(page, server, '01733000001')
    await subscribeFromHome(page)
    await page.getByRole('button', { name: 'র‍্যান্ডম কুইজ খেলুন' }).tap()
    await page.waitForURL('**/quizflow')
    for (let n = 1; n <= 40; n++) await answerCurrent(page, n, 40)
    await page.waitForURL('**/quiz-success')
    await page.goto(`${server.url}/leaderboard`)
    const mine = page.getByRole('region', { name: 'আপনার স্কোর' })
    await mine.getByText('০১৭৩৩০০০০০১').waitFor()
    await page
      .getByText(
        'একই বিকাশ নম্বর একাধিক অ্যাকাউন্টে ব্যবহার হলে শুধু একটি অ্যাকাউন্টের স্কোর গণ্য হবে এবং পুরস্কার শুধু সেই অ্যাকাউন্টই পাবে।',
      )
      .waitFor()
    await page.context().close()
  })

  it('shows yesterday’s winners with Game and Quiz toggles and no Special one', async () => {
    const page = await openPhone(browser)
    await page.goto(`${server.url}/winnerpage`)
    await page.getByRole('heading', { name: 'গতকালের বিজয়ী' }).waitFor()
    const tabs = page.getByRole('tablist', { name: 'বিজয়ী তালিকা বাছাই করুন' })
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['গেম', 'কুইজ'])
    await tabs.getByRole('tab', { name: 'গেম' }).tap()
    await page.getByText('গতকালের বিজয়ী এখনো ঘোষণা হয়নি').waitFor()
    await tabs.getByRole('tab', { name: 'কুইজ', exact: true }).tap()
    // The demo players played yesterday; the job decides a day half an hour after it closes.
    const winners = await (
      await fetch(`${server.url}/api/Quiz/getWinnerListBasedOnQuizOrGame?filtereType=quiz`)
    ).json()
    // The quiz's winners are one list in the order they won, not a podium of points.
    const first = winners.data.top3[0]
    if (first)
      await page
        .getByRole('list', { name: 'কুইজ বিজয়ী, যে ক্রমে জিতেছেন' })
        .getByRole('listitem')
        .first()
        .getByText(bengaliDigits(first.msisdn))
        .waitFor()
    else await page.getByText('গতকালের বিজয়ী এখনো ঘোষণা হয়নি').waitFor()
    expect(await page.getByRole('list', { name: 'সেরা তিন' }).count()).toBe(0)
    await page.context().close()
  })
})
