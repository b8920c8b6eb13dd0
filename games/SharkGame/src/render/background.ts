import type { Viewport } from '@khelahobe/game-kit/canvas'
import { seabed } from '../sim/index.ts'

const TAU = Math.PI * 2

/** The visible part of the world, in world units (wider or taller than the world on odd screens). */
export interface Visible {
  left: number
  top: number
  right: number
  bottom: number
}

/** A fixed pseudo-random sequence, so the sea floor looks the same on every resize. */
function scatter(seed: number) {
  let s = seed
  return () => {
    s = (s * 16807) % 2147483647
    return s / 2147483647
  }
}

/**
 * Everything that never moves, drawn once per resize into a canvas of the screen's size: the
 * water's depth, light from the surface, far reefs, the sand with its shells and a vignette.
 */
export function paintBackground(
  viewport: Viewport,
  scale: number,
  offsetX: number,
  offsetY: number,
  visible: Visible,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(viewport.width * viewport.pixelRatio)
  canvas.height = Math.round(viewport.height * viewport.pixelRatio)
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  const k = viewport.pixelRatio * scale
  ctx.setTransform(k, 0, 0, k, viewport.pixelRatio * offsetX, viewport.pixelRatio * offsetY)
  const { left, top, right, bottom } = visible
  const width = right - left
  const rand = scatter(20_251_123)

  const water = ctx.createLinearGradient(0, top, 0, seabed)
  water.addColorStop(0, '#2a8fc6')
  water.addColorStop(0.22, '#1667a3')
  water.addColorStop(0.55, '#0d437c')
  water.addColorStop(1, '#072650')
  ctx.fillStyle = water
  ctx.fillRect(left, top, width, bottom - top)

  // The surface glow, and rays of light fanning down from it.
  const glow = ctx.createLinearGradient(0, top, 0, top + 150)
  glow.addColorStop(0, 'rgba(190, 240, 255, 0.35)')
  glow.addColorStop(1, 'rgba(190, 240, 255, 0)')
  ctx.fillStyle = glow
  ctx.fillRect(left, top, width, 150)
  const ray = ctx.createLinearGradient(0, top, 0, 470)
  ray.addColorStop(0, 'rgba(210, 245, 255, 0.16)')
  ray.addColorStop(1, 'rgba(210, 245, 255, 0)')
  ctx.fillStyle = ray
  const rays: [number, number, number][] = [
    [-30, 40, 70],
    [60, 26, 120],
    [150, 50, 150],
    [250, 22, 190],
    [330, 44, 240],
  ]
  for (const [x, w, lean] of rays) {
    ctx.beginPath()
    ctx.moveTo(x, top)
    ctx.lineTo(x + w, top)
    ctx.lineTo(x + w * 2.6 + lean * 0.6, 470)
    ctx.lineTo(x + lean * 0.6, 470)
    ctx.closePath()
    ctx.fill()
  }

  // Specks drifting in the water, for depth.
  ctx.fillStyle = 'rgba(200, 235, 255, 0.18)'
  ctx.beginPath()
  for (let i = 0; i < 70; i++) {
    const x = left + rand() * width
    const y = top + rand() * (seabed - top)
    const r = 0.5 + rand() * 1.2
    ctx.moveTo(x + r, y)
    ctx.arc(x, y, r, 0, TAU)
  }
  ctx.fill()

  // Far reef: two ridges of rock, the farther one paler.
  ridge(ctx, left, right, bottom, 520, 38, '#0d3a6c', rand)
  farWeeds(ctx, left, right, rand)
  ridge(ctx, left, right, bottom, 560, 30, '#0a2f58', rand)
  corals(ctx)

  // Sand.
  const sand = ctx.createLinearGradient(0, seabed - 10, 0, Math.max(bottom, seabed + 40))
  sand.addColorStop(0, '#d9b77c')
  sand.addColorStop(0.35, '#b8925a')
  sand.addColorStop(1, '#7d5f38')
  ctx.fillStyle = sand
  ctx.beginPath()
  ctx.moveTo(left, bottom)
  ctx.lineTo(left, seabed + 4)
  for (let x = left; x <= right + 30; x += 30) {
    ctx.quadraticCurveTo(x + 15, seabed - 6 + rand() * 6, x + 30, seabed + rand() * 6)
  }
  ctx.lineTo(right, bottom)
  ctx.closePath()
  ctx.fill()
  ctx.strokeStyle = 'rgba(120, 88, 50, 0.45)'
  ctx.lineWidth = 1.2
  ctx.lineCap = 'round'
  for (let i = 0; i < 14; i++) {
    const x = left + rand() * width
    const y = seabed + 12 + rand() * Math.max(10, bottom - seabed - 16)
    ctx.beginPath()
    ctx.moveTo(x - 14, y)
    ctx.quadraticCurveTo(x, y - 4, x + 14, y)
    ctx.stroke()
  }
  for (let i = 0; i < 16; i++) {
    const x = left + rand() * width
    const y = seabed + 8 + rand() * Math.max(8, bottom - seabed - 10)
    ctx.fillStyle = rand() < 0.5 ? '#8d7a66' : '#a89580'
    ctx.beginPath()
    ctx.ellipse(x, y, 2.5 + rand() * 3, 1.8 + rand() * 1.5, 0, 0, TAU)
    ctx.fill()
  }
  shell(ctx, 70, seabed + 16)
  starfish(ctx, 285, seabed + 20)

  // Darker edges pull the eye to the middle.
  const cx = (left + right) / 2
  const cy = (top + bottom) / 2
  const vignette = ctx.createRadialGradient(
    cx,
    cy,
    width * 0.35,
    cx,
    cy,
    Math.max(width, bottom - top) * 0.75,
  )
  vignette.addColorStop(0, 'rgba(2, 10, 30, 0)')
  vignette.addColorStop(1, 'rgba(2, 10, 30, 0.45)')
  ctx.fillStyle = vignette
  ctx.fillRect(left, top, width, bottom - top)
  return canvas
}

