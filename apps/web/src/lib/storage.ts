import { useSyncExternalStore } from 'react'

/**
 * Small values kept for the browser session only: UI flags (splash shown, quiz reload
 * counter, play screens left, the quiz play a tab is in and one it has said is over, inactive
 * notice shown) and the hand-offs of the payment round trip (SRI: the subscription request
 * the wallet page will send the person back about; CK: the campaign they arrived from; the
 * play they tapped, to continue with once paid). Never identity: who is logged in comes from
 * `/api/me` alone, and the server re-checks every request id against the provider. The
 * spec's triple-base64 "obfuscation" is not carried over: it hid nothing.
 * Storage can throw (private mode, disabled storage); a value that cannot be stored is kept
 * in memory for this page's life, and losing it on a reload only means a notice shows again
 * or a result page asks the server without an id, so failures are ignored.
 */
export type UiFlag =
  | 'splash'
  | 'QPR'
  | 'leftPlay:regular'
  | 'leftPlay:special'
  | 'play:regular'
  | 'play:special'
  | 'endPlay:regular'
  | 'endPlay:special'
  | 'inactiveAlertShown'
  | 'SRI'
  | 'CK'
  | 'afterPayment'

const unsaved = new Map<UiFlag, string | null>()
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

export function readFlag(key: UiFlag): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeFlag(key: UiFlag, value: string): void {
  try {
    sessionStorage.setItem(key, value)
    unsaved.delete(key)
  } catch {
    unsaved.set(key, value)
  }
  changed()
}

export function removeFlag(key: UiFlag): void {
  try {
    sessionStorage.removeItem(key)
    unsaved.delete(key)
  } catch {
    unsaved.set(key, null)
  }
  changed()
}

export function clearFlags(): void {
  unsaved.clear()
  try {
    sessionStorage.clear()
  } catch {
    // See the module comment.
  }
  changed()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A flag's value that re-renders its reader when this tab writes the flag (say, the splash tapped
 * away). A prerendered page cannot know this tab's flags, so it is drawn with `prerendered` (none
 * set, unless the reader says otherwise), and hydration draws the same (React reads the server's
 * value then) before the tab's own value.
 */
export function useFlag(key: UiFlag, prerendered: string | null = null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => prerendered,
  )
}
