import { groundY, pillarWidth } from '../sim/index.ts'

/**
 * Everything that does not change shape during a run, painted once per resize into offscreen
 * canvases at the screen's real pixel size, so a frame is a handful of image copies plus the dino.
 */

/** A canvas sized for `w`×`h` world units at `unit` device pixels per unit, painted in world units. */
export function paintLayer(
  w: number,
  h: number,
  unit: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.ceil(w * unit))
  canvas.height = Math.max(1, Math.ceil(h * unit))
  const ctx = canvas.getContext('2d')
  if (ctx) {
    ctx.scale(canvas.width / w, canvas.height / h)
    paint(ctx)
  }
  return canvas
}

/** A small fixed generator for the scenery's looks, so every device paints the same desert. */
function sprinkle(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    return s / 0x7fffffff
  }
}

const tau = Math.PI * 2

/** Paints `shape` three times, a tile apart, so whatever crosses the tile's edge wraps round seamlessly. */
function wrapped(ctx: CanvasRenderingContext2D, tile: number, shape: () => void) {
  for (const shift of [-tile, 0, tile]) {
    ctx.save()
    ctx.translate(shift, 0)
    shape()
    ctx.restore()
  }
}

/** The sky from the top of the screen to the ground: dusk gradient, a few stars, the setting sun. */
export function paintSky(width: number, unit: number): HTMLCanvasElement {
  const h = groundY + 10
  return paintLayer(width, h, unit, (ctx) => {
    const sky = ctx.createLinearGradient(0, 0, 0, h)
    sky.addColorStop(0, '#241a4a')
    sky.addColorStop(0.3, '#553a7a')
    sky.addColorStop(0.55, '#b0567c')
    sky.addColorStop(0.72, '#f08a64')
    sky.addColorStop(0.86, '#ffc27a')
    sky.addColorStop(1, '#ffe0a0')
    ctx.fillStyle = sky
    ctx.fillRect(0, 0, width, h)

    const rand = sprinkle(7)
    for (let i = 0; i < width * 0.12; i++) {
      const x = rand() * width
      const y = rand() * rand() * 300
      ctx.globalAlpha = 0.25 + rand() * 0.6 * (1 - y / 300)
      ctx.fillStyle = '#fff6e0'
      ctx.beginPath()
      ctx.arc(x, y, 0.6 + rand() * 1.1, 0, tau)
      ctx.fill()
    }
    ctx.globalAlpha = 1

    // The sun sits low and to the right, behind the mesas, in the middle of the world.
    const sunX = width / 2 + 80
    const sunY = 468
    const glow = ctx.createRadialGradient(sunX, sunY, 20, sunX, sunY, 190)
    glow.addColorStop(0, 'rgba(255,236,170,0.75)')
    glow.addColorStop(0.35, 'rgba(255,190,120,0.3)')
    glow.addColorStop(1, 'rgba(255,160,110,0)')
    ctx.fillStyle = glow
    ctx.fillRect(sunX - 200, sunY - 200, 400, 400)
    const disc = ctx.createLinearGradient(0, sunY - 44, 0, sunY + 44)
    disc.addColorStop(0, '#fff6c8')
    disc.addColorStop(1, '#ffb85c')
    ctx.fillStyle = disc
    ctx.beginPath()
    ctx.arc(sunX, sunY, 44, 0, tau)
    ctx.fill()
  })
}

export const cloudTile = 540
export const cloudTop = 70
const cloudHeight = 260

