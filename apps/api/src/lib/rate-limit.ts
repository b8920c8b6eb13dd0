import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimitCounters } from '../db/schema.ts'

export interface RateLimit {
  /** Counter name, e.g. `login:ip:203.0.113.9`. */
  key: string
  limit: number
  windowMs: number
}

export const windowStartOf = (now: Date, windowMs: number) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs)

/**
 * Counts one hit against a fixed window in PostgreSQL and says whether it is still
 * within the limit. The upsert makes the count exact across every API instance.
 */
export async function hitRateLimit(db: Database, now: Date, { key, limit, windowMs }: RateLimit) {
  const windowStart = windowStartOf(now, windowMs)
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
  const count = row?.count ?? 1
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)
  return { allowed: count <= limit, count, windowStart, retryAfterSeconds }
}

/** The hits counted so far in the window that began at `windowStart` (by `hitRateLimit`). */
export async function rateLimitCount(db: Database, key: string, windowStart: Date) {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)))
  return row?.count ?? 0
}

/** Forgets a counter's every window: what a successful login does to its failures. */
export async function clearRateLimit(db: Database, key: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database, olderThan: Date) {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} < ${olderThan}`)
}

/**
 * The address a limit counts by: an IPv4 address as it is, an IPv6 address as its /64, since
 * one subscriber line or host is commonly given the whole block and could otherwise count as
 * 2^64 addresses.
 */
export function addressBlock(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? []
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  )
  return `${groups.slice(0, 4).join(':')}::/64`
}
