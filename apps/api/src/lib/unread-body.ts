import type { IncomingMessage } from 'node:http'

/**
 * The most of a refused body the server reads before answering, and for how long. Reading and
 * discarding costs about a millisecond of CPU a megabyte, the sender's own bandwidth bounds
 * it, and nginx refuses such bodies first in production; 64 MB covers the 50 MB a tester sent.
 */
export const unreadBodyLimits = { maxBytes: 64 * 1024 * 1024, timeoutMs: 5_000 }

/**
 * Reads and discards what is left of a request's body, up to `maxBytes` and `timeoutMs`.
 *
 * Why: a request refused before its body is read (an unknown Host, no session, a body over the
 * route's limit) is answered at once. When its client asked for `Connection: close`, Node then
 * closes the socket with the rest of the body unread, the kernel resets the connection, and
 * the client, still sending, gets EPIPE instead of the answer (found by the fault suite: a
 * 6 MB question import refused with 413). Read to the end first, the answer arrives whole.
 * A keep-alive connection needs none of this: Node discards the rest and keeps it.
 */
export function drainUnreadBody(
  raw: IncomingMessage,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number } = unreadBodyLimits,
): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve()
  const declared = Number(raw.headers['content-length'])
  if (declared > maxBytes) return Promise.resolve()
  return new Promise((resolve) => {
    let read = 0
    const done = () => {
      clearTimeout(timer)
      raw.off('data', count)
      raw.off('end', done)
      raw.off('close', done)
      resolve()
    }
    const count = (chunk: Buffer) => {
      read += chunk.length
      if (read > maxBytes) done()
    }
    const timer = setTimeout(done, timeoutMs)
    raw.on('data', count)
    raw.on('end', done)
    raw.on('close', done)
    raw.resume()
  })
}
