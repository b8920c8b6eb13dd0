import { lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.ts'
import { loginCodes, sessions } from '../db/schema.ts'
import type { Clock } from './clock.ts'
import { pruneRateLimits } from './rate-limit.ts'

const every = 15 * 60_000

/**
 * Deletes rows that can no longer matter: ended rate-limit windows, expired sessions and
 * long-dead login codes. Deletes are idempotent, so every instance may run this.
 */
export async function runHousekeeping(db: Database, now: Date) {
  await pruneRateLimits(db, new Date(now.getTime() - 2 * 60 * 60_000))
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)))
}

export function startHousekeeping(app: {
  db: Database
  clock: Clock
  log: FastifyBaseLogger
  expireStalePending: () => Promise<unknown>
  endExpiredPlays: () => Promise<unknown>
  deleteLapsedGameSessions: () => Promise<unknown>
  /** Demo mode: a new month (also one the demo clock moved to) gets its own tournament. */
  seedDemoTournament?: () => Promise<unknown>
}) {
  const timer = setInterval(() => {
    runHousekeeping(app.db, app.clock.now())
      .then(app.expireStalePending)
      .then(app.endExpiredPlays)
      .then(app.deleteLapsedGameSessions)
      .then(app.seedDemoTournament)
      .catch((err) => app.log.error({ err }, 'housekeeping failed'))
  }, every)
  timer.unref()
  return () => clearInterval(timer)
}
