import { randomInt } from '@khelahobe/game-kit/random'
import { type Input, replay } from '@khelahobe/game-kit/simulation'
import { describe, expect, it } from 'vitest'
import { goodPlayer, play } from './autopilot.ts'
import {
  Crash,
  circleHitsBox,
  crashTicks,
  dinoRadius,
  dinoX,
  exampleActions,
  firstPillarX,
  gapFor,
  gapMarginBottom,
  gapMarginTop,
  gapMin,
  gravity,
  groundY,
  hitsPillar,
  jumpAction,
  jumpSpeed,
  maxFallSpeed,
  maxGapShift,
  nextPillar,
  type Pillar,
  pillarWidth,
  type State,
  simulation,
  speedFor,
  speedMax,
  speedStart,
  startY,
} from './index.ts'

const { init, step, isOver, score, isAction } = simulation

/** Steps with no input until `done` holds or the run ends; returns the ticks taken. */
function idleUntil(state: State, done: (s: State) => boolean, limit = 5000): number {
  let ticks = 0
  while (!done(state) && !isOver(state) && ticks < limit) {
    step(state, null)
    ticks++
  }
  return ticks
}

/**
 * The pairs a seed makes, in order, seen by a dino that is put at the centre of the next gap at
 * every tick: it never crashes, so the course goes on as far as asked.
 */
function course(seed: number, ticks: number): Pillar[] {
  const state = init(seed)
  const made = [...state.pillars]
  for (let t = 0; t < ticks; t++) {
    state.y = nextPillar(state)?.gapY ?? startY
    state.vy = 0
    const count = state.pillars.length
    const last = state.pillars[count - 1]
    step(state, null)
    const newest = state.pillars[state.pillars.length - 1]
    if (newest && newest !== last) made.push({ ...newest })
  }
  expect(state.crash).toBe(Crash.None)
  return made
}

/** A state with one pillar pair right at the dino and the dino level at `y`. */
function atPillar(y: number, gapY: number, gap = 150): State {
  const state = init(1)
  state.y = y
  state.vy = -gravity
  state.pillars = [{ x: dinoX - pillarWidth / 2, gapY, gap, scored: false }]
  state.lastGapY = gapY
  return state
}

describe('the dino', () => {
  it('takes off when the run opens and a jump sets the vertical speed to the jump speed', () => {
    const state = init(5)
    expect(state.y).toBe(startY)
    expect(state.vy).toBe(jumpSpeed)
    idleUntil(state, (s) => s.vy > 3)
    const before = state.y
    step(state, jumpAction)
    // The jump replaces the fall speed, then one tick of gravity applies.
    expect(state.vy).toBeCloseTo(jumpSpeed + gravity, 10)
    expect(state.y).toBeCloseTo(before + jumpSpeed + gravity, 10)
    expect(state.jumps).toBe(1)
  })

  it('falls no faster than the terminal speed', () => {
    const state = init(5)
    state.y = 20
    for (let i = 0; i < 60 && !isOver(state); i++) {
      step(state, null)
      expect(state.vy).toBeLessThanOrEqual(maxFallSpeed)
    }
    expect(state.vy).toBe(maxFallSpeed)
  })

  it('stays about level with a tap every half second', () => {
    const state = init(9)
    state.pillars = []
    state.lastGapY = startY
    // Far-off pillars only: this is about the flight, not the course.
    for (let t = 0; t < 300; t++) {
      step(state, t % 29 === 0 ? jumpAction : null)
      state.pillars.length = 0
      expect(state.crash).toBe(Crash.None)
      expect(Math.abs(state.y - startY)).toBeLessThan(60)
    }
  })

  it('ends the run when it falls to the ground, and doing nothing ends the run within 3 s', () => {
    const state = init(11)
    const flying = idleUntil(state, (s) => s.crash !== Crash.None)
    expect(state.crash).toBe(Crash.Ground)
    expect(state.y).toBe(groundY - dinoRadius)
    expect(score(state)).toBe(0)
    const total = flying + idleUntil(state, () => false)
    expect(isOver(state)).toBe(true)
    expect(total).toBe(flying + crashTicks)
    expect(total).toBeLessThanOrEqual(3 * 60)
    expect(flying).toBeGreaterThan(60)
  })

  it('ends the run at the top of the world', () => {
    const state = init(11)
    for (let t = 0; t < 400 && state.crash === Crash.None; t++) step(state, t % 8 === 0 ? jumpAction : null)
    expect(state.crash).toBe(Crash.Ceiling)
    idleUntil(state, () => false)
    expect(isOver(state)).toBe(true)
  })

  it('ignores taps during the tumble after a crash', () => {
    const a = init(2)
    const b = init(2)
    idleUntil(a, (s) => s.crash !== Crash.None)
    idleUntil(b, (s) => s.crash !== Crash.None)
    for (let t = 0; t < crashTicks; t++) {
      step(a, jumpAction)
      step(b, null)
    }
    expect(a).toEqual(b)
    expect(isOver(a)).toBe(true)
  })
})

