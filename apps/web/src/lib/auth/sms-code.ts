/** The WebOTP request, which TypeScript's DOM types do not know yet. */
type SmsCodeRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } }

/**
 * Waits for the login SMS through WebOTP (Chrome on Android): the text's last line,
 * `@<our host> #<code>`, lets the browser offer the code to this site alone, with the
 * person's consent. Resolves null where WebOTP does not exist, when the person declines,
 * or when `signal` aborts (the modal closed, a new code was asked for); they type it then.
 */
export async function receiveSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return null
  const request: SmsCodeRequest = { otp: { transport: ['sms'] }, signal }
  try {
    const credential = (await navigator.credentials.get(request)) as { code?: unknown } | null
    return typeof credential?.code === 'string' ? credential.code : null
  } catch {
    return null
  }
}
