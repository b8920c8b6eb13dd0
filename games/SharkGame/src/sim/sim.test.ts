import { random, randomInt } from '@khelahobe/game-kit/random'
import { type Input, replay } from '@khelahobe/game-kit/simulation'
import { describe, expect, it } from 'vitest'
import { autopilotRun } from './autopilot.ts'
import {
  Cause,
  dyingTicks,
  encodeTarget,
  exampleActions,
  type Fish,
  graceTicks,
  init,
  maxRadius,
  releaseAction,
  SharkPhase,
  type State,
  simulation,
  startRadius,
  step,
} from './index.ts'

/** A state with nothing around: no fish coming and no shark for a long while. */
function calmSea(seed = 1): State {
  const state = init(seed)
  state.spawnTimer = 1_000_000
  state.shark.timer = 1_000_000
  return state
}

function fishAt(state: State, x: number, y: number, r: number, vx = 0): Fish {
  const fish: Fish = { id: 999, x, y, baseY: y, r, vx, amp: 0, period: 100, phase: 0, kind: 0 }
  state.fish.push(fish)
  return fish
}

function run(seed: number, inputs: readonly Input[], maxTicks: number): State {
  const state = simulation.init(seed)
  let next = 0
  for (let tick = 0; tick < maxTicks && !state.over; tick++) {
    const input = inputs[next]
    let action: number | null = null
    if (input && input[0] === tick) {
      action = input[1]
      next++
    }
    simulation.step(state, action)
  }
  return state
}

function randomRun(seed: number, ticks: number): Input[] {
  const gen = { rng: seed }
  const inputs: Input[] = []
  for (let tick = 0; tick < ticks; tick += 4 + randomInt(gen, 30)) {
    const action =
      random(gen) < 0.5
        ? (exampleActions[randomInt(gen, exampleActions.length)] as number)
        : encodeTarget(randomInt(gen, 361), randomInt(gen, 641))
    inputs.push([tick, action])
  }
  return inputs
}

describe('eating', () => {
  it('eats a smaller fish it touches: the score goes up and the player grows', () => {
    const state = calmSea()
    const { x, y } = state.player
    fishAt(state, x + 14, y, 6)
    step(state, null)
    expect(state.score).toBe(1)
    expect(state.fish).toHaveLength(0)
    expect(state.player.r).toBeGreaterThan(startRadius)
    expect(state.over).toBe(false)
    expect(state.lastEatTick).toBe(0)
  })

  it('does not eat a small fish that is not touching', () => {
    const state = calmSea()
    fishAt(state, state.player.x + 40, state.player.y, 6)
    step(state, null)
    expect(state.score).toBe(0)
    expect(state.fish).toHaveLength(1)
  })

  it('grows only up to the cap', () => {
    const state = calmSea()
    for (let i = 0; i < 200; i++) {
      fishAt(state, state.player.x, state.player.y, state.player.r - 1)
      step(state, null)
    }
    expect(state.score).toBe(200)
    expect(state.player.r).toBe(maxRadius)
  })
})

describe('being eaten', () => {
  it('ends the game when a bigger fish touches the player, after a short catch', () => {
    const state = calmSea()
    fishAt(state, state.player.x + 20, state.player.y, 20)
    step(state, encodeTarget(300, 300))
    expect(state.cause).toBe(Cause.Fish)
    expect(state.score).toBe(0)
    expect(simulation.isOver(state)).toBe(false)
    for (let i = 0; i < dyingTicks; i++) step(state, encodeTarget(20, 20))
    expect(simulation.isOver(state)).toBe(true)
    expect(state.tick).toBe(dyingTicks + 1)
  })

  it('a fish of the same size is not food', () => {
    const state = calmSea()
    fishAt(state, state.player.x + 10, state.player.y, startRadius)
    step(state, null)
    expect(state.cause).toBe(Cause.Fish)
  })

  it('ends the game when the shark reaches the player', () => {
    const state = calmSea()
    state.shark.timer = 1
    for (let i = 0; i < 600 && state.dying === 0; i++) step(state, null)
    expect(state.cause).toBe(Cause.Shark)
    expect(state.shark.phase).toBe(SharkPhase.Swimming)
    for (let i = 0; i < dyingTicks; i++) step(state, null)
    expect(state.over).toBe(true)
  })

  it('warns a second before the shark enters, at the height it comes at', () => {
    const state = calmSea()
    state.shark.timer = 1
    step(state, null)
    expect(state.shark.phase).toBe(SharkPhase.Warning)
    for (let i = 0; i < 59; i++) step(state, null)
    expect(state.shark.phase).toBe(SharkPhase.Warning)
    step(state, null)
    expect(state.shark.phase).toBe(SharkPhase.Swimming)
  })

  it('lets a player who swims away from the shark live', () => {
    const state = calmSea()
    state.player.y = 100
    state.shark.timer = 1
    step(state, null)
    // The shark comes at the player's height; the player dives away once warned.
    for (let i = 0; i < 300; i++) step(state, encodeTarget(180, 590))
    expect(state.cause).toBe(Cause.None)
    expect(state.shark.passes).toBe(1)
  })
})

