import { randomBetween, randomInt } from '@khelahobe/game-kit/random'
import type { Simulation } from '@khelahobe/game-kit/simulation'

/**
 * FreeKick's rules. The pitch is modelled in field units seen from behind the ball: `x` across
 * (the ball stands at x = 180, the goal mouth spans 70..290), `z` from the ball toward the goal
 * (the goal line is at z = 600), `h` up from the grass (the bar is at h = 73). About 30 units
 * make a metre. The renderer projects this with perspective; the rules never need to.
 *
 * A shot is one action: `aimX * 1000 + power`, where `aimX` (0..360, integer) is where the
 * ball's straight line crosses the goal line and `power` (0..100, integer) sets both its speed
 * and its height. The ball flies for `flightTicks(power)` ticks; its height is a fixed-shape
 * parabola scaled by power, so a soft shot stays under the wall's heads and a hard one rises
 * over the bar. The wall (3–4 players, placed by the PRNG for each shot) blocks a ball that
 * reaches its line within its width and under its heads. The keeper walks a triangle wave
 * while the taker aims; once the ball has flown 12 ticks he moves toward its line one unit a
 * tick, and saves it if it reaches the goal line inside his reach (an ellipse, compared with
 * squared distances). Each shot has a 10 s clock, so an idle run ends too (after 111 s).
 * Arithmetic here is `+ - * /`, `Math.floor`, `Math.abs`, `Math.min`, `Math.max` only.
 */

export const world = { width: 360, height: 640 } as const

export const field = {
  ballX: 180,
  goalZ: 600,
  postLeft: 70,
  postRight: 290,
  barH: 73,
  /** Half the thickness of a post or the bar. */
  frame: 3,
  ballR: 4,
  wallH: 56,
  wallPlayerW: 16,
  /** The keeper's feet range over keeperMinX .. keeperMinX + keeperSpan. */
  keeperMinX: 114,
  keeperSpan: 132,
  /** The keeper's reach is an ellipse around (keeperX, keeperH): reachX across, reachH up and down. */
  keeperH: 28,
  reachX: 30,
  reachH: 46,
  /** Once the ball has flown this many ticks the keeper dives toward it, one unit a tick. */
  reactTicks: 12,
} as const

export const shotsPerRound = 10
/** Ten seconds to take each shot; then it is lost, so a run always ends. */
export const aimTicks = 600
/** The result shows this long before the next shot is set up (or the round ends). */
export const pauseTicks = 66
export const maxAimX = 360
export const maxPower = 100
/** The keeper moves in sixteenths of a unit, so his position stays exact. */
const keeperScale = 16
const keeperCycle = 2 * field.keeperSpan * keeperScale

export const phases = { aim: 0, flight: 1, result: 2, over: 3 } as const
export const results = { none: 0, goal: 1, save: 2, wall: 3, wide: 4, over: 5, post: 6, timeout: 7 } as const

export interface State {
  rng: number
  tick: number
  phase: number
  /** Ticks spent in the current phase. */
  phaseTick: number
  /** Shots resolved so far (0..10); the shot being taken is number `shot + 1`. */
  shot: number
  goals: number
  /** The result of each resolved shot, in order. */
  history: number[]
  /** The wall of this shot: its centre across, its distance from the ball, its number of players. */
  wallX: number
  wallZ: number
  wallN: number
  /** The keeper's position on his triangle wave (sixteenths), its step per tick, and his x. */
  keeperU: number
  keeperSpeed: number
  keeperX: number
  aimX: number
  power: number
  flightTicks: number
  ballX: number
  ballZ: number
  ballH: number
  /** The result of the last resolved shot. */
  result: number
}

export const encodeShot = (aimX: number, power: number) => aimX * 1000 + power

export function isShot(action: number): boolean {
  return (
    Number.isInteger(action) &&
    action >= 0 &&
    action % 1000 <= maxPower &&
    Math.floor(action / 1000) <= maxAimX
  )
}

/** Harder shots are faster: from 62 ticks (about 1 s) at power 0 down to 32 at power 100. */
export const flightTicks = (power: number) => 62 - Math.floor((power * 3) / 10)

/**
 * The ball's height at fraction `s` (0..1) of the way to the goal line: a parabola that peaks
 * at 13/9 × power at s = 2/3 and dips to 13/12 × power at the goal line. So about 45..60 clears
 * the wall and stays under the bar, about 61..73 hits the bar, and more goes over.
 */
export const heightAt = (power: number, s: number) => (13 * power * s * (4 - 3 * s)) / 12

/** The ball's x at fraction `s` of the way: a straight line from the spot to the aim point. */
export const acrossAt = (aimX: number, s: number) => field.ballX + (aimX - field.ballX) * s

/** Where the keeper stands `u` sixteenths into his triangle wave. */
export function keeperXAt(u: number): number {
  const half = field.keeperSpan * keeperScale
  const along = u < half ? u : keeperCycle - u
  return field.keeperMinX + along / keeperScale
}

/** The keeper's wave position `ticks` ticks after `u`, at `speed` sixteenths a tick. */
export const keeperUAfter = (u: number, speed: number, ticks: number) => (u + speed * ticks) % keeperCycle

