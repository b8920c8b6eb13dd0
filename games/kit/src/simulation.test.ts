import { describe, expect, it } from 'vitest'
import { random } from './random.ts'
import { type Input, replay, type Simulation } from './simulation.ts'

/** A toy game: a counter that a `1` raises by a random step and a `2` ends; it ends by itself at 100 ticks. */
interface Toy {
  rng: number
  tick: number
  value: number
  over: boolean
}
const toy: Simulation<Toy> = {
  init: (seed) => ({ rng: seed, tick: 0, value: 0, over: false }),
  step(state, action) {
    if (action === 1) state.value += 1 + Math.floor(random(state) * 3)
    if (action === 2) state.over = true
    state.tick++
    if (state.tick >= 100) state.over = true
  },
  isOver: (state) => state.over,
  score: (state) => state.value,
  isAction: (action) => action === 1 || action === 2,
  maxInputsPerSecond: 10,
}

describe('the replay', () => {
  it('applies each input at its own tick and stops at game over', () => {
    const inputs: Input[] = [
      [0, 1],
      [5, 1],
      [9, 2],
    ]
    const result = replay(toy, 9, inputs, 1000)
    expect(result).toMatchObject({ ticks: 10, over: true, unusedInputs: 0 })
    expect(result.score).toBeGreaterThanOrEqual(2)
    expect(replay(toy, 9, inputs, 1000)).toEqual(result)
  })

  it('counts inputs the run never reached, and honours the step cap', () => {
    expect(replay(toy, 1, [[150, 1]], 1000)).toMatchObject({ ticks: 100, unusedInputs: 1 })
    expect(replay(toy, 1, [], 30)).toMatchObject({ ticks: 30, over: false })
  })

  it('skips an input whose tick is out of order instead of applying it late', () => {
    // A log with ticks out of order is refused by the server before any replay; the replay
    // itself still never applies an input at a tick other than its own.
    const result = replay(
      toy,
      3,
      [
        [10, 1],
        [5, 1],
      ],
      1000,
    )
    expect(result.unusedInputs).toBe(1)
  })
})
