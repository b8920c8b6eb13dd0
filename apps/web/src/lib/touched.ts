/**
 * Whether the person has touched the page (a tap or a key) since the app started on it. Watched
 * from the first moment, by main.tsx importing this module, because the one who asks, the
 * service worker's takeover rule in pwa.ts, arrives seconds later: a tap in between still counts.
 */
let touched = false

for (const type of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(type, () => (touched = true), { once: true, capture: true, passive: true })
}

export const touchedSinceStart = () => touched
