import { field } from '../sim/index.ts'
import { depthScale, goalK, screenX, screenY } from '../view.ts'

const boardZ = 720
const netZ = 660
const netTopH = 64

/** The part of the world the screen shows (it may reach past 0..360 × 0..640). */
export interface Bounds {
  left: number
  top: number
  right: number
  bottom: number
}

/** A tiny fixed sequence, so the crowd looks the same after every resize. */
function sequence(seed: number) {
  let s = seed
  return () => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) | 0
    return ((s >>> 8) & 0xffff) / 0x10000
  }
}

export function paintBackground(c: CanvasRenderingContext2D, b: Bounds) {
  const boardK = depthScale(boardZ)
  const boardBottom = screenY(0, boardK)
  const boardTop = screenY(24, boardK)
  paintStands(c, b, boardTop)
  paintBoards(c, b, boardTop, boardBottom)
  paintPitch(c, b, boardBottom)
  paintLines(c)
  paintGoal(c)
}

function paintStands(c: CanvasRenderingContext2D, b: Bounds, bottom: number) {
  const sky = c.createLinearGradient(0, b.top, 0, bottom)
  sky.addColorStop(0, '#050d1f')
  sky.addColorStop(1, '#1b335c')
  c.fillStyle = sky
  c.fillRect(b.left, b.top, b.right - b.left, bottom - b.top + 1)

  // Tiers of seats, a crowd in every colour, nearer rows bigger.
  const next = sequence(7)
  const palette = ['#e63946', '#f1faee', '#2a9d8f', '#ffd166', '#006a4e', '#f4a261', '#457b9d', '#e76f51']
  const skins = ['#c68642', '#8d5524', '#e0ac69', '#a86b3c']
  for (let y = bottom - 3, row = 0; y > b.top - 6; row++) {
    const size = Math.max(0.55, 1 - (bottom - y) / 260)
    c.fillStyle = row % 2 ? '#142849' : '#10213d'
    c.fillRect(b.left, y - 5.2 * size, b.right - b.left, 5.2 * size)
    for (let x = b.left + next() * 4; x < b.right; x += 4.6 * size + next() * 1.5) {
      if (next() < 0.06) continue
      c.fillStyle = palette[Math.floor(next() * palette.length)] ?? '#fff'
      c.beginPath()
      c.ellipse(x, y - 1.6 * size, 1.9 * size, 2 * size, 0, 0, Math.PI * 2)
      c.fill()
      c.fillStyle = skins[Math.floor(next() * skins.length)] ?? '#c68642'
      c.beginPath()
      c.arc(x, y - 4.3 * size, 1.25 * size, 0, Math.PI * 2)
      c.fill()
    }
    y -= 5.6 * size
  }
  // The crowd fades into the dark under the roof, and stays quieter than the play.
  const shade = c.createLinearGradient(0, b.top, 0, bottom)
  shade.addColorStop(0, 'rgba(3,8,20,0.88)')
  shade.addColorStop(0.6, 'rgba(3,8,20,0.4)')
  shade.addColorStop(1, 'rgba(3,8,20,0.2)')
  c.fillStyle = shade
  c.fillRect(b.left, b.top, b.right - b.left, bottom - b.top)

  // A balcony splits the tiers, with a strip of coloured lights along its front.
  const balcony = bottom - (bottom - b.top) * 0.52
  c.fillStyle = '#0a1426'
  c.fillRect(b.left, balcony - 4, b.right - b.left, 11)
  const strip = c.createLinearGradient(b.left, 0, b.right, 0)
  strip.addColorStop(0, '#f72585')
  strip.addColorStop(0.35, '#4cc9f0')
  strip.addColorStop(0.7, '#ffd23f')
  strip.addColorStop(1, '#f72585')
  c.fillStyle = strip
  c.globalAlpha = 0.75
  c.fillRect(b.left, balcony + 1, b.right - b.left, 2.5)
  c.globalAlpha = 1
  c.fillStyle = 'rgba(255,255,255,0.12)'
  c.fillRect(b.left, balcony - 4, b.right - b.left, 0.8)
  // The roof's edge and its steelwork.
  c.fillStyle = '#050a14'
  c.fillRect(b.left, b.top, b.right - b.left, 20)
  c.strokeStyle = '#1f2d45'
  c.lineWidth = 1
  c.beginPath()
  c.moveTo(b.left, b.top + 20)
  c.lineTo(b.right, b.top + 20)
  for (let x = b.left; x < b.right; x += 14) {
    c.moveTo(x, b.top + 20)
    c.lineTo(x + 7, b.top + 8)
    c.lineTo(x + 14, b.top + 20)
  }
  c.moveTo(b.left, b.top + 8)
  c.lineTo(b.right, b.top + 8)
  c.stroke()

  // Flags of Bangladesh waving in the stands.
  for (const [x, y] of [
    [40, bottom - 44],
    [262, bottom - 58],
    [328, bottom - 30],
  ] as const) {
    c.strokeStyle = '#d9d9d9'
    c.lineWidth = 0.8
    c.beginPath()
    c.moveTo(x, y + 16)
    c.lineTo(x, y - 2)
    c.stroke()
    c.fillStyle = '#006a4e'
    c.beginPath()
    c.moveTo(x, y - 2)
    c.quadraticCurveTo(x + 7, y - 5, x + 15, y - 1)
    c.lineTo(x + 15, y + 8)
    c.quadraticCurveTo(x + 7, y + 4, x, y + 7)
    c.closePath()
    c.fill()
    c.fillStyle = '#f42a41'
    c.beginPath()
    c.arc(x + 6.6, y + 2.6, 2.7, 0, Math.PI * 2)
    c.fill()
  }

  // Floodlights high on the roof, and their glow.
  for (const x of [b.left + 40, b.right - 40]) {
    const y = b.top + 36
    const glow = c.createRadialGradient(x, y, 2, x, y, 120)
    glow.addColorStop(0, 'rgba(255,250,225,0.5)')
    glow.addColorStop(0.3, 'rgba(255,245,200,0.12)')
    glow.addColorStop(1, 'rgba(255,245,200,0)')
    c.fillStyle = glow
    c.fillRect(x - 120, y - 120, 240, 240)
    c.fillStyle = '#1a2740'
    c.beginPath()
    c.moveTo(x - 20, y - 12)
    c.lineTo(x + 20, y - 12)
    c.lineTo(x + 17, y + 11)
    c.lineTo(x - 17, y + 11)
    c.closePath()
    c.fill()
    for (let row = 0; row < 2; row++) {
      for (let i = 0; i < 4; i++) {
        const lx = x - 13.5 + i * 9
        const ly = y - 5 + row * 10
        const lamp = c.createRadialGradient(lx - 1, ly - 1, 0.3, lx, ly, 4)
        lamp.addColorStop(0, '#ffffff')
        lamp.addColorStop(1, '#ffe9a8')
        c.fillStyle = lamp
        c.beginPath()
        c.arc(lx, ly, 3.6, 0, Math.PI * 2)
        c.fill()
      }
    }
  }
}

