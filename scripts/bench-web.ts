/**
 * `npm run bench:web`: builds (the npm script does), serves the real app on a fresh
 * embedded database, then prints the gzip size of the JS and CSS a first visit to /home
 * loads, and a Lighthouse mobile performance run (median of three).
 */
import { get } from 'node:http'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath, launchBrowser, openPhone } from '../e2e/support/browser.ts'
import { startServer } from '../e2e/support/server.ts'

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const budgetJsKb = 100
const budgetScore = 95

/** Bytes on the wire when the browser asks for gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

const server = await startServer()
try {
  const browser = await launchBrowser()
  const page = await openPhone(browser)
  const assets = new Map<string, 'script' | 'stylesheet'>()
  page.on('request', (request) => {
    const type = request.resourceType()
    if (type === 'script' || type === 'stylesheet') assets.set(request.url(), type)
  })
  await page.goto(`${server.url}/home`, { waitUntil: 'networkidle' })
  await browser.close()

  let js = 0
  let css = 0
  console.log('\nInitial assets of /home (gzip, as served):')
  for (const [url, type] of assets) {
    const bytes = await gzipBytes(url)
    if (type === 'script') js += bytes
    else css += bytes
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${type.padEnd(10)} ${new URL(url).pathname}`)
  }
  console.log(`  JS  total ${(js / 1024).toFixed(1)} KB gzip (budget ${budgetJsKb} KB)`)
  console.log(`  CSS total ${(css / 1024).toFixed(1)} KB gzip`)

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags.filter((flag) => flag !== '--headless'), '--headless=new'],
  })
  const results: { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number }[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}/home`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error('Lighthouse returned no result')
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        cls: audit('cumulative-layout-shift'),
      })
    }
  } finally {
    chrome.kill()
  }
  const pick = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]))
  console.log(`\nLighthouse ${runs}x, mobile (simulated slow 4G, 4x CPU slowdown), median:`)
  console.log(
    `  performance score ${pick('score')} (runs: ${results.map((r) => r.score).join(', ')}; budget ${budgetScore})`,
  )
  console.log(
    `  FCP ${(pick('fcp') / 1000).toFixed(2)} s · LCP ${(pick('lcp') / 1000).toFixed(2)} s · SI ${(pick('si') / 1000).toFixed(2)} s`,
  )
  console.log(`  TBT ${pick('tbt').toFixed(0)} ms · CLS ${pick('cls').toFixed(3)}`)
  const ok = js / 1024 <= budgetJsKb && pick('score') >= budgetScore
  console.log(`\n${ok ? 'Within budget.' : 'OVER BUDGET.'}`)
  process.exitCode = ok ? 0 : 1
} finally {
  await server.stop()
}
