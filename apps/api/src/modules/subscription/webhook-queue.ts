import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createLimiter } from '../../lib/concurrency.ts'
import * as repo from './webhook-queue.repo.ts'

export const webhookQueueRules = {
  /** Webhooks applied at once in an instance: each asks the provider twice. */
  workers: 4,
  /** Waiting webhooks taken per claim. */
  batch: 16,
  /**
   * How long a claimed webhook is held; a worker that died lets it go after this. Longer than
   * one application can take: two provider calls of at most 30 s each.
   */
  leaseMs: 90_000,
  /** Waits before the next try of a webhook that could not be applied, by tries so far; then the last. */
  retryMs: [5_000, 30_000, 120_000, 600_000],
} as const

/**
 * The provider's webhooks, stored before they are answered and applied by a few workers in each
 * instance (decision 0058). Applying one means asking the provider for the truth (two calls), so
 * a burst of a thousand used to hold a thousand requests open on the provider and starve the
 * players' own: now a webhook that finds a worker free is applied before its answer, as before,
 * and the rest are answered at once and applied from the table, at most `workers` at a time. One
 * that cannot be applied now (the provider away) is tried again later, never dropped.
 */
export function createWebhookQueue({
  db,
  clock,
  log,
  apply,
}: {
  db: Database
  clock: Clock
  log: FastifyBaseLogger
  /** Brings our books for the request in line with the provider's (the subscription service's). */
  apply: (requestId: string) => Promise<void>
}) {
  const workers = createLimiter({ concurrency: webhookQueueRules.workers, queue: Number.POSITIVE_INFINITY })
  let draining: Promise<void> | null = null
  let drainAgain = false

  /** Applies webhooks about one request: one reading of the provider serves them all. */
  async function applyAll(events: repo.ClaimedWebhook[]) {
    if (events.length === 0) return
    const ids = events.map((event) => event.id)
    const requestId = events[0]?.requestId
    try {
      if (requestId) await apply(requestId)
      else log.warn({ ids }, 'webhook names no subscription request; stored, nothing to apply')
      await repo.markWebhooksProcessed(db, ids, clock.now())
    } catch (err) {
      const tries = Math.max(...events.map((event) => event.attempts))
      const waitMs =
        webhookQueueRules.retryMs[Math.min(tries, webhookQueueRules.retryMs.length) - 1] ??
        webhookQueueRules.retryMs[0]
      log.warn(
        { err, requestId, tries, retryInMs: waitMs },
        'webhook not applied yet; it will be tried again',
      )
      await repo.retryWebhooksAt(db, ids, new Date(clock.now().getTime() + waitMs))
    }
  }

  async function drainOnce() {
    const claimed = await repo.claimWebhooks(db, clock.now(), {
      limit: webhookQueueRules.batch,
      leaseMs: webhookQueueRules.leaseMs,
    })
    const byRequest = new Map<string, repo.ClaimedWebhook[]>()
    for (const event of claimed) {
      const key = event.requestId ?? `none:${event.id}`
      byRequest.set(key, [...(byRequest.get(key) ?? []), event])
    }
    await Promise.all([...byRequest.values()].map((events) => workers.run(() => applyAll(events))))
    return claimed.length
  }

  /** Applies every webhook whose turn has come; a call while one runs makes it look again. */
  function drain(): Promise<void> {
    if (draining) {
      drainAgain = true
      return draining
    }
    draining = (async () => {
      try {
        do {
          drainAgain = false
          while ((await drainOnce()) > 0) {}
        } while (drainAgain)
      } catch (err) {
        log.error({ err }, 'could not drain the webhook queue; the next drain will')
      } finally {
        draining = null
      }
    })()
    return draining
  }

  return {
    /**
     * Stores a verified webhook; `duplicate` when the same event was stored before. It is
     * applied before this returns when a worker is free, else left to the drain.
     */
    async receive(event: repo.NewWebhook) {
      const id = await repo.recordWebhook(db, event, clock.now())
      if (id === undefined) return { duplicate: true }
      const appliedHere = workers.tryRun(async () => {
        const claimed = await repo.claimWebhooks(db, clock.now(), {
          limit: 1,
          leaseMs: webhookQueueRules.leaseMs,
          id,
        })
        await applyAll(claimed)
      })
      if (appliedHere) await appliedHere
      else void drain()
      return { duplicate: false }
    },
    drain,
    /** Waits for a drain in progress, so shutting down leaves nothing half-applied. */
    settled: () => draining ?? Promise.resolve(),
  }
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>
