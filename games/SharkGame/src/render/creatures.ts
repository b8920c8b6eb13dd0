const TAU = Math.PI * 2

/**
 * The creatures, each drawn in its own unit space: a fish's body radius is 1 and it faces +x
 * (the caller's transform places, sizes, flips and tilts it), so every gradient is made once.
 */
interface FishStyle {
  body: CanvasGradient
  fin: string
  tail: string
  outline: string
  /** 0 plain, 1 dark band, 2 spots, 3 side stripe, 4 pale band. */
  pattern: number
  mark: string
}

const kinds: [top: string, belly: string, fin: string, tail: string, pattern: number, mark: string][] = [
  ['#f7c31c', '#fff3a6', '#e59a00', '#f2a900', 4, 'rgba(255, 255, 255, 0.55)'],
  ['#1d62c9', '#6cc4ff', '#0d3a86', '#ffcb2e', 1, '#0b2a66'],
  ['#b33fb0', '#f7b1ec', '#7c2380', '#d85ad0', 2, 'rgba(255, 235, 250, 0.8)'],
  ['#23915a', '#b5ecb0', '#17663c', '#2fae6c', 3, 'rgba(230, 255, 170, 0.85)'],
  ['#d3253c', '#ffa597', '#951427', '#e0485a', 4, 'rgba(255, 240, 230, 0.6)'],
]

export function createStyles(ctx: CanvasRenderingContext2D) {
  const fish: FishStyle[] = kinds.map(([top, belly, fin, tail, pattern, mark]) => {
    const body = ctx.createLinearGradient(0, -0.8, 0, 0.8)
    body.addColorStop(0, top)
    body.addColorStop(0.55, top)
    body.addColorStop(1, belly)
    return { body, fin, tail, outline: 'rgba(10, 20, 40, 0.35)', pattern, mark }
  })
  const playerBody = ctx.createLinearGradient(0, -0.8, 0, 0.8)
  playerBody.addColorStop(0, '#ff8a00')
  playerBody.addColorStop(0.6, '#ff9f1c')
  playerBody.addColorStop(1, '#ffd08a')
  const glow = ctx.createRadialGradient(0, 0, 0.6, 0, 0, 2.2)
  glow.addColorStop(0, 'rgba(255, 214, 120, 0.55)')
  glow.addColorStop(0.6, 'rgba(255, 170, 60, 0.2)')
  glow.addColorStop(1, 'rgba(255, 170, 60, 0)')
  const sharkBody = ctx.createLinearGradient(0, -24, 0, 22)
  sharkBody.addColorStop(0, '#3f4c59')
  sharkBody.addColorStop(0.45, '#6d7c8a')
  sharkBody.addColorStop(1, '#9aa8b5')
  const burst = ctx.createRadialGradient(0, 0, 0, 0, 0, 1)
  burst.addColorStop(0, 'rgba(255, 255, 220, 0.9)')
  burst.addColorStop(1, 'rgba(255, 255, 220, 0)')
  return { fish, playerBody, glow, sharkBody, burst }
}

export type Styles = ReturnType<typeof createStyles>

function tailFin(ctx: CanvasRenderingContext2D, wag: number) {
  ctx.beginPath()
  ctx.moveTo(-0.95, 0)
  ctx.quadraticCurveTo(-1.35, -0.15 + wag * 0.5, -1.85, -0.78 + wag)
  ctx.quadraticCurveTo(-1.55, wag, -1.85, 0.78 + wag)
  ctx.quadraticCurveTo(-1.35, 0.15 + wag * 0.5, -0.95, 0)
  ctx.fill()
}

function fins(ctx: CanvasRenderingContext2D) {
  ctx.beginPath()
  ctx.moveTo(-0.6, -0.6)
  ctx.quadraticCurveTo(-0.25, -1.4, 0.4, -0.72)
  ctx.closePath()
  ctx.moveTo(-0.4, 0.64)
  ctx.quadraticCurveTo(-0.55, 1.18, 0, 0.74)
  ctx.closePath()
  ctx.fill()
}

