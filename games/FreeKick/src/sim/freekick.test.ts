import { random, randomInt } from '@khelahobe/game-kit/random'
import { type Input, replay } from '@khelahobe/game-kit/simulation'
import { describe, expect, it } from 'vitest'
import {
  aimTicks,
  encodeShot,
  exampleActions,
  field,
  flightTicks,
  heightAt,
  keeperXAt,
  pauseTicks,
  phases,
  results,
  type State,
  shotsPerRound,
  simulation,
} from './index.ts'

/** A fresh run with this shot's wall and keeper placed by hand. */
function setUp(wall: { x: number; z?: number; n?: number }, keeperU: number, keeperSpeed = 12): State {
  const state = simulation.init(7)
  state.wallX = wall.x
  state.wallZ = wall.z ?? 300
  state.wallN = wall.n ?? 4
  state.keeperU = keeperU
  state.keeperSpeed = keeperSpeed
  state.keeperX = keeperXAt(keeperU)
  return state
}

/** Takes one shot now and plays it out; returns the result. */
function shootOut(state: State, aimX: number, power: number): number {
  simulation.step(state, encodeShot(aimX, power))
  while (state.phase === phases.flight) simulation.step(state, null)
  return state.result
}

/** Steps a run tick by tick as the browser's loop and the server's replay do; returns the state. */
function play(seed: number, inputs: readonly Input[], maxTicks: number): State {
  const state = simulation.init(seed)
  let next = 0
  for (let tick = 0; tick < maxTicks && !simulation.isOver(state); tick++) {
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

/** Random valid actions at random ticks, from a fixed seed: a run nobody aimed. */
function randomRun(seed: number, count: number, spread: number): Input[] {
  const gen = { rng: seed }
  const inputs: Input[] = []
  let tick = 0
  for (let i = 0; i < count; i++) {
    tick += 1 + randomInt(gen, spread)
    inputs.push([tick, exampleActions[randomInt(gen, exampleActions.length)] ?? 0])
  }
  return inputs
}

describe('a shot', () => {
  it('scores when aimed over the wall and away from the keeper', () => {
    // Wall on the left, keeper at the left post: a chip to the right corner goes in.
    const state = setUp({ x: 150 }, 0)
    expect(shootOut(state, 260, 52)).toBe(results.goal)
    expect(simulation.score(state)).toBe(1)
    expect(state.ballZ).toBe(field.goalZ)
    expect(state.ballH).toBeLessThan(field.barH)
  })

  it('scores low around the wall into the corner the keeper left', () => {
    const state = setUp({ x: 205 }, field.keeperSpan * 16)
    expect(state.keeperX).toBeGreaterThan(200)
    simulation.step(state, null)
    expect(shootOut(state, 90, 20)).toBe(results.goal)
    expect(simulation.score(state)).toBe(1)
  })

  it('is saved when struck at the keeper', () => {
    const state = setUp({ x: 210 }, field.keeperSpan * 8, 16)
    simulation.step(state, null)
    expect(shootOut(state, Math.round(state.keeperX), 50)).toBe(results.save)
    expect(simulation.score(state)).toBe(0)
  })

  it('is saved when the keeper can dive to it in time', () => {
    // Aimed 30 units beside him: he starts to move after 12 ticks and covers the rest.
    const state = setUp({ x: 150 }, field.keeperSpan * 8, 0)
    expect(state.keeperX).toBe(180)
    expect(shootOut(state, 220, 50)).toBe(results.save)
  })

  it('is blocked by the wall when it is too weak to rise over it', () => {
    const state = setUp({ x: 180 }, 0)
    expect(shootOut(state, 180, 20)).toBe(results.wall)
    expect(state.ballZ).toBeLessThan(state.wallZ)
    expect(state.ballH).toBeLessThan(field.wallH)
    expect(simulation.score(state)).toBe(0)
    // The same shot with enough power clears it.
    expect(shootOut(setUp({ x: 180 }, 0), 180, 50)).not.toBe(results.wall)
  })

  it('misses when far wide, too powerful, or on the frame', () => {
    expect(shootOut(setUp({ x: 180 }, 0), 20, 50)).toBe(results.wide)
    expect(shootOut(setUp({ x: 180 }, 0), 345, 10)).toBe(results.wide)
    expect(shootOut(setUp({ x: 150 }, 0), 260, 90)).toBe(results.over)
    expect(shootOut(setUp({ x: 150 }, 0), 260, 66)).toBe(results.post)
    expect(shootOut(setUp({ x: 150 }, 0), field.postRight, 50)).toBe(results.post)
  })

  it('flies longer when softer, and rises with power', () => {
    expect(flightTicks(0)).toBe(62)
    expect(flightTicks(100)).toBe(32)
    expect(heightAt(60, 1)).toBeLessThan(field.barH - field.frame - field.ballR)
    expect(heightAt(45, 0.5)).toBeGreaterThan(field.wallH + field.ballR)
    expect(heightAt(40, 0.5)).toBeLessThan(field.wallH + field.ballR)
  })

  it('takes exactly the flight time, then the pause', () => {
    const state = setUp({ x: 150 }, 0)
    const start = state.tick
    shootOut(state, 260, 52)
    expect(state.tick - start).toBe(flightTicks(52))
    for (let i = 1; i < pauseTicks; i++) simulation.step(state, null)
    expect(state.phase).toBe(phases.result)
    simulation.step(state, null)
    expect(state.phase).toBe(phases.aim)
    expect(state.ballZ).toBe(0)
  })
})

describe('the round', () => {
  it('ends after exactly ten shots have resolved', () => {
    const state = simulation.init(99)
    let shots = 0
    while (!simulation.isOver(state)) {
      const aiming = state.phase === phases.aim
      simulation.step(state, aiming ? (exampleActions[shots % exampleActions.length] ?? 0) : null)
      if (aiming) shots++
      expect(state.tick).toBeLessThan(10_000)
    }
    expect(shots).toBe(shotsPerRound)
    expect(state.history).toHaveLength(shotsPerRound)
    expect(state.shot).toBe(shotsPerRound)
    expect(simulation.score(state)).toBe(state.history.filter((r) => r === results.goal).length)
  })

  it('loses a shot not taken in time, so an idle run ends too', () => {
    const run = replay(simulation, 5, [], 100_000)
    expect(run).toMatchObject({ over: true, score: 0, ticks: shotsPerRound * (aimTicks + pauseTicks) })
    const state = play(5, [], 100_000)
    expect(state.history).toEqual(Array(shotsPerRound).fill(results.timeout))
  })

  it('ignores actions during a flight and during the result, which still count as inputs', () => {
    const shot = encodeShot(260, 52)
    const clean: Input[] = [[10, shot]]
    const noisy: Input[] = [
      [10, shot],
      [11, encodeShot(100, 100)],
      [30, 5],
      [70, shot],
      [90, shot],
    ]
    for (let ticks = 11; ticks < 150; ticks += 7) {
      expect(play(3, noisy, ticks)).toEqual(play(3, clean, ticks))
    }
    const later = play(3, [...noisy, [200, shot]], 300)
    expect(later.shot).toBe(2)
  })

  it('gives the same goals for the same seed and the same aim, and other setups for other seeds', () => {
    const a = simulation.init(1)
    const b = simulation.init(2)
    expect([a.wallX, a.wallZ, a.wallN, a.keeperU]).not.toEqual([b.wallX, b.wallZ, b.wallN, b.keeperU])
    for (let i = 0; i < 10; i++) {
      const next = simulation.init(1)
      expect(next).toEqual(a)
    }
  })
})

describe('the action codes', () => {
  it('accepts aim 0..360 and power 0..100', () => {
    for (const action of exampleActions) expect(simulation.isAction(action)).toBe(true)
    for (const action of [0, 100, 180_055, 360_000, 360_100]) expect(simulation.isAction(action)).toBe(true)
  })

  it('refuses anything else', () => {
    for (const action of [
      -1,
      101,
      999,
      1_101,
      361_000,
      360_101,
      1.5,
      180_055.5,
      Number.NaN,
      Infinity,
      2 ** 31,
    ]) {
      expect(simulation.isAction(action)).toBe(false)
    }
  })

  it('keeps a human rate', () => {
    expect(simulation.maxInputsPerSecond).toBe(4)
  })
})

describe('determinism and fairness', () => {
  it('replays a random run identically: score, ticks and state', () => {
    const inputs = randomRun(2024, 60, 90)
    const first = replay(simulation, 4242, inputs, 100_000)
    const second = replay(simulation, 4242, inputs, 100_000)
    expect(second).toEqual(first)
    expect(first.over).toBe(true)
    expect(play(4242, inputs, 100_000)).toEqual(play(4242, inputs, 100_000))
  })

  it('plays fair over many seeds: aimed shots score, random ones mostly do not', () => {
    let aimed = 0
    let wild = 0
    const gen = { rng: 11 }
    for (let seed = 0; seed < 40; seed++) {
      // Aimed: chip to the corner away from the keeper and the wall.
      const state = simulation.init(seed)
      const far = state.keeperX < 180 ? 262 : 98
      if (shootOut(state, far, 52) === results.goal) aimed++
      const other = simulation.init(seed)
      const aim = Math.floor(random(gen) * 361)
      if (shootOut(other, aim, randomInt(gen, 101)) === results.goal) wild++
    }
    expect(aimed).toBeGreaterThan(28)
    expect(wild).toBeLessThan(16)
  })

  it('ends every round within ten shot clocks, so a 3-minute cap covers it', () => {
    // A round cannot outlast ten shot clocks (111 s); a 3-minute cap covers it whole.
    const inputs = randomRun(77, 40, 300)
    for (let i = 0; i < 20; i++) {
      const idle = replay(simulation, 1 + i, [], 10_800)
      const busy = replay(simulation, 1 + i, inputs, 10_800)
      expect(idle.ticks).toBe(6_660)
      expect(busy.over).toBe(true)
    }
  })
})
