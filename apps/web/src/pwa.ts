import './pwa.css'
import { touchedSinceStart } from './lib/touched.ts'
import { pwaText } from './pwa-text.ts'
import { mayTakeOver, type UpdateMoment } from './pwa-update.ts'

/**
 * The installable, offline-capable shell: a notice while the phone is offline, and the service
 * worker (built by vite-plugin-pwa, see docs/decisions/0037) with the rules for when a new
 * version takes over. Loaded once by main.tsx for its effects, after the page has loaded.
 */

/** Also a live region, so a screen reader hears the connection drop and return. */
function showOfflineNotice() {
  const notice = document.createElement('div')
  notice.className = 'pwa-offline'
  notice.setAttribute('role', 'status')
  document.body.append(notice)
  const update = () => {
    notice.textContent = navigator.onLine ? '' : pwaText.offline
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
}

/** Often enough for a tab left open all day, rarely enough to cost nothing on a slow network. */
const updateCheckIntervalMs = 30 * 60_000

/** The Navigation API (Chrome 102+), which the DOM typings do not describe yet. */
type NavigationLike = { addEventListener(type: 'currententrychange', listener: () => void): void }

/** The same-origin link an ordinary click follows in this tab, if it is one. */
function linkFollowedHere(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  // A jump within this page (`#…`) is no move to another page.
  if (link.pathname === window.location.pathname && link.search === window.location.search) return null
  return link
}

/** Loads `destination` anew: `assign` alone would only scroll when it differs from here by a `#…`. */
function openAnew(destination: string) {
  const here = new URL(window.location.href)
  const there = new URL(destination)
  if (here.pathname === there.pathname && here.search === there.search) window.location.reload()
  else window.location.assign(destination)
}

/**
 * The worker is built by vite-plugin-pwa without skipWaiting: a new version installs beside the
 * running one and waits until this page lets it in (it listens for SKIP_WAITING).
 */
async function registerServiceWorker() {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  let controlled = Boolean(navigator.serviceWorker.controller)
  // Where the page goes once the new version controls it: here again, or the page a link leads to.
  let takingOverTo: string | null = null
  // Another tab let the new version in: this one runs old code the server no longer has.
  let outdated = false

  /** Answers whether the new version takes over, and then the page is left to it. */
  const takeOverIfSafe = (trigger: UpdateMoment['trigger'], destination = window.location.href) => {
    const waiting = registration.active ? registration.waiting : null
    if (takingOverTo !== null || (!waiting && !outdated)) return false
    const { pathname } = new URL(destination)
    if (!mayTakeOver({ trigger, pathname, interacted: touchedSinceStart() })) return false
    takingOverTo = destination
    // The new worker activates and claims this page; `controllerchange` below opens the destination.
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' })
    else openAnew(destination)
    return true
  }

  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') takeOverIfSafe('found')
    })
  })
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install claims the page it was installed from: nothing on screen is stale.
    const wasControlled = controlled
    controlled = true
    if (!wasControlled) return
    if (takingOverTo !== null) openAnew(takingOverTo)
    else outdated = true
  })
  // A tap on a link while a new version waits: the new version opens the page it leads to. Were
  // the old version to draw that page first, its code would be fetched through the old worker
  // just as it is being let go, and Chrome then holds the new one back until the old falls idle
  // (up to half a minute, on the old screen).
  document.addEventListener(
    'click',
    (event) => {
      const link = linkFollowedHere(event)
      if (link && takeOverIfSafe('navigated', link.href)) event.preventDefault()
    },
    { capture: true },
  )
  // Any other move to another page (the app's own redirects): the new version redraws it.
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation
  navigation?.addEventListener('currententrychange', () => takeOverIfSafe('navigated'))

  // A page chunk of the old version is gone from the server and the cache: reload into the new one.
  window.addEventListener('vite:preloadError', (event) => {
    if (!outdated || !navigator.onLine) return
    event.preventDefault()
    takingOverTo = window.location.href
    window.location.reload()
  })

  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < updateCheckIntervalMs) return
    lastCheck = Date.now()
    void registration.update()
  })

  // A version installed on an earlier visit may already be waiting.
  takeOverIfSafe('found')
}

showOfflineNotice()
// Without a worker (private windows, old browsers) the app still works online, as before.
if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerServiceWorker().catch(() => undefined)
