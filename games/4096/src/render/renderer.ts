import { bengaliNumber } from '@khelahobe/game-kit/bengali'
import { fitWorld, type Viewport } from '@khelahobe/game-kit/canvas'
import type { Renderer } from '@khelahobe/game-kit/run'
import { directions, goal, type Slide, type State, traceMove } from '../sim/index.ts'
import { paintBackground } from './background.ts'
import { board, cell, cellX, cellY, header, worldHeight, worldWidth } from './layout.ts'
import { rounded } from './shapes.ts'
import { drawTile, font, sparkColour, tileText } from './tiles.ts'

const slideMs = 100
const popMs = 170
const spawnMs = 160
const bannerMs = 2600
const popupMs = 700

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  spin: number
  angle: number
  life: number
  max: number
  size: number
  colour: string
  confetti: boolean
}

const confettiColours = ['#f42a41', '#006a4e', '#ffd86b', '#f5a15a', '#ffffff', '#2fae82']

const easeOutCubic = (t: number) => 1 - (1 - t) * (1 - t) * (1 - t)
const easeOutBack = (t: number) => {
  const c = 1.9
  const u = t - 1
  return 1 + (c + 1) * u * u * u + c * u * u
}

/**
 * Draws the board and animates it by comparing each state with the one drawn before: the
 * simulation applies a move at once; the slide, the merge pop and the new tile's growth are
 * looks only, replayed here from the move's trace.
 */
