import { Agent, request } from 'node:http'

/** A keep-alive JSON client for load runs; node:http is light enough to leave the CPU to the server. */
export function jsonClient(baseUrl: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })
  const { hostname, port } = new URL(baseUrl)
  let answered = 0
  return {
    post(path: string, body: unknown, headers: Record<string, string> = {}) {
      const payload = JSON.stringify(body)
      return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
        const started = performance.now()
        const req = request(
          {
            agent,
            hostname,
            port,
            path,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              ...headers,
            },
          },
          (res) => {
            let text = ''
            res.setEncoding('utf8')
            res.on('data', (chunk) => {
              text += chunk
            })
            res.on('end', () => {
              answered++
              resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started })
            })
          },
        )
        req.on('error', reject)
        req.end(payload)
      })
    },
    /** How many requests have had their answer. */
    answered: () => answered,
    close: () => agent.destroy(),
  }
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Runs `tasks` with at most `concurrency` in flight. */
export async function pooled<T>(tasks: (() => Promise<T>)[], concurrency: number) {
  const results: T[] = []
  let next = 0
  async function worker() {
    while (next < tasks.length) {
      const index = next++
      const task = tasks[index]
      if (task) results[index] = await task()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}