function paintBoards(c: CanvasRenderingContext2D, b: Bounds, top: number, bottom: number) {
  const boards = [
    ['#e63946', '#ffffff', 'খেলা হবে'],
    ['#1d3557', '#ffd166', 'ফ্রি কিক'],
    ['#2a9d8f', '#ffffff', 'গোল!'],
    ['#f4a261', '#1d3557', 'খেলা হবে'],
  ] as const
  const width = 96
  const height = bottom - top
  c.font = `800 ${Math.round(height * 0.6)}px "Noto Sans Bengali", system-ui, sans-serif`
  c.textAlign = 'center'
  c.textBaseline = 'middle'
  const first = Math.floor((b.left + 60) / width)
  for (let i = first, x = first * width - 60; x < b.right; x += width, i++) {
    const [bg, fg, text] = boards[((i % boards.length) + boards.length) % boards.length] ?? boards[0]
    c.fillStyle = bg
    c.fillRect(x, top, width, height)
    c.fillStyle = fg
    c.fillText(text, x + width / 2, top + height * 0.55)
    c.fillStyle = 'rgba(255,255,255,0.18)'
    c.fillRect(x, top, width, height * 0.22)
    c.fillStyle = 'rgba(0,0,0,0.35)'
    c.fillRect(x + width - 1, top, 1, height)
  }
}

