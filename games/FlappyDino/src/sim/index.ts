import { randomBetween } from '@khelahobe/game-kit/random'
import type { Simulation } from '@khelahobe/game-kit/simulation'

/**
 * FlappyDino's rules. The world is 360×720 units, y pointing down; the ground's top is at
 * `groundY`. Velocities are in units per tick and accelerations in units per tick², so one
 * `step` is exactly 1/60 s whatever the screen does. Only + − × ÷, floor/ceil, min/max and
 * comparisons touch the numbers that decide a run: the server replays runs with this module.
 */

export const worldWidth = 360
export const worldHeight = 720
export const groundY = 620

/** The dino stays at one x; the world scrolls past it. */
export const dinoX = 100
/** The hitbox: a circle a little smaller than the drawing, so a graze that looks clear is clear. */
export const dinoRadius = 13
export const startY = 300

export const gravity = 0.36
/** Up speed a tap sets. With gravity it gives a 40-unit hop; a tap every 29 ticks (≈0.5 s) keeps level. */
export const jumpSpeed = -5.4
export const maxFallSpeed = 7.2

export const pillarWidth = 62
/** Horizontal distance between consecutive pillar pairs (left edge to left edge). */
export const pillarSpacing = 220
/**
 * Where the first pair starts: its left edge reaches the dino's nose after 120 ticks (2 s) at
 * the start speed, so a player has time to find the rhythm.
 */
export const firstPillarX = dinoX + dinoRadius + 2.6 * 120

export const speedStart = 2.6
export const speedStep = 0.03
export const speedMax = 3.5

/** The gap's height: roomy at first, narrowing a little with each point down to a comfortable floor. */
export const gapStart = 164
export const gapStep = 2
export const gapMin = 136
/** Gap edges keep clear of the top of the world and of the ground. */
export const gapMarginTop = 64
export const gapMarginBottom = 54
/** How far one gap's centre may be from the previous one's, so a climb is always in reach. */
export const maxGapShift = 120

/** After a crash the dino tumbles for this long (the crash is shown), then the run is over. */
export const crashTicks = 40

export const jumpAction = 0

export interface Pillar {
  /** Left edge. */
  x: number
  /** Centre of the gap. */
  gapY: number
  /** Height of the gap. */
  gap: number
  scored: boolean
}

/** What ended the flight: none yet, a pillar, the ground, the top of the world. */
export const Crash = { None: 0, Pillar: 1, Ground: 2, Ceiling: 3 } as const
export type Crash = (typeof Crash)[keyof typeof Crash]

export interface State {
  rng: number
  tick: number
  /** The dino's centre. */
  y: number
  vy: number
  score: number
  speed: number
  /** How far the world has scrolled: the renderer's parallax reads it. */
  distance: number
  pillars: Pillar[]
  /** Centre of the last gap made, for the limit on the next one. */
  lastGapY: number
  jumps: number
  lastJumpTick: number
  crash: Crash
  crashTick: number
  over: boolean
}

export function speedFor(score: number): number {
  return Math.min(speedMax, speedStart + score * speedStep)
}

export function gapFor(score: number): number {
  return Math.max(gapMin, gapStart - score * gapStep)
}

function addPillar(state: State, x: number) {
  const gap = gapFor(state.score)
  const lowest = gapMarginTop + gap / 2
  const highest = groundY - gapMarginBottom - gap / 2
  const from = Math.ceil(Math.max(lowest, state.lastGapY - maxGapShift))
  const to = Math.floor(Math.min(highest, state.lastGapY + maxGapShift))
  const gapY = randomBetween(state, Math.min(from, to), to)
  state.lastGapY = gapY
  state.pillars.push({ x, gapY, gap, scored: false })
}

/** Whether the dino's circle at height `y` overlaps the box [left, right] × [top, bottom]: squared distances only. */
export function circleHitsBox(y: number, left: number, top: number, right: number, bottom: number): boolean {
  const nearestX = Math.max(left, Math.min(dinoX, right))
  const nearestY = Math.max(top, Math.min(y, bottom))
  const dx = dinoX - nearestX
  const dy = y - nearestY
  return dx * dx + dy * dy < dinoRadius * dinoRadius
}

/** Whether the dino at height `y` touches either pillar of a pair. */
export function hitsPillar(pillar: Pillar, y: number): boolean {
  const right = pillar.x + pillarWidth
  const half = pillar.gap / 2
  return (
    circleHitsBox(y, pillar.x, -1e6, right, pillar.gapY - half) ||
    circleHitsBox(y, pillar.x, pillar.gapY + half, right, groundY)
  )
}

/** The first pair the dino has not yet passed (its gap is the one to aim for), or undefined. */
export function nextPillar(state: State): Pillar | undefined {
  for (const pillar of state.pillars) if (pillar.x + pillarWidth > dinoX - dinoRadius) return pillar
  return undefined
}

function init(seed: number): State {
  const state: State = {
    rng: seed,
    tick: 0,
    y: startY,
    // The run opens with a hop, so the dino is seen taking off rather than dropping.
    vy: jumpSpeed,
    score: 0,
    speed: speedStart,
    distance: 0,
    pillars: [],
    lastGapY: startY,
    jumps: 0,
    lastJumpTick: 0,
    crash: Crash.None,
    crashTick: 0,
    over: false,
  }
  addPillar(state, firstPillarX)
  return state
}

function fall(state: State) {
  state.vy = Math.min(state.vy + gravity, maxFallSpeed)
  state.y += state.vy
}

function crash(state: State, kind: Crash) {
  state.crash = kind
  state.crashTick = state.tick
  if (kind === Crash.Pillar) state.vy = Math.min(state.vy, -2.5)
  else state.vy = 0
}

function step(state: State, action: number | null) {
  if (state.over) return
  state.tick++

  if (state.crash !== Crash.None) {
    // The tumble after a crash: inputs do nothing, the world stands still, the dino drops to the ground.
    fall(state)
    if (state.y > groundY - dinoRadius) state.y = groundY - dinoRadius
    if (state.tick - state.crashTick >= crashTicks) state.over = true
    return
  }

  if (action === jumpAction) {
    state.vy = jumpSpeed
    state.jumps++
    state.lastJumpTick = state.tick
  }
  fall(state)

  const speed = speedFor(state.score)
  state.speed = speed
  state.distance += speed
  const pillars = state.pillars
  for (const pillar of pillars) pillar.x -= speed
  while (pillars.length > 0 && (pillars[0] as Pillar).x + pillarWidth < -20) pillars.shift()
  const last = pillars[pillars.length - 1]
  if (!last) addPillar(state, worldWidth + pillarSpacing)
  else if (last.x < worldWidth) addPillar(state, last.x + pillarSpacing)

  if (state.y + dinoRadius >= groundY) {
    state.y = groundY - dinoRadius
    crash(state, Crash.Ground)
    return
  }
  if (state.y - dinoRadius <= 0) {
    crash(state, Crash.Ceiling)
    return
  }
  for (const pillar of pillars) {
    if (pillar.x > dinoX + dinoRadius) break
    if (hitsPillar(pillar, state.y)) {
      crash(state, Crash.Pillar)
      return
    }
  }
  for (const pillar of pillars) {
    if (!pillar.scored && pillar.x + pillarWidth < dinoX) {
      pillar.scored = true
      state.score++
    }
  }
}

export const simulation: Simulation<State> = {
  init,
  step,
  isOver: (state) => state.over,
  score: (state) => state.score,
  isAction: (action) => action === jumpAction,
  maxInputsPerSecond: 12,
}

/** The only action is a jump. */
export const exampleActions: readonly number[] = [jumpAction]