describe('the pillars', () => {
  it('give the player about 2 s before the first pair reaches the dino', () => {
    const state = init(3)
    expect(state.pillars).toHaveLength(1)
    const ticks = Math.ceil((firstPillarX - dinoX - dinoRadius) / speedStart)
    expect(ticks).toBeGreaterThanOrEqual(110)
    expect(ticks).toBeLessThanOrEqual(130)
  })

  it('end the run when the dino hits one', () => {
    const top = atPillar(300 - 75 + dinoRadius - 4, 300)
    step(top, null)
    expect(top.crash).toBe(Crash.Pillar)
    const bottom = atPillar(300 + 75 - dinoRadius + 4, 300)
    step(bottom, null)
    expect(bottom.crash).toBe(Crash.Pillar)
    idleUntil(bottom, () => false)
    expect(isOver(bottom)).toBe(true)
    expect(score(bottom)).toBe(0)
  })

  it('score one point for flying through the gap, once', () => {
    const state = atPillar(300, 300)
    let ticks = 0
    while (state.score === 0 && ticks < 60) {
      // A jump whenever the dino sinks below the gap's centre keeps it in the gap.
      step(state, state.y > 300 && state.vy > 0 ? jumpAction : null)
      ticks++
    }
    expect(state.crash).toBe(Crash.None)
    expect(state.score).toBe(1)
    expect(state.pillars[0]?.scored).toBe(true)
    for (let t = 0; t < 20; t++) step(state, state.y > 300 && state.vy > 0 ? jumpAction : null)
    expect(state.score).toBe(1)
  })

  it('use the exact circle-and-box rule: a graze just outside the hitbox is clear, just inside is a hit', () => {
    const pillar = { x: 0, gapY: 300, gap: 150, scored: false }
    const gapBottom = pillar.gapY + pillar.gap / 2
    // The dino diagonally off the bottom pillar's top-left corner, by `offset` along each axis.
    const corner = (offset: number) => {
      pillar.x = dinoX + offset
      return hitsPillar(pillar, gapBottom - offset)
    }
    const diagonal = dinoRadius / Math.SQRT2
    expect(corner(diagonal + 0.1)).toBe(false)
    expect(corner(diagonal - 0.1)).toBe(true)
    // Straight above the pillar's top edge, and level with the pillar's side.
    pillar.x = dinoX - 10
    expect(hitsPillar(pillar, gapBottom - dinoRadius - 0.01)).toBe(false)
    expect(hitsPillar(pillar, gapBottom - dinoRadius + 0.01)).toBe(true)
    pillar.x = dinoX + dinoRadius + 0.01
    expect(hitsPillar(pillar, gapBottom + 20)).toBe(false)
    pillar.x = dinoX + dinoRadius - 0.01
    expect(hitsPillar(pillar, gapBottom + 20)).toBe(true)
    expect(hitsPillar(pillar, pillar.gapY)).toBe(false)
    expect(circleHitsBox(pillar.gapY, dinoX - 5, 0, dinoX + 5, 10)).toBe(false)
  })

  it('come from the seed: the same seed gives the same course, another seed another', () => {
    const a = course(77, 3000).map((p) => p.gapY)
    expect(a.length).toBeGreaterThan(10)
    expect(course(77, 3000).map((p) => p.gapY)).toEqual(a)
    expect(course(78, 3000).map((p) => p.gapY)).not.toEqual(a)
  })

  it('keep gaps roomy, inside safe bounds, and no more than the limit away from the previous gap', () => {
    for (let seed = 1; seed <= 40; seed++) {
      let previous = startY
      const pillars = course(seed, 8000)
      expect(pillars.length).toBeGreaterThan(100)
      for (const p of pillars) {
        expect(p.gap).toBeGreaterThanOrEqual(gapMin)
        expect(p.gapY - p.gap / 2).toBeGreaterThanOrEqual(gapMarginTop)
        expect(p.gapY + p.gap / 2).toBeLessThanOrEqual(groundY - gapMarginBottom)
        expect(Math.abs(p.gapY - previous)).toBeLessThanOrEqual(maxGapShift)
        expect(Number.isInteger(p.gapY)).toBe(true)
        previous = p.gapY
      }
      expect(pillars.at(-1)?.gap).toBe(gapMin)
    }
  })
})

