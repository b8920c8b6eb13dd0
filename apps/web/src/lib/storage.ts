/**
 * Small values kept for the browser session only: UI flags (splash shown, quiz reload
 * counter, inactive notice shown) and the two hand-offs of the payment round trip (SRI: the
 * subscription request the wallet page will send the person back about; CK: the campaign
 * they arrived from). Never identity: who is logged in comes from `/api/me` alone, and the
 * server re-checks every request id against the provider. The spec's triple-base64
 * "obfuscation" is not carried over: it hid nothing.
 * Storage can throw (private mode, disabled storage); a lost value only means a notice
 * shows again or a result page asks the server without an id, so failures are ignored.
 */
export type UiFlag = 'splash' | 'QPR' | 'inactiveAlertShown' | 'SRI' | 'CK'

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

export function removeFlag(key: UiFlag): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // See the module comment.
  }
}

export function clearFlags(): void {
  try {
    sessionStorage.clear()
  } catch {
    // See the module comment.
  }
}
