import type { ErrorEnvelope } from '@khelahobe/contracts/errors'

/** A failed API call, carrying the server's error envelope so callers can map `code` to their own text. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly requestId: string | undefined

  constructor(
    envelope: ErrorEnvelope | { statusCode: number; code: string; message: string; requestId?: string },
  ) {
    super(envelope.message)
    this.name = 'ApiError'
    this.status = envelope.statusCode
    this.code = envelope.code
    this.requestId = envelope.requestId
  }
}

/**
 * The server is up but its database is away for a moment (503 with Retry-After): worth
 * telling the person to try again shortly rather than that something broke.
 */
export function isServiceBusy(error: unknown) {
  return error instanceof ApiError && error.status === 503
}

/** Used when the request never got an answer (offline, DNS, dropped connection). */
export const networkErrorCode = 'NETWORK_ERROR'

function isEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.code === 'string' && typeof candidate.message === 'string'
}

type RequestOptions = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal }

/**
 * How far the server's clock is ahead of this device's, in ms. The server's clock is the one
 * that counts (phones are often minutes off, and the demo's wallet simulator moves the
 * server's forward), and every answer says what time it is there (`x-server-time`).
 */
let serverClockOffsetMs = 0
const serverClockListeners = new Set<() => void>()
/** A change smaller than this is the network's jitter, not worth redrawing for. */
const serverClockChangeMs = 1000

/** Takes the server's time to be that of the middle of the round trip. */
function noteServerTime(header: string | null, sentAt: number, receivedAt: number) {
  const serverTime = Number(header)
  if (header === null || !Number.isFinite(serverTime) || serverTime <= 0) return
  const previous = serverClockOffsetMs
  serverClockOffsetMs = serverTime - (sentAt + receivedAt) / 2
  if (Math.abs(serverClockOffsetMs - previous) < serverClockChangeMs) return
  for (const listener of serverClockListeners) listener()
}

/**
 * The time now by the server's clock (ms since the epoch), for every deadline and date the
 * app works out itself. Until the first answer arrives it is this device's time.
 */
export function serverNow(): number {
  return Date.now() + serverClockOffsetMs
}

/** Calls `listener` whenever `serverNow()` moves by more than the network's jitter; returns the unsubscribe. */
export function onServerClockChange(listener: () => void): () => void {
  serverClockListeners.add(listener)
  return () => serverClockListeners.delete(listener)
}

/**
 * Fetches JSON from the same-origin API. The session rides in an HttpOnly cookie, so there is
 * no token to attach. It throws `ApiError` for any non-2xx answer and leaves what to show to
 * the caller: no toasts or redirects here.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response
  const sentAt = Date.now()
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({ statusCode: 0, code: networkErrorCode, message: 'Network request failed' })
  }
  noteServerTime(response.headers.get('x-server-time'), sentAt, Date.now())

  // A proxy or a crashed upstream may answer with HTML; treat an unreadable body as empty.
  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return payload as T
  if (isEnvelope(payload)) throw new ApiError({ ...payload, statusCode: response.status })
  throw new ApiError({ statusCode: response.status, code: 'HTTP_ERROR', message: response.statusText })
}
