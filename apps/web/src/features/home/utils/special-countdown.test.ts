import { describe, expect, it } from 'vitest'
import { untilEndOfFriday } from './special-countdown.ts'

/** A Dhaka wall-clock time written with its offset, as the test reads best. */
const dhaka = (local: string) => Date.parse(`${local}+06:00`)

describe('untilEndOfFriday', () => {
  it('counts to the coming Friday from mid-week (Tuesday 2025-06-03 is a Tuesday)', () => {
    expect(untilEndOfFriday(dhaka('2025-06-03T19:47:30'))).toEqual({ days: 3, hours: 4, minutes: 12 })
  })

  it('counts to the end of the same day on a Friday evening', () => {
    expect(untilEndOfFriday(dhaka('2025-06-06T20:00:00'))).toEqual({ days: 0, hours: 3, minutes: 59 })
  })

  it('is zero in the last minute of Friday', () => {
    expect(untilEndOfFriday(dhaka('2025-06-06T23:59:30'))).toEqual({ days: 0, hours: 0, minutes: 0 })
  })

  it('starts a new week at Saturday 00:00 Dhaka', () => {
    expect(untilEndOfFriday(dhaka('2025-06-07T00:00:00'))).toEqual({ days: 6, hours: 23, minutes: 59 })
  })

  it('uses the Dhaka day, not the UTC one (Friday 02:00 Dhaka is still Thursday in UTC)', () => {
    expect(untilEndOfFriday(dhaka('2025-06-06T02:00:00'))).toEqual({ days: 0, hours: 21, minutes: 59 })
  })

  it('counts from Saturday 23:00 Dhaka, which is already Saturday in both zones', () => {
    expect(untilEndOfFriday(dhaka('2025-06-07T23:00:00'))).toEqual({ days: 6, hours: 0, minutes: 59 })
  })

  it('uses the Dhaka day when UTC is still Friday (Saturday 03:00 Dhaka is Friday 21:00 UTC)', () => {
    expect(untilEndOfFriday(dhaka('2025-06-07T03:00:00'))).toEqual({ days: 6, hours: 20, minutes: 59 })
  })
})
