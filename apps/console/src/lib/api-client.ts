import type { ErrorEnvelope } from '@khelahobe/contracts/errors'
import { en } from '../i18n/en.ts'

/** A failed API call, carrying the server's error envelope; its `message` is written for the operator. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly requestId: string | undefined

  constructor(envelope: Pick<ErrorEnvelope, 'statusCode' | 'code' | 'message'> & { requestId?: string }) {
    super(envelope.message)
    this.name = 'ApiError'
    this.status = envelope.statusCode
    this.code = envelope.code
    this.requestId = envelope.requestId
  }
}

/** Used when the request never got an answer (offline, DNS, dropped connection). */
export const networkErrorCode = 'NETWORK_ERROR'

function isEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.code === 'string' && typeof candidate.message === 'string'
}

/** What to tell the operator about a failed call: the server's message, or that it was not reached. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const reference = error.status >= 500 && error.requestId ? ` (reference ${error.requestId})` : ''
    return `${error.message}${reference}`
  }
  return en.networkError
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal }

/**
 * Fetches JSON from the same-origin API. The session rides in an HttpOnly cookie, so there
 * is nothing to attach. A change (POST, PUT, DELETE) always carries a JSON body (`{}` when it has nothing to say):
 * the API wants `content-type: application/json` on every change, and Fastify refuses that
 * header over an empty body. Throws `ApiError` for any non-2xx answer and leaves what to show
 * to the caller: no redirects here.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'GET'
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({ statusCode: 0, code: networkErrorCode, message: en.networkError })
  }

  // A proxy or a crashed upstream may answer with HTML; treat an unreadable body as empty.
  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return payload as T
  if (isEnvelope(payload)) throw new ApiError({ ...payload, statusCode: response.status })
  throw new ApiError({
    statusCode: response.status,
    code: 'HTTP_ERROR',
    message: `The server answered ${response.status} ${response.statusText}.`.replace(' .', '.'),
  })
}
