import { describe, expect, it } from 'vitest'
import { fractionLeft, localDeadline, secondsLeft } from './time-left.ts'

const receivedAt = Date.parse('2025-06-01T10:00:00.000Z')

describe('localDeadline', () => {
  it('uses the server deadline when this clock agrees with it', () => {
    const play = { deadline: '2025-06-01T10:01:29.400Z', timeDuration: 90 }
    expect(localDeadline(play, receivedAt)).toBe(Date.parse('2025-06-01T10:01:29.400Z'))
  })

  it('runs from the seconds left when this clock is minutes off', () => {
    // The phone is 5 minutes behind: the absolute deadline looks 6.5 minutes away.
    const play = { deadline: '2025-06-01T10:06:30.000Z', timeDuration: 90 }
    expect(localDeadline(play, receivedAt)).toBe(receivedAt + 90_000)
  })

  it('runs from the seconds left when there is no deadline', () => {
    expect(localDeadline({ deadline: null, timeDuration: 42 }, receivedAt)).toBe(receivedAt + 42_000)
  })
})

describe('secondsLeft', () => {
  const deadline = receivedAt + 90_000

  it('shows the full time at the start', () => {
    expect(secondsLeft(deadline, receivedAt)).toBe(90)
  })

  it('rounds a part second up', () => {
    expect(secondsLeft(deadline, receivedAt + 250)).toBe(90)
    expect(secondsLeft(deadline, receivedAt + 89_001)).toBe(1)
  })

  it('is 0 at and after the deadline', () => {
    expect(secondsLeft(deadline, deadline)).toBe(0)
    expect(secondsLeft(deadline, deadline + 5000)).toBe(0)
  })
})

describe('fractionLeft', () => {
  it('goes from 1 to 0 over the full time and stays in range', () => {
    const deadline = receivedAt + 90_000
    expect(fractionLeft(deadline, receivedAt, 90)).toBe(1)
    expect(fractionLeft(deadline, receivedAt + 45_000, 90)).toBe(0.5)
    expect(fractionLeft(deadline, deadline + 1, 90)).toBe(0)
    expect(fractionLeft(deadline + 10_000, receivedAt, 90)).toBe(1)
  })
})
