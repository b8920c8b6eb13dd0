import './pwa.css'
import { pwaText } from './pwa-text.ts'
import { mayTakeOver, type UpdateMoment } from './pwa-update.ts'

/**
 * The installable, offline-capable shell: a notice while the phone is offline, and the service
 * worker (built by vite-plugin-pwa, see docs/decisions/0037) with the rules for when a new
 * version takes over. Imported once by main.tsx for its effects.
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

/**
 * The worker is built by vite-plugin-pwa without skipWaiting: a new version installs beside the
 * running one and waits until this page lets it in (it listens for SKIP_WAITING).
 */
async function registerServiceWorker() {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  let controlled = Boolean(navigator.serviceWorker.controller)
  let interacted = false
  let takingOver = false
  // Another tab let the new version in: this one runs old code the server no longer has.
  let outdated = false

  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, () => (interacted = true), { once: true, capture: true, passive: true })
  }

  const takeOverIfSafe = (trigger: UpdateMoment['trigger']) => {
    const waiting = registration.active ? registration.waiting : null
    if (takingOver || (!waiting && !outdated)) return
    if (!mayTakeOver({ trigger, pathname: window.location.pathname, interacted })) return
    takingOver = true
    // The new worker activates and claims this page; `controllerchange` below reloads it.
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' })
    else window.location.reload()
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
    if (takingOver) window.location.reload()
    else outdated = true
  })
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation
  navigation?.addEventListener('currententrychange', () => takeOverIfSafe('navigated'))

  // A page chunk of the old version is gone from the server and the cache: reload into the new one.
  window.addEventListener('vite:preloadError', (event) => {
    if (!outdated || !navigator.onLine) return
    event.preventDefault()
    takingOver = true
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
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Without a worker (private windows, old browsers) the app still works online, as before.
  const start = () => void registerServiceWorker().catch(() => undefined)
  // After the page has loaded, so installing the cache never competes with the first paint.
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
