/**
 * Requests with nothing added: node:http sends exactly the method, path, headers and bytes
 * given (fetch would add Sec-Fetch-Mode and friends, and refuse some of what the fuzzer
 * sends). Every request has a deadline: a server that never answers is a finding.
 */
import { Agent, type IncomingHttpHeaders, request } from 'node:http'

export interface RawRequest {
  method: string
  /** Path and query, already encoded as they should go on the wire. */
  path: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
  timeoutMs?: number
}

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
  ms: number
}

/** Thrown when no answer came: the socket failed, or the deadline passed. */
export class NoAnswer extends Error {
  constructor(
    message: string,
    readonly ms: number,
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * `keepAlive: false` gives every request a connection of its own: a socket the server closed
 * after an earlier answer then cannot be mistaken for a request it dropped.
 */
export function httpClient(
  baseUrl: string,
  { sockets = 16, keepAlive = true }: { sockets?: number; keepAlive?: boolean } = {},
) {
  const agent = new Agent({ keepAlive, maxSockets: sockets })
  const { hostname, port } = new URL(baseUrl)

  function send(req: RawRequest): Promise<RawResponse> {
    const timeoutMs = req.timeoutMs ?? 10_000
    return new Promise((resolve, reject) => {
      const started = performance.now()
      const body = req.body === undefined ? undefined : Buffer.from(req.body)
      const headers: Record<string, string | string[] | number> = { ...req.headers }
      if (body !== undefined) headers['content-length'] = body.length
      let settled = false
      const finish = (fn: () => void) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        fn()
      }
      const outgoing = request(
        { agent, hostname, port, method: req.method, path: req.path, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', (error) =>
            finish(() => reject(new NoAnswer(error.message, performance.now() - started))),
          )
          res.on('end', () =>
            finish(() =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
              }),
            ),
          )
        },
      )
      const timer = setTimeout(() => {
        finish(() => reject(new NoAnswer(`no answer within ${timeoutMs} ms`, performance.now() - started)))
        outgoing.destroy()
      }, timeoutMs)
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        finish(() => reject(new NoAnswer(error.message, performance.now() - started, error.code))),
      )
      outgoing.end(body)
    })
  }

  const json = (method: string, path: string, payload: unknown, headers: Record<string, string> = {}) =>
    send({
      method,
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    })

  return {
    send,
    get: (path: string, headers: Record<string, string> = {}, timeoutMs?: number) =>
      send({ method: 'GET', path, headers, timeoutMs }),
    post: (path: string, payload: unknown, headers: Record<string, string> = {}) =>
      json('POST', path, payload, headers),
    close: () => agent.destroy(),
  }
}

export type HttpClient = ReturnType<typeof httpClient>

/** The `data` of a JSON answer, or a thrown error that shows what came instead. */
export function dataOf<T>(response: RawResponse, what: string): T {
  if (response.status !== 200)
    throw new Error(`${what}: HTTP ${response.status} ${response.body.slice(0, 500)}`)
  return (JSON.parse(response.body) as { data: T }).data
}
