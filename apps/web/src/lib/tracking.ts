import { maxEventsPerBatch } from '@khelahobe/contracts/rules'
import type { EventBatch, EventType, TrackedEvent } from '@khelahobe/contracts/tracking'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { readFlag } from './storage.ts'

/**
 * The spec's tracking calls (§7 "Other calls"): page views, bottom-bar taps, game and
 * campaign taps (the campaign pages' own reports are in campaign-tracking.ts, out of the
 * entry chunk). Events wait in memory and leave in batches, by beacon, a few seconds after
 * the first one and whenever the page is hidden. Tracking must never cost the person anything: nothing here
 * blocks, throws or retries, and a lost event is simply lost. Events carry no number: the
 * server knows whose session sent them.
 */

/** The contract's bounds, so one odd route or key never gets a whole batch refused. */
const maxNameLength = 64
const maxPathLength = 200
const maxCampaignKeyLength = 64

export const eventsPath = '/api/events'

/** Long enough to gather a page view and the tap that follows it into one request. */
export const flushDelayMs = 5_000

/** A runaway caller must not grow memory without end; past this, new events are dropped. */
export const maxQueuedEvents = 200

type TrackerDeps = {
  /** `navigator.sendBeacon`, bound; undefined in a browser without it. */
  sendBeacon: ((url: string, data: Blob) => boolean) | undefined
  fetch: typeof fetch
  /** The campaign the visit is counted for, read when a batch leaves (a campaign page stores it late). */
  campaignKey: () => string | null
  now: () => number
}

/** Splits events into batches the server accepts, in order. */
export function toBatches(events: readonly TrackedEvent[], size = maxEventsPerBatch): TrackedEvent[][] {
  const batches: TrackedEvent[][] = []
  for (let start = 0; start < events.length; start += size) batches.push(events.slice(start, start + size))
  return batches
}

/**
 * The queue and its sending, with the browser's parts passed in so tests run it in Node.
 * `flush()` is what the page's hide events and the timer call.
 */
export function createTracker({ sendBeacon, fetch, campaignKey, now }: TrackerDeps) {
  let queue: TrackedEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function deliver(json: string) {
    try {
      if (sendBeacon?.(eventsPath, new Blob([json], { type: 'application/json' }))) return
    } catch {
      // A beacon refused outright (a hostile extension, an old browser): try fetch.
    }
    // sendBeacon answers false when the browser's queue for beacons is full.
    try {
      fetch(eventsPath, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: json,
      }).catch(() => {})
    } catch {
      // Nothing left to try; see the module comment.
    }
  }

  function flush() {
    clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return
    const events = queue
    queue = []
    const key = validCampaignKey(campaignKey())
    for (const batch of toBatches(events)) {
      const body: EventBatch = key ? { events: batch, campaignKey: key } : { events: batch }
      deliver(JSON.stringify(body))
    }
  }

  function track(type: EventType, name: string, path: string) {
    if (queue.length >= maxQueuedEvents) return
    queue.push({
      type,
      name: name.slice(0, maxNameLength) || 'unknown',
      path: path.startsWith('/') ? path.slice(0, maxPathLength) : '/',
      at: now(),
    })
    timer ??= setTimeout(flush, flushDelayMs)
  }

  return { track, flush }
}

/** A key the contract refuses (too long, a control character) would cost the whole batch; send none instead. */
function validCampaignKey(key: string | null): string | null {
  const trimmed = key?.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  return trimmed && trimmed.length <= maxCampaignKeyLength && !/[\u0000-\u001f\u007f]/.test(trimmed)
    ? trimmed
    : null
}

/** `/` and `/home` are both home; otherwise the route's first segment: `leaderboard`, `campaignpage3`. */
export function pageName(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? 'home'
}

let browserTracker: ReturnType<typeof createTracker> | undefined

/** The page's one tracker, made on first use so importing this module has no side effects. */
function tracker() {
  if (browserTracker) return browserTracker
  const instance = createTracker({
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: window.fetch.bind(window),
    campaignKey: () => readFlag('CK'),
    now: Date.now,
  })
  // A hidden page may never come back (the tab is closed, the phone kills it): send now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') instance.flush()
  })
  window.addEventListener('pagehide', instance.flush)
  browserTracker = instance
  return instance
}

/** Queues one event, on the page the person is on now; it never throws. */
export function trackEvent(type: EventType, name: string): void {
  try {
    tracker().track(type, name, window.location.pathname)
  } catch {
    // See the module comment: tracking never breaks a tap.
  }
}

/** A bottom-bar tap, named as the spec names it: the route's name plus `_Footer`. */
export function trackNavigation(name: string): void {
  trackEvent('footer_tap', name)
}

/** A tap on something promoted. Most call sites are the games' cards, hence the default. */
export function trackTap(name: string, type: 'game_tap' | 'banner_tap' | 'campaign_tap' = 'game_tap'): void {
  trackEvent(type, name)
}

/** Reports a page view each time the route changes; the root layout calls it once. */
export function usePageViews(): void {
  const { pathname } = useLocation()
  // React's development double effects would report each view twice; a ref survives them.
  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (reported.current === pathname) return
    reported.current = pathname
    trackEvent('page_view', pageName(pathname))
  }, [pathname])
}