function paintPitch(c: CanvasRenderingContext2D, b: Bounds, top: number) {
  const grass = c.createLinearGradient(0, top, 0, b.bottom)
  grass.addColorStop(0, '#2c6e33')
  grass.addColorStop(0.35, '#37893b')
  grass.addColorStop(1, '#45a447')
  c.fillStyle = grass
  c.fillRect(b.left, top, b.right - b.left, b.bottom - top)
  // Mown stripes across (bands of depth) and along (wedges to the vanishing point): a checker.
  c.fillStyle = 'rgba(0,0,0,0.09)'
  for (let z = 720; z > -200; z -= 60) {
    const y0 = screenY(0, depthScale(z))
    const y1 = screenY(0, depthScale(z - 30))
    c.fillRect(b.left, y0, b.right - b.left, y1 - y0)
  }
  c.fillStyle = 'rgba(255,255,255,0.035)'
  const far = depthScale(boardZ)
  const near = depthScale(-200)
  for (let x = -1500; x < 1900; x += 80) {
    c.beginPath()
    c.moveTo(screenX(x, far), screenY(0, far))
    c.lineTo(screenX(x + 40, far), screenY(0, far))
    c.lineTo(screenX(x + 40, near), screenY(0, near))
    c.lineTo(screenX(x, near), screenY(0, near))
    c.closePath()
    c.fill()
  }
  // Haze toward the far end, and a darker edge near the camera.
  const haze = c.createLinearGradient(0, top, 0, top + 90)
  haze.addColorStop(0, 'rgba(170,210,255,0.16)')
  haze.addColorStop(1, 'rgba(170,210,255,0)')
  c.fillStyle = haze
  c.fillRect(b.left, top, b.right - b.left, 90)
  const edge = c.createLinearGradient(0, b.bottom - 140, 0, b.bottom)
  edge.addColorStop(0, 'rgba(0,20,0,0)')
  edge.addColorStop(1, 'rgba(0,20,0,0.35)')
  c.fillStyle = edge
  c.fillRect(b.left, b.bottom - 140, b.right - b.left, 140)
}

/** A painted line across the pitch at depth `z`, as thick as the perspective makes it. */
function lineAcross(c: CanvasRenderingContext2D, z: number, x0: number, x1: number) {
  const ya = screenY(0, depthScale(z + 2))
  const yb = screenY(0, depthScale(z - 2))
  const k = depthScale(z)
  c.fillRect(screenX(x0, k), ya, screenX(x1, k) - screenX(x0, k), Math.max(0.6, yb - ya))
}

/** A painted line toward the goal at `x`, from depth `z0` to `z1`. */
function lineAlong(c: CanvasRenderingContext2D, x: number, z0: number, z1: number) {
  const k0 = depthScale(z0)
  const k1 = depthScale(z1)
  c.beginPath()
  c.moveTo(screenX(x - 2, k0), screenY(0, k0))
  c.lineTo(screenX(x + 2, k0), screenY(0, k0))
  c.lineTo(screenX(x + 2, k1), screenY(0, k1))
  c.lineTo(screenX(x - 2, k1), screenY(0, k1))
  c.closePath()
  c.fill()
}

function paintLines(c: CanvasRenderingContext2D) {
  c.fillStyle = 'rgba(255,255,255,0.82)'
  lineAcross(c, field.goalZ, -2000, 2400)
  lineAcross(c, field.goalZ - 165, -95, 455)
  lineAcross(c, field.goalZ - 495, -425, 785)
  for (const x of [-95, 455]) lineAlong(c, x, field.goalZ - 165, field.goalZ)
  for (const x of [-425, 785]) lineAlong(c, x, field.goalZ - 495, field.goalZ)
  // The penalty spot and the arc of the D.
  const spotK = depthScale(field.goalZ - 330)
  c.beginPath()
  c.ellipse(180, screenY(0, spotK), 3 * spotK, 1.1 * spotK, 0, 0, Math.PI * 2)
  c.fill()
  c.strokeStyle = 'rgba(255,255,255,0.82)'
  c.beginPath()
  for (let i = -53; i <= 53; i += 2) {
    const a = (i * Math.PI) / 180
    const z = field.goalZ - 330 - 275 * Math.cos(a)
    const k = depthScale(z)
    const x = screenX(180 + 275 * Math.sin(a), k)
    if (i === -53) c.moveTo(x, screenY(0, k))
    else c.lineTo(x, screenY(0, k))
  }
  c.lineWidth = 1.6
  c.stroke()
}

