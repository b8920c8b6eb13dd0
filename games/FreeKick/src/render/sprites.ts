/**
 * The characters and the ball, painted once per resize into small canvases at the screen's
 * resolution, so a frame only copies them. Each painter works in field units with the feet
 * (or the ball's centre) at the origin and up as negative y.
 */

export interface Sprite {
  canvas: HTMLCanvasElement
  /** Size and origin in field units. */
  width: number
  height: number
  originX: number
  originY: number
}

export function makeSprite(
  width: number,
  height: number,
  originX: number,
  originY: number,
  pixelsPerUnit: number,
  paint: (c: CanvasRenderingContext2D) => void,
): Sprite {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.ceil(width * pixelsPerUnit))
  canvas.height = Math.max(1, Math.ceil(height * pixelsPerUnit))
  const c = canvas.getContext('2d')
  if (c) {
    c.setTransform(pixelsPerUnit, 0, 0, pixelsPerUnit, originX * pixelsPerUnit, originY * pixelsPerUnit)
    c.lineCap = 'round'
    c.lineJoin = 'round'
    paint(c)
  }
  return { canvas, width, height, originX, originY }
}

/** Draws `sprite` with its origin at (x, y), `scale` world units per field unit. */
export function drawSprite(
  ctx: CanvasRenderingContext2D,
  sprite: Sprite,
  x: number,
  y: number,
  scale: number,
) {
  ctx.drawImage(
    sprite.canvas,
    x - sprite.originX * scale,
    y - sprite.originY * scale,
    sprite.width * scale,
    sprite.height * scale,
  )
}

function ellipse(
  c: CanvasRenderingContext2D,
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string | CanvasGradient,
) {
  c.fillStyle = fill
  c.beginPath()
  c.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2)
  c.fill()
}

function limb(c: CanvasRenderingContext2D, width: number, color: string, points: number[]) {
  c.strokeStyle = color
  c.lineWidth = width
  c.beginPath()
  c.moveTo(points[0] ?? 0, points[1] ?? 0)
  for (let i = 2; i < points.length; i += 2) c.lineTo(points[i] ?? 0, points[i + 1] ?? 0)
  c.stroke()
}

function face(
  c: CanvasRenderingContext2D,
  y: number,
  skin: string,
  hair: string,
  look: number,
  frown: boolean,
) {
  ellipse(c, -4.1, y + 0.3, 0.9, 1.4, skin)
  ellipse(c, 4.1, y + 0.3, 0.9, 1.4, skin)
  const head = c.createRadialGradient(-1.5, y - 1.8, 0.5, 0, y, 5.6)
  head.addColorStop(0, lighten(skin))
  head.addColorStop(1, skin)
  ellipse(c, 0, y, 4.2, 5, head)
  c.fillStyle = hair
  c.beginPath()
  c.ellipse(0, y - 1.2, 4.5, 4.3, 0, Math.PI * 1.02, Math.PI * 1.98)
  c.quadraticCurveTo(2, y - 3.2, -4.4, y - 1.4)
  c.fill()
  ellipse(c, -1.6, y - 0.1, 1.1, 0.8, '#fff')
  ellipse(c, 1.6, y - 0.1, 1.1, 0.8, '#fff')
  ellipse(c, -1.6 + look, y, 0.55, 0.6, '#1d1d1d')
  ellipse(c, 1.6 + look, y, 0.55, 0.6, '#1d1d1d')
  limb(c, 0.55, hair, frown ? [-2.7, y - 1.9, -0.7, y - 1.3] : [-2.7, y - 1.6, -0.8, y - 1.8])
  limb(c, 0.55, hair, frown ? [2.7, y - 1.9, 0.7, y - 1.3] : [2.7, y - 1.6, 0.8, y - 1.8])
  limb(c, 0.45, 'rgba(60,20,10,0.55)', [-1.1, y + 2.6, 1.1, y + 2.4])
}

function lighten(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const up = (v: number) => Math.min(255, Math.round(v + (255 - v) * 0.28))
  return `rgb(${up(n >> 16)},${up((n >> 8) & 255)},${up(n & 255)})`
}

const skins = ['#c68642', '#8d5524', '#e0ac69', '#a86b3c']
const hairs = ['#1d140f', '#2b1a10', '#3b2414', '#111111']

