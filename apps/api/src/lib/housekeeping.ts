import { lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { loginCodes, sessions } from '../db/schema.ts'
import { pruneRateLimits } from './rate-limit.ts'

/**
 * Deletes rows that can no longer matter: ended rate-limit windows, expired sessions and
 * long-dead login codes. Deletes are idempotent; the jobs registry runs it (jobs/product-jobs).
 */
export async function runHousekeeping(db: Database, now: Date) {
  await pruneRateLimits(db, new Date(now.getTime() - 2 * 60 * 60_000))
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)))
}
