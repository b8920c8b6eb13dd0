import type { Input } from '@khelahobe/game-kit/simulation'
import {
  encodeTarget,
  init,
  maxSpeed,
  SharkPhase,
  type State,
  seabed,
  sharkCircles,
  step,
  worldWidth,
} from './index.ts'

/**
 * A scripted player for tests and benchmarks: every 5 ticks it picks, among points around the
 * fish, the one whose straight path keeps clear of bigger fish and the shark and gets closest
 * to food. It makes honest inputs (at most 12 a second), so its runs replay like a person's.
 */
const offsets = [-96, -48, 0, 48, 96]
const horizon = [6, 12, 20, 30, 45]
const decideEvery = 5

function cost(state: State, cx: number, cy: number): number {
  const p = state.player
  const dx = cx - p.x
  const dy = cy - p.y
  const span = Math.max(Math.abs(dx), Math.abs(dy), 1)
  const speed = maxSpeed(p.r)
  const s = state.shark
  let total = ((cx - 180) * (cx - 180) + (cy - 330) * (cy - 330)) * 0.0004
  for (const t of horizon) {
    const k = Math.min(1, (t * speed) / span)
    const px = p.x + dx * k
    const py = p.y + dy * k
    for (const f of state.fish) {
      const fx = f.x + f.vx * t
      const gx = fx - px
      const gy = f.y - py
      const d2 = gx * gx + gy * gy
      if (f.r >= p.r) {
        const reach = p.r + f.r + f.amp + 10
        if (d2 < reach * reach) total += 5000 / t
        total += 20000 / (d2 + 100)
      } else if (t === 20) {
        total += Math.min(d2, 40000) * 0.001
      }
    }
    if (s.phase !== SharkPhase.Away) {
      const ahead = s.phase === SharkPhase.Warning ? t - s.timer : t
      if (ahead > -30) {
        const start = s.phase === SharkPhase.Warning ? (s.dir > 0 ? -8 : worldWidth + 8) : s.x
        const nose = start + s.dir * s.speed * Math.max(0, ahead)
        for (const [behind, radius] of sharkCircles) {
          const gx = nose - s.dir * behind - px
          const gy = s.y - py
          const reach = p.r + radius + 26
          if (gx * gx + gy * gy < reach * reach) total += 8000 / t
        }
        const band = Math.abs(s.y - py)
        if (band < 70) total += (70 - band) * 4
      }
    }
  }
  return total
}

function decide(state: State): number {
  const p = state.player
  let best = Number.POSITIVE_INFINITY
  let bx = p.x
  let by = p.y
  for (const ox of offsets) {
    for (const oy of offsets) {
      const cx = Math.round(Math.min(worldWidth - p.r, Math.max(p.r, p.x + ox)))
      const cy = Math.round(Math.min(seabed - p.r, Math.max(30 + p.r, p.y + oy)))
      const c = cost(state, cx, cy)
      if (c < best) {
        best = c
        bx = cx
        by = cy
      }
    }
  }
  return encodeTarget(bx, by)
}

export function autopilotRun(seed: number, maxTicks: number) {
  const state = init(seed)
  const inputs: Input[] = []
  let last = -1
  let ticks = 0
  while (ticks < maxTicks && !state.over) {
    let action: number | null = null
    if (ticks % decideEvery === 0 && state.dying === 0) {
      const next = decide(state)
      if (next !== last) {
        action = next
        last = next
        inputs.push([ticks, next])
      }
    }
    step(state, action)
    ticks++
  }
  return { inputs, ticks, score: state.score, over: state.over }
}
