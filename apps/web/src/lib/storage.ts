/**
 * UI flags kept for the browser session only (splash shown, quiz reload counter, inactive
 * notice shown). Never identity: who is logged in comes from `/api/me` alone.
 * Storage can throw (private mode, disabled storage); a lost flag only means a notice
 * shows again, so failures are ignored.
 */
export type UiFlag = 'splash' | 'QPR' | 'inactiveNotice'

export function readFlag(key: UiFlag): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeFlag(key: UiFlag, value: string): void {
  try {
    sessionStorage.setItem(key, value)
  } catch {
    // See the module comment: losing a UI flag is harmless.
  }
}

export function clearFlags(): void {
  try {
    sessionStorage.clear()
  } catch {
    // See the module comment.
  }
}
