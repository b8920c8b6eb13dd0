import { fitWorld } from '@khelahobe/game-kit/canvas'
import { onDrag } from '@khelahobe/game-kit/input'
import type { Controls } from '@khelahobe/game-kit/run'
import { encodeShot, field, maxAimX, maxPower, world } from './sim/index.ts'
import { goalK, goalLineY, spotY } from './view.ts'

/** A drag shorter than this is a slip of the thumb, not a shot. */
const minDrag = 24
/** World units of drag for the first and for each further power point: 320 units is full power. */
const dragOffset = 20
const dragPerPower = 3
/** Never two shots within this long, whatever the screen says. */
const minShotGapMs = 400

/**
 * Shared by the controls and the renderer: the drag in progress (world units) and whether a
 * shot can be taken now, which the renderer learns from each state it draws. The controls
 * send nothing unless it can, so inputs during a flight are never made in the first place.
 */
export const aim = { active: false, x0: 0, y0: 0, x1: 0, y1: 0, canShoot: false }

/**
 * The shot a drag makes: its direction, laid on the grass from the ball, crosses the goal line
 * at `aimX` (the ball's path is a straight line on screen too); its length is the power.
 */
export function shotFromDrag(dx: number, dy: number): { aimX: number; power: number } | null {
  const length = Math.hypot(dx, dy)
  if (length < minDrag || dy > -8) return null
  const aimX = Math.round(field.ballX + (dx * (spotY - goalLineY)) / -dy / goalK)
  return {
    aimX: Math.max(0, Math.min(maxAimX, aimX)),
    power: Math.max(0, Math.min(maxPower, Math.round((length - dragOffset) / dragPerPower))),
  }
}

export function bindControls(surface: HTMLElement, controls: Controls): () => void {
  let lastShot = Number.NEGATIVE_INFINITY
  aim.active = false
  const toWorld = (x: number, y: number) =>
    fitWorld(controls.viewport, world.width, world.height).toWorld(x, y)
  return onDrag(surface, {
    start(x, y) {
      const at = toWorld(x, y)
      aim.active = true
      aim.x0 = aim.x1 = at.x
      aim.y0 = aim.y1 = at.y
    },
    move(x, y) {
      if (!aim.active) return
      const at = toWorld(x, y)
      aim.x1 = at.x
      aim.y1 = at.y
    },
    end(x, y) {
      if (!aim.active) return
      aim.active = false
      const at = toWorld(x, y)
      const shot = shotFromDrag(at.x - aim.x0, at.y - aim.y0)
      const now = performance.now()
      if (!shot || !aim.canShoot || now - lastShot < minShotGapMs) return
      lastShot = now
      aim.canShoot = false
      controls.act(encodeShot(shot.aimX, shot.power))
    },
  })
}
