import { maxEventsPerBatch } from '@khelahobe/contracts/rules'
import { eventBatchSchema } from '@khelahobe/contracts/tracking'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTracker, eventsPath, flushDelayMs, maxQueuedEvents, pageName, toBatches } from './tracking.ts'

/** A tracker whose beacon and fetch record what they were given. */
function setUp({
  beacon = 'accepts' as 'accepts' | 'refuses' | 'throws' | 'missing',
  campaignKey = null as string | null,
} = {}) {
  const beacons: string[] = []
  const fetched: string[] = []
  // Reading a Blob is asynchronous; `sent()` waits for these.
  const pending: Promise<void>[] = []
  const sendBeacon = vi.fn((url: string, data: Blob) => {
    expect(url).toBe(eventsPath)
    expect(data.type).toBe('application/json')
    if (beacon === 'throws') throw new TypeError('beacons are off')
    if (beacon === 'refuses') return false
    pending.push(data.text().then((text) => void beacons.push(text)))
    return true
  })
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(url).toBe(eventsPath)
    expect(init?.keepalive).toBe(true)
    fetched.push(String(init?.body))
    return new Response(null, { status: 204 })
  })
  const tracker = createTracker({
    sendBeacon: beacon === 'missing' ? undefined : sendBeacon,
    fetch,
    campaignKey: () => campaignKey,
    now: () => 1_700_000_000_000,
  })
  /** The bodies that left, parsed, once the beacons' blobs have been read. */
  const sent = async () => {
    await Promise.all(pending)
    return [...beacons, ...fetched].map((json) => eventBatchSchema.parse(JSON.parse(json)))
  }
  return { tracker, sendBeacon, fetch, sent }
}

describe('the event tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds events in memory and sends them together a few seconds after the first', async () => {
    const { tracker, sendBeacon, sent } = setUp()
    tracker.track('page_view', 'home', '/home')
    vi.advanceTimersByTime(flushDelayMs - 1)
    tracker.track('footer_tap', 'quiz_Footer', '/home')
    expect(sendBeacon).not.toHaveBeenCalled()

    vi.advanceTimersByTime(1)
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    expect(await sent()).toEqual([
      {
        events: [
          { type: 'page_view', name: 'home', path: '/home', at: 1_700_000_000_000 },
          { type: 'footer_tap', name: 'quiz_Footer', path: '/home', at: 1_700_000_000_000 },
        ],
      },
    ])
  })

  it('sends at once when flushed (the page is hidden), and nothing when there is nothing', () => {
    const { tracker, sendBeacon } = setUp()
    tracker.flush()
    expect(sendBeacon).not.toHaveBeenCalled()
    tracker.track('page_view', 'game', '/game')
    tracker.flush()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    // The timer the first event started is gone with the flush.
    vi.advanceTimersByTime(flushDelayMs)
    expect(sendBeacon).toHaveBeenCalledTimes(1)
  })

  it('splits a long queue into batches the server accepts, in order', async () => {
    const { tracker, sendBeacon, sent } = setUp()
    for (let n = 0; n < 45; n++) tracker.track('game_tap', `tap${n}`, '/game')
    tracker.flush()
    expect(sendBeacon).toHaveBeenCalledTimes(3)
    const batches = await sent()
    expect(batches.map((batch) => batch.events.length)).toEqual([20, 20, 5])
    expect(batches.flatMap((batch) => batch.events.map((event) => event.name))).toEqual(
      Array.from({ length: 45 }, (_, n) => `tap${n}`),
    )
  })

  it('carries the campaign key when one is known', async () => {
    const { tracker, sent } = setUp({ campaignKey: 'summer-ad' })
    tracker.track('number_prompt', 'campaignpage6', '/campaignpage6')
    tracker.flush()
    expect((await sent())[0]?.campaignKey).toBe('summer-ad')
  })

  it('falls back to fetch with keepalive when the beacon is refused, throws or is missing', async () => {
    for (const beacon of ['refuses', 'throws', 'missing'] as const) {
      const { tracker, fetch, sent } = setUp({ beacon })
      tracker.track('page_view', 'home', '/')
      expect(() => tracker.flush()).not.toThrow()
      expect(fetch, beacon).toHaveBeenCalledTimes(1)
      expect((await sent())[0]?.events[0]?.name).toBe('home')
    }
  })

  it('never throws or leaves a rejection behind when the network is gone', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const tracker = createTracker({
        sendBeacon: undefined,
        fetch: () => Promise.reject(new TypeError('offline')),
        campaignKey: () => null,
        now: () => 0,
      })
      tracker.track('page_view', 'home', '/')
      expect(() => tracker.flush()).not.toThrow()
      const throwing = createTracker({
        sendBeacon: undefined,
        fetch: () => {
          throw new TypeError('no fetch')
        },
        campaignKey: () => null,
        now: () => 0,
      })
      throwing.track('page_view', 'home', '/')
      expect(() => throwing.flush()).not.toThrow()
      await vi.runAllTimersAsync()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('keeps every event within the contract, whatever the route', async () => {
    const { tracker, sent } = setUp({ campaignKey: ` ${'k'.repeat(65)} ` })
    tracker.track('page_view', 'x'.repeat(100), `/${'p'.repeat(300)}`)
    tracker.track('page_view', '', 'no-slash')
    tracker.flush()
    const [batch] = await sent()
    expect(batch?.campaignKey).toBeUndefined()
    expect(batch?.events.map(({ name, path }) => [name.length, path.length])).toEqual([
      [64, 200],
      [7, 1],
    ])
  })

  it('sends no campaign key the server would refuse, rather than losing the batch', async () => {
    const { tracker, sent } = setUp({ campaignKey: 'fb\u0007nov' })
    tracker.track('page_view', 'campaignpage1', '/campaignpage1')
    tracker.flush()
    const [batch] = await sent()
    expect(batch?.events).toHaveLength(1)
    expect(batch?.campaignKey).toBeUndefined()
  })

  it('drops events past its limit instead of growing without end', () => {
    const { tracker, sendBeacon } = setUp()
    for (let n = 0; n < maxQueuedEvents + 50; n++) tracker.track('game_tap', 'tap', '/game')
    tracker.flush()
    expect(sendBeacon).toHaveBeenCalledTimes(maxQueuedEvents / maxEventsPerBatch)
  })
})

describe('tracking helpers', () => {
  it('send no batch for no events', () => {
    expect(toBatches([])).toEqual([])
  })

  it('name a page by its route', () => {
    expect(pageName('/')).toBe('home')
    expect(pageName('/home')).toBe('home')
    expect(pageName('/leaderboard/')).toBe('leaderboard')
    expect(pageName('/campaignpage3')).toBe('campaignpage3')
  })
})
