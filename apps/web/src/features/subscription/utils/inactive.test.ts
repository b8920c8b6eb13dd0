import type { SegmentStatus } from '@khelahobe/contracts/subscription'
import { describe, expect, it } from 'vitest'
import { hasInactiveSubscription } from './inactive.ts'

const segment = (overrides: Partial<SegmentStatus>): SegmentStatus => ({
  segment: 'quiz',
  state: 'subscribed',
  isSubscribed: true,
  subscriptionStatus: 'SUCCEEDED',
  activity: 'active',
  lastPaymentDate: null,
  nextPaymentDate: null,
  ...overrides,
})

describe('hasInactiveSubscription', () => {
  it('is true for a subscribed segment whose payment is inactive', () => {
    expect(
      hasInactiveSubscription([segment({}), segment({ segment: 'special', activity: 'inactive' })]),
    ).toBe(true)
  })

  it('ignores inactive segments the person is not subscribed to', () => {
    expect(
      hasInactiveSubscription([
        segment({ isSubscribed: false, state: 'cancelled', activity: 'inactive' }),
        segment({ segment: 'special', isSubscribed: false, state: 'none', activity: 'inactive' }),
      ]),
    ).toBe(false)
  })

  it('is false while nothing is known', () => {
    expect(hasInactiveSubscription(undefined)).toBe(false)
    expect(hasInactiveSubscription([])).toBe(false)
  })
})