/** A defender in the wall, facing the ball, hands guarding, ready to be hit. */
export function defender(pixelsPerUnit: number, variant: number): Sprite {
  const skin = skins[variant % skins.length] ?? '#c68642'
  const hair = hairs[variant % hairs.length] ?? '#1d140f'
  return makeSprite(22, 62, 11, 60, pixelsPerUnit, (c) => {
    // Legs: skin at the knee, red socks, black boots.
    limb(c, 3.4, skin, [-3.4, -22, -3.6, -12])
    limb(c, 3.4, skin, [3.4, -22, 3.6, -12])
    limb(c, 3.7, '#c1121f', [-3.6, -14, -3.7, -3])
    limb(c, 3.7, '#c1121f', [3.6, -14, 3.7, -3])
    limb(c, 3.8, '#fff', [-3.6, -12.5, -3.6, -12])
    limb(c, 3.8, '#fff', [3.6, -12.5, 3.6, -12])
    ellipse(c, -4.1, -1.3, 3, 1.6, '#151515')
    ellipse(c, 4.1, -1.3, 3, 1.6, '#151515')
    limb(c, 0.5, '#f4f4f4', [-5.6, -1.6, -3, -1.9])
    limb(c, 0.5, '#f4f4f4', [5.6, -1.6, 3, -1.9])
    // Shorts.
    c.fillStyle = '#f3f3f3'
    c.beginPath()
    c.moveTo(-7.2, -31)
    c.lineTo(7.2, -31)
    c.lineTo(7.8, -20.5)
    c.lineTo(0.9, -20.5)
    c.lineTo(0, -23)
    c.lineTo(-0.9, -20.5)
    c.lineTo(-7.8, -20.5)
    c.closePath()
    c.fill()
    c.fillStyle = 'rgba(0,0,0,0.12)'
    c.fillRect(3, -31, 4.6, 10.4)
    // Jersey: red, lit from the left.
    const jersey = c.createLinearGradient(-8, 0, 8, 0)
    jersey.addColorStop(0, '#ef3b4e')
    jersey.addColorStop(0.6, '#d62839')
    jersey.addColorStop(1, '#8f1624')
    c.fillStyle = jersey
    c.beginPath()
    c.moveTo(-8.4, -44.5)
    c.quadraticCurveTo(0, -48.2, 8.4, -44.5)
    c.lineTo(7.3, -29.5)
    c.lineTo(-7.3, -29.5)
    c.closePath()
    c.fill()
    limb(c, 0.8, '#fff', [-2.2, -46.6, 0, -43.6, 2.2, -46.6])
    limb(c, 1.1, 'rgba(255,255,255,0.85)', [-7.3, -30.3, 7.3, -30.3])
    // Arms down and in, hands over the shorts.
    limb(c, 3.6, '#c81d2f', [-8, -44, -9.4, -38.5])
    limb(c, 3.6, '#9e1828', [8, -44, 9.4, -38.5])
    limb(c, 2.7, skin, [-9.4, -38.5, -6.5, -32, -1.6, -28.6])
    limb(c, 2.7, skin, [9.4, -38.5, 6.5, -32, 1.6, -28.6])
    ellipse(c, -1.1, -28.4, 2.1, 1.9, skin)
    ellipse(c, 1.3, -27.8, 2.1, 1.9, skin)
    // Neck and head.
    limb(c, 3, skin, [0, -48.5, 0, -45.5])
    face(c, -52.6, skin, hair, 0, true)
  })
}

const keeperShirt = '#ffd23f'
const keeperDark = '#d9a400'

function glove(c: CanvasRenderingContext2D, x: number, y: number) {
  ellipse(c, x, y, 3.3, 3.4, '#f7f7f7')
  limb(c, 1.2, '#16c172', [x - 2.6, y + 2.4, x + 2.6, y + 2.4])
  c.strokeStyle = 'rgba(0,0,0,0.22)'
  c.lineWidth = 0.4
  c.beginPath()
  c.moveTo(x - 1, y - 2.9)
  c.lineTo(x - 1, y - 0.6)
  c.moveTo(x + 1, y - 2.9)
  c.lineTo(x + 1, y - 0.6)
  c.stroke()
}