function ridge(
  ctx: CanvasRenderingContext2D,
  left: number,
  right: number,
  bottom: number,
  base: number,
  height: number,
  colour: string,
  rand: () => number,
) {
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.moveTo(left, bottom)
  let y = base
  ctx.lineTo(left, y)
  for (let x = left; x < right; x += 45) {
    const peak = base - rand() * height
    y = base - rand() * height * 0.4
    ctx.quadraticCurveTo(x + 22, peak - height * 0.5, x + 45, y)
  }
  ctx.lineTo(right, bottom)
  ctx.closePath()
  ctx.fill()
}

function farWeeds(ctx: CanvasRenderingContext2D, left: number, right: number, rand: () => number) {
  ctx.strokeStyle = '#0e4a6e'
  ctx.lineCap = 'round'
  for (let x = left + 12; x < right; x += 26 + rand() * 30) {
    const h = 40 + rand() * 60
    ctx.lineWidth = 3 + rand() * 3
    ctx.beginPath()
    ctx.moveTo(x, 540)
    ctx.bezierCurveTo(x - 10, 540 - h * 0.4, x + 10, 540 - h * 0.7, x - 4, 540 - h)
    ctx.stroke()
  }
}

function corals(ctx: CanvasRenderingContext2D) {
  ctx.lineCap = 'round'
  const branch = (x: number, y: number, angle: number, length: number, width: number, depth: number) => {
    const x2 = x + Math.cos(angle) * length
    const y2 = y + Math.sin(angle) * length
    ctx.lineWidth = width
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x2, y2)
    ctx.stroke()
    if (depth > 0) {
      branch(x2, y2, angle - 0.45, length * 0.72, width * 0.7, depth - 1)
      branch(x2, y2, angle + 0.4, length * 0.7, width * 0.7, depth - 1)
    }
  }
  ctx.strokeStyle = '#b8456b'
  branch(34, 600, -1.7, 26, 7, 3)
  ctx.strokeStyle = '#d7734e'
  branch(318, 602, -1.45, 22, 6, 3)
  ctx.strokeStyle = '#8a4fb0'
  branch(200, 604, -1.55, 16, 5, 2)
  // Brain coral mounds.
  ctx.fillStyle = '#c2607a'
  ctx.beginPath()
  ctx.ellipse(246, 606, 20, 13, 0, Math.PI, TAU)
  ctx.fill()
  ctx.strokeStyle = 'rgba(90, 20, 50, 0.5)'
  ctx.lineWidth = 1.2
  for (let i = 0; i < 3; i++) {
    ctx.beginPath()
    ctx.ellipse(246, 606, 16 - i * 5, 10 - i * 3, 0, Math.PI, TAU)
    ctx.stroke()
  }
}

function shell(ctx: CanvasRenderingContext2D, x: number, y: number) {
  ctx.fillStyle = '#f2d6c9'
  ctx.beginPath()
  ctx.moveTo(x, y + 6)
  ctx.arc(x, y + 6, 10, Math.PI * 1.1, Math.PI * 1.9)
  ctx.closePath()
  ctx.fill()
  ctx.strokeStyle = '#c99a8a'
  ctx.lineWidth = 1
  for (let i = 0; i < 5; i++) {
    const a = Math.PI * (1.15 + i * 0.17)
    ctx.beginPath()
    ctx.moveTo(x, y + 6)
    ctx.lineTo(x + Math.cos(a) * 9.5, y + 6 + Math.sin(a) * 9.5)
    ctx.stroke()
  }
}

function starfish(ctx: CanvasRenderingContext2D, x: number, y: number) {
  ctx.fillStyle = '#f07a4a'
  ctx.beginPath()
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5 + 0.2
    const r = i % 2 === 0 ? 11 : 4.5
    const px = x + Math.cos(a) * r
    const py = y + Math.sin(a) * r * 0.6
    if (i === 0) ctx.moveTo(px, py)
    else ctx.lineTo(px, py)
  }
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#ffc09a'
  ctx.beginPath()
  ctx.arc(x, y, 2, 0, TAU)
  ctx.fill()
}
