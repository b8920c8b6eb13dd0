import { fitWorld, type Viewport } from '@khelahobe/game-kit/canvas'
import type { Renderer } from '@khelahobe/game-kit/run'
import { Crash, dinoX, groundY, pillarWidth, type State, worldHeight, worldWidth } from '../sim/index.ts'
import { createDinoPainter, type DinoPose } from './dino.ts'
import {
  capHeight,
  capOverhang,
  cloudTile,
  cloudTop,
  duneTile,
  duneTop,
  groundPeriod,
  mesaTile,
  mesaTop,
  paintClouds,
  paintDunes,
  paintGround,
  paintMesas,
  paintPillarBody,
  paintPillarCap,
  paintSky,
} from './scenery.ts'

interface Layers {
  sky: HTMLCanvasElement
  clouds: HTMLCanvasElement
  mesas: HTMLCanvasElement
  farDunes: HTMLCanvasElement
  nearDunes: HTMLCanvasElement
  ground: HTMLCanvasElement
  body: HTMLCanvasElement
  capUp: HTMLCanvasElement
  capDown: HTMLCanvasElement
}

/** Particles live in a fixed pool of plain number arrays: nothing is allocated while playing. */
const poolSize = 64
const Kind = { Dust: 0, Spark: 1 } as const
type Kind = (typeof Kind)[keyof typeof Kind]

interface Particle {
  kind: Kind
  x: number
  y: number
  vx: number
  vy: number
  size: number
  age: number
  life: number
}

const tau = Math.PI * 2

function mod(a: number, n: number) {
  return a - Math.floor(a / n) * n
}

