import type { Viewport } from '@khelahobe/game-kit/canvas'
import { board, cell, cellX, cellY, footerY, header } from './layout.ts'
import { rounded } from './shapes.ts'
import { drawTile, font } from './tiles.ts'

type Fit = { scale: number; offsetX: number; offsetY: number; apply(ctx: CanvasRenderingContext2D): void }

/**
 * Everything that does not move, drawn once per resize into one screen-sized canvas: the warm
 * paper with its alpona motifs, the title, the frames of the cards and the empty board.
 */
export function paintBackground(viewport: Viewport, fit: Fit): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(viewport.width * viewport.pixelRatio)
  canvas.height = Math.round(viewport.height * viewport.pixelRatio)
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  const { width, height } = viewport
  ctx.setTransform(viewport.pixelRatio, 0, 0, viewport.pixelRatio, 0, 0)

  const paper = ctx.createLinearGradient(0, 0, 0, height)
  paper.addColorStop(0, '#fff6e8')
  paper.addColorStop(0.55, '#fde8cf')
  paper.addColorStop(1, '#f6cfa9')
  ctx.fillStyle = paper
  ctx.fillRect(0, 0, width, height)
  glow(ctx, width * 0.95, height * 0.08, Math.max(width, height) * 0.45, '255,190,120', 0.35)
  glow(ctx, width * 0.02, height * 0.92, Math.max(width, height) * 0.5, '240,130,110', 0.22)
  glow(ctx, width * 0.5, height * 0.45, Math.max(width, height) * 0.4, '255,255,255', 0.35)

  // Alpona, the rice-paste floor patterns of Bengal: a few faint rosettes around the edges.
  const unit = Math.min(width, height * 0.6)
  alpona(ctx, width * 0.08, height * 0.06, unit * 0.2, 0.1)
  alpona(ctx, width * 0.97, height * 0.5, unit * 0.26, 0.07)
  alpona(ctx, width * 0.12, height * 0.99, unit * 0.3, 0.09)
  alpona(ctx, width * 0.9, height * 0.95, unit * 0.14, 0.08)
  alpona(ctx, width * 0.02, height * 0.42, unit * 0.12, 0.06)

  fit.apply(ctx)
  drawHeader(ctx, fit.scale * viewport.pixelRatio)
  drawBoard(ctx)

  ctx.textAlign = 'center'
  ctx.fillStyle = '#94694a'
  ctx.font = `500 14px ${font}`
  ctx.fillText('আঙুল দিয়ে সোয়াইপ করে টাইল সরান', 180, footerY)
  return canvas
}

function glow(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, rgb: string, alpha: number) {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, r)
  gradient.addColorStop(0, `rgba(${rgb},${alpha})`)
  gradient.addColorStop(1, `rgba(${rgb},0)`)
  ctx.fillStyle = gradient
  ctx.fillRect(x - r, y - r, r * 2, r * 2)
}

function alpona(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, alpha: number) {
  ctx.save()
  ctx.translate(x, y)
  ctx.strokeStyle = `rgba(180,80,40,${alpha})`
  ctx.fillStyle = `rgba(180,80,40,${alpha})`
  ctx.lineWidth = Math.max(1, r * 0.03)
  for (let i = 0; i < 8; i++) {
    ctx.rotate(Math.PI / 4)
    ctx.beginPath()
    ctx.moveTo(r * 0.22, 0)
    ctx.quadraticCurveTo(r * 0.5, r * 0.2, r * 0.78, 0)
    ctx.quadraticCurveTo(r * 0.5, -r * 0.2, r * 0.22, 0)
    ctx.stroke()
    ctx.beginPath()
    ctx.arc(r * 0.92, 0, r * 0.05, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.beginPath()
  ctx.arc(0, 0, r * 0.14, 0, Math.PI * 2)
  ctx.stroke()
  ctx.beginPath()
  ctx.arc(0, 0, r * 1.05, 0, Math.PI * 2)
  ctx.stroke()
  ctx.restore()
}

function drawHeader(ctx: CanvasRenderingContext2D, scale: number) {
  const { badge, card, track } = header
  // The goal tile itself as the logo, with a soft shadow under it.
  ctx.fillStyle = 'rgba(110,60,30,0.12)'
  rounded(ctx, badge.x + 2, badge.y + 4, badge.size, badge.size, badge.size * 0.16)
  ctx.fill()
  ctx.drawImage(drawTile(4096, badge.size, scale), badge.x, badge.y, badge.size, badge.size)

  ctx.textAlign = 'left'
  ctx.fillStyle = '#5b3a22'
  ctx.font = `800 36px ${font}`
  ctx.fillText('৪০৯৬', header.titleX, 112)
  ctx.fillStyle = '#94694a'
  ctx.font = `500 13px ${font}`
  ctx.fillText('একই সংখ্যা মিলিয়ে', header.titleX, 132)
  ctx.fillText('দ্বিগুণ করুন', header.titleX, 148 - 1)

  ctx.fillStyle = '#7a4c2d'
  rounded(ctx, card.x, card.y + 3, card.w, card.h, 14)
  ctx.fill()
  const face = ctx.createLinearGradient(0, card.y, 0, card.y + card.h)
  face.addColorStop(0, '#b07a52')
  face.addColorStop(1, '#95613d')
  ctx.fillStyle = face
  rounded(ctx, card.x, card.y, card.w, card.h, 14)
  ctx.fill()
  ctx.textAlign = 'center'
  ctx.fillStyle = '#fbe6cc'
  ctx.font = `500 12px ${font}`
  ctx.fillText('সেরা টাইল', card.x + card.w / 2, card.y + 20)

  ctx.textAlign = 'left'
  ctx.fillStyle = '#6b4a2f'
  ctx.font = `700 14px ${font}`
  ctx.fillText('লক্ষ্য: ৪০৯৬', 12, header.goalY + 5)
  ctx.fillStyle = 'rgba(140,80,40,0.16)'
  rounded(ctx, track.x, track.y, track.w, track.h, track.h / 2)
  ctx.fill()
}

function drawBoard(ctx: CanvasRenderingContext2D) {
  const { x, y, size, radius } = board
  for (let i = 3; i >= 1; i--) {
    ctx.fillStyle = `rgba(110,55,20,${0.05 + (3 - i) * 0.02})`
    rounded(ctx, x - i, y + 2 + i * 2, size + i * 2, size + i, radius + i)
    ctx.fill()
  }
  ctx.fillStyle = '#8c5f3f'
  rounded(ctx, x, y + 6, size, size, radius)
  ctx.fill()
  const wood = ctx.createLinearGradient(0, y, 0, y + size)
  wood.addColorStop(0, '#c9a07b')
  wood.addColorStop(1, '#b4855f')
  ctx.fillStyle = wood
  rounded(ctx, x, y, size, size, radius)
  ctx.fill()
  ctx.strokeStyle = 'rgba(255,235,210,0.35)'
  ctx.lineWidth = 1.5
  rounded(ctx, x + 1, y + 1, size - 2, size - 2, radius - 1)
  ctx.stroke()

  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const cx = cellX(col)
      const cy = cellY(row)
      // A cell sunk into the board: darker at its top edge, lighter at the bottom.
      ctx.fillStyle = 'rgba(120,70,40,0.28)'
      rounded(ctx, cx, cy, cell, cell, cell * 0.14)
      ctx.fill()
      ctx.fillStyle = 'rgba(250,228,200,0.42)'
      rounded(ctx, cx, cy + 2, cell, cell - 2, cell * 0.14)
      ctx.fill()
    }
  }
}
