import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { webhookEvents } from '../../db/schema.ts'

export interface NewWebhook {
  dedupeKey: string
  type: string
  body: string
  requestId: string | null
}

/**
 * Stores a webhook once, due at `now` (the server's clock, which demo mode moves); its id, or
 * undefined when one with the same key is stored already.
 */
export async function recordWebhook(db: Database, event: NewWebhook, now: Date) {
  const [row] = await db
    .insert(webhookEvents)
    .values({ ...event, nextAttemptAt: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  return row?.id
}

const claimedColumns = {
  id: webhookEvents.id,
  requestId: webhookEvents.requestId,
  attempts: webhookEvents.attempts,
}
export type ClaimedWebhook = { id: number; requestId: string | null; attempts: number }

/**
 * Takes up to `limit` waiting webhooks whose turn has come, oldest first, and holds them for
 * `leaseMs`: another worker or instance skips them meanwhile (SKIP LOCKED), and one that died
 * holding them lets them go when the lease ends.
 */
export async function claimWebhooks(
  db: Database,
  now: Date,
  { limit, leaseMs, id }: { limit: number; leaseMs: number; id?: number },
): Promise<ClaimedWebhook[]> {
  const due = db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        isNull(webhookEvents.processedAt),
        lte(webhookEvents.nextAttemptAt, now),
        id === undefined ? undefined : eq(webhookEvents.id, id),
      ),
    )
    .orderBy(asc(webhookEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(webhookEvents)
    .set({
      attempts: sql`${webhookEvents.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(webhookEvents.id, due))
    .returning(claimedColumns)
}

export async function markWebhooksProcessed(db: Database, ids: number[], at: Date) {
  await db.update(webhookEvents).set({ processedAt: at }).where(inArray(webhookEvents.id, ids))
}

/** Lets claimed webhooks go, to be tried again from `at`. */
export async function retryWebhooksAt(db: Database, ids: number[], at: Date) {
  await db
    .update(webhookEvents)
    .set({ nextAttemptAt: at })
    .where(and(inArray(webhookEvents.id, ids), isNull(webhookEvents.processedAt)))
}
