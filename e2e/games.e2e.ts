import type { Browser, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPhone } from './support/browser.ts'
import { bengali, dismissSplash, enterWalletPin, logIn } from './support/flows.ts'
import { startServer } from './support/server.ts'

type Server = Awaited<ReturnType<typeof startServer>>

/** The game inside the full-screen frame, once its start panel shows. */
async function gameFrame(page: Page, game: string): Promise<Frame> {
  await page.waitForURL('**/tournamentframe')
  const element = await page.waitForSelector(`iframe[title$="${game}"], iframe`)
  const frame = await element.contentFrame()
  if (!frame) throw new Error('the game frame has no document')
  await frame.getByRole('button', { name: 'শুরু করুন' }).waitFor()
  return frame
}

const resultDialog = (page: Page) => page.getByRole('dialog', { name: 'খেলা শেষ' })

/** A finger dragged across the screen: real touch events, as a phone sends them. */
async function swipe(page: Page, from: [number, number], to: [number, number], steps = 8) {
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number, y: number) => [{ x, y }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(...from) })
  for (let i = 1; i <= steps; i++) {
    const x = from[0] + ((to[0] - from[0]) * i) / steps
    const y = from[1] + ((to[1] - from[1]) * i) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/**
 * The runs the page sends for verification, as the browser's build of the game recorded them,
 * with the figures the server's replay (Node, in a worker thread) found for them.
 */
function recordSubmissions(page: Page) {
  type Run = { score: number; ticks: number; inputs: [number, number][] }
  const runs: { claim: Run; status: number; verified?: { score: number; ticks: number } }[] = []
  page.on('response', async (response) => {
    const request = response.request()
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/Game/score') return
    const entry: (typeof runs)[number] = { claim: request.postDataJSON(), status: response.status() }
    runs.push(entry)
    entry.verified = (await response.json()).data
  })
  return runs
}

const api = (page: Page, path: string) =>
  page.evaluate(async (url) => (await (await fetch(url)).json()).data, path)

describe('the games and the tournament', () => {
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

  it('opens the login modal when a visitor taps a game', async () => {
    const page = await openPhone(browser)
    await page.goto(`${server.url}/game`)
    await dismissSplash(page, 500)
    await page.getByRole('button', { name: 'খেলুন: ৪০৯৬' }).tap()
    await page.getByRole('dialog', { name: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন' }).waitFor()
    await page.context().close()
  })

  it('takes a subscriber from the tournament card through a FlappyDino run verified onto today’s board', async () => {
    const page = await openPhone(browser)
    await logIn(page, server, '01733000001')
    await page.goto(`${server.url}/game`)
    const card = page.getByRole('article', { name: 'ফ্ল্যাপি ডাইনো টুর্নামেন্ট' })
    await card.getByText('শেষ হতে বাকি').waitFor()
    await card.getByRole('button', { name: 'নিয়ম ও পুরস্কার দেখুন' }).tap()
    await card.getByText('দিনের সেরা স্কোরটিই লিডারবোর্ডে গণ্য হবে', { exact: false }).waitFor()

    // Not subscribed yet: the play goes to the wallet's consent page.
    await card.getByRole('button', { name: /টুর্নামেন্ট খেলুন/ }).tap()
    await page.waitForURL('**/sim/bkash/intent/**')
    await enterWalletPin(page)
    await page.getByRole('button', { name: 'Approve' }).tap()
    await page.getByRole('heading', { name: 'আপনার নিবন্ধন সম্পন্ন হয়েছে' }).waitFor()

    await page.goto(`${server.url}/game`)
    await page
      .getByRole('article', { name: 'ফ্ল্যাপি ডাইনো টুর্নামেন্ট' })
      .getByRole('button', { name: /টুর্নামেন্ট খেলুন/ })
      .tap()
    const frame = await gameFrame(page, 'ফ্ল্যাপি ডাইনো')
    await frame.getByRole('button', { name: 'শুরু করুন' }).tap()
    // Tap to keep the dino up for a while, then let it fall; stop as soon as the run is over.
    const result = resultDialog(page)
    for (let i = 0; i < 12 && !(await result.isVisible()); i++) {
      await page.touchscreen.tap(180, 500)
      await page.waitForTimeout(420)
    }
    await result.waitFor({ timeout: 20_000 })
    await result.getByText('আপনার স্কোর').waitFor()
    const shown = (await result.locator('dd').first().textContent()) ?? ''

    const board = await api(page, '/api/Game/getGameLeaderBoardBasedOnDate?filtereType=today')
    expect(board.personalData).toMatchObject({ round: 1, rank: 1 })
    expect(bengali(board.personalData.score)).toBe(shown)
    const summary = await api(page, '/api/leaderboard/summary')
    expect(summary.gameToday).toBe(board.personalData.score)

    // The result's leaderboard link opens today's game board, with the person's own line on it.
    await result.getByRole('link', { name: 'লিডারবোর্ড' }).tap()
    await page.waitForURL('**/leaderboard')
    expect(await page.getByRole('tab', { name: 'গেম' }).getAttribute('aria-selected')).toBe('true')
    await page.getByText(`র‍্যাংক ${bengali(board.personalData.rank)}`).waitFor()

    // The home counters show it too.
    await page.goto(`${server.url}/home`)
    await dismissSplash(page, 500)
    const counter = page
      .getByRole('term')
      .filter({ hasText: 'আজকের গেম' })
      .locator('xpath=following-sibling::dd')
    expect(await counter.textContent()).toBe(bengali(summary.gameToday))

    // A reload of the frame page does not replay the same session: it goes to /game.
    await page.goto(`${server.url}/tournamentframe`)
    await page.waitForURL('**/game')
    await page.context().close()
  })

  it('opens each free game, which answers a swipe or a tap and is verified without reaching a board', async () => {
    const page = await openPhone(browser)
    await logIn(page, server, '01733000002')

    const runs = recordSubmissions(page)
    const plays: { name: string; play: (frame: Frame) => Promise<void> }[] = [
      {
        name: '৪০৯৬',
        async play(frame) {
          const moves: [[number, number], [number, number]][] = [
            [
              [280, 500],
              [80, 500],
            ],
            [
              [180, 620],
              [180, 380],
            ],
            [
              [80, 500],
              [280, 500],
            ],
            [
              [180, 380],
              [180, 620],
            ],
          ]
          for (const [from, to] of [...moves, ...moves]) {
            await swipe(page, from, to)
            await page.waitForTimeout(200)
          }
          // A tap right after a fling only stops the fling (as on a phone): look at the board first.
          await page.waitForTimeout(1_500)
          // Ending a run asks once more.
          await frame.getByRole('button', { name: 'শেষ করুন' }).tap()
          await frame.getByRole('button', { name: 'নিশ্চিত? শেষ করুন' }).tap()
        },
      },
      {
        name: 'ফ্রি কিক',
        async play() {
          // Drag back from the ball and let go: a shot. A round is ten shots.
          for (let shot = 0; shot < 10; shot++) {
            await swipe(page, [180, 680], [150 + (shot % 3) * 30, 480], 6)
            await page.waitForTimeout(2_200)
          }
        },
      },
      {
        name: 'হাঙর খেলা',
        async play() {
          await swipe(page, [180, 400], [60, 200], 10)
          // Left alone, the fish is eaten before long.
        },
      },
    ]

    for (const { name, play } of plays) {
      await page.goto(`${server.url}/game`)
      await page.getByRole('button', { name: `খেলুন: ${name}` }).tap()
      const frame = await gameFrame(page, name)
      await frame.getByRole('button', { name: 'শুরু করুন' }).tap()
      await play(frame)
      const result = resultDialog(page)
      await result.waitFor({ timeout: 40_000 })
      await result.getByText('ফ্রি গেমের স্কোর লিডারবোর্ডে যোগ হয় না।').waitFor()
      // The game took the person's touches as moves, and the server's replay of them in Node
      // found the very score and length the browser's build of the game did.
      const run = runs.at(-1)
      expect(run?.claim.inputs.length, name).toBeGreaterThan(0)
      expect(run?.status, name).toBe(200)
      expect(run?.verified, name).toMatchObject({ score: run?.claim.score, ticks: run?.claim.ticks })
      expect(await result.locator('dd').first().textContent()).toBe(bengali(run?.claim.score ?? -1))
    }
    expect(runs).toHaveLength(3)
    const board = await api(page, '/api/Game/getGameLeaderBoardBasedOnDate?filtereType=today')
    expect(board.personalData).toBeNull()
    await page.context().close()
  })
})