function at(x: number, z: number, h: number): [number, number] {
  const k = depthScale(z)
  return [screenX(x, k), screenY(h, k)]
}

function segment(c: CanvasRenderingContext2D, a: [number, number], b: [number, number]) {
  c.moveTo(a[0], a[1])
  c.lineTo(b[0], b[1])
}

function paintGoal(c: CanvasRenderingContext2D) {
  const { postLeft: L, postRight: R, barH: H, goalZ: Z } = field
  // Shade on the grass inside the goal, then the net: back, sides and roof.
  c.fillStyle = 'rgba(0,0,0,0.2)'
  c.beginPath()
  c.moveTo(...at(L, Z, 0))
  c.lineTo(...at(R, Z, 0))
  c.lineTo(...at(R, netZ, 0))
  c.lineTo(...at(L, netZ, 0))
  c.closePath()
  c.fill()
  c.fillStyle = 'rgba(230,240,255,0.07)'
  c.beginPath()
  c.moveTo(...at(L, netZ, 0))
  c.lineTo(...at(R, netZ, 0))
  c.lineTo(...at(R, netZ, netTopH))
  c.lineTo(...at(L, netZ, netTopH))
  c.closePath()
  c.fill()
  c.strokeStyle = 'rgba(255,255,255,0.42)'
  c.lineWidth = 0.45
  c.beginPath()
  for (let x = L; x <= R; x += 6) {
    segment(c, at(x, netZ, 0), at(x, netZ, netTopH))
    segment(c, at(x, Z, H), at(x, netZ, netTopH))
  }
  for (let h = 0; h <= netTopH; h += 6) {
    segment(c, at(L, netZ, h), at(R, netZ, h))
  }
  for (const x of [L, R]) {
    for (let z = Z; z <= netZ; z += 10) segment(c, at(x, z, 0), at(x, z, H + ((netTopH - H) * (z - Z)) / 60))
    for (let h = 0; h <= H; h += 6) segment(c, at(x, Z, h), at(x, netZ, Math.min(h, netTopH)))
  }
  c.stroke()
  // Back stanchions, then the white frame with a little shadow and shine.
  c.strokeStyle = 'rgba(200,210,220,0.7)'
  c.lineWidth = 1
  c.beginPath()
  segment(c, at(L, Z, H), at(L, netZ, netTopH))
  segment(c, at(L, netZ, netTopH), at(L, netZ, 0))
  segment(c, at(R, Z, H), at(R, netZ, netTopH))
  segment(c, at(R, netZ, netTopH), at(R, netZ, 0))
  c.stroke()
  // The frame's shadows fall back and to the right, away from the floodlights.
  c.fillStyle = 'rgba(0,0,0,0.22)'
  c.beginPath()
  for (const x of [L, R]) {
    c.moveTo(...at(x - 3, Z, 0))
    c.lineTo(...at(x + 3, Z, 0))
    c.lineTo(...at(x + 30, Z + 20, 0))
    c.lineTo(...at(x + 24, Z + 20, 0))
    c.closePath()
  }
  c.fill()
  const frame = field.frame * goalK
  const top = screenY(H, goalK) - frame
  const ground = screenY(0, goalK)
  for (const x of [screenX(L, goalK), screenX(R, goalK)]) {
    const post = c.createLinearGradient(x - frame, 0, x + frame, 0)
    post.addColorStop(0, '#ffffff')
    post.addColorStop(0.6, '#e9eef2')
    post.addColorStop(1, '#aab6c0')
    c.fillStyle = post
    c.fillRect(x - frame, top, frame * 2, ground - top)
  }
  const bar = c.createLinearGradient(0, top, 0, top + frame * 2)
  bar.addColorStop(0, '#ffffff')
  bar.addColorStop(1, '#b3bec8')
  c.fillStyle = bar
  c.fillRect(screenX(L, goalK) - frame, top, (R - L) * goalK + frame * 2, frame * 2)
}