function eye(ctx: CanvasRenderingContext2D, angry: boolean) {
  ctx.fillStyle = '#fff'
  ctx.beginPath()
  ctx.arc(0.62, -0.2, 0.23, 0, TAU)
  ctx.fill()
  ctx.fillStyle = angry ? '#5a0000' : '#101820'
  ctx.beginPath()
  ctx.arc(0.69, -0.19, 0.13, 0, TAU)
  ctx.fill()
  ctx.fillStyle = '#fff'
  ctx.beginPath()
  ctx.arc(0.65, -0.25, 0.05, 0, TAU)
  ctx.fill()
  if (angry) {
    ctx.strokeStyle = '#1a0a0a'
    ctx.lineWidth = 0.11
    ctx.beginPath()
    ctx.moveTo(0.36, -0.5)
    ctx.lineTo(0.88, -0.3)
    ctx.stroke()
  }
}

function mouth(ctx: CanvasRenderingContext2D, angry: boolean) {
  ctx.strokeStyle = 'rgba(40, 10, 10, 0.7)'
  ctx.lineWidth = 0.07
  ctx.beginPath()
  if (angry) {
    ctx.moveTo(0.78, 0.3)
    ctx.quadraticCurveTo(0.98, 0.18, 1.17, 0.22)
    ctx.stroke()
    ctx.fillStyle = '#fff'
    ctx.beginPath()
    ctx.moveTo(0.9, 0.24)
    ctx.lineTo(0.95, 0.36)
    ctx.lineTo(1.01, 0.21)
    ctx.lineTo(1.06, 0.33)
    ctx.lineTo(1.1, 0.2)
    ctx.fill()
  } else {
    ctx.moveTo(0.9, 0.22)
    ctx.quadraticCurveTo(1.03, 0.3, 1.16, 0.16)
    ctx.stroke()
  }
}

/** A fish of `style`, facing +x; `wag` (±0.3) swings the tail. Danger fish frown and show teeth. */
export function drawFish(ctx: CanvasRenderingContext2D, style: FishStyle, wag: number, danger: boolean) {
  ctx.fillStyle = style.tail
  tailFin(ctx, wag)
  ctx.fillStyle = style.fin
  fins(ctx)
  ctx.fillStyle = style.body
  ctx.beginPath()
  ctx.ellipse(0, 0, 1.2, 0.8, 0, 0, TAU)
  ctx.fill()
  ctx.fillStyle = style.mark
  switch (style.pattern) {
    case 1:
      ctx.beginPath()
      ctx.moveTo(-0.7, -0.55)
      ctx.quadraticCurveTo(0.1, -0.1, 0.3, -0.68)
      ctx.quadraticCurveTo(0.15, 0.25, -0.85, 0.05)
      ctx.fill()
      break
    case 2:
      ctx.beginPath()
      ctx.arc(-0.45, -0.2, 0.13, 0, TAU)
      ctx.moveTo(0.05, 0.3)
      ctx.arc(-0.05, 0.3, 0.1, 0, TAU)
      ctx.moveTo(0.2, -0.35)
      ctx.arc(0.12, -0.35, 0.09, 0, TAU)
      ctx.moveTo(-0.6, 0.3)
      ctx.arc(-0.68, 0.3, 0.08, 0, TAU)
      ctx.fill()
      break
    case 3:
      ctx.beginPath()
      ctx.ellipse(-0.05, 0.08, 1.05, 0.1, 0, 0, TAU)
      ctx.fill()
      break
    case 4:
      ctx.beginPath()
      ctx.ellipse(0.3, 0, 0.11, 0.74, 0, 0, TAU)
      ctx.fill()
      break
  }
  // A sheen along the back, and the pectoral fin.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.22)'
  ctx.beginPath()
  ctx.ellipse(0.05, -0.46, 0.6, 0.12, -0.08, 0, TAU)
  ctx.fill()
  ctx.fillStyle = style.fin
  ctx.beginPath()
  ctx.ellipse(-0.05, 0.2, 0.3, 0.13, 0.5 + wag, 0, TAU)
  ctx.fill()
  ctx.strokeStyle = danger ? 'rgba(255, 70, 70, 0.85)' : style.outline
  ctx.lineWidth = danger ? 0.09 : 0.06
  ctx.beginPath()
  ctx.ellipse(0, 0, 1.2, 0.8, 0, 0, TAU)
  ctx.stroke()
  eye(ctx, danger)
  mouth(ctx, danger)
}

