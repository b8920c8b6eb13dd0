import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimitCounters } from '../db/schema.ts'

export interface RateLimit {
  /** Counter name, e.g. `login:ip:203.0.113.9`. */
  key: string
  limit: number
  windowMs: number
}

/**
 * Counts one hit against a fixed window in PostgreSQL and says whether it is still
 * within the limit. The upsert makes the count exact across every API instance.
 */
export async function hitRateLimit(db: Database, now: Date, { key, limit, windowMs }: RateLimit) {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)
  return { allowed: (row?.count ?? 1) <= limit, retryAfterSeconds }
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database, olderThan: Date) {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} < ${olderThan}`)
}
