import { fitWorld, type Viewport } from '@khelahobe/game-kit/canvas'
import type { Renderer } from '@khelahobe/game-kit/run'
import { aim, shotFromDrag } from '../controls.ts'
import {
  acrossAt,
  aimTicks,
  field,
  heightAt,
  pauseTicks,
  phases,
  results,
  type State,
  shotsPerRound,
  wallBlocks,
  world,
} from '../sim/index.ts'
import { depthScale, goalK, goalLineY, screenX, screenY } from '../view.ts'
import { type Bounds, paintBackground } from './background.ts'
import {
  ball,
  banner,
  defender,
  drawSprite,
  keeperReady,
  keeperStretch,
  kickerLeg,
  makeSprite,
  type Sprite,
} from './sprites.ts'

/** The ball is drawn a little bigger than the rules' ball, sitting on the grass. */
const ballLook = 5
const bar = 8
const words: [key: number, text: string, color: string, size: number][] = [
  [results.goal, 'গোল!', '#ffd23f', 58],
  [results.save, 'সেভ!', '#9bf6ff', 44],
  [results.wall, 'দেয়ালে লাগল', '#ffffff', 32],
  [results.wide, 'বাইরে', '#ffffff', 40],
  [results.over, 'বারের ওপর দিয়ে', '#ffffff', 30],
  [results.post, 'পোস্টে লাগল!', '#ffcad4', 32],
  [bar, 'বারে লাগল!', '#ffcad4', 32],
  [results.timeout, 'সময় শেষ', '#ffffff', 36],
]
const confettiColors = ['#ffd23f', '#ff4d6d', '#4cc9f0', '#80ed99', '#ffffff', '#f77f00']
/** Power 0..100 in 11 steps, from calm green through yellow to hot red. */
const powerColors = Array.from({ length: 11 }, (_, i) => `hsl(${Math.round(130 - i * 13)} 90% 55%)`)

const maxParticles = 90

/** Ticks since the last shot was resolved while its result shows (frozen at the end of the round), else −1. */
function afterTicks(state: State): number {
  if (state.phase === phases.result) return state.phaseTick
  return state.phase === phases.over ? pauseTicks : -1
}