/** The player: an orange clownfish with white bands, in a warm glow ring. */
export function drawPlayer(ctx: CanvasRenderingContext2D, styles: Styles, wag: number, glow: number) {
  ctx.globalAlpha = glow
  ctx.fillStyle = styles.glow
  ctx.beginPath()
  ctx.arc(0, 0, 2.2, 0, TAU)
  ctx.fill()
  ctx.globalAlpha = 1
  ctx.strokeStyle = 'rgba(255, 230, 160, 0.7)'
  ctx.lineWidth = 0.08
  ctx.beginPath()
  ctx.arc(0, 0, 1.75, 0, TAU)
  ctx.stroke()

  ctx.fillStyle = '#f27200'
  tailFin(ctx, wag)
  ctx.strokeStyle = '#1b1b1b'
  ctx.lineWidth = 0.07
  ctx.stroke()
  fins(ctx)
  ctx.stroke()
  ctx.fillStyle = styles.playerBody
  ctx.beginPath()
  ctx.ellipse(0, 0, 1.2, 0.8, 0, 0, TAU)
  ctx.fill()
  // The white bands, edged in black.
  ctx.fillStyle = '#fff'
  ctx.strokeStyle = '#1b1b1b'
  ctx.lineWidth = 0.06
  for (const [x, w, h] of [
    [0.38, 0.14, 0.7],
    [-0.28, 0.16, 0.76],
    [-0.92, 0.09, 0.4],
  ] as const) {
    ctx.beginPath()
    ctx.ellipse(x, 0, w, h, 0, 0, TAU)
    ctx.fill()
    ctx.stroke()
  }
  ctx.fillStyle = 'rgba(255, 255, 255, 0.3)'
  ctx.beginPath()
  ctx.ellipse(0.05, -0.48, 0.6, 0.12, -0.08, 0, TAU)
  ctx.fill()
  ctx.fillStyle = '#f27200'
  ctx.beginPath()
  ctx.ellipse(-0.02, 0.22, 0.3, 0.14, 0.5 + wag, 0, TAU)
  ctx.fill()
  ctx.strokeStyle = '#1b1b1b'
  ctx.lineWidth = 0.07
  ctx.beginPath()
  ctx.ellipse(0, 0, 1.2, 0.8, 0, 0, TAU)
  ctx.stroke()
  eye(ctx, false)
  ctx.strokeStyle = 'rgba(60, 20, 0, 0.8)'
  ctx.lineWidth = 0.07
  ctx.beginPath()
  ctx.moveTo(0.88, 0.2)
  ctx.quadraticCurveTo(1.02, 0.34, 1.16, 0.16)
  ctx.stroke()
}

/**
 * The shark, in world units with its nose at the origin, facing +x; about 160 long. `bite`
 * (0..1) opens the jaw; `wag` swings the tail.
 */
