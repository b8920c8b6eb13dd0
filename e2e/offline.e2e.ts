import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pwaText } from '../apps/web/src/pwa-text.ts'
import { launchBrowser, openPhone } from './support/browser.ts'
import { dismissSplash } from './support/flows.ts'
import { startServer } from './support/server.ts'

const homeHeading = 'খেলা হবে: হোম'

/** Resolves once the service worker answers this page's requests. */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
}

/** Every URL the page's origin holds in its caches (precache and runtime caches alike). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

describe('the installed app offline, as a person on a phone', () => {
  let server: Awaited<ReturnType<typeof startServer>>
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

  const offlineNotice = () => page.getByRole('status').filter({ hasText: pwaText.offline })

  it('takes the page over on the first visit and keeps public content', async () => {
    await page.goto(`${server.url}/home`)
    await dismissSplash(page)
    await page.getByRole('heading', { name: homeHeading }).waitFor({ state: 'attached' })
    await untilControlled(page)
    // A page seen online: its text is fetched while the worker is in control.
    await page.goto(`${server.url}/terms`)
    await page.getByRole('heading', { name: 'শর্তাবলী', level: 1 }).waitFor()
    await page.locator('main li, main p').first().waitFor()
    expect(await offlineNotice().count()).toBe(0)
  })

  it('opens the shell, home and an already-seen page offline, with the Bangla notice', async () => {
    await page.context().setOffline(true)
    await page.goto(`${server.url}/home`)
    await page.getByRole('heading', { name: homeHeading }).waitFor({ state: 'attached' })
    await page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' }).waitFor()
    await offlineNotice().waitFor()

    await page.goto(`${server.url}/terms`)
    await page.getByRole('heading', { name: 'শর্তাবলী', level: 1 }).waitFor()
    // The terms' text itself, from the copy kept when the page was seen.
    await page.locator('main li, main p').first().waitFor()
    await offlineNotice().waitFor()
  })

  it('shows a page never seen as the shell with the notice, which goes when the network returns', async () => {
    await page.goto(`${server.url}/winnerpage`)
    await page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' }).waitFor()
    await offlineNotice().waitFor()
    await page.context().setOffline(false)
    await offlineNotice().waitFor({ state: 'detached' })
  })

  it('keeps nothing personal and no API answer outside the public content', async () => {
    const api = (await cachedUrls(page))
      .map((url) => new URL(url))
      .filter((url) => url.pathname.startsWith('/api/'))
      .map((url) => url.pathname)
    expect(api.length).toBeGreaterThan(0)
    for (const path of api) {
      expect([
        '/api/default/GetStaticRules',
        '/api/default/supportContacts',
        '/api/Game/tournament',
      ]).toContain(path)
    }
  })

  it('leaves the operator console and the API to the network', async () => {
    const console = await page.goto(`${server.url}/console/`)
    expect(console?.fromServiceWorker()).toBe(false)
    const me = await page.goto(`${server.url}/api/me`)
    expect(me?.fromServiceWorker()).toBe(false)
    expect(me?.headers()['content-type']).toContain('application/json')
  })

  it('serves the worker and the manifest so that a deploy is seen at once', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })
})

const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

/**
 * A deploy is a new build put where the server reads it. The real server reads
 * apps/web/dist, which other tests share, so this serves a copy of it with the real server's
 * cache rules (hashed assets for a year, everything else no-cache, index.html for pages) and
 * "deploys" by rewriting the copy.
 */
function serveCopy(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}')
      return
    }
    let file = join(root, path)
    let body: Buffer
    try {
      body = readFileSync(file)
    } catch {
      file = join(root, 'index.html')
      body = readFileSync(file)
    }
    response
      .writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      .end(body)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        server,
      })
    }),
  )
}

/** What a new build changes: its index.html, and so the worker's precache list. */
function deployNewVersion(root: string, marker: string) {
  const indexPath = join(root, 'index.html')
  writeFileSync(
    indexPath,
    readFileSync(indexPath, 'utf8').replace('</head>', `<meta name="build" content="${marker}"></head>`),
  )
  const swPath = join(root, 'sw.js')
  const sw = readFileSync(swPath, 'utf8')
  const withNewRevision = sw.replace(/(url:"index\.html",revision:")[^"]+"/, `$1${marker}"`)
  expect(withNewRevision).not.toBe(sw)
  writeFileSync(swPath, withNewRevision)
}

describe('a new version, as a person with the app open', () => {
  let root: string
  let site: Awaited<ReturnType<typeof serveCopy>>
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'khelahobe-pwa-'))
    cpSync(webDist, root, { recursive: true })
    site = await serveCopy(root)
    browser = await launchBrowser()
    page = await openPhone(browser)
  })
  afterAll(async () => {
    await browser?.close()
    site?.server.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  const waitingWorker = () =>
    page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))

  it('waits while the person is busy, and takes over on their next move to another page', async () => {
    await page.goto(`${site.url}/home`)
    await dismissSplash(page)
    await untilControlled(page)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })

    deployNewVersion(root, 'second')
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect.poll(waitingWorker, { timeout: 20_000 }).toBe(true)
    // The person has tapped on this screen: it is not redrawn under them.
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(await page.locator('meta[name="build"]').count()).toBe(0)

    await page.getByRole('navigation', { name: 'প্রধান নেভিগেশন' }).getByRole('link', { name: 'বিজয়ী' }).tap()
    await page.locator('meta[name="build"][content="second"]').waitFor({ state: 'attached' })
    expect(new URL(page.url()).pathname).toBe('/winnerpage')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
    expect(await waitingWorker()).toBe(false)
    await untilControlled(page)
  })

  it('takes over at once when the app has just opened and nothing was touched', async () => {
    deployNewVersion(root, 'third')
    const fresh = await page.context().newPage()
    await fresh.goto(`${site.url}/home`)
    // Opened under the old worker, which answers from its cache; the new build then replaces it.
    await fresh.locator('meta[name="build"][content="third"]').waitFor({ state: 'attached', timeout: 30_000 })
    await fresh.getByRole('heading', { name: homeHeading }).waitFor({ state: 'attached' })
    await fresh.close()
  })
})
