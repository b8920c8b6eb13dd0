import { describe, expect, it } from 'vitest'
import { secondsLeftAt, splitSeconds } from './countdown.ts'

describe('the tournament countdown', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitSeconds(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
    expect(splitSeconds(3 * 86_400 + 4 * 3_600 + 5 * 60 + 6)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    })
    expect(splitSeconds(-20)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it('counts down from the server’s figure by the time elapsed on the phone, never below zero', () => {
    expect(secondsLeftAt(100, 1_000, 1_000)).toBe(100)
    expect(secondsLeftAt(100, 1_000, 11_999)).toBe(90)
    expect(secondsLeftAt(100, 1_000, 500_000)).toBe(0)
  })
})