export function drawShark(ctx: CanvasRenderingContext2D, styles: Styles, wag: number, bite: number) {
  const tw = wag * 8
  // Tail fin.
  ctx.fillStyle = '#4a5866'
  ctx.beginPath()
  ctx.moveTo(-126, -4)
  ctx.quadraticCurveTo(-145, -14 + tw * 0.5, -162, -36 + tw)
  ctx.quadraticCurveTo(-150, -6 + tw, -146, 0 + tw * 0.6)
  ctx.quadraticCurveTo(-150, 6 + tw, -158, 22 + tw)
  ctx.quadraticCurveTo(-140, 10 + tw * 0.5, -126, 5)
  ctx.closePath()
  ctx.fill()
  // Dorsal and pectoral fins.
  ctx.beginPath()
  ctx.moveTo(-52, -18)
  ctx.quadraticCurveTo(-66, -30, -82, -47)
  ctx.quadraticCurveTo(-84, -28, -92, -15)
  ctx.closePath()
  ctx.fill()
  ctx.beginPath()
  ctx.moveTo(-112, -9)
  ctx.lineTo(-122, -18)
  ctx.lineTo(-122, -7)
  ctx.fill()
  // Body.
  ctx.fillStyle = styles.sharkBody
  ctx.beginPath()
  ctx.moveTo(2, 0)
  ctx.quadraticCurveTo(-6, -17, -40, -20)
  ctx.bezierCurveTo(-78, -23, -108, -12, -130, -3)
  ctx.lineTo(-130, 4)
  ctx.bezierCurveTo(-108, 12, -74, 20, -42, 19)
  ctx.quadraticCurveTo(-14, 17, 0, 10)
  ctx.closePath()
  ctx.fill()
  // Pale belly.
  ctx.fillStyle = '#dfe5ea'
  ctx.beginPath()
  ctx.moveTo(-6, 10)
  ctx.quadraticCurveTo(-40, 6, -110, 9)
  ctx.bezierCurveTo(-80, 18, -50, 20, -30, 18)
  ctx.quadraticCurveTo(-14, 16, -6, 10)
  ctx.fill()
  ctx.fillStyle = '#56636f'
  ctx.beginPath()
  ctx.moveTo(-44, 11)
  ctx.quadraticCurveTo(-58, 28, -76, 38)
  ctx.quadraticCurveTo(-68, 22, -64, 12)
  ctx.closePath()
  ctx.fill()
  // Gills.
  ctx.strokeStyle = 'rgba(30, 40, 50, 0.55)'
  ctx.lineWidth = 1.4
  ctx.lineCap = 'round'
  for (let i = 0; i < 3; i++) {
    ctx.beginPath()
    ctx.moveTo(-30 - i * 5, -7)
    ctx.quadraticCurveTo(-33 - i * 5, 1, -30 - i * 5, 8)
    ctx.stroke()
  }
  // Jaw, open by `bite`, lined with teeth.
  const open = 3 + bite * 9
  ctx.fillStyle = '#5b0f17'
  ctx.beginPath()
  ctx.moveTo(-1, 4)
  ctx.lineTo(-26, 6)
  ctx.lineTo(-3, 6 + open)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#fff'
  ctx.beginPath()
  for (let i = 0; i < 5; i++) {
    const x = -4 - i * 4.4
    ctx.moveTo(x, 4.3 + i * 0.1)
    ctx.lineTo(x - 1.6, 8 + i * 0.1)
    ctx.lineTo(x - 3.2, 4.5 + i * 0.1)
  }
  for (let i = 0; i < 4; i++) {
    const t = (i + 0.6) / 5
    const x = -3 - t * 20
    const y = 6 + open * (1 - t)
    ctx.moveTo(x, y)
    ctx.lineTo(x - 1.5, y - 3.2)
    ctx.lineTo(x - 3, y - 0.3)
  }
  ctx.fill()
  // A cold eye under a heavy brow.
  ctx.fillStyle = '#0b0f14'
  ctx.beginPath()
  ctx.arc(-15, -6, 2.8, 0, TAU)
  ctx.fill()
  ctx.fillStyle = '#fff'
  ctx.beginPath()
  ctx.arc(-14.2, -6.9, 0.9, 0, TAU)
  ctx.fill()
  ctx.strokeStyle = '#2a333c'
  ctx.lineWidth = 2
  ctx.beginPath()
  ctx.moveTo(-21, -11.5)
  ctx.lineTo(-9, -8.2)
  ctx.stroke()
}
