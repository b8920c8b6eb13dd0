/** Sharp enough on any phone; a 3× screen would triple the pixels to fill for no visible gain. */
const maxPixelRatio = 2

export interface Viewport {
  /** CSS pixels. */
  width: number
  height: number
  /** Device pixels per CSS pixel, at most 2. */
  pixelRatio: number
}

/**
 * Makes the canvas fill its parent (the whole frame) at the screen's pixel density, capped at 2,
 * and keeps it so on resize and rotation. `ctx` draws in CSS pixels.
 */
export function fitCanvas(canvas: HTMLCanvasElement, onResize?: (viewport: Viewport) => void) {
  const context = canvas.getContext('2d', { alpha: false })
  if (!context) throw new Error('this browser cannot draw on a canvas')
  const ctx: CanvasRenderingContext2D = context
  const viewport: Viewport = { width: 0, height: 0, pixelRatio: 1 }

  function resize() {
    const rect = canvas.getBoundingClientRect()
    viewport.width = Math.max(1, Math.round(rect.width))
    viewport.height = Math.max(1, Math.round(rect.height))
    viewport.pixelRatio = Math.min(window.devicePixelRatio || 1, maxPixelRatio)
    canvas.width = Math.round(viewport.width * viewport.pixelRatio)
    canvas.height = Math.round(viewport.height * viewport.pixelRatio)
    ctx.setTransform(viewport.pixelRatio, 0, 0, viewport.pixelRatio, 0, 0)
    onResize?.(viewport)
  }

  resize()
  window.addEventListener('resize', resize)
  return { ctx, viewport }
}

/**
 * Fits a fixed world (the simulation's units) into the viewport, centred, keeping its shape:
 * the scale and offset to draw with, and the way back from a touch to world units.
 */
export function fitWorld(viewport: Viewport, worldWidth: number, worldHeight: number) {
  const scale = Math.min(viewport.width / worldWidth, viewport.height / worldHeight)
  const offsetX = (viewport.width - worldWidth * scale) / 2
  const offsetY = (viewport.height - worldHeight * scale) / 2
  return {
    scale,
    offsetX,
    offsetY,
    /** Applies the world transform to `ctx` (on top of the pixel-ratio transform). */
    apply(ctx: CanvasRenderingContext2D) {
      ctx.setTransform(
        viewport.pixelRatio * scale,
        0,
        0,
        viewport.pixelRatio * scale,
        viewport.pixelRatio * offsetX,
        viewport.pixelRatio * offsetY,
      )
    },
    toWorld(clientX: number, clientY: number) {
      return { x: (clientX - offsetX) / scale, y: (clientY - offsetY) / scale }
    },
  }
}