export function createRenderer(ctx: CanvasRenderingContext2D, viewport: Viewport): Renderer<State> {
  let view = fitWorld(viewport, world.width, world.height)
  let built = ''
  /** The counter sits just under the score line, wherever the screen's top falls in the world. */
  let counterY = 66
  const background = document.createElement('canvas')
  let defenders: Sprite[] = []
  let ready: Sprite | null = null
  let stretch: Sprite | null = null
  let ballSprite: Sprite | null = null
  let hint: Sprite | null = null
  let leg: Sprite | null = null
  const banners = new Map<number, Sprite>()

  // Confetti, in flat arrays so a burst allocates nothing.
  const px = new Float32Array(maxParticles)
  const py = new Float32Array(maxParticles)
  const vx = new Float32Array(maxParticles)
  const vy = new Float32Array(maxParticles)
  const life = new Float32Array(maxParticles)
  const hue = new Uint8Array(maxParticles)
  let lastNow = 0
  const trailLength = 7
  const trailX = new Float32Array(trailLength)
  const trailY = new Float32Array(trailLength)
  const trailR = new Float32Array(trailLength)
  let trailHead = 0
  let trailCount = 0
  let seenShots = 0
  let keeperEndX = 180

  // Where the ball is drawn this frame (field units) and its spin.
  let bx = 0
  let bz = 0
  let bh = 0
  let spin = 0

  function rebuild() {
    view = fitWorld(viewport, world.width, world.height)
    const ratio = viewport.pixelRatio
    background.width = Math.round(viewport.width * ratio)
    background.height = Math.round(viewport.height * ratio)
    const bounds: Bounds = {
      left: -view.offsetX / view.scale,
      top: -view.offsetY / view.scale,
      right: (viewport.width - view.offsetX) / view.scale,
      bottom: (viewport.height - view.offsetY) / view.scale,
    }
    const c = background.getContext('2d', { alpha: false })
    if (c) {
      c.setTransform(ratio * view.scale, 0, 0, ratio * view.scale, ratio * view.offsetX, ratio * view.offsetY)
      paintBackground(c, bounds)
    }
    const unit = ratio * view.scale
    defenders = [0, 1, 2, 3].map((v) => defender(unit * 1.9, v))
    ready = keeperReady(unit * 1.4)
    stretch = keeperStretch(unit * 1.4)
    ballSprite = ball(unit * 3.4)
    leg = kickerLeg(unit)
    banners.clear()
    for (const [key, text, color, size] of words) banners.set(key, banner(unit, text, color, size))
    hint = makeSprite(240, 30, 120, 15, unit, (h) => {
      h.fillStyle = 'rgba(6,20,40,0.55)'
      h.beginPath()
      h.roundRect(-104, -13, 208, 26, 13)
      h.fill()
      h.font = '600 15px "Noto Sans Bengali", system-ui, sans-serif'
      h.textAlign = 'center'
      h.textBaseline = 'middle'
      h.fillStyle = '#fff'
      h.fillText('বল থেকে ওপরে টেনে ছাড়ুন', 0, 1)
    })
    counterY = bounds.top + 66
    built = `${viewport.width}x${viewport.height}@${ratio}`
  }

  function spawnConfetti(x: number, y: number) {
    for (let i = 0, made = 0; i < maxParticles && made < 70; i++) {
      if ((life[i] ?? 0) > 0) continue
      const a = Math.random() * Math.PI * 2
      const speed = 60 + Math.random() * 190
      px[i] = x
      py[i] = y
      vx[i] = Math.cos(a) * speed
      vy[i] = Math.sin(a) * speed - 120
      // Gone within the result's pause, so none is left hanging in the last frame of a round.
      life[i] = 0.65 + Math.random() * 0.4
      hue[i] = Math.floor(Math.random() * confettiColors.length)
      made++
    }
  }

  function drawConfetti(dt: number) {
    for (let i = 0; i < maxParticles; i++) {
      const left = life[i] ?? 0
      if (left <= 0) continue
      life[i] = left - dt
      vy[i] = (vy[i] ?? 0) + 260 * dt
      vx[i] = (vx[i] ?? 0) * (1 - 1.2 * dt)
      px[i] = (px[i] ?? 0) + (vx[i] ?? 0) * dt
      py[i] = (py[i] ?? 0) + (vy[i] ?? 0) * dt
      ctx.globalAlpha = Math.min(1, left * 1.5)
      ctx.fillStyle = confettiColors[hue[i] ?? 0] ?? '#fff'
      const w = 2 + (i % 3)
      ctx.fillRect(px[i] ?? 0, py[i] ?? 0, w, w * (0.4 + Math.abs(Math.sin(left * 9 + i))))
    }
    ctx.globalAlpha = 1
  }

  /** Where the ball is to be drawn: on its spot, in flight, or playing out the result. */
  function placeBall(state: State) {
    spin = 0
    if (state.phase === phases.aim || state.result === results.timeout) {
      bx = field.ballX
      bz = 0
      bh = 0
      return
    }
    bx = state.ballX
    bz = state.ballZ
    bh = state.ballH
    if (state.phase === phases.flight) {
      spin = state.phaseTick * 0.32
      return
    }
    const t = afterTicks(state)
    const total = state.flightTicks
    const endH = heightAt(state.power, 1)
    switch (state.result) {
      case results.goal: {
        const u = Math.min(1, t / 12)
        bz = field.goalZ + 48 * u
        bx = acrossAt(state.aimX, 1 + u * 0.08)
        bh =
          Math.max(0, endH * (1 - u) * (1 - u)) + Math.max(0, Math.sin(t * 0.3)) * 6 * Math.max(0, 1 - t / 40)
        spin = 3 + u * 2
        break
      }
      case results.save:
        bx = state.aimX
        bz = field.goalZ
        bh = endH
        break
      case results.wall: {
        const u = Math.min(t, 45)
        bz = state.wallZ - 4 - u * 3.2
        bx = state.ballX + (state.ballX - 180) * u * 0.02 + u * 0.4
        bh = Math.abs(Math.sin(u * 0.17)) * state.ballH * Math.max(0, 1 - u / 40)
        spin = -u * 0.3
        break
      }
      case results.post: {
        const onBar = endH > field.barH - field.frame - field.ballR
        const u = Math.min(t, 50)
        bz = field.goalZ - u * 3
        bx = state.aimX + (onBar ? 0 : (state.aimX < 180 ? -1 : 1) * u * 0.9)
        bh = Math.max(0, endH + (onBar ? 1.6 : 0.6) * u - 0.08 * u * u)
        spin = -u * 0.3
        break
      }
      default: {
        // Wide or over: it flies on into the boards and drops.
        const s = Math.min(1 + t / total, 1.18)
        bz = field.goalZ * s
        bx = acrossAt(state.aimX, s)
        const stuck = Math.max(0, t - (s >= 1.18 ? 0.18 * total : t))
        bh = Math.max(0, heightAt(state.power, s) - stuck * stuck * 0.2)
        spin = t * 0.3
      }
    }
  }

  /** The taker's leg: waiting beside the ball, swinging through it, then stepping out of view. */
  function drawLeg(state: State) {
    if (!leg) return
    let px = 120
    let py = 780
    let angle = 0.14
    if (state.phase === phases.aim) {
      const u = Math.min(1, state.phaseTick / 20)
      py = 900 - 120 * u * (2 - u)
    } else if (state.phase === phases.flight) {
      const t = state.phaseTick
      if (t <= 3) {
        const u = t / 3
        px = 120 + 10 * u
        py = 780 - 15 * u
        angle = 0.14 + 0.06 * u
      } else {
        const u = Math.min(1, (t - 3) / 8)
        px = 130 + 10 * u
        py = 765 - 20 * u + Math.max(0, t - 14) * 8
        angle = 0.2 + 0.1 * u
      }
    } else return
    if (py > 880) return
    ctx.save()
    ctx.translate(px, py)
    ctx.rotate(angle)
    drawSprite(ctx, leg, 0, 0, 1)
    ctx.restore()
  }

  /** A fading trail behind the ball in flight, from the last few frames. */
  function drawTrail(state: State) {
    if (state.phase !== phases.flight) {
      trailCount = 0
      return
    }
    const k = depthScale(bz)
    trailX[trailHead] = screenX(bx, k)
    trailY[trailHead] = screenY(Math.max(bh, ballLook), k)
    trailR[trailHead] = ballLook * k
    trailHead = (trailHead + 1) % trailLength
    trailCount = Math.min(trailLength, trailCount + 1)
    ctx.fillStyle = '#ffffff'
    for (let i = 1; i < trailCount; i++) {
      const at = (trailHead - 1 - i + trailLength * 2) % trailLength
      // Near the camera the ball is big and fast: a trail there reads as a ghost, not speed.
      if ((trailR[at] ?? 0) > 9) continue
      ctx.globalAlpha = 0.16 * (1 - i / trailLength)
      ctx.beginPath()
      ctx.arc(
        trailX[at] ?? 0,
        trailY[at] ?? 0,
        (trailR[at] ?? 0) * (1 - i / (trailLength + 2)),
        0,
        Math.PI * 2,
      )
      ctx.fill()
    }
    ctx.globalAlpha = 1
  }

  function drawBall() {
    if (!ballSprite) return
    const k = depthScale(bz)
    const x = screenX(bx, k)
    const ground = screenY(0, k)
    const lift = Math.min(1, bh / 90)
    ctx.fillStyle = `rgba(0,0,0,${(0.32 * (1 - lift * 0.7)).toFixed(2)})`
    ctx.beginPath()
    ctx.ellipse(
      x + bh * 0.15 * k,
      ground,
      ballLook * k * (1.05 + lift * 0.4),
      ballLook * k * 0.32,
      0,
      0,
      Math.PI * 2,
    )
    ctx.fill()
    const y = screenY(Math.max(bh, ballLook), k)
    const scale = (k * ballLook) / 5.6
    if (spin === 0) {
      drawSprite(ctx, ballSprite, x, y, scale)
      return
    }
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(spin)
    drawSprite(ctx, ballSprite, 0, 0, scale)
    ctx.restore()
  }

  function drawWall(state: State) {
    const k = depthScale(state.wallZ)
    const ground = screenY(0, k)
    const half = (state.wallN * field.wallPlayerW) / 2
    ctx.fillStyle = 'rgba(0,0,0,0.25)'
    ctx.beginPath()
    ctx.ellipse(screenX(state.wallX, k), ground, (half + 4) * k, 3.2 * k, 0, 0, Math.PI * 2)
    ctx.fill()
    const since = afterTicks(state)
    const flinch = state.result === results.wall && since >= 0 ? since : 99
    for (let i = 0; i < state.wallN; i++) {
      const x = state.wallX + (i - (state.wallN - 1) / 2) * field.wallPlayerW
      const shake = flinch < 24 ? Math.sin(flinch * 1.9 + i) * 1.3 * (1 - flinch / 24) : 0
      const sprite = defenders[(i + state.shot) % defenders.length]
      if (sprite) drawSprite(ctx, sprite, screenX(x + shake, k), ground, k)
    }
  }

  function keeperShadow(x: number, strength: number) {
    ctx.fillStyle = `rgba(0,0,0,${(0.28 * strength).toFixed(2)})`
    ctx.beginPath()
    ctx.ellipse(screenX(x, goalK), goalLineY, 15 * goalK, 2.8 * goalK, 0, 0, Math.PI * 2)
    ctx.fill()
  }

  function drawKeeper(state: State, now: number) {
    let kx = state.keeperX
    if (state.phase === phases.aim && state.shot > 0 && state.phaseTick < 20) {
      const u = state.phaseTick / 20
      kx = keeperEndX + (kx - keeperEndX) * u * (2 - u)
    }
    let dive = 0
    let gx = 0
    let gh = 0
    const blocked = state.result === results.wall || state.result === results.timeout
    const after = afterTicks(state)
    if (state.phase === phases.flight || (after >= 0 && !blocked)) {
      const total = state.flightTicks
      if (after >= 0) dive = 1
      else if (!wallBlocks(state, state.aimX, state.power)) {
        dive = Math.max(0, Math.min(1, (state.phaseTick - (total - 14)) / 12))
      }
      gx = state.aimX - kx
      gh = heightAt(state.power, 1) - field.keeperH
      const q = Math.sqrt(
        (gx * gx) / (field.reachX * field.reachX) + (gh * gh) / (field.reachH * field.reachH),
      )
      if (q > 2.4) dive = 0
      else if (q > 1) {
        gx /= q
        gh /= q
      }
    }
    const reach = Math.hypot(gx, gh)
    if (dive === 0 || reach < 16 || (gh < 0 && Math.abs(gx) < 12)) {
      keeperShadow(kx, 1)
      const bob = state.phase === phases.aim ? Math.sin(now / 160) * 0.8 : 0
      // He leans the way he is shuffling.
      const lean = state.phase === phases.aim ? (state.keeperU < field.keeperSpan * 16 ? 0.07 : -0.07) : 0
      if (ready) {
        ctx.save()
        ctx.translate(screenX(kx, goalK), goalLineY + bob)
        ctx.rotate(lean)
        drawSprite(ctx, ready, 0, 0, goalK)
        ctx.restore()
      }
      if (after >= 0) keeperEndX = kx
      return
    }
    // Gloves on the ball (or as near as his reach allows); never head first into the grass.
    const full = Math.max(-1.75, Math.min(1.75, Math.atan2(gx, gh)))
    let angle = full * dive
    let cx = kx + (gx - 38 * Math.sin(full)) * dive
    let ch = field.keeperH + (gh - 38 * Math.cos(full)) * dive
    if (gh > 0) ch = Math.max(ch, field.keeperH)
    if (state.result !== results.save && after > 20) {
      // Beaten: he lands on the grass.
      const u = Math.min(1, (after - 20) / 12)
      const side = gx < 0 ? -1 : 1
      angle += (side * 1.62 - angle) * u
      ch += (7 - ch) * u
      cx += side * 6 * u
    }
    if (after >= 0) keeperEndX = kx
    keeperShadow(cx, Math.max(0.4, 1 - ch / 80))
    if (!stretch) return
    ctx.save()
    ctx.translate(screenX(cx, goalK), screenY(ch, goalK))
    ctx.rotate(angle)
    drawSprite(ctx, stretch, 0, field.keeperH * goalK, goalK)
    ctx.restore()
  }

  function drawRipple(state: State) {
    const t = state.phaseTick
    if (t > 36) return
    const x = screenX(bx, depthScale(652))
    const y = screenY(Math.max(8, heightAt(state.power, 1) * 0.7), depthScale(652))
    ctx.strokeStyle = `rgba(255,255,255,${(0.7 * (1 - t / 36)).toFixed(2)})`
    ctx.lineWidth = 1
    for (let i = 0; i < 3; i++) {
      const r = 4 + t * 0.9 + i * 6
      ctx.beginPath()
      ctx.ellipse(x, y, r, r * 0.7, 0, 0, Math.PI * 2)
      ctx.stroke()
    }
  }

  function drawAim(now: number) {
    const dx = aim.x1 - aim.x0
    const dy = aim.y1 - aim.y0
    const shot = shotFromDrag(dx, dy)
    const k = depthScale(0)
    const ox = field.ballX
    const oy = screenY(ballLook, k)
    if (!shot) {
      ctx.strokeStyle = 'rgba(255,255,255,0.5)'
      ctx.lineWidth = 2
      ctx.beginPath()
      ctx.arc(ox, oy, 22 + Math.sin(now / 90) * 2, 0, Math.PI * 2)
      ctx.stroke()
      return
    }
    // Dots along the grass to where the ball crosses the goal line.
    const gy = goalLineY
    const sy = screenY(0, k)
    ctx.fillStyle = 'rgba(255,255,255,0.55)'
    for (let u = 0.12; u < 1; u += 0.075) {
      const y = sy + (gy - sy) * u
      const x = ox + (screenX(shot.aimX, goalK) - ox) * u
      ctx.beginPath()
      ctx.arc(x, y, 2.4 - u * 1.4, 0, Math.PI * 2)
      ctx.fill()
    }
    const len = Math.hypot(dx, dy)
    const ux = dx / len
    const uy = dy / len
    const size = 34 + shot.power * 1.5
    const color = powerColors[Math.round(shot.power / 10)] ?? '#fff'
    const nx = -uy
    const ny = ux
    const tipX = ox + ux * (size + 16)
    const tipY = oy + uy * (size + 16)
    const baseX = ox + ux * 16
    const baseY = oy + uy * 16
    const neckX = ox + ux * size
    const neckY = oy + uy * size
    ctx.beginPath()
    ctx.moveTo(baseX + nx * 3, baseY + ny * 3)
    ctx.lineTo(neckX + nx * 6, neckY + ny * 6)
    ctx.lineTo(neckX + nx * 13, neckY + ny * 13)
    ctx.lineTo(tipX, tipY)
    ctx.lineTo(neckX - nx * 13, neckY - ny * 13)
    ctx.lineTo(neckX - nx * 6, neckY - ny * 6)
    ctx.lineTo(baseX - nx * 3, baseY - ny * 3)
    ctx.closePath()
    ctx.fillStyle = color
    ctx.fill()
    ctx.strokeStyle = 'rgba(255,255,255,0.9)'
    ctx.lineWidth = 2
    ctx.stroke()
    // A power gauge beside the ball.
    ctx.fillStyle = 'rgba(6,20,40,0.55)'
    ctx.beginPath()
    ctx.roundRect(ox + 26, oy - 36, 10, 64, 5)
    ctx.fill()
    ctx.fillStyle = color
    const h = (shot.power / 100) * 58
    ctx.beginPath()
    ctx.roundRect(ox + 28, oy + 25 - h, 6, h, 3)
    ctx.fill()
  }

  function drawCounter(state: State, now: number) {
    const y = counterY
    ctx.fillStyle = 'rgba(6,20,40,0.6)'
    ctx.beginPath()
    ctx.roundRect(40, y - 15, 280, 30, 15)
    ctx.fill()
    for (let i = 0; i < shotsPerRound; i++) {
      const x = 180 + (i - 4.5) * 26
      const result = state.history[i]
      if (result !== undefined) {
        const goal = result === results.goal
        ctx.globalAlpha = goal ? 1 : 0.45
        if (ballSprite) drawSprite(ctx, ballSprite, x, y, 8 / 5.6)
        ctx.globalAlpha = 1
        ctx.strokeStyle = goal ? '#80ed99' : '#ff4d6d'
        ctx.lineWidth = 2
        ctx.beginPath()
        if (goal) ctx.arc(x, y, 9.5, 0, Math.PI * 2)
        else {
          ctx.moveTo(x - 4.5, y - 4.5)
          ctx.lineTo(x + 4.5, y + 4.5)
          ctx.moveTo(x + 4.5, y - 4.5)
          ctx.lineTo(x - 4.5, y + 4.5)
        }
        ctx.stroke()
        continue
      }
      ctx.strokeStyle = 'rgba(255,255,255,0.35)'
      ctx.lineWidth = 1.5
      ctx.beginPath()
      ctx.arc(x, y, 7, 0, Math.PI * 2)
      ctx.stroke()
      if (i === state.shot && state.phase === phases.aim) {
        // The shot clock runs round the next ball.
        const left = 1 - state.phaseTick / aimTicks
        const hurry = state.phaseTick > aimTicks - 180
        ctx.strokeStyle = hurry ? '#ff4d6d' : '#ffd23f'
        ctx.lineWidth = hurry ? 2.5 + Math.sin(now / 70) : 2.5
        ctx.beginPath()
        ctx.arc(x, y, 10, -Math.PI / 2, -Math.PI / 2 + left * Math.PI * 2)
        ctx.stroke()
      }
    }
  }

  function drawBanner(state: State) {
    if (state.phase !== phases.result) return
    let key = state.result
    if (key === results.post && heightAt(state.power, 1) > field.barH - field.frame - field.ballR) key = bar
    const sprite = banners.get(key)
    if (!sprite) return
    const t = state.phaseTick
    const pop = t < 8 ? 0.4 + (t / 8) * 0.85 : t < 14 ? 1.25 - ((t - 8) / 6) * 0.25 : 1
    ctx.globalAlpha = t > pauseTicks - 10 ? Math.max(0, (pauseTicks - t) / 10) : 1
    drawSprite(ctx, sprite, 180, 392 - (key === results.goal ? Math.sin(t * 0.25) * 3 : 0), pop)
    ctx.globalAlpha = 1
  }

  function draw(state: State, now: number) {
    const key = `${viewport.width}x${viewport.height}@${viewport.pixelRatio}`
    if (key !== built) rebuild()
    const dt = Math.min(0.05, Math.max(0, (now - lastNow) / 1000))
    lastNow = now
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.drawImage(background, 0, 0)
    view.apply(ctx)
    aim.canShoot = state.phase === phases.aim

    if (state.history.length < seenShots) seenShots = 0
    if (state.history.length > seenShots) {
      seenShots = state.history.length
      if (state.result === results.goal) {
        spawnConfetti(screenX(state.aimX, goalK), screenY(heightAt(state.power, 1), goalK))
      }
    }
    placeBall(state)

    drawTrail(state)
    const ballBehindKeeper = bz > field.goalZ
    const ballBehindWall = bz > state.wallZ
    if (ballBehindKeeper) {
      if (state.result === results.goal && state.phase === phases.result) drawRipple(state)
      drawBall()
    }
    drawKeeper(state, now)
    if (!ballBehindKeeper && ballBehindWall) drawBall()
    drawWall(state)
    if (!ballBehindWall) drawBall()
    drawLeg(state)

    if (state.phase === phases.aim) {
      if (aim.active) drawAim(now)
      else if (state.shot === 0 && hint) {
        const t = (now % 1400) / 1400
        for (let i = 0; i < 3; i++) {
          const y = 515 - ((t + i / 3) % 1) * 60
          ctx.strokeStyle = `rgba(255,255,255,${(0.8 * (1 - ((t + i / 3) % 1))).toFixed(2)})`
          ctx.lineWidth = 3
          ctx.beginPath()
          ctx.moveTo(168, y + 8)
          ctx.lineTo(180, y)
          ctx.lineTo(192, y + 8)
          ctx.stroke()
        }
        drawSprite(ctx, hint, 180, 430, 1)
      }
    }
    if (state.phase === phases.result && state.result === results.goal && state.phaseTick < 10) {
      ctx.fillStyle = `rgba(255,240,180,${(0.3 * (1 - state.phaseTick / 10)).toFixed(2)})`
      ctx.fillRect(-400, -400, 1200, 1600)
    }
    drawConfetti(dt)
    drawBanner(state)
    drawCounter(state, now)
  }

  return { draw }
}
