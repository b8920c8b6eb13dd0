import type { SegmentStatus } from '@khelahobe/contracts/subscription'

/**
 * True when the person pays for a segment but this week's charge did not go through: they may
 * still play, but win nothing today (spec §4), and we tell them once per session.
 */
export function hasInactiveSubscription(subscriptions: readonly SegmentStatus[] | undefined): boolean {
  return subscriptions?.some((s) => s.isSubscribed && s.activity === 'inactive') ?? false
}
