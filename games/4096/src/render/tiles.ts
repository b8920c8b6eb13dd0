import { bengaliNumber } from '@khelahobe/game-kit/bengali'
import { rounded } from './shapes.ts'

export const font = '"Noto Sans Bengali", "Hind Siliguri", system-ui, sans-serif'

/** A tile's number in Bengali digits, without the thousands comma a tile has no room for. */
export function tileText(value: number): string {
  return bengaliNumber(value).replace(/,/g, '')
}

interface Look {
  top: string
  bottom: string
  edge: string
  text: string
}

const looks: Record<number, Look> = {
  2: { top: '#fff8ea', bottom: '#f6e8cf', edge: '#d9c2a0', text: '#6b4a2f' },
  4: { top: '#fcefc9', bottom: '#f3dca6', edge: '#d6b97e', text: '#6b4a2f' },
  8: { top: '#fcc68a', bottom: '#f5a15a', edge: '#cf7a39', text: '#fffaf2' },
  16: { top: '#fbab78', bottom: '#f1814a', edge: '#c95c2b', text: '#fffaf2' },
  32: { top: '#f98f77', bottom: '#ec5f46', edge: '#bf3f2b', text: '#fffaf2' },
  64: { top: '#f0705e', bottom: '#d93a2f', edge: '#a8241d', text: '#fffaf2' },
  128: { top: '#f9e08a', bottom: '#eec74f', edge: '#c49b26', text: '#fffaf2' },
  256: { top: '#f8d86c', bottom: '#e8b930', edge: '#b98d12', text: '#fffaf2' },
  512: { top: '#f6cc4e', bottom: '#e0a40f', edge: '#a8770a', text: '#fffaf2' },
  1024: { top: '#6fd3ad', bottom: '#2fae82', edge: '#1c8160', text: '#fffaf2' },
  2048: { top: '#ffd86b', bottom: '#f0a81a', edge: '#b8760b', text: '#fffaf2' },
  4096: { top: '#17956c', bottom: '#006a4e', edge: '#004a36', text: '#ffffff' },
  8192: { top: '#9b7fd1', bottom: '#6a4c93', edge: '#4a3169', text: '#ffffff' },
  16384: { top: '#6f94c9', bottom: '#3d5a80', edge: '#283d59', text: '#ffffff' },
  32768: { top: '#e77fb0', bottom: '#c2407e', edge: '#8e2a5a', text: '#ffffff' },
  65536: { top: '#58606f', bottom: '#293241', edge: '#151a22', text: '#ffd86b' },
}

function lookOf(value: number): Look {
  const look = looks[value]
  if (look) return look
  // Beyond the table (a board can hold up to 131072): still a colour of its own per value.
  const hue = Math.round(Math.log2(value) * 47) % 360
  return {
    top: `hsl(${hue} 60% 58%)`,
    bottom: `hsl(${hue} 60% 42%)`,
    edge: `hsl(${hue} 60% 28%)`,
    text: '#ffffff',
  }
}

/** The colour a merge of this value throws its sparks in. */
export function sparkColour(value: number): string {
  return lookOf(value).bottom
}

/** The lip under a tile's face, in world units: the tile looks like a key you could press. */
export const lip = 4

/**
 * One tile drawn once into its own canvas at the screen's resolution (`scale` device pixels per
 * world unit), then stamped each frame with `drawImage`: gradients and text are the costly part.
 */
export function drawTile(value: number, cell: number, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  const pixels = Math.ceil(cell * scale)
  canvas.width = pixels
  canvas.height = pixels
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  ctx.scale(pixels / cell, pixels / cell)
  const look = lookOf(value)
  const radius = cell * 0.14
  const face = cell - lip

  ctx.fillStyle = look.edge
  rounded(ctx, 0, lip, cell, face, radius)
  ctx.fill()
  const gradient = ctx.createLinearGradient(0, 0, 0, face)
  gradient.addColorStop(0, look.top)
  gradient.addColorStop(1, look.bottom)
  ctx.fillStyle = gradient
  rounded(ctx, 0, 0, cell, face, radius)
  ctx.fill()

  if (value === 4096) {
    // The flag of Bangladesh: the goal tile is a red sun on green.
    const sun = ctx.createRadialGradient(cell * 0.45, face * 0.42, 1, cell * 0.48, face * 0.5, cell * 0.33)
    sun.addColorStop(0, '#ff5a6a')
    sun.addColorStop(1, '#e0182f')
    ctx.fillStyle = sun
    ctx.beginPath()
    ctx.arc(cell * 0.47, face * 0.5, cell * 0.31, 0, Math.PI * 2)
    ctx.fill()
  }

  const gloss = ctx.createLinearGradient(0, 0, 0, face * 0.5)
  gloss.addColorStop(0, 'rgba(255,255,255,0.45)')
  gloss.addColorStop(1, 'rgba(255,255,255,0)')
  ctx.fillStyle = gloss
  rounded(ctx, cell * 0.06, face * 0.04, cell * 0.88, face * 0.46, radius * 0.8)
  ctx.fill()

  if (value >= 2048) sparkles(ctx, cell, face)

  const text = tileText(value)
  let size = cell * (text.length <= 2 ? 0.5 : text.length === 3 ? 0.42 : 0.34)
  ctx.font = `700 ${size}px ${font}`
  const room = cell * 0.8
  let width = ctx.measureText(text).width
  if (width > room) {
    size = (size * room) / width
    ctx.font = `700 ${size}px ${font}`
    width = room
  }
  ctx.textAlign = 'center'
  ctx.textBaseline = 'alphabetic'
  const metrics = ctx.measureText(text)
  const y = face / 2 + (metrics.actualBoundingBoxAscent - metrics.actualBoundingBoxDescent) / 2
  ctx.fillStyle = 'rgba(60,25,5,0.22)'
  ctx.fillText(text, cell / 2, y + size * 0.05)
  ctx.fillStyle = look.text
  ctx.fillText(text, cell / 2, y)
  return canvas
}

function sparkles(ctx: CanvasRenderingContext2D, cell: number, face: number) {
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  const stars: [number, number, number][] = [
    [0.16, 0.2, 0.07],
    [0.86, 0.76, 0.055],
    [0.82, 0.18, 0.04],
  ]
  for (const [x, y, r] of stars) {
    const cx = cell * x
    const cy = face * y
    const s = cell * r
    ctx.beginPath()
    ctx.moveTo(cx, cy - s)
    ctx.quadraticCurveTo(cx, cy, cx + s, cy)
    ctx.quadraticCurveTo(cx, cy, cx, cy + s)
    ctx.quadraticCurveTo(cx, cy, cx - s, cy)
    ctx.quadraticCurveTo(cx, cy, cx, cy - s)
    ctx.fill()
  }
}
