import { random, randomBetween, randomInt } from '@khelahobe/game-kit/random'
import type { Simulation } from '@khelahobe/game-kit/simulation'

/**
 * SharkGame's rules. The world is 360×640 units, one screen; y grows downwards and the sand
 * starts at `seabed`. The score is the number of fish eaten.
 *
 * Actions: a steering target `x * 1024 + y` (integers, 0 ≤ x ≤ 360, 0 ≤ y ≤ 640) while a finger
 * is down, and `releaseAction` when it lifts.
 */

export const worldWidth = 360
export const worldHeight = 640
export const seabed = 606
export const releaseAction = 1023
const targetStride = 1024

export const startRadius = 14
export const maxRadius = 34
/** No bigger fish spawn in the first 2.5 s, so a player who has not started yet is safe. */
export const graceTicks = 150
/** The first shark's warning: an idle player is always caught by it (it hunts the player's height). */
export const firstSharkTicks = 480
export const warnTicks = 60
/** The player being caught plays out for a moment before the run is over. */
export const dyingTicks = 45
export const sharkLength = 160
/** The shark's body as circles: distance behind the nose, radius. */
export const sharkCircles: readonly (readonly [number, number])[] = [
  [22, 16],
  [60, 21],
  [102, 13],
]

/** Contact is forgiving for danger and generous for food: the radii count in part. */
const eatReach = 0.95
const dangerReach = 0.8
const driftSpeed = 0.35

export interface Fish {
  id: number
  x: number
  y: number
  baseY: number
  r: number
  vx: number
  /** Vertical sway: a triangle wave of this amplitude and period (ticks). */
  amp: number
  period: number
  phase: number
  /** Colour scheme, for looks. */
  kind: number
}

export interface Player {
  x: number
  y: number
  vx: number
  vy: number
  r: number
  steering: boolean
  targetX: number
  targetY: number
}

/** Where the shark is: away (waiting to come), announced by a warning sign, or crossing. */
export const SharkPhase = { Away: 0, Warning: 1, Swimming: 2 } as const
export type SharkPhase = (typeof SharkPhase)[keyof typeof SharkPhase]

export interface Shark {
  phase: SharkPhase
  /** Ticks left in the current phase (away or warning). */
  timer: number
  /** The nose. */
  x: number
  y: number
  /** +1 swims to the right (enters on the left), -1 to the left. */
  dir: number
  speed: number
  passes: number
}

/** What caught the player. */
export const Cause = { None: 0, Fish: 1, Shark: 2 } as const
export type Cause = (typeof Cause)[keyof typeof Cause]

export interface State {
  rng: number
  tick: number
  score: number
  player: Player
  fish: Fish[]
  nextFishId: number
  spawnTimer: number
  shark: Shark
  /** Ticks left of being caught; the run is over when it reaches 0 after a catch. */
  dying: number
  over: boolean
  cause: Cause
  /** Where the player was caught (for the look of the end). */
  caughtX: number
  caughtY: number
  /** The last meal, for the renderer's bursts. */
  lastEatTick: number
  lastEatX: number
  lastEatY: number
  lastEatR: number
}

export function encodeTarget(x: number, y: number): number {
  return x * targetStride + y
}

function isTarget(action: number): boolean {
  return Math.floor(action / targetStride) <= worldWidth && action % targetStride <= worldHeight
}

function isAction(action: number): boolean {
  return Number.isInteger(action) && action >= 0 && (action === releaseAction || isTarget(action))
}

export function init(seed: number): State {
  return {
    rng: seed,
    tick: 0,
    score: 0,
    player: {
      x: worldWidth / 2,
      y: 320,
      vx: 0,
      vy: 0,
      r: startRadius,
      steering: false,
      targetX: worldWidth / 2,
      targetY: 320,
    },
    fish: [],
    nextFishId: 1,
    spawnTimer: 20,
    shark: { phase: SharkPhase.Away, timer: firstSharkTicks, x: 0, y: 0, dir: 1, speed: 0, passes: 0 },
    dying: 0,
    over: false,
    cause: Cause.None,
    caughtX: 0,
    caughtY: 0,
    lastEatTick: -1000,
    lastEatX: 0,
    lastEatY: 0,
    lastEatR: 0,
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value))
}

/** The player's swimming room: not through the sides, the surface band or the sand. */
function bounds(r: number) {
  return { minX: r, maxX: worldWidth - r, minY: 24 + r * 0.8, maxY: seabed - r * 0.6 }
}

export function maxSpeed(r: number): number {
  return 3.4 - (r - startRadius) * 0.02
}

