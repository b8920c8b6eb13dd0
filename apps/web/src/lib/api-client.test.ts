import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  apiFetch,
  isServiceBusy,
  networkErrorCode,
  onServerClockChange,
  serverNow,
} from './api-client.ts'

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    respond(200, { data: { ok: true } })
    await expect(apiFetch('/api/user/logout', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      data: { ok: true },
    })
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? []
    expect(url).toBe('/api/user/logout')
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' })
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
  })

  it('throws ApiError carrying the error envelope', async () => {
    respond(400, {
      statusCode: 400,
      code: 'CODE_INVALID',
      error: 'Bad Request',
      message: 'Wrong code',
      requestId: 'r1',
    })
    const error = await apiFetch('/api/user/verify').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'CODE_INVALID', message: 'Wrong code', requestId: 'r1' })
  })

  it('knows a 503 as the server asking to try again shortly, and nothing else', async () => {
    respond(503, {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: 'The service is busy for a moment. Please try again shortly.',
    })
    expect(
      isServiceBusy(await apiFetch('/api/Quiz/GetQuizCategories').catch((caught: unknown) => caught)),
    ).toBe(true)
    respond(500, { statusCode: 500, code: 'INTERNAL_ERROR', error: 'x', message: 'x' })
    expect(isServiceBusy(await apiFetch('/api/x').catch((caught: unknown) => caught))).toBe(false)
    expect(isServiceBusy(new Error('x'))).toBe(false)
  })

  it('turns a body that is not an envelope into an ApiError with the status', async () => {
    respond(502, '<html>Bad gateway</html>')
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' })
  })

  it('reports a request that got no answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 0, code: networkErrorCode })
  })
})

describe('serverNow', () => {
  const phoneTime = Date.parse('2026-11-20T10:00:00Z')

  /** Answers with the server's clock in the header, after `roundTripMs` on this device's clock. */
  function respondAt(serverTime: number | string, status = 200, roundTripMs = 0) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        vi.setSystemTime(Date.now() + roundTripMs)
        return new Response('{}', { status, headers: { 'x-server-time': String(serverTime) } })
      }),
    )
  }

  it("keeps the server's offset from every answer, errors included, and runs on with this device's clock", async () => {
    vi.useFakeTimers({ now: phoneTime })
    const weekAhead = phoneTime + 7 * 24 * 3600_000
    respondAt(weekAhead)
    await apiFetch('/api/me')
    expect(serverNow()).toBe(weekAhead)
    vi.setSystemTime(phoneTime + 60_000)
    expect(serverNow()).toBe(weekAhead + 60_000)

    // The demo's simulator moved the server a day further; a refused call says so too.
    respondAt(weekAhead + 24 * 3600_000 + 60_000, 401)
    await apiFetch('/api/leaderboard/summary').catch(() => {})
    expect(serverNow()).toBe(weekAhead + 24 * 3600_000 + 60_000)
  })

  it('takes the server time to be that of the middle of the round trip', async () => {
    vi.useFakeTimers({ now: phoneTime })
    // The server stamped its answer 1 s into a 2 s round trip, by a clock 5 minutes behind.
    respondAt(phoneTime - 5 * 60_000 + 1000, 200, 2000)
    await apiFetch('/api/me')
    expect(serverNow()).toBe(phoneTime + 2000 - 5 * 60_000)
  })

  it('ignores an answer without a readable server time', async () => {
    vi.useFakeTimers({ now: phoneTime })
    respondAt(phoneTime + 3_600_000)
    await apiFetch('/api/me')
    for (const header of ['soon', '', '-5']) {
      respondAt(header)
      await apiFetch('/api/me')
      expect(serverNow(), header).toBe(phoneTime + 3_600_000)
    }
  })

  it('tells listeners when the offset moves by more than the jitter, until they unsubscribe', async () => {
    vi.useFakeTimers({ now: phoneTime })
    respondAt(phoneTime)
    await apiFetch('/api/me')
    const listener = vi.fn()
    const unsubscribe = onServerClockChange(listener)
    respondAt(phoneTime + 400)
    await apiFetch('/api/me')
    expect(listener).not.toHaveBeenCalled()
    respondAt(phoneTime + 3 * 24 * 3600_000)
    await apiFetch('/api/me')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    respondAt(phoneTime)
    await apiFetch('/api/me')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