export function createRenderer(ctx: CanvasRenderingContext2D, viewport: Viewport): Renderer<State> {
  let fit = fitWorld(viewport, worldWidth, worldHeight)
  let background: HTMLCanvasElement | null = null
  let sizedWidth = 0
  let sizedHeight = 0
  let sizedRatio = 0
  const sprites = new Map<number, HTMLCanvasElement>()
  let trackFill: CanvasGradient | null = null
  let bannerFill: CanvasGradient | null = null

  // What was drawn last, to tell what changed.
  let shown: State | null = null
  let shownMoves = 0
  let shownWon = false
  let best = 0
  let bestText = ''
  let movesText = ''
  const previous: number[][] = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ]

  // The animation under way.
  let animStart = Number.NEGATIVE_INFINITY
  let slides: Slide[] | null = null
  let spawnCell = -1
  let appearing = false
  let burstDue = false
  const merged = new Uint8Array(16)
  let bestBounce = Number.NEGATIVE_INFINITY
  let bannerStart = Number.NEGATIVE_INFINITY
  // The points of each merge rise from its tile.
  const popups = Array.from({ length: 8 }, () => ({ x: 0, y: 0, text: '', start: Number.NEGATIVE_INFINITY }))
  let last = 0

  const particles: Particle[] = Array.from({ length: 120 }, () => ({
    x: 0,
    y: 0,
    vx: 0,
    vy: 0,
    spin: 0,
    angle: 0,
    life: 0,
    max: 1,
    size: 1,
    colour: '#fff',
    confetti: false,
  }))

  function rebuild() {
    fit = fitWorld(viewport, worldWidth, worldHeight)
    sprites.clear()
    background = paintBackground(viewport, fit)
    const { track } = header
    trackFill = ctx.createLinearGradient(track.x, 0, track.x + track.w, 0)
    trackFill.addColorStop(0, '#f5a15a')
    trackFill.addColorStop(0.6, '#ec5f46')
    trackFill.addColorStop(1, '#006a4e')
    bannerFill = ctx.createLinearGradient(0, -60, 0, 60)
    bannerFill.addColorStop(0, '#17956c')
    bannerFill.addColorStop(1, '#005a42')
  }

  function sprite(value: number): HTMLCanvasElement {
    let image = sprites.get(value)
    if (!image) {
      image = drawTile(value, cell, fit.scale * viewport.pixelRatio)
      sprites.set(value, image)
    }
    return image
  }

  function particle(): Particle | null {
    for (const p of particles) if (p.life <= 0) return p
    return null
  }

  function burst(row: number, col: number, value: number) {
    const x = cellX(col) + cell / 2
    const y = cellY(row) + cell / 2
    const count = value >= 128 ? 14 : 8
    const colour = sparkColour(value)
    for (let i = 0; i < count; i++) {
      const p = particle()
      if (!p) return
      const angle = (i / count) * Math.PI * 2 + Math.random() * 0.5
      const speed = 0.09 + Math.random() * 0.08
      p.x = x + Math.cos(angle) * cell * 0.3
      p.y = y + Math.sin(angle) * cell * 0.3
      p.vx = Math.cos(angle) * speed
      p.vy = Math.sin(angle) * speed
      p.life = p.max = 320 + Math.random() * 200
      p.size = 2.5 + Math.random() * 2.5
      p.colour = colour
      p.confetti = false
    }
  }

  function confetti() {
    for (let i = 0; i < 80; i++) {
      const p = particle()
      if (!p) return
      p.x = board.x + Math.random() * board.size
      p.y = board.y - 20 - Math.random() * 120
      p.vx = (Math.random() - 0.5) * 0.08
      p.vy = 0.08 + Math.random() * 0.12
      p.angle = Math.random() * Math.PI
      p.spin = (Math.random() - 0.5) * 0.02
      p.life = p.max = 1800 + Math.random() * 900
      p.size = 4 + Math.random() * 4
      p.colour = confettiColours[i % confettiColours.length] ?? '#fff'
      p.confetti = true
    }
  }

  function remember(state: State) {
    for (let row = 0; row < 4; row++) {
      const from = state.grid[row] as number[]
      const to = previous[row] as number[]
      for (let col = 0; col < 4; col++) to[col] = from[col] ?? 0
    }
    shownMoves = state.moves
    shownWon = state.won
    let top = 0
    for (const cells of state.grid) for (const value of cells) top = Math.max(top, value)
    if (top !== best) {
      if (top > best && best > 0) bestBounce = last
      best = top
      bestText = tileText(best)
    }
    movesText = `চাল: ${bengaliNumber(state.moves)}`
  }

  /** What changed since the last frame, turned into the animations to play. */
  function follow(state: State, now: number) {
    if (state !== shown) {
      // A new run: its first tiles grow in.
      shown = state
      best = 0
      remember(state)
      slides = null
      spawnCell = -1
      appearing = true
      merged.fill(0)
      animStart = now
      bannerStart = Number.NEGATIVE_INFINITY
      for (const popup of popups) popup.start = Number.NEGATIVE_INFINITY
      for (const p of particles) p.life = 0
      return
    }
    if (state.moves === shownMoves) return
    const direction = directions[state.lastMove]
    // Two moves between frames (a stalled frame): the board jumps, only the new tile grows.
    slides = state.moves === shownMoves + 1 && direction ? traceMove(previous, direction) : null
    merged.fill(0)
    if (slides) for (const s of slides) if (s.merged) merged[s.toRow * 4 + s.toCol] = 1
    burstDue = slides !== null
    spawnCell = state.lastSpawn
    appearing = false
    animStart = now
    let used = 0
    for (let i = 0; i < 16 && slides; i++) {
      const popup = popups[used]
      const value = state.grid[Math.floor(i / 4)]?.[i % 4] ?? 0
      if (!merged[i] || !popup) continue
      used++
      popup.x = cellX(i % 4) + cell / 2
      popup.y = cellY(Math.floor(i / 4)) + cell * 0.45
      popup.text = `+${bengaliNumber(value)}`
      popup.start = now + slideMs
    }
    if (state.won && !shownWon) {
      bannerStart = now + slideMs
      confetti()
    }
    remember(state)
  }

  function drawTileAt(value: number, x: number, y: number, scale: number) {
    if (scale <= 0) return
    if (scale === 1) {
      ctx.drawImage(sprite(value), x, y, cell, cell)
      return
    }
    const size = cell * scale
    ctx.drawImage(sprite(value), x + (cell - size) / 2, y + (cell - size) / 2, size, size)
  }

  function drawTiles(state: State, now: number) {
    // A finished run is drawn as it ended: the loop stops, so no later frame would finish a slide.
    const t = state.over ? Number.POSITIVE_INFINITY : now - animStart
    if (slides && t < slideMs) {
      const p = easeOutCubic(t / slideMs)
      for (const s of slides) {
        const x = cellX(s.fromCol) + (cellX(s.toCol) - cellX(s.fromCol)) * p
        const y = cellY(s.fromRow) + (cellY(s.toRow) - cellY(s.fromRow)) * p
        drawTileAt(s.value, x, y, 1)
      }
      return
    }
    if (burstDue) {
      burstDue = false
      for (let i = 0; i < 16; i++) {
        if (merged[i]) burst(Math.floor(i / 4), i % 4, state.grid[Math.floor(i / 4)]?.[i % 4] ?? 2)
      }
    }
    const after = slides ? t - slideMs : t
    for (let row = 0; row < 4; row++) {
      const cells = state.grid[row] as number[]
      for (let col = 0; col < 4; col++) {
        const value = cells[col] ?? 0
        if (value === 0) continue
        const index = row * 4 + col
        let scale = 1
        if (appearing) {
          const local = (after - index * 12) / spawnMs
          scale = local >= 1 ? 1 : local <= 0 ? 0 : easeOutBack(local)
        } else if (index === spawnCell && after < spawnMs) {
          scale = after <= 0 ? 0 : 0.15 + 0.85 * easeOutBack(after / spawnMs)
        } else if (merged[index] && after < popMs) {
          scale = 1 + 0.2 * Math.sin((Math.PI * after) / popMs)
        }
        drawTileAt(value, cellX(col), cellY(row), scale)
      }
    }
  }

  function drawHeader(state: State, now: number) {
    const { card, track } = header
    const bounce = now - bestBounce < 300 ? 1 + 0.25 * (1 - (now - bestBounce) / 300) : 1
    ctx.fillStyle = '#ffffff'
    ctx.textAlign = 'center'
    const size = bestText.length > 4 ? 20 : 24
    ctx.font = `800 ${Math.round(size * bounce)}px ${font}`
    ctx.fillText(bestText, card.x + card.w / 2, card.y + 50)

    const progress = state.won ? 1 : Math.min(1, Math.log2(Math.max(2, best)) / Math.log2(goal))
    ctx.fillStyle = trackFill ?? '#ec5f46'
    rounded(ctx, track.x, track.y, Math.max(track.h, track.w * progress), track.h, track.h / 2)
    ctx.fill()
    ctx.fillStyle = 'rgba(255,255,255,0.35)'
    rounded(ctx, track.x + 3, track.y + 2, Math.max(0, track.w * progress - 6), 3, 1.5)
    ctx.fill()

    ctx.fillStyle = '#94694a'
    ctx.font = `500 13px ${font}`
    ctx.fillText(movesText, 180, 574)
  }

  function drawParticles(dt: number) {
    const k = fit.scale * viewport.pixelRatio
    const ox = fit.offsetX * viewport.pixelRatio
    const oy = fit.offsetY * viewport.pixelRatio
    let any = false
    for (const p of particles) {
      if (p.life <= 0) continue
      any = true
      p.life -= dt
      p.x += p.vx * dt
      p.y += p.vy * dt
      ctx.globalAlpha = Math.max(0, Math.min(1, (p.life / p.max) * 2))
      ctx.fillStyle = p.colour
      if (p.confetti) {
        p.angle += p.spin * dt
        p.vx += Math.sin(p.angle * 3) * 0.0004 * dt
        const c = Math.cos(p.angle) * k
        const s = Math.sin(p.angle) * k
        ctx.setTransform(c, s, -s * 0.6, c * 0.6, ox + p.x * k, oy + p.y * k)
        ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2)
      } else {
        p.vy += 0.0003 * dt
        ctx.fillRect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size)
      }
    }
    if (any) {
      ctx.globalAlpha = 1
      fit.apply(ctx)
    }
  }

  function drawPopups(now: number) {
    ctx.textAlign = 'center'
    ctx.font = `800 17px ${font}`
    ctx.lineWidth = 4
    ctx.lineJoin = 'round'
    ctx.strokeStyle = '#5b3a22'
    ctx.fillStyle = '#fff3c4'
    for (const popup of popups) {
      const t = (now - popup.start) / popupMs
      if (t < 0 || t >= 1) continue
      ctx.globalAlpha = t < 0.6 ? 1 : (1 - t) / 0.4
      const y = popup.y - easeOutCubic(t) * 34
      ctx.strokeText(popup.text, popup.x, y)
      ctx.fillText(popup.text, popup.x, y)
    }
    ctx.globalAlpha = 1
  }

  function drawBanner(now: number) {
    const t = now - bannerStart
    if (t < 0 || t >= bannerMs) return
    const scale = t < 350 ? easeOutBack(t / 350) : 1
    ctx.globalAlpha = t > bannerMs - 400 ? (bannerMs - t) / 400 : 1
    ctx.save()
    ctx.translate(180, board.y + board.size / 2)
    ctx.scale(scale, scale)
    ctx.fillStyle = 'rgba(40,20,5,0.25)'
    rounded(ctx, -154, -50, 308, 112, 22)
    ctx.fill()
    ctx.fillStyle = bannerFill ?? '#006a4e'
    rounded(ctx, -156, -58, 312, 112, 22)
    ctx.fill()
    ctx.strokeStyle = '#ffd86b'
    ctx.lineWidth = 3
    rounded(ctx, -150, -52, 300, 100, 18)
    ctx.stroke()
    ctx.fillStyle = '#f42a41'
    ctx.beginPath()
    ctx.arc(-96, -4, 34, 0, Math.PI * 2)
    ctx.fill()
    ctx.textAlign = 'center'
    ctx.fillStyle = '#ffffff'
    ctx.font = `800 50px ${font}`
    ctx.fillText('৪০৯৬!', 30, 10)
    ctx.fillStyle = '#ffe9a8'
    ctx.font = `600 14px ${font}`
    ctx.fillText('দারুণ! খেলা চালিয়ে যান', 30, 36)
    ctx.restore()
    ctx.globalAlpha = 1
  }

  return {
    draw(state, now) {
      if (
        viewport.width !== sizedWidth ||
        viewport.height !== sizedHeight ||
        viewport.pixelRatio !== sizedRatio ||
        !background
      ) {
        sizedWidth = viewport.width
        sizedHeight = viewport.height
        sizedRatio = viewport.pixelRatio
        rebuild()
      }
      const dt = Math.max(0, Math.min(50, now - last))
      last = now
      follow(state, now)

      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.drawImage(background as HTMLCanvasElement, 0, 0)
      fit.apply(ctx)
      drawHeader(state, now)
      drawTiles(state, now)
      drawParticles(dt)
      drawPopups(now)
      drawBanner(now)
    },
  }
}
