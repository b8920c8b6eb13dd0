import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, chromium, type Page } from 'playwright-core'

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium; Playwright's own browser download does not work here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true })
}

/**
 * A phone: 360x800, touch, Bangla. `controlledClock` lets the test move the page's time
 * (the quiz timer); it also turns the carousel's autoplay off, as reduced motion does.
 */
export async function openPhone(browser: Browser, { controlledClock = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'bn-BD',
    ...(controlledClock ? { reducedMotion: 'reduce' as const } : {}),
  })
  context.setDefaultTimeout(15_000)
  if (controlledClock) await context.clock.install()
  return context.newPage()
}

/** An operator at a desktop: 1280x800, in English. */
export async function openDesktop(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' })
  context.setDefaultTimeout(15_000)
  return context.newPage()
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * Runs axe-core on the page and answers the serious and critical violations. It is
 * evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe
    return (await axe.run()).violations
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** The serious and critical violations, one line each, so a failed assertion names them. */
export async function axeReport(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}