describe('the pace', () => {
  it('rises slowly with the score and stops at a cap', () => {
    expect(speedFor(0)).toBe(speedStart)
    for (let n = 1; n < 200; n++) expect(speedFor(n)).toBeGreaterThanOrEqual(speedFor(n - 1))
    expect(speedFor(10)).toBeGreaterThan(speedFor(0))
    expect(speedFor(10) - speedFor(0)).toBeLessThan(0.5)
    expect(speedFor(1000)).toBe(speedMax)
    expect(gapFor(1000)).toBe(gapMin)
  })

  it('is what the world scrolls at during a run', () => {
    const { state } = play(21, goodPlayer, 60 * 60)
    expect(state.score).toBeGreaterThan(30)
    expect(state.speed).toBe(speedFor(state.score))
    expect(state.speed).toBe(speedMax)
  })
})

describe('a scripted good player', () => {
  it('passes many pillars on every seed tried, within three minutes', () => {
    for (const seed of [1, 2, 3, 42, 1234, 99_999, 2 ** 31 - 1]) {
      const { state } = play(seed, goodPlayer, 3 * 60 * 60)
      expect(state.crash, `seed ${seed}`).toBe(Crash.None)
      expect(state.score, `seed ${seed}`).toBeGreaterThan(150)
    }
  })

  it('replays identically from its input log, within the input rate limit', () => {
    const seed = 4242
    const maxTicks = 90 * 60
    const { state, inputs, ticks } = play(seed, goodPlayer, maxTicks)
    // Then it stops tapping and the run ends by itself.
    const { ticks: endTicks, state: ended } = play(seed, (s) => s.tick < ticks && goodPlayer(s), 1e6)
    expect(ended.over).toBe(true)
    expect(endTicks).toBeLessThan(ticks + 5 * 60)
    const result = replay(simulation, seed, inputs, 1e6)
    expect(result).toEqual({ score: ended.score, ticks: endTicks, over: true, unusedInputs: 0 })
    expect(result.score).toBe(state.score)
    expect(inputs.length).toBeLessThanOrEqual((ticks / 60) * simulation.maxInputsPerSecond + 10)
  })
})

describe('the run as the server sees it', () => {
  it('knows only the jump action', () => {
    expect(exampleActions).toEqual([0])
    expect(isAction(0)).toBe(true)
    for (const bad of [1, -1, 0.5, Number.NaN, 2 ** 31]) expect(isAction(bad)).toBe(false)
  })

  it('is deterministic: a run of random inputs replays to the same score, ticks and state', () => {
    const gen = { rng: 20240601 }
    for (let run = 0; run < 5; run++) {
      const seed = randomInt(gen, 2 ** 31)
      const inputs: Input[] = []
      let tick = 0
      for (let i = 0; i < 400; i++) {
        tick += 8 + randomInt(gen, 30)
        inputs.push([tick, exampleActions[randomInt(gen, exampleActions.length)] ?? 0])
      }
      const a = replay(simulation, seed, inputs, 20_000)
      const b = replay(simulation, seed, inputs, 20_000)
      expect(b).toEqual(a)
      expect(a.over).toBe(true)
      const stateOf = () => {
        const state = init(seed)
        let next = 0
        for (let t = 0; t < a.ticks; t++) {
          const input = inputs[next]
          if (input && input[0] === t) {
            step(state, input[1])
            next++
          } else step(state, null)
        }
        return state
      }
      expect(stateOf()).toEqual(stateOf())
    }
  })

  it('replays a three-minute run to its full length from the log alone', () => {
    const seed = 31337
    const { inputs, ticks, state } = play(seed, goodPlayer, 3 * 60 * 60)
    expect(ticks).toBe(10_800)
    const result = replay(simulation, seed, inputs, 10_800)
    expect(result).toEqual({ score: state.score, ticks: 10_800, over: false, unusedInputs: 0 })
  })
})