/** Soft dusk clouds, lit from below by the sun. */
export function paintClouds(unit: number): HTMLCanvasElement {
  return paintLayer(cloudTile, cloudHeight, unit, (ctx) => {
    const puffs: [number, number, number][] = [
      [60, 60, 1],
      [250, 140, 0.8],
      [420, 40, 1.15],
      [520, 190, 0.7],
    ]
    for (const [cx, cy, size] of puffs) {
      wrapped(ctx, cloudTile, () => {
        ctx.translate(cx, cy)
        ctx.scale(size, size)
        const body = ctx.createLinearGradient(0, -22, 0, 18)
        body.addColorStop(0, 'rgba(255,214,226,0.9)')
        body.addColorStop(1, 'rgba(246,150,150,0.85)')
        ctx.fillStyle = body
        ctx.beginPath()
        ctx.ellipse(0, 6, 58, 13, 0, 0, tau)
        ctx.ellipse(-24, 0, 22, 16, 0, 0, tau)
        ctx.ellipse(4, -8, 26, 20, 0, 0, tau)
        ctx.ellipse(30, 0, 20, 14, 0, 0, tau)
        ctx.fill()
        ctx.fillStyle = 'rgba(255,240,220,0.55)'
        ctx.beginPath()
        ctx.ellipse(0, -14, 16, 6, 0, 0, tau)
        ctx.fill()
      })
    }
  })
}

export const mesaTile = 600
export const mesaTop = 360
/** Far flat-topped buttes in dusk haze, with the sunlit rim on their tops. */
export function paintMesas(unit: number): HTMLCanvasElement {
  const h = groundY - mesaTop + 10
  return paintLayer(mesaTile, h, unit, (ctx) => {
    const base = h
    const fill = ctx.createLinearGradient(0, 0, 0, h)
    fill.addColorStop(0, '#9a5a8c')
    fill.addColorStop(1, '#c77a8a')
    const mesas: [number, number, number][] = [
      [30, 130, 70],
      [210, 90, 40],
      [330, 170, 95],
      [500, 110, 55],
    ]
    for (const [x, w, top] of mesas) {
      wrapped(ctx, mesaTile, () => {
        ctx.save()
        ctx.fillStyle = fill
        ctx.beginPath()
        ctx.moveTo(x - 30, base)
        ctx.lineTo(x, top + 30)
        ctx.lineTo(x + 8, top + 6)
        ctx.lineTo(x + 14, top)
        ctx.lineTo(x + w - 16, top)
        ctx.lineTo(x + w - 8, top + 10)
        ctx.lineTo(x + w, top + 34)
        ctx.lineTo(x + w + 36, base)
        ctx.closePath()
        ctx.fill()
        // The side away from the sun in shade, with a few eroded gullies.
        ctx.clip()
        ctx.fillStyle = 'rgba(80,30,80,0.2)'
        ctx.fillRect(x + w * 0.62, top, w, base - top)
        ctx.fillStyle = 'rgba(80,30,80,0.12)'
        for (let g = x + 16; g < x + w - 10; g += 19) ctx.fillRect(g, top + 14, 3, base - top)
        ctx.restore()
        ctx.fillStyle = 'rgba(255,200,150,0.6)'
        ctx.fillRect(x + 14, top, w - 30, 3)
      })
    }
    ctx.fillStyle = fill
    ctx.fillRect(0, base - 40, mesaTile, 40)
  })
}

export const duneTile = 480
export const duneTop = 470
/** Two rows of dunes: far ones in shade, near ones catching the low sun, with cactus silhouettes. */
export function paintDunes(unit: number, near: boolean): HTMLCanvasElement {
  const h = groundY - duneTop + 10
  return paintLayer(duneTile, h, unit, (ctx) => {
    const crest = (x: number) => {
      const a = (x / duneTile) * tau
      return near
        ? 84 + 16 * Math.sin(a * 2 + 1) + 9 * Math.sin(a * 5 + 2)
        : 30 + 20 * Math.sin(a * 3) + 8 * Math.sin(a * 7 + 0.5)
    }
    const fill = ctx.createLinearGradient(0, 0, 0, h)
    if (near) {
      fill.addColorStop(0, '#e9955f')
      fill.addColorStop(1, '#c8674f')
    } else {
      fill.addColorStop(0, '#c46a6e')
      fill.addColorStop(1, '#a4536a')
    }
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.moveTo(0, h)
    for (let x = 0; x <= duneTile; x += 4) ctx.lineTo(x, crest(x))
    ctx.lineTo(duneTile, h)
    ctx.closePath()
    ctx.fill()
    // A lit edge along each crest.
    ctx.strokeStyle = near ? 'rgba(255,214,150,0.8)' : 'rgba(255,170,150,0.5)'
    ctx.lineWidth = 2
    ctx.beginPath()
    for (let x = 0; x <= duneTile; x += 4) {
      if (x === 0) ctx.moveTo(x, crest(x) + 1)
      else ctx.lineTo(x, crest(x) + 1)
    }
    ctx.stroke()

    if (near) {
      ctx.fillStyle = '#7c3a4e'
      for (const [x, size] of [
        [90, 1],
        [300, 0.75],
        [410, 0.9],
      ] as const) {
        wrapped(ctx, duneTile, () => cactus(ctx, x, crest(x) + 6, size))
      }
    }
  })
}

