import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { Segment } from '@khelahobe/contracts/subscription'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { liveSubscription } from './subscription.repo.ts'

/**
 * The check the quiz and the tournament make before a play. It takes the database or a
 * transaction, so a caller can make it part of the same transaction as its own limits.
 * An inactive (unpaid) week does not block play; it only makes the play ineligible for prizes.
 */
export async function requireSubscription(db: Database, userId: number, segment: Segment): Promise<void> {
  const live = await liveSubscription(db, userId, segment)
  if (live?.state !== 'subscribed') throw subscriptionRequired(segment)
}

/** The refusal of a play to someone not subscribed to its segment. */
export function subscriptionRequired(segment: Segment) {
  return new AppError(
    403,
    errorCodes.subscriptionRequired,
    segment === 'special'
      ? 'Subscribe to the weekly quiz to play it.'
      : 'Subscribe to play the quiz and the games.',
  )
}
