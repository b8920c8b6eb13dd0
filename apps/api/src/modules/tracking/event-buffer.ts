import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { events } from '../../db/schema.ts'

export type NewEvent = typeof events.$inferInsert

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at nine columns a row. */
const insertChunk = 500

/**
 * Events wait here and reach PostgreSQL in batched inserts, so a page view costs its
 * request no database round trip. What a crash loses is at most one flush interval of
 * analytics, never an answer, a score or a payment. When the database is away the rows are
 * kept for the next flush, up to `capacity`; beyond it new events are dropped and counted,
 * so a long outage cannot fill the process's memory.
 */
export function createEventBuffer({
  db,
  log,
  capacity = 20_000,
}: {
  db: Database
  log: Pick<FastifyBaseLogger, 'warn'>
  capacity?: number
}) {
  let waiting: NewEvent[] = []
  let dropped = 0
  let flushing: Promise<number> | null = null

  async function writeAll(rows: NewEvent[]): Promise<number> {
    let written = 0
    try {
      for (; written < rows.length; written += insertChunk) {
        await db.insert(events).values(rows.slice(written, written + insertChunk))
      }
    } catch (err) {
      // Put back what was not written, ahead of what arrived meanwhile.
      const unwritten = rows.slice(written)
      waiting = [...unwritten, ...waiting].slice(0, capacity)
      log.warn({ err, kept: waiting.length }, 'could not write events; keeping them for the next flush')
    }
    return Math.min(written, rows.length)
  }

  return {
    /** Adds a request's events; false when the buffer is full and they were dropped. */
    add(rows: NewEvent[]): boolean {
      if (waiting.length + rows.length > capacity) {
        dropped += rows.length
        return false
      }
      waiting.push(...rows)
      return true
    },

    /** Writes everything waiting; one flush at a time, a second caller waits for the first. */
    async flush(): Promise<number> {
      while (flushing) await flushing
      if (waiting.length === 0) return 0
      const rows = waiting
      waiting = []
      flushing = writeAll(rows)
      try {
        return await flushing
      } finally {
        flushing = null
      }
    },

    stats: () => ({ waiting: waiting.length, dropped }),
  }
}

export type EventBuffer = ReturnType<typeof createEventBuffer>
