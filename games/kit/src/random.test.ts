import { describe, expect, it } from 'vitest'
import { random, randomBetween, randomInt } from './random.ts'

describe('the seeded generator', () => {
  it('draws the same numbers from the same seed, and others from another', () => {
    const a = { rng: 42 }
    const b = { rng: 42 }
    const c = { rng: 43 }
    const drawsA = Array.from({ length: 100 }, () => random(a))
    expect(Array.from({ length: 100 }, () => random(b))).toEqual(drawsA)
    expect(Array.from({ length: 100 }, () => random(c))).not.toEqual(drawsA)
  })

  it('is mulberry32: pinned values that any engine must reproduce', () => {
    const state = { rng: 1 }
    // Exact values: the generator is integer arithmetic and one division by 2^32.
    expect([random(state), random(state), random(state)]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ])
  })

  it('stays in range and spreads evenly', () => {
    const state = { rng: 7 }
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) {
      const n = randomInt(state, 6)
      counts[n] = (counts[n] ?? 0) + 1
      const between = randomBetween(state, -3, 3)
      expect(between).toBeGreaterThanOrEqual(-3)
      expect(between).toBeLessThanOrEqual(3)
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500)
  })
})
