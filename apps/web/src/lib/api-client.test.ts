import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch, isServiceBusy, networkErrorCode } from './api-client.ts'

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
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
