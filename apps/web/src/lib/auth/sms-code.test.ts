import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiveSmsCode } from './sms-code.ts'

/** A browser with WebOTP whose `credentials.get` does what `get` does. */
function webOtpBrowser(get: (options: unknown) => Promise<unknown>) {
  vi.stubGlobal('window', { OTPCredential: class {} })
  vi.stubGlobal('navigator', { credentials: { get: vi.fn(get) } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('receiveSmsCode', () => {
  it('asks WebOTP for an SMS code with the signal, and answers the code', async () => {
    webOtpBrowser(async () => ({ type: 'otp', code: '123456' }))
    const abort = new AbortController()
    await expect(receiveSmsCode(abort.signal)).resolves.toBe('123456')
    expect(navigator.credentials.get).toHaveBeenCalledWith({
      otp: { transport: ['sms'] },
      signal: abort.signal,
    })
  })

  it('answers null without WebOTP, without asking anything', async () => {
    vi.stubGlobal('window', {})
    const get = vi.fn()
    vi.stubGlobal('navigator', { credentials: { get } })
    await expect(receiveSmsCode(new AbortController().signal)).resolves.toBeNull()
    expect(get).not.toHaveBeenCalled()
  })

  it('answers null when the wait is aborted or declined', async () => {
    webOtpBrowser(
      (options) =>
        new Promise((_resolve, reject) => {
          const { signal } = options as { signal: AbortSignal }
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const abort = new AbortController()
    const waiting = receiveSmsCode(abort.signal)
    abort.abort()
    await expect(waiting).resolves.toBeNull()

    webOtpBrowser(async () => null)
    await expect(receiveSmsCode(new AbortController().signal)).resolves.toBeNull()
  })
})