function keeperBody(c: CanvasRenderingContext2D, legs: number[][], arms: number[][]) {
  const skin = '#b97a45'
  for (const leg of legs) {
    limb(c, 3.6, '#1c1c1c', leg.slice(0, 4))
    limb(c, 3.4, keeperDark, leg.slice(2, 6))
    ellipse(c, leg[4] ?? 0, (leg[5] ?? 0) + 0.6, 2.8, 1.5, '#101010')
  }
  // Shorts, black.
  c.fillStyle = '#1f1f1f'
  c.beginPath()
  c.moveTo(-7, -31)
  c.lineTo(7, -31)
  c.lineTo(7.6, -22)
  c.lineTo(1, -22)
  c.lineTo(0, -24)
  c.lineTo(-1, -22)
  c.lineTo(-7.6, -22)
  c.closePath()
  c.fill()
  for (const arm of arms) {
    limb(c, 3.7, keeperShirt, arm.slice(0, 6))
    limb(c, 3.7, 'rgba(0,0,0,0.12)', arm.slice(2, 6))
  }
  const shirt = c.createLinearGradient(-8, 0, 8, 0)
  shirt.addColorStop(0, '#ffe36e')
  shirt.addColorStop(0.55, keeperShirt)
  shirt.addColorStop(1, keeperDark)
  c.fillStyle = shirt
  c.beginPath()
  c.moveTo(-8.2, -45)
  c.quadraticCurveTo(0, -48.5, 8.2, -45)
  c.lineTo(7.2, -29.5)
  c.lineTo(-7.2, -29.5)
  c.closePath()
  c.fill()
  // Black side panels and the number 1.
  limb(c, 1.6, '#222', [-7.6, -43.5, -6.9, -30.5])
  limb(c, 1.6, '#222', [7.6, -43.5, 6.9, -30.5])
  limb(c, 1.1, '#222', [-1, -41, 0.6, -42.6, 0.6, -34])
  limb(c, 3, skin, [0, -48.5, 0, -45.5])
  face(c, -52.6, skin, '#120c08', 0, false)
  for (const arm of arms) glove(c, arm[4] ?? 0, arm[5] ?? 0)
}

/** The keeper on his toes, arms wide, gloves up. */
export function keeperReady(pixelsPerUnit: number): Sprite {
  return makeSprite(44, 66, 22, 62, pixelsPerUnit, (c) =>
    keeperBody(
      c,
      [
        [-3.4, -25, -6.5, -13, -7.5, -2],
        [3.4, -25, 6.5, -13, 7.5, -2],
      ],
      [
        [-7.6, -44, -13.5, -39, -17, -46],
        [7.6, -44, 13.5, -39, 17, -46],
      ],
    ),
  )
}

/** The keeper at full stretch, arms above his head: rotated toward the ball for a dive. */
export function keeperStretch(pixelsPerUnit: number): Sprite {
  return makeSprite(30, 76, 15, 70, pixelsPerUnit, (c) =>
    keeperBody(
      c,
      [
        [-3.2, -25, -4.5, -13, -3.5, -2],
        [3.2, -25, 5.8, -14, 8.5, -4],
      ],
      [
        [-7, -44, -7.5, -55, -4.6, -65.5],
        [7, -44, 7.5, -55, 4.6, -65.5],
      ],
    ),
  )
}

/** The ball: white leather, black pentagons, lit from the upper left. */
export function ball(pixelsPerUnit: number): Sprite {
  return makeSprite(12, 12, 6, 6, pixelsPerUnit, (c) => {
    const r = 5.6
    const shade = c.createRadialGradient(-2, -2.2, 0.4, 0, 0, r)
    shade.addColorStop(0, '#ffffff')
    shade.addColorStop(0.6, '#eef1f4')
    shade.addColorStop(1, '#a9b3bd')
    c.fillStyle = shade
    c.beginPath()
    c.arc(0, 0, r, 0, Math.PI * 2)
    c.fill()
    c.save()
    c.clip()
    c.fillStyle = '#1f2430'
    pentagon(c, 0, 0, 1.9, 0)
    for (let i = 0; i < 5; i++) {
      const a = (i * Math.PI * 2) / 5 - Math.PI / 2
      pentagon(c, Math.cos(a) * 4.9, Math.sin(a) * 4.9, 1.7, a + Math.PI / 5)
    }
    c.strokeStyle = 'rgba(40,45,60,0.45)'
    c.lineWidth = 0.25
    c.beginPath()
    for (let i = 0; i < 5; i++) {
      const a = (i * Math.PI * 2) / 5 - Math.PI / 2
      c.moveTo(Math.cos(a) * 1.9, Math.sin(a) * 1.9)
      c.lineTo(Math.cos(a) * 3.3, Math.sin(a) * 3.3)
    }
    c.stroke()
    c.restore()
    c.strokeStyle = 'rgba(20,30,40,0.35)'
    c.lineWidth = 0.35
    c.beginPath()
    c.arc(0, 0, r - 0.15, 0, Math.PI * 2)
    c.stroke()
  })
}