function cactus(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(size, size)
  ctx.beginPath()
  ctx.roundRect(-5, -46, 10, 48, 5)
  ctx.roundRect(-17, -30, 8, 18, 4)
  ctx.roundRect(-17, -16, 14, 7, 3.5)
  ctx.roundRect(9, -38, 8, 22, 4)
  ctx.roundRect(3, -22, 14, 7, 3.5)
  ctx.fill()
  ctx.restore()
}

/** The ground's pattern repeats every `groundPeriod` units: the ripples every `stripe`, the pebbles once. */
export const groundPeriod = 160
const stripe = 40
/** The ground: a sunlit sand lip, diagonal ripples that show the speed, darker sand with pebbles below. */
export function paintGround(width: number, depth: number, unit: number): HTMLCanvasElement {
  const w = width + groundPeriod * 2
  return paintLayer(w, depth, unit, (ctx) => {
    const sand = ctx.createLinearGradient(0, 0, 0, depth)
    sand.addColorStop(0, '#f1c178')
    sand.addColorStop(Math.min(1, 60 / depth), '#dfa35e')
    sand.addColorStop(1, '#b9773f')
    ctx.fillStyle = sand
    ctx.fillRect(0, 0, w, depth)

    ctx.fillStyle = 'rgba(255,236,180,0.45)'
    for (let x = -stripe; x < w + stripe; x += stripe) {
      ctx.beginPath()
      ctx.moveTo(x, 12)
      ctx.lineTo(x + 18, 12)
      ctx.lineTo(x + 8, 30)
      ctx.lineTo(x - 10, 30)
      ctx.closePath()
      ctx.fill()
    }
    ctx.fillStyle = '#fbe0a4'
    ctx.fillRect(0, 0, w, 6)
    ctx.fillStyle = '#a9682f'
    ctx.fillRect(0, 6, w, 2.5)
    ctx.fillStyle = 'rgba(120,60,30,0.25)'
    ctx.fillRect(0, 30, w, 2)
    ctx.fillStyle = 'rgba(150,80,40,0.1)'
    for (let y = 54; y < depth; y += 36) ctx.fillRect(0, y, w, 12)

    const rand = sprinkle(3)
    const pebbles: [number, number, number][] = []
    for (let i = 0; i < 16; i++) {
      pebbles.push([
        rand() * groundPeriod,
        42 + rand() * Math.min(150, depth - 50),
        1.2 + rand() * rand() * 4,
      ])
    }
    for (let x = -groundPeriod; x < w; x += groundPeriod) {
      for (const [px, py, r] of pebbles) {
        if (py > depth - 4) continue
        ctx.fillStyle = 'rgba(110,55,30,0.35)'
        ctx.beginPath()
        ctx.ellipse(x + px, py + 1, r * 1.3, r * 0.8, 0, 0, tau)
        ctx.fill()
        ctx.fillStyle = 'rgba(255,225,170,0.5)'
        ctx.beginPath()
        ctx.ellipse(x + px - 0.5, py - 0.5, r * 0.9, r * 0.5, 0, 0, tau)
        ctx.fill()
      }
    }
  })
}

