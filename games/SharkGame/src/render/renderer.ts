import { bengaliNumber } from '@khelahobe/game-kit/bengali'
import { fitWorld, type Viewport } from '@khelahobe/game-kit/canvas'
import type { Renderer } from '@khelahobe/game-kit/run'
import {
  Cause,
  dyingTicks,
  SharkPhase,
  type State,
  seabed,
  warnTicks,
  worldHeight,
  worldWidth,
} from '../sim/index.ts'
import { paintBackground, type Visible } from './background.ts'
import { createStyles, drawFish, drawPlayer, drawShark } from './creatures.ts'

const TAU = Math.PI * 2

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  born: number
  life: number
  r: number
  kind: number
}

interface Bubble {
  x: number
  speed: number
  r: number
  phase: number
}

interface Weed {
  x: number
  h: number
  w: number
  colour: string
  phase: number
}

const particleColours = ['rgba(255, 250, 210, 0.9)', 'rgba(190, 240, 255, 0.85)', 'rgba(255, 120, 110, 0.9)']

export function createRenderer(ctx: CanvasRenderingContext2D, viewport: Viewport): Renderer<State> {
  const styles = createStyles(ctx)
  let fit = fitWorld(viewport, worldWidth, worldHeight)
  const visible: Visible = { left: 0, top: 0, right: worldWidth, bottom: worldHeight }
  let background: HTMLCanvasElement | null = null
  let sizeKey = ''
  // The world transform in device pixels: x' = k·x + ox, y' = k·y + oy.
  let k = 1
  let ox = 0
  let oy = 0

  const bubbles: Bubble[] = Array.from({ length: 18 }, () => ({
    x: Math.random() * worldWidth,
    speed: 14 + Math.random() * 26,
    r: 1.4 + Math.random() * 3.2,
    phase: Math.random() * 2000,
  }))
  const backWeeds: Weed[] = [
    { x: 84, h: 92, w: 13, colour: '#1d7042', phase: 0 },
    { x: 100, h: 62, w: 10, colour: '#26864c', phase: 1.3 },
    { x: 168, h: 54, w: 10, colour: '#26864c', phase: 2.6 },
    { x: 262, h: 104, w: 14, colour: '#1a663c', phase: 2.1 },
    { x: 280, h: 70, w: 11, colour: '#2a9152', phase: 0.7 },
  ]
  const frontWeeds: Weed[] = [
    { x: 8, h: 100, w: 16, colour: '#2f9a58', phase: 0.4 },
    { x: 28, h: 66, w: 13, colour: '#3db36a', phase: 1.9 },
    { x: 334, h: 88, w: 15, colour: '#2f9a58', phase: 2.7 },
    { x: 353, h: 58, w: 12, colour: '#47c177', phase: 0.9 },
  ]
  const particles: Particle[] = Array.from({ length: 64 }, () => ({
    x: 0,
    y: 0,
    vx: 0,
    vy: 0,
    born: -1e9,
    life: 1,
    r: 1,
    kind: 0,
  }))
  let nextParticle = 0
  const plusOne = `+${bengaliNumber(1)}`

  // What the renderer remembers between frames, for effects the rules do not keep.
  let seenTick = -1
  let seenEat = -1000
  let eatAt = -1e9
  let eatX = 0
  let eatY = 0
  let caughtAt = -1e9
  let facing = 1
  let trailAt = 0

  function resize() {
    const key = `${viewport.width}x${viewport.height}@${viewport.pixelRatio}`
    if (key === sizeKey && background) return
    sizeKey = key
    fit = fitWorld(viewport, worldWidth, worldHeight)
    visible.left = -fit.offsetX / fit.scale
    visible.top = -fit.offsetY / fit.scale
    visible.right = (viewport.width - fit.offsetX) / fit.scale
    visible.bottom = (viewport.height - fit.offsetY) / fit.scale
    k = viewport.pixelRatio * fit.scale
    ox = viewport.pixelRatio * fit.offsetX
    oy = viewport.pixelRatio * fit.offsetY
    background = paintBackground(viewport, fit.scale, fit.offsetX, fit.offsetY, visible)
  }

  /** Places a unit-space drawing at (x, y), `size` world units per unit, facing `dir`, tilted. */
  function place(x: number, y: number, size: number, dir: number, angle: number) {
    const c = Math.cos(angle) * size * k
    const s = Math.sin(angle) * size * k
    ctx.setTransform(c * dir, s * dir, -s, c, ox + x * k, oy + y * k)
  }

  function emit(x: number, y: number, count: number, speed: number, kind: number, now: number, life: number) {
    for (let i = 0; i < count; i++) {
      const p = particles[nextParticle] as Particle
      nextParticle = (nextParticle + 1) % particles.length
      const a = (i / count) * TAU + Math.random() * 0.6
      const v = speed * (0.5 + Math.random() * 0.7)
      p.x = x
      p.y = y
      p.vx = Math.cos(a) * v
      p.vy = Math.sin(a) * v
      p.born = now
      p.life = life * (0.7 + Math.random() * 0.5)
      p.r = 1.2 + Math.random() * 2.4
      p.kind = kind
    }
  }

  function weeds(list: Weed[], base: number, now: number) {
    ctx.strokeStyle = 'rgba(190, 255, 170, 0.25)'
    ctx.lineWidth = 1.2
    for (const weed of list) {
      ctx.fillStyle = weed.colour
      ctx.beginPath()
      const segments = 7
      for (let j = 0; j <= segments; j++) {
        const t = j / segments
        const sway = Math.sin(now / 900 + weed.phase + t * 2.2) * 11 * t
        const x = weed.x + sway - weed.w * (1 - t * 0.9) * 0.5
        if (j === 0) ctx.moveTo(x, base)
        else ctx.lineTo(x, base - weed.h * t)
      }
      for (let j = segments; j >= 0; j--) {
        const t = j / segments
        const sway = Math.sin(now / 900 + weed.phase + t * 2.2) * 11 * t
        ctx.lineTo(weed.x + sway + weed.w * (1 - t * 0.9) * 0.5, base - weed.h * t)
      }
      ctx.fill()
      // A paler midrib gives the blade some body.
      ctx.beginPath()
      for (let j = 0; j < segments; j++) {
        const t = j / segments
        const x = weed.x + Math.sin(now / 900 + weed.phase + t * 2.2) * 11 * t
        if (j === 0) ctx.moveTo(x, base)
        else ctx.lineTo(x, base - weed.h * t)
      }
      ctx.stroke()
    }
  }

  function drawBubbles(now: number) {
    const span = visible.bottom - visible.top + 20
    ctx.beginPath()
    for (const b of bubbles) {
      const y = visible.bottom - (((now / 1000) * b.speed + b.phase) % span)
      const x = b.x + Math.sin(now / 700 + b.phase) * 3
      ctx.moveTo(x + b.r, y)
      ctx.arc(x, y, b.r, 0, TAU)
    }
    ctx.strokeStyle = 'rgba(210, 245, 255, 0.45)'
    ctx.lineWidth = 0.9
    ctx.stroke()
    ctx.fillStyle = 'rgba(255, 255, 255, 0.55)'
    ctx.beginPath()
    for (const b of bubbles) {
      const y = visible.bottom - (((now / 1000) * b.speed + b.phase) % span)
      const x = b.x + Math.sin(now / 700 + b.phase) * 3
      ctx.moveTo(x - b.r * 0.35, y - b.r * 0.35)
      ctx.arc(x - b.r * 0.35, y - b.r * 0.35, b.r * 0.3, 0, TAU)
    }
    ctx.fill()
  }

  function drawParticles(now: number) {
    for (let kind = 0; kind < particleColours.length; kind++) {
      ctx.fillStyle = particleColours[kind] as string
      ctx.beginPath()
      for (const p of particles) {
        if (p.kind !== kind) continue
        const age = (now - p.born) / p.life
        if (age < 0 || age >= 1) continue
        const t = (now - p.born) / 1000
        const x = p.x + p.vx * t
        const y = p.y + p.vy * t - (kind === 1 ? 30 * t * t : 0)
        const r = p.r * (1 - age * 0.6)
        ctx.moveTo(x + r, y)
        ctx.arc(x, y, r, 0, TAU)
      }
      ctx.fill()
    }
  }

  /** The lane the shark will take, faintly, darkening as it comes. */
  function drawLane(state: State) {
    const s = state.shark
    const left = 1 - s.timer / warnTicks
    ctx.fillStyle = `rgba(255, 60, 60, ${0.05 + 0.08 * left})`
    ctx.fillRect(visible.left, s.y - 26, visible.right - visible.left, 52)
  }

  function drawWarning(state: State, now: number) {
    const s = state.shark
    const x = s.dir > 0 ? 22 : worldWidth - 22
    const y = s.y
    const pulse = 0.5 + 0.5 * Math.sin(now / 70)
    ctx.strokeStyle = `rgba(255, 90, 80, ${0.5 * (1 - pulse)})`
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.arc(x, y, 16 + pulse * 10, 0, TAU)
    ctx.stroke()
    ctx.fillStyle = '#e63946'
    ctx.beginPath()
    ctx.arc(x, y, 15, 0, TAU)
    ctx.fill()
    ctx.strokeStyle = '#fff'
    ctx.lineWidth = 2
    ctx.stroke()
    ctx.fillStyle = '#fff'
    ctx.beginPath()
    ctx.moveTo(x - 2.6, y - 9)
    ctx.lineTo(x + 2.6, y - 9)
    ctx.lineTo(x + 1.6, y + 3)
    ctx.lineTo(x - 1.6, y + 3)
    ctx.closePath()
    ctx.moveTo(x + 2.2, y + 7)
    ctx.arc(x, y + 7, 2.2, 0, TAU)
    ctx.fill()
    // A chevron pointing the way it will swim.
    const cx = x + s.dir * (26 + pulse * 4)
    ctx.fillStyle = 'rgba(255, 120, 110, 0.9)'
    ctx.beginPath()
    ctx.moveTo(cx + s.dir * 9, y)
    ctx.lineTo(cx, y - 8)
    ctx.lineTo(cx, y + 8)
    ctx.fill()
  }

  function drawSchool(state: State, danger: boolean, now: number) {
    const r = state.player.r
    for (const f of state.fish) {
      if (f.r >= r !== danger) continue
      const style = styles.fish[f.kind] ?? styles.fish[0]
      if (!style) continue
      place(f.x, f.y, f.r, f.vx > 0 ? 1 : -1, 0)
      drawFish(ctx, style, Math.sin(now * 0.011 + f.id * 1.7) * 0.2, danger)
    }
  }

  function draw(state: State, now: number) {
    resize()
    const p = state.player
    if (state.tick < seenTick) {
      // A new run: forget the last one's effects.
      seenEat = -1000
      eatAt = -1e9
      caughtAt = -1e9
      facing = 1
      for (const particle of particles) particle.born = -1e9
    }
    seenTick = state.tick
    if (state.lastEatTick !== seenEat) {
      seenEat = state.lastEatTick
      if (seenEat >= 0) {
        eatAt = now
        eatX = state.lastEatX
        eatY = state.lastEatY
        emit(eatX, eatY, 10, 60 + state.lastEatR * 3, 0, now, 520)
        emit(eatX, eatY, 5, 30, 1, now, 800)
      }
    }
    if (state.dying > 0 && caughtAt < 0) {
      caughtAt = now
      emit(state.caughtX, state.caughtY, 16, 90, 2, now, 700)
      emit(state.caughtX, state.caughtY, 8, 40, 1, now, 900)
    }
    const dying = state.dying > 0 || state.over
    const catchAge = dying ? 1 - state.dying / dyingTicks : 0

    ctx.setTransform(1, 0, 0, 1, 0, 0)
    if (background) ctx.drawImage(background, 0, 0)
    const shake = dying && catchAge < 0.5 ? (1 - catchAge * 2) * 4 * k : 0
    ox += Math.sin(now * 0.09) * shake
    oy += Math.cos(now * 0.11) * shake
    ctx.setTransform(k, 0, 0, k, ox, oy)

    weeds(backWeeds, seabed + 6, now)
    drawBubbles(now)
    if (state.shark.phase === SharkPhase.Warning && !dying) drawLane(state)

    // Food swims under the player, danger over it.
    drawSchool(state, false, now)

    // The player: faces where it swims, tilts with its climb, bounces after a meal.
    if (p.vx > 0.15) facing = 1
    else if (p.vx < -0.15) facing = -1
    const speed = Math.abs(p.vx) + Math.abs(p.vy)
    const sinceEat = (now - eatAt) / 320
    const bounce = sinceEat < 1 ? Math.sin(sinceEat * Math.PI) * 0.25 * (1 - sinceEat * 0.5) : 0
    if (!dying) {
      if (speed > 2 && now - trailAt > 120) {
        trailAt = now
        emit(p.x - facing * p.r * 1.4, p.y, 1, 8, 1, now, 900)
      }
      const tilt = Math.max(-0.45, Math.min(0.45, p.vy * 0.14)) * facing
      place(p.x, p.y, p.r * (1 + bounce), facing, tilt)
      const glow = 0.75 + 0.25 * Math.sin(now / 260)
      drawPlayer(ctx, styles, Math.sin(now * (0.012 + speed * 0.004)) * (0.18 + speed * 0.03), glow)
    } else if (catchAge < 1) {
      // Caught: it spins away and shrinks into the burst.
      ctx.globalAlpha = 1 - catchAge
      place(state.caughtX, state.caughtY - catchAge * 10, p.r * (1 - catchAge * 0.8), facing, catchAge * 7)
      drawPlayer(ctx, styles, 0.3, 0.4)
      ctx.globalAlpha = 1
    }

    drawSchool(state, true, now)
    const s = state.shark
    if (s.phase === SharkPhase.Swimming) {
      const dx = p.x - s.x
      const dy = p.y - s.y
      const near = Math.max(0, 1 - (dx * dx + dy * dy) / (90 * 90))
      const chomp = dying && state.cause === Cause.Shark ? Math.abs(Math.sin(now / 80)) : near
      place(s.x, s.y + Math.sin(now / 300) * 1.5, 1, s.dir, 0)
      drawShark(ctx, styles, Math.sin(now / 140), chomp)
    }

    ctx.setTransform(k, 0, 0, k, ox, oy)
    // A ring and a "+1" where a fish was eaten.
    const ringAge = (now - eatAt) / 450
    if (ringAge < 1) {
      ctx.strokeStyle = `rgba(255, 245, 200, ${0.8 * (1 - ringAge)})`
      ctx.lineWidth = 2.5 * (1 - ringAge) + 0.5
      ctx.beginPath()
      ctx.arc(eatX, eatY, 6 + ringAge * 26, 0, TAU)
      ctx.stroke()
    }
    const textAge = (now - eatAt) / 800
    if (textAge < 1) {
      ctx.globalAlpha = 1 - textAge * textAge
      ctx.font = '800 17px system-ui, sans-serif'
      ctx.textAlign = 'center'
      ctx.lineWidth = 3
      ctx.strokeStyle = 'rgba(20, 40, 70, 0.8)'
      ctx.strokeText(plusOne, eatX, eatY - 16 - textAge * 26)
      ctx.fillStyle = '#ffe066'
      ctx.fillText(plusOne, eatX, eatY - 16 - textAge * 26)
      ctx.globalAlpha = 1
    }
    drawParticles(now)
    weeds(frontWeeds, Math.max(visible.bottom, seabed + 20), now)
    if (s.phase === SharkPhase.Warning && !dying) drawWarning(state, now)

    if (dying) {
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.fillStyle = `rgba(200, 20, 30, ${0.35 * Math.max(0, 1 - catchAge * 1.5)})`
      ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height)
    }
    ox = viewport.pixelRatio * fit.offsetX
    oy = viewport.pixelRatio * fit.offsetY
  }

  return { draw }
}