/** |(x, y)| by alpha-max-plus-beta-min: exact arithmetic, within 7 % of the true length. */
export function approxLength(x: number, y: number): number {
  const ax = Math.abs(x)
  const ay = Math.abs(y)
  return Math.max(ax, ay) + 0.375 * Math.min(ax, ay)
}

function applyAction(state: State, action: number | null) {
  if (action === null || !isAction(action) || state.dying > 0) return
  const p = state.player
  if (action === releaseAction) {
    p.steering = false
    return
  }
  p.steering = true
  p.targetX = Math.floor(action / targetStride)
  p.targetY = action % targetStride
}

/** Whether a step from `position` to `next` would reach or pass `target` (or leave it). */
function passes(position: number, next: number, target: number): boolean {
  const before = target - position
  return before === 0 || (target - next) * before <= 0
}

function movePlayer(p: Player) {
  const { minX, maxX, minY, maxY } = bounds(p.r)
  if (p.steering) {
    const tx = clamp(p.targetX, minX, maxX)
    const ty = clamp(p.targetY, minY, maxY)
    const dx = tx - p.x
    const dy = ty - p.y
    const d = approxLength(dx, dy)
    if (d <= 0.5) {
      p.x = tx
      p.y = ty
      p.vx = 0
      p.vy = 0
      return
    }
    // Full speed far away, slowing within ~30 units: it eases to a stop on the finger.
    const speed = Math.min(maxSpeed(p.r), Math.max(0.3, d * 0.11))
    const wantX = (dx / d) * speed
    const wantY = (dy / d) * speed
    p.vx += (wantX - p.vx) * 0.3
    p.vy += (wantY - p.vy) * 0.3
    if (passes(p.x, p.x + p.vx, tx)) {
      p.x = tx
      p.vx = 0
    } else p.x += p.vx
    if (passes(p.y, p.y + p.vy, ty)) {
      p.y = ty
      p.vy = 0
    } else p.y += p.vy
  } else {
    if (approxLength(p.vx, p.vy) > driftSpeed) {
      p.vx *= 0.95
      p.vy *= 0.95
    }
    p.x += p.vx
    p.y += p.vy
  }
  // A drifting fish bounces off the edges and keeps drifting; a steered one just stops there.
  if (p.x < minX || p.x > maxX) {
    p.x = clamp(p.x, minX, maxX)
    p.vx = p.steering ? 0 : -p.vx
  }
  if (p.y < minY || p.y > maxY) {
    p.y = clamp(p.y, minY, maxY)
    p.vy = p.steering ? 0 : -p.vy
  }
}

/** A triangle wave in [-1, 1] with the given period: a sway without trigonometry. */
export function triangle(t: number, period: number): number {
  const half = period / 2
  const p = t % period
  return p < half ? (p / half) * 2 - 1 : 3 - (p / half) * 2
}

/** How far into the run the difficulty is, 0 at the start to 1 after two minutes. */
function difficulty(state: State): number {
  return Math.min(state.tick, 7200) / 7200
}

function spawnFish(state: State) {
  const pr = state.player.r
  let small = 0
  let big = 0
  for (const f of state.fish) {
    if (f.r < pr) small++
    else big++
  }
  // The mix shifts towards danger as the player grows, but there is always food and, after
  // the grace time, always something to avoid; a few big fish at a time keep the sea passable.
  const smallChance = 0.72 - (pr - startRadius) * 0.008
  const bigCap = 3 + Math.floor(difficulty(state) * 2)
  let makeSmall: boolean
  if (state.tick < graceTicks || small === 0 || big >= bigCap) makeSmall = true
  else if (big === 0) makeSmall = false
  else makeSmall = random(state) < smallChance

  const r = makeSmall
    ? randomBetween(state, Math.max(6, Math.floor(pr * 0.4)), Math.max(7, Math.floor(pr * 0.8)))
    : randomBetween(state, Math.floor(pr * 1.2) + 1, Math.min(58, Math.floor(pr * 1.7) + 2))
  const fromLeft = randomInt(state, 2) === 0
  const baseY = randomBetween(state, 56, seabed - 26)
  const tenths = makeSmall ? randomBetween(state, 7, 17) : randomBetween(state, 5, 12)
  const speed = (tenths / 10) * (1 + difficulty(state) * 0.5)
  const amp = randomBetween(state, 0, 14)
  const period = randomBetween(state, 90, 200)
  const phase = randomInt(state, period)
  const kind = randomInt(state, 5)
  const y = clamp(baseY + amp * triangle(state.tick + phase, period), 40, seabed - 12)
  state.fish.push({
    id: state.nextFishId++,
    x: fromLeft ? -r * 1.5 : worldWidth + r * 1.5,
    y,
    baseY,
    r,
    vx: fromLeft ? speed : -speed,
    amp,
    period,
    phase,
    kind,
  })
}

