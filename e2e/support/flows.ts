import type { Page } from 'playwright-core'
import type { startServer } from './server.ts'

type Server = Awaited<ReturnType<typeof startServer>>

/** The splash shows once per session, a moment after the page starts; tap it away if it comes. */
export async function dismissSplash(page: Page, waitMs = 2_000) {
  const splash = page.getByRole('button', { name: 'শুরু করতে ট্যাপ করুন' })
  const shown = await splash
    .waitFor({ timeout: waitMs })
    .then(() => true)
    .catch(() => false)
  if (shown) await splash.tap()
}

/** Logs in through the modal with the code from the dev outbox, as a person would. */
export async function logIn(page: Page, server: Server, number: string) {
  await page.goto(`${server.url}/home`)
  await dismissSplash(page)
  await page.getByRole('main').getByRole('button', { name: 'লগইন', exact: true }).tap()
  const modal = page.getByRole('dialog', { name: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন' })
  await modal.getByLabel('মোবাইল নম্বর').fill(number)
  await modal.getByRole('button', { name: 'কোড পাঠান' }).tap()
  await modal.getByLabel('কোড', { exact: true }).waitFor()
  const outbox = await (await fetch(`${server.url}/api/dev/outbox?msisdn=${number}`)).json()
  await modal.getByLabel('কোড', { exact: true }).fill(outbox.data[0].code)
  await modal.getByRole('button', { name: 'যাচাই করুন' }).tap()
  await modal.waitFor({ state: 'hidden' })
}

/**
 * On the wallet simulator's consent page: types the PIN of the wallet the page shows, as the
 * person demoing reads it off the simulator's control page (each wallet has its own).
 */
export async function enterWalletPin(page: Page) {
  const wallet = await page.getByLabel('Wallet number').inputValue()
  const answer = await fetch(`${new URL(page.url()).origin}/sim/bkash/control/wallets/${wallet}`)
  if (!answer.ok) throw new Error(`no PIN for wallet ${wallet}: HTTP ${answer.status}`)
  await page.getByLabel('PIN').fill(((await answer.json()) as { pin: string }).pin)
}

/**
 * From home: tap the daily quiz card's play button, approve on the wallet simulator's page,
 * come back, and land where the tap was going: the quiz's categories.
 */
export async function subscribeFromHome(page: Page) {
  await dismissSplash(page, 500)
  await page.getByRole('article', { name: 'দৈনিক কুইজ' }).getByRole('button', { name: 'খেলুন' }).tap()
  await page.waitForURL('**/sim/bkash/intent/**')
  await enterWalletPin(page)
  await page.getByRole('button', { name: 'Approve' }).tap()
  await page.getByRole('heading', { name: 'আপনার নিবন্ধন সম্পন্ন হয়েছে' }).waitFor()
  await page.waitForURL((url) => url.pathname === '/quiz', { timeout: 6_000 })
}

export const bengali = (n: number) => new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(n)

/** A text's ASCII digits in Bengali, as the Bangla screens show numbers (`017*****678` → `০১৭*****৬৭৮`). */
export const bengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)))

/** Answers question `number` of `total` with its first option, once it shows; returns the question asked. */
export async function answerCurrent(page: Page, number: number, total: number): Promise<string> {
  await page.getByText(`${bengali(number)} / ${bengali(total)}`).waitFor()
  const question = (await page.locator('#quiz-question').textContent()) ?? ''
  await page.getByRole('group', { name: question }).getByRole('button').first().tap()
  return question
}