/** Stone pillars: cream sandstone, lit from the left, with block joints and a dark outline. */
export const capOverhang = 5
export const capHeight = 24
const outline = 2
export const bodyImageHeight = 760
const bodyWidth = pillarWidth + outline * 2

export function paintPillarBody(unit: number): HTMLCanvasElement {
  return paintLayer(bodyWidth, bodyImageHeight, unit, (ctx) => {
    const o = outline
    ctx.fillStyle = '#4a2630'
    ctx.fillRect(0, 0, bodyWidth, bodyImageHeight)
    const stone = ctx.createLinearGradient(o, 0, o + pillarWidth, 0)
    stone.addColorStop(0, '#fff1d2')
    stone.addColorStop(0.18, '#f6dba8')
    stone.addColorStop(0.6, '#e2b57c')
    stone.addColorStop(0.85, '#c48752')
    stone.addColorStop(1, '#a86a40')
    ctx.fillStyle = stone
    ctx.fillRect(o, 0, pillarWidth, bodyImageHeight)
    // Fluting: two shaded grooves down the column.
    for (const gx of [18, 40]) {
      const groove = ctx.createLinearGradient(o + gx - 4, 0, o + gx + 4, 0)
      groove.addColorStop(0, 'rgba(140,80,50,0.28)')
      groove.addColorStop(1, 'rgba(255,240,210,0.25)')
      ctx.fillStyle = groove
      ctx.fillRect(o + gx - 4, 0, 8, bodyImageHeight)
    }
    // Block joints every 36 units, the vertical joints staggered.
    const rows = Math.ceil(bodyImageHeight / 36)
    for (let i = 0; i <= rows; i++) {
      const y = bodyImageHeight - i * 36
      ctx.fillStyle = 'rgba(110,60,40,0.45)'
      ctx.fillRect(o, y - 1.5, pillarWidth, 1.5)
      ctx.fillStyle = 'rgba(255,245,220,0.5)'
      ctx.fillRect(o, y, pillarWidth, 1)
      ctx.fillStyle = 'rgba(110,60,40,0.35)'
      ctx.fillRect(o + (i % 2 === 0 ? 22 : 46), y - 36, 1.5, 34.5)
    }
  })
}

/** The carved capital at a pillar's end; `facingDown` for the top pillar, whose end faces down. */
export function paintPillarCap(unit: number, facingDown: boolean): HTMLCanvasElement {
  const w = pillarWidth + (capOverhang + outline) * 2
  const h = capHeight + outline
  return paintLayer(w, h, unit, (ctx) => {
    if (facingDown) {
      ctx.translate(0, h)
      ctx.scale(1, -1)
    }
    const o = outline
    // Drawn as the end of a bottom pillar: the top face at y = 0, the neck below.
    ctx.fillStyle = '#4a2630'
    ctx.beginPath()
    ctx.roundRect(0, 0, w, h, 5)
    ctx.fill()
    const face = ctx.createLinearGradient(o, 0, w - o, 0)
    face.addColorStop(0, '#fff5dc')
    face.addColorStop(0.2, '#fbe2b0')
    face.addColorStop(0.65, '#e8bb82')
    face.addColorStop(1, '#b57345')
    ctx.fillStyle = face
    ctx.beginPath()
    ctx.roundRect(o, o, w - o * 2, h - o * 2 + 1, 4)
    ctx.fill()
    // A terracotta band and a sunlit top edge.
    const band = ctx.createLinearGradient(o, 0, w - o, 0)
    band.addColorStop(0, '#e07a52')
    band.addColorStop(1, '#9c4532')
    ctx.fillStyle = band
    ctx.fillRect(o, 10, w - o * 2, 6)
    ctx.fillStyle = 'rgba(255,250,235,0.8)'
    ctx.fillRect(o + 3, o + 1, w - o * 2 - 6, 2)
    ctx.fillStyle = 'rgba(90,40,30,0.35)'
    ctx.fillRect(o, h - 4, w - o * 2, 2)
  })
}