function moveFish(state: State) {
  const fish = state.fish
  for (let i = fish.length - 1; i >= 0; i--) {
    const f = fish[i] as Fish
    f.x += f.vx
    f.y = clamp(f.baseY + f.amp * triangle(state.tick + f.phase, f.period), 40, seabed - 12)
    if ((f.vx > 0 && f.x - f.r * 2 > worldWidth) || (f.vx < 0 && f.x + f.r * 2 < 0)) fish.splice(i, 1)
  }
  state.spawnTimer--
  const cap = 8 + Math.floor(Math.min(state.tick, 5400) / 1800)
  if (state.spawnTimer <= 0) {
    if (fish.length < cap) spawnFish(state)
    state.spawnTimer = randomBetween(state, 28, 64) - Math.floor(difficulty(state) * 14)
  }
}

function moveShark(state: State) {
  const s = state.shark
  const p = state.player
  if (s.phase === SharkPhase.Away) {
    if (--s.timer > 0) return
    s.phase = SharkPhase.Warning
    s.timer = warnTicks
    s.dir = randomInt(state, 2) === 0 ? 1 : -1
    s.y = clamp(p.y, 50, seabed - 30)
    s.x = s.dir > 0 ? 0 : worldWidth
    s.speed = 3.6 + Math.min(state.score, 60) * 0.05
    return
  }
  if (s.phase === SharkPhase.Warning) {
    // The warning sign follows the player's height: the shark is hunting.
    s.y = clamp(s.y + clamp(p.y - s.y, -1.2, 1.2), 50, seabed - 30)
    if (--s.timer > 0) return
    s.phase = SharkPhase.Swimming
    s.x = s.dir > 0 ? -8 : worldWidth + 8
    return
  }
  s.x += s.dir * s.speed
  // It keeps homing in on the player's height until its nose is past the player.
  if ((p.x - s.x) * s.dir > 0) s.y = clamp(s.y + clamp(p.y - s.y, -0.5, 0.5), 50, seabed - 30)
  const tail = s.x - s.dir * sharkLength
  if ((s.dir > 0 && tail > worldWidth + 10) || (s.dir < 0 && tail < -10)) {
    s.phase = SharkPhase.Away
    s.passes++
    s.timer = randomBetween(state, 420, 720) - Math.min(state.score, 40) * 4
  }
}

function caught(state: State, cause: Cause) {
  state.cause = cause
  state.dying = dyingTicks
  state.caughtX = state.player.x
  state.caughtY = state.player.y
  state.player.steering = false
  state.player.vx = 0
  state.player.vy = 0
}

function collide(state: State) {
  const p = state.player
  const fish = state.fish
  for (let i = fish.length - 1; i >= 0; i--) {
    const f = fish[i] as Fish
    const dx = f.x - p.x
    const dy = f.y - p.y
    const d2 = dx * dx + dy * dy
    if (f.r < p.r) {
      const reach = (p.r + f.r) * eatReach
      if (d2 < reach * reach) {
        fish.splice(i, 1)
        state.score++
        p.r = Math.min(maxRadius, p.r + f.r * 0.06)
        state.lastEatTick = state.tick
        state.lastEatX = f.x
        state.lastEatY = f.y
        state.lastEatR = f.r
      }
    } else {
      const reach = (p.r + f.r) * dangerReach
      if (d2 < reach * reach) {
        caught(state, Cause.Fish)
        return
      }
    }
  }
  const s = state.shark
  if (s.phase !== SharkPhase.Swimming) return
  for (const [behind, radius] of sharkCircles) {
    const dx = s.x - s.dir * behind - p.x
    const dy = s.y - p.y
    const reach = p.r * dangerReach + radius
    if (dx * dx + dy * dy < reach * reach) {
      caught(state, Cause.Shark)
      return
    }
  }
}

export function step(state: State, action: number | null) {
  if (state.over) return
  applyAction(state, action)
  if (state.dying > 0) {
    moveFish(state)
    if (state.shark.phase === SharkPhase.Swimming) moveShark(state)
    if (--state.dying === 0) state.over = true
  } else {
    movePlayer(state.player)
    moveFish(state)
    moveShark(state)
    collide(state)
  }
  state.tick++
}

export const simulation: Simulation<State> = {
  init,
  step,
  isOver: (state) => state.over,
  score: (state) => state.score,
  isAction,
  maxInputsPerSecond: 15,
}

/** Valid codes for made-up runs: targets around the screen and the finger lifting. */
export const exampleActions: readonly number[] = [
  encodeTarget(60, 90),
  encodeTarget(300, 90),
  encodeTarget(180, 320),
  encodeTarget(40, 560),
  encodeTarget(320, 560),
  encodeTarget(180, 600),
  releaseAction,
]