function pentagon(c: CanvasRenderingContext2D, x: number, y: number, r: number, turn: number) {
  c.beginPath()
  for (let i = 0; i < 5; i++) {
    const a = turn + (i * Math.PI * 2) / 5 - Math.PI / 2
    c.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r)
  }
  c.closePath()
  c.fill()
}

/** A word in big friendly letters with a dark rim, for the result of a shot. */
export function banner(pixelsPerUnit: number, text: string, fill: string, size: number): Sprite {
  const width = size * text.length * 0.62 + 24
  return makeSprite(width, size * 1.8, width / 2, size * 0.9, pixelsPerUnit, (c) => {
    c.font = `800 ${size}px "Noto Sans Bengali", "Hind Siliguri", system-ui, sans-serif`
    c.textAlign = 'center'
    c.textBaseline = 'middle'
    c.lineWidth = size * 0.16
    c.strokeStyle = '#0b1d3a'
    c.strokeText(text, 0, size * 0.05)
    c.fillStyle = fill
    c.fillText(text, 0, 0)
  })
}

/**
 * The taker's right leg seen from behind, hip at the origin and boot 210 units up the screen:
 * green shorts, the calf, a hooped sock and the heel of the boot, narrowing with distance.
 */
export function kickerLeg(pixelsPerUnit: number): Sprite {
  return makeSprite(60, 218, 30, 214, pixelsPerUnit, (c) => {
    const skin = '#a8683a'
    const taper = (y0: number, w0: number, y1: number, w1: number, fill: string | CanvasGradient) => {
      c.fillStyle = fill
      c.beginPath()
      c.moveTo(-w0 / 2, y0)
      c.quadraticCurveTo(-w0 / 2 - 2, (y0 + y1) / 2, -w1 / 2, y1)
      c.lineTo(w1 / 2, y1)
      c.quadraticCurveTo(w0 / 2 + 2, (y0 + y1) / 2, w0 / 2, y0)
      c.closePath()
      c.fill()
    }
    const calf = c.createLinearGradient(-16, 0, 16, 0)
    calf.addColorStop(0, '#c48050')
    calf.addColorStop(0.5, skin)
    calf.addColorStop(1, '#7c4a27')
    taper(-56, 34, -98, 27, calf)
    taper(-98, 27, -126, 25, calf)
    const sock = c.createLinearGradient(-14, 0, 14, 0)
    sock.addColorStop(0, '#0a8a62')
    sock.addColorStop(0.55, '#006a4e')
    sock.addColorStop(1, '#004532')
    taper(-122, 26, -188, 19, sock)
    c.fillStyle = '#f42a41'
    c.fillRect(-12.4, -134, 24.8, 4)
    c.fillRect(-11.8, -142, 23.6, 3)
    // The heel of the boot, its sole and studs.
    c.fillStyle = '#141414'
    c.beginPath()
    c.moveTo(-11, -186)
    c.lineTo(11, -186)
    c.quadraticCurveTo(13, -202, 7, -211)
    c.lineTo(-7, -211)
    c.quadraticCurveTo(-13, -202, -11, -186)
    c.fill()
    limb(c, 2, '#ff7b00', [-10.5, -187, 10.5, -187])
    limb(c, 1.4, '#f1f1f1', [-8, -193, -5, -207])
    limb(c, 1.4, '#f1f1f1', [-3.2, -192, -1.2, -207])
    limb(c, 1.4, '#f1f1f1', [1.6, -192, 2.6, -207])
    const shorts = c.createLinearGradient(-24, 0, 24, 0)
    shorts.addColorStop(0, '#0b8f66')
    shorts.addColorStop(1, '#00513b')
    taper(4, 48, -60, 38, shorts)
    limb(c, 3, '#f42a41', [-21.5, 2, -18.4, -58])
  })
}