export function createRenderer(ctx: CanvasRenderingContext2D, viewport: Viewport): Renderer<State> {
  const paintDino = createDinoPainter(ctx)
  const shadow = ctx.createRadialGradient(0, 0, 1, 0, 0, 1)
  shadow.addColorStop(0, 'rgba(90,40,20,0.4)')
  shadow.addColorStop(1, 'rgba(90,40,20,0)')

  let layers: Layers | null = null
  let builtWidth = 0
  let builtHeight = 0
  let builtRatio = 0
  const pose: DinoPose = { flap: 0, sway: 0, blink: false, dizzy: false }
  // The world fills the width on a phone; any extra height goes below the ground, so the top
  // of the screen is the top of the world, where the dino must not fly off.
  let scale = 1
  let offsetX = 0
  let unit = 1
  let left = 0
  let right = worldWidth
  let bottom = worldHeight

  const pool: Particle[] = Array.from({ length: poolSize }, () => ({
    kind: Kind.Dust,
    x: 0,
    y: 0,
    vx: 0,
    vy: 0,
    size: 0,
    age: 0,
    life: 0,
  }))
  let nextParticle = 0

  let seenTick = -1
  let seenJumps = 0
  let seenScore = 0
  let seenCrash: number = Crash.None
  let lastNow = 0
  let scoreFlash = 0

  function spawn(k: Kind, x: number, y: number, speedX: number, speedY: number, r: number, t: number) {
    const p = pool[nextParticle] as Particle
    nextParticle = (nextParticle + 1) % poolSize
    p.kind = k
    p.x = x
    p.y = y
    p.vx = speedX
    p.vy = speedY
    p.size = r
    p.age = 0
    p.life = t
  }

  function build() {
    const fit = fitWorld(viewport, worldWidth, worldHeight)
    scale = fit.scale
    offsetX = fit.offsetX
    unit = scale * viewport.pixelRatio
    left = -offsetX / scale
    right = (viewport.width - offsetX) / scale
    bottom = Math.max(worldHeight, viewport.height / scale)
    const width = right - left
    layers = {
      // Margins for the crash's screen shake.
      sky: paintSky(width + 16, unit),
      clouds: paintClouds(unit),
      mesas: paintMesas(unit),
      farDunes: paintDunes(unit, false),
      nearDunes: paintDunes(unit, true),
      ground: paintGround(width, bottom - groundY + 10, unit),
      body: paintPillarBody(unit),
      capUp: paintPillarCap(unit, false),
      capDown: paintPillarCap(unit, true),
    }
  }

  // Where world (0, 0) falls on the canvas, in device pixels, this frame (screen shake included).
  let originX = 0
  let originY = 0
  const deviceX = (x: number) => Math.round(originX + x * unit)
  const deviceY = (y: number) => Math.round(originY + y * unit)

  /**
   * Copies a layer (painted at `unit` device pixels per world unit) at world (x, y), 1:1 and on
   * whole device pixels, with the identity transform in force. An unscaled, pixel-aligned copy
   * is a plain blit; a scaled or fractional one is resampled, which on a throttled phone CPU
   * cost a quarter of each frame (15 fps instead of 60).
   */
  function blit(image: HTMLCanvasElement, x: number, y: number) {
    ctx.drawImage(image, deviceX(x), deviceY(y))
  }

  /** A seamless horizontal tile across the screen, scrolled by `offset` world units. */
  function tiled(image: HTMLCanvasElement, tile: number, top: number, offset: number) {
    for (let x = left - mod(left + offset, tile); x < right; x += tile) blit(image, x, top)
  }

  /** The pillars, sliced from their tall painted body so each copy stays 1:1 (see `blit`). */
  function drawPillars(l: Layers, state: State) {
    const body = l.body
    const capLeft = capOverhang + 2
    const capH = capHeight + 2
    for (const p of state.pillars) {
      if (p.x > right || p.x + pillarWidth < left - 10) continue
      const top = p.gapY - p.gap / 2
      const low = p.gapY + p.gap / 2
      const upper = Math.min(body.height, deviceY(top - capHeight + 1) - deviceY(0))
      if (upper > 0) {
        ctx.drawImage(
          body,
          0,
          body.height - upper,
          body.width,
          upper,
          deviceX(p.x - 2),
          deviceY(0),
          body.width,
          upper,
        )
      }
      blit(l.capDown, p.x - capLeft, top - capH)
      const lowerTop = low + capHeight - 1
      const lower = Math.min(body.height, deviceY(groundY + 6) - deviceY(lowerTop))
      ctx.drawImage(body, 0, 0, body.width, lower, deviceX(p.x - 2), deviceY(lowerTop), body.width, lower)
      blit(l.capUp, p.x - capLeft, low)
    }
  }

  function events(state: State, now: number) {
    if (state.tick < seenTick || seenTick < 0) {
      // A new run (or the first frame): nothing carries over.
      seenJumps = state.jumps
      seenScore = state.score
      seenCrash = state.crash
      for (const p of pool) p.life = 0
    }
    if (state.jumps > seenJumps) {
      for (let i = 0; i < 6; i++) {
        const a = (i / 5) * 1.6 + 0.4
        spawn(
          Kind.Dust,
          dinoX - 6,
          state.y + 12,
          -40 - Math.cos(a) * 50,
          30 + Math.sin(a) * 30,
          3 + (i % 3),
          0.45,
        )
      }
    }
    if (state.score > seenScore) {
      scoreFlash = 1
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * tau
        spawn(Kind.Spark, dinoX + 6, state.y - 4, Math.cos(a) * 120, Math.sin(a) * 120 - 30, 4, 0.55)
      }
    }
    if (state.crash !== Crash.None && seenCrash === Crash.None) {
      const y = state.crash === Crash.Ground ? groundY - 4 : state.y
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * tau
        spawn(Kind.Dust, dinoX + 8, y, Math.cos(a) * 120, Math.sin(a) * 90 - 40, 4 + (i % 4), 0.6)
      }
    }
    seenTick = state.tick
    seenJumps = state.jumps
    seenScore = state.score
    seenCrash = state.crash
    const dt = Math.min(0.05, Math.max(0, (now - lastNow) / 1000))
    lastNow = now
    scoreFlash = Math.max(0, scoreFlash - dt * 3)
    const scroll = state.crash === Crash.None ? state.speed * 60 : 0
    for (const p of pool) {
      if (p.age >= p.life) continue
      p.age += dt
      p.x += (p.vx - scroll) * dt
      p.y += p.vy * dt
      p.vy += (p.kind === Kind.Spark ? 260 : -30) * dt
    }
  }

  function drawParticles() {
    for (const p of pool) {
      if (p.age >= p.life) continue
      const t = p.age / p.life
      const { x, y } = p
      if (p.kind === Kind.Dust) {
        ctx.globalAlpha = 0.7 * (1 - t)
        ctx.fillStyle = '#fff1dc'
        ctx.beginPath()
        ctx.arc(x, y, p.size * (1 + t * 1.4), 0, tau)
        ctx.fill()
      } else {
        ctx.globalAlpha = 1 - t * t
        ctx.fillStyle = '#fff3a0'
        const r = p.size * (1.3 - t * 0.6)
        ctx.beginPath()
        ctx.moveTo(x, y - r * 1.6)
        ctx.lineTo(x + r * 0.45, y - r * 0.45)
        ctx.lineTo(x + r * 1.6, y)
        ctx.lineTo(x + r * 0.45, y + r * 0.45)
        ctx.lineTo(x, y + r * 1.6)
        ctx.lineTo(x - r * 0.45, y + r * 0.45)
        ctx.lineTo(x - r * 1.6, y)
        ctx.lineTo(x - r * 0.45, y - r * 0.45)
        ctx.closePath()
        ctx.fill()
      }
    }
    ctx.globalAlpha = 1
  }

  return {
    draw(state, now) {
      if (
        !layers ||
        builtWidth !== viewport.width ||
        builtHeight !== viewport.height ||
        builtRatio !== viewport.pixelRatio
      ) {
        build()
        builtWidth = viewport.width
        builtHeight = viewport.height
        builtRatio = viewport.pixelRatio
      }
      const l = layers as Layers
      events(state, now)

      const crashAge = state.crash === Crash.None ? -1 : state.tick - state.crashTick
      const shake = crashAge >= 0 ? Math.max(0, 7 - crashAge * 0.4) : 0
      const shakeX = shake * Math.sin(state.tick * 2.7)
      const shakeY = shake * 0.6 * Math.cos(state.tick * 3.9)
      originX = viewport.pixelRatio * offsetX + shakeX * unit
      originY = shakeY * unit

      // The scenery and the pillars: pixel-aligned copies of layers painted once per resize.
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      const d = state.distance
      blit(l.sky, left - 8, -8)
      tiled(l.clouds, cloudTile, cloudTop, d * 0.05 + state.tick * 0.08)
      tiled(l.mesas, mesaTile, mesaTop, d * 0.12)
      tiled(l.farDunes, duneTile, duneTop, d * 0.25)
      tiled(l.nearDunes, duneTile, duneTop, d * 0.45)

      const clip = offsetX > 0.5
      if (clip) {
        ctx.save()
        ctx.beginPath()
        ctx.rect(deviceX(0), 0, deviceX(worldWidth) - deviceX(0), ctx.canvas.height)
        ctx.clip()
      }
      drawPillars(l, state)
      if (clip) ctx.restore()
      blit(l.ground, left - mod(left + d, groundPeriod) - groundPeriod, groundY)

      // What moves freely (the dino, its shadow, particles) is drawn in world units.
      ctx.setTransform(unit, 0, 0, unit, originX, originY)

      // A soft shadow under the dino, smaller the higher it flies.
      const height = Math.max(0, groundY - state.y)
      const spread = Math.max(0.3, 1 - height / 500)
      ctx.save()
      ctx.translate(dinoX, groundY + 4)
      ctx.scale(18 * spread, 5 * spread)
      ctx.fillStyle = shadow
      ctx.beginPath()
      ctx.arc(0, 0, 1, 0, tau)
      ctx.fill()
      ctx.restore()

      const jumpAge = state.tick - state.lastJumpTick
      const flap = crashAge < 0 && jumpAge < 14 ? 1 - jumpAge / 14 : 0
      let tilt = state.vy < 0 ? state.vy * 0.075 : state.vy * 0.12
      if (crashAge >= 0) {
        // Nose-dive after hitting a pillar or the sky's edge; a face-plant on the ground.
        tilt = state.crash === Crash.Ground ? 0.45 : Math.min(1.35, tilt + crashAge * 0.06)
      }
      ctx.save()
      ctx.translate(dinoX, state.y)
      ctx.rotate(tilt)
      if (scoreFlash > 0) {
        const s = 1 + scoreFlash * 0.12
        ctx.scale(s, s)
      }
      pose.flap = flap
      pose.sway = crashAge < 0 ? Math.sin(now / 160) : 0
      pose.blink = crashAge < 0 && now % 3300 < 130
      pose.dizzy = crashAge >= 0
      paintDino(pose)
      ctx.restore()

      drawParticles()

      if (clip) {
        ctx.fillStyle = 'rgba(16,8,36,0.5)'
        ctx.fillRect(left - 10, -10, -left + 10, bottom + 20)
        ctx.fillRect(worldWidth, -10, right - worldWidth + 10, bottom + 20)
      }
      if (crashAge >= 0 && crashAge < 12) {
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.globalAlpha = 0.8 - crashAge * 0.066
        ctx.fillStyle = '#fffaf0'
        ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height)
        ctx.globalAlpha = 1
      }
    },
  }
}