describe('steering', () => {
  it('swims towards the target and eases to a stop on it without overshooting', () => {
    const state = calmSea()
    const target = { x: 300, y: 500 }
    let distance = Number.POSITIVE_INFINITY
    step(state, encodeTarget(target.x, target.y))
    for (let i = 0; i < 240; i++) {
      const p = state.player
      expect(p.x).toBeLessThanOrEqual(target.x)
      expect(p.y).toBeLessThanOrEqual(target.y)
      const now = (target.x - p.x) ** 2 + (target.y - p.y) ** 2
      expect(now).toBeLessThanOrEqual(distance)
      distance = now
      step(state, null)
    }
    expect(state.player).toMatchObject({ x: target.x, y: target.y, vx: 0, vy: 0 })
  })

  it('keeps to the top speed and slows near the target', () => {
    const state = calmSea()
    step(state, encodeTarget(20, 320))
    const speeds: number[] = []
    for (let i = 0; i < 80; i++) {
      const before = state.player.x
      step(state, null)
      speeds.push(before - state.player.x)
    }
    expect(Math.max(...speeds)).toBeLessThanOrEqual(3.4)
    expect(Math.max(...speeds)).toBeGreaterThan(3)
    expect(speeds.at(-1)).toBeLessThan(0.5)
  })

  it('keeps drifting slowly after the finger lifts', () => {
    const state = calmSea()
    step(state, encodeTarget(20, 320))
    for (let i = 0; i < 10; i++) step(state, null)
    step(state, releaseAction)
    for (let i = 0; i < 200; i++) step(state, null)
    const { vx } = state.player
    expect(vx).toBeLessThan(0)
    expect(vx).toBeGreaterThan(-0.4)
    const x = state.player.x
    step(state, null)
    expect(state.player.x).toBeLessThan(x)
  })

  it('stays inside the sea', () => {
    const state = calmSea()
    step(state, encodeTarget(0, 640))
    for (let i = 0; i < 300; i++) step(state, null)
    expect(state.player.x).toBe(state.player.r)
    expect(state.player.y).toBeLessThan(606)
  })
})

describe('the sea', () => {
  it('spawns the same fish from the same seed, and others from another', () => {
    const a = init(77)
    const b = init(77)
    const c = init(78)
    for (let i = 0; i < 400; i++) {
      step(a, null)
      step(b, null)
      step(c, null)
    }
    expect(a.fish.length).toBeGreaterThan(2)
    expect(b.fish).toEqual(a.fish)
    expect(c.fish).not.toEqual(a.fish)
  })

  it('brings fish from both sides, food first and danger after the grace time', () => {
    const sides = new Set<number>()
    let bigBeforeGrace = 0
    let small = 0
    let big = 0
    for (let seed = 1; seed <= 30; seed++) {
      const state = calmSea(seed)
      state.spawnTimer = 20
      const seen = new Set<number>()
      for (let tick = 0; tick < 900; tick++) {
        step(state, null)
        for (const f of state.fish) {
          if (seen.has(f.id)) continue
          seen.add(f.id)
          sides.add(Math.sign(f.vx))
          if (f.r >= state.player.r) {
            big++
            if (tick < graceTicks) bigBeforeGrace++
          } else small++
        }
      }
    }
    expect([...sides].sort()).toEqual([-1, 1])
    expect(bigBeforeGrace).toBe(0)
    expect(small).toBeGreaterThan(big)
    expect(big).toBeGreaterThan(0)
  })

  it('ends a run without input: safe for a couple of seconds, eaten within 20 s', () => {
    for (let seed = 0; seed < 100; seed++) {
      const result = replay(simulation, seed * 7919, [], 20 * 60)
      expect(result.over).toBe(true)
      expect(result.ticks).toBeGreaterThan(3 * 60)
    }
  })
})

describe('actions', () => {
  it('accepts targets on the screen and the release', () => {
    for (const action of exampleActions) expect(simulation.isAction(action)).toBe(true)
    expect(simulation.isAction(encodeTarget(0, 0))).toBe(true)
    expect(simulation.isAction(encodeTarget(360, 640))).toBe(true)
    expect(simulation.isAction(releaseAction)).toBe(true)
  })

  it('refuses anything else', () => {
    for (const action of [
      -1,
      0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      encodeTarget(361, 0),
      encodeTarget(0, 641),
      encodeTarget(5, 1000),
      2 ** 31,
    ]) {
      expect(simulation.isAction(action)).toBe(false)
    }
  })

  it('ignores an invalid code if one ever reaches the step', () => {
    const state = calmSea()
    step(state, encodeTarget(0, 900))
    expect(state.player.steering).toBe(false)
  })
})

describe('replay', () => {
  it('is deterministic: the same random run twice gives the same score, ticks and state', () => {
    for (const seed of [3, 1234, 987_654]) {
      const inputs = randomRun(seed, 6000)
      const first = replay(simulation, seed, inputs, 20_000)
      const second = replay(simulation, seed, inputs, 20_000)
      expect(second).toEqual(first)
      expect(first.over).toBe(true)
      expect(run(seed, inputs, first.ticks)).toEqual(run(seed, inputs, first.ticks))
    }
  })

  it('replays what the autopilot played, input for input', () => {
    const played = autopilotRun(9, 5000)
    const result = replay(simulation, 9, played.inputs, played.ticks)
    expect(result).toMatchObject({ score: played.score, ticks: played.ticks, unusedInputs: 0 })
    expect(played.inputs.length).toBeLessThanOrEqual((played.ticks / 60) * simulation.maxInputsPerSecond + 10)
  })

  it('replays a 3-minute run to the same score and length', () => {
    // The first seed on which the autopilot lasts the whole 3 minutes.
    let seed = 1
    let played = autopilotRun(seed, 10_800)
    while (played.over && seed < 40) played = autopilotRun(++seed, 10_800)
    expect(played.ticks).toBe(10_800)
    expect(played.score).toBeGreaterThan(30)
    const result = replay(simulation, seed, played.inputs, played.ticks)
    expect(result).toMatchObject({ score: played.score, ticks: 10_800, over: false })
  })
})