export function wallBlocks(state: State, aimX: number, power: number): boolean {
  const s = state.wallZ / field.goalZ
  const halfWidth = (state.wallN * field.wallPlayerW) / 2 + field.ballR
  return (
    Math.abs(acrossAt(aimX, s) - state.wallX) < halfWidth && heightAt(power, s) < field.wallH + field.ballR
  )
}

/** What a ball crossing the goal line at (x, h) does, with the keeper at `keeperX`. */
export function goalLineResult(x: number, h: number, keeperX: number): number {
  const edge = field.frame + field.ballR
  if (x <= field.postLeft - edge || x >= field.postRight + edge) return results.wide
  if (h >= field.barH + edge) return results.over
  if (Math.abs(x - field.postLeft) < edge || Math.abs(x - field.postRight) < edge || h > field.barH - edge) {
    return results.post
  }
  const dx = x - keeperX
  const dh = h - field.keeperH
  const rx2 = field.reachX * field.reachX
  const rh2 = field.reachH * field.reachH
  if (dx * dx * rh2 + dh * dh * rx2 <= rx2 * rh2) return results.save
  return results.goal
}

function setUpShot(state: State) {
  state.wallN = randomBetween(state, 3, 4)
  state.wallX = randomBetween(state, 150, 210)
  state.wallZ = randomBetween(state, 300, 330)
  state.keeperSpeed = randomBetween(state, 12, 28)
  state.keeperX = keeperXAt(state.keeperU)
  state.phase = phases.aim
  state.phaseTick = 0
  state.ballX = field.ballX
  state.ballZ = 0
  state.ballH = 0
}

function resolve(state: State, result: number) {
  state.result = result
  state.history.push(result)
  state.shot++
  if (result === results.goal) state.goals++
  state.phase = phases.result
  state.phaseTick = 0
}

function shoot(state: State, action: number) {
  state.aimX = Math.floor(action / 1000)
  state.power = action % 1000
  state.flightTicks = flightTicks(state.power)
  state.phase = phases.flight
  state.phaseTick = 0
}

function fly(state: State) {
  const t = ++state.phaseTick
  const total = state.flightTicks
  const s = t / total
  state.ballX = acrossAt(state.aimX, s)
  state.ballZ = field.goalZ * s
  state.ballH = heightAt(state.power, s)
  // The ball reaches the wall's line during exactly one tick: the first with t/total ≥ wallZ/goalZ.
  const wallAt = state.wallZ * total
  if (
    (t - 1) * field.goalZ < wallAt &&
    t * field.goalZ >= wallAt &&
    wallBlocks(state, state.aimX, state.power)
  ) {
    const sw = state.wallZ / field.goalZ
    state.ballX = acrossAt(state.aimX, sw)
    state.ballZ = state.wallZ - field.ballR
    state.ballH = heightAt(state.power, sw)
    resolve(state, results.wall)
    return
  }
  if (t >= total) resolve(state, goalLineResult(state.aimX, state.ballH, state.keeperX))
}

export function init(seed: number): State {
  const state: State = {
    rng: seed,
    tick: 0,
    phase: phases.aim,
    phaseTick: 0,
    shot: 0,
    goals: 0,
    history: [],
    wallX: 180,
    wallZ: 270,
    wallN: 4,
    keeperU: 0,
    keeperSpeed: 0,
    keeperX: field.keeperMinX,
    aimX: field.ballX,
    power: 0,
    flightTicks: 0,
    ballX: field.ballX,
    ballZ: 0,
    ballH: 0,
    result: results.none,
  }
  state.keeperU = randomInt(state, keeperCycle)
  state.keeperX = keeperXAt(state.keeperU)
  setUpShot(state)
  return state
}

export function step(state: State, action: number | null) {
  if (state.phase === phases.over) return
  // Only a shot taken while aiming counts; an action during a flight or a result does nothing.
  if (action !== null && state.phase === phases.aim && isShot(action)) shoot(state, action)
  if (state.phase === phases.aim) {
    state.keeperU = keeperUAfter(state.keeperU, state.keeperSpeed, 1)
    state.keeperX = keeperXAt(state.keeperU)
  } else if (state.phase === phases.flight && state.phaseTick >= field.reactTicks) {
    state.keeperX += Math.max(-1, Math.min(1, state.aimX - state.keeperX))
  }
  if (state.phase === phases.aim) {
    if (++state.phaseTick >= aimTicks) resolve(state, results.timeout)
  } else if (state.phase === phases.flight) {
    fly(state)
  } else if (++state.phaseTick >= pauseTicks) {
    if (state.shot >= shotsPerRound) state.phase = phases.over
    else setUpShot(state)
  }
  state.tick++
}

export const simulation: Simulation<State> = {
  init,
  step,
  isOver: (state) => state.phase === phases.over,
  score: (state) => state.goals,
  isAction: isShot,
  maxInputsPerSecond: 4,
}

/** Valid shots of every kind: low and high, left, centre and right, wide. */
export const exampleActions: readonly number[] = [
  encodeShot(110, 62),
  encodeShot(250, 60),
  encodeShot(180, 55),
  encodeShot(90, 35),
  encodeShot(270, 20),
  encodeShot(200, 95),
  encodeShot(30, 60),
  encodeShot(340, 70),
  encodeShot(140, 0),
  encodeShot(230, 100),
]
