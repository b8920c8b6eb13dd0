import { fitWorld } from '@khelahobe/game-kit/canvas'
import { onDrag } from '@khelahobe/game-kit/input'
import type { Controls } from '@khelahobe/game-kit/run'
import { encodeTarget, releaseAction, worldHeight, worldWidth } from './sim/index.ts'

/**
 * One input per 70 ms at most (≈14 a second, under the game's declared 15): a finger sweeping
 * the screen would otherwise make one per pointer event.
 */
const minGapMs = 70
/** A target that moved less than this (world units) is not worth an input. */
const minMove = 4
const keyReach = 90

const keyDirections: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  a: [-1, 0],
  d: [1, 0],
  w: [0, -1],
  s: [0, 1],
}

/**
 * Steering: while a finger (or the mouse button) is down, the fish swims to it; lifting sends
 * the release. Arrow keys steer towards a point ahead of the fish, for a desktop tryout.
 */
export function bindControls(
  surface: HTMLElement,
  controls: Controls,
  playerAt: () => { x: number; y: number },
): () => void {
  let lastSent = Number.NEGATIVE_INFINITY
  let sentX = -100
  let sentY = -100
  let pending: number | null = null
  let timer = 0
  let keyTimer = 0
  const held = new Set<string>()

  function send(action: number) {
    lastSent = performance.now()
    pending = null
    if (action === releaseAction) controls.act(action)
    else controls.replace(action, (queued) => queued !== releaseAction)
  }

  function flush() {
    timer = 0
    if (pending !== null) send(pending)
  }

  function request(action: number) {
    const wait = lastSent + minGapMs - performance.now()
    if (wait <= 0 && timer === 0) {
      send(action)
      return
    }
    pending = action
    if (timer === 0) timer = window.setTimeout(flush, Math.max(0, wait))
  }

  function target(x: number, y: number, force: boolean) {
    const tx = Math.round(Math.min(worldWidth, Math.max(0, x)))
    const ty = Math.round(Math.min(worldHeight, Math.max(0, y)))
    if (!force && Math.abs(tx - sentX) < minMove && Math.abs(ty - sentY) < minMove) return
    sentX = tx
    sentY = ty
    request(encodeTarget(tx, ty))
  }

  function touched(clientX: number, clientY: number, force: boolean) {
    const world = fitWorld(controls.viewport, worldWidth, worldHeight).toWorld(clientX, clientY)
    target(world.x, world.y, force)
  }

  function release() {
    sentX = -100
    sentY = -100
    request(releaseAction)
  }

  const unbindDrag = onDrag(surface, {
    start: (x, y) => touched(x, y, true),
    move: (x, y) => touched(x, y, false),
    end: release,
  })

  function steerByKeys() {
    let dx = 0
    let dy = 0
    for (const key of held) {
      const direction = keyDirections[key]
      if (!direction) continue
      dx += direction[0]
      dy += direction[1]
    }
    const at = playerAt()
    target(at.x + dx * keyReach, at.y + dy * keyReach, false)
  }

  const keyDown = (event: KeyboardEvent) => {
    if (!keyDirections[event.key]) return
    event.preventDefault()
    if (held.has(event.key)) return
    held.add(event.key)
    steerByKeys()
    // The target runs ahead of the fish while a key is held.
    if (keyTimer === 0) keyTimer = window.setInterval(steerByKeys, 120)
  }
  const keyUp = (event: KeyboardEvent) => {
    if (!held.delete(event.key) || held.size > 0) return
    window.clearInterval(keyTimer)
    keyTimer = 0
    release()
  }
  window.addEventListener('keydown', keyDown)
  window.addEventListener('keyup', keyUp)

  return () => {
    unbindDrag()
    window.removeEventListener('keydown', keyDown)
    window.removeEventListener('keyup', keyUp)
    window.clearTimeout(timer)
    window.clearInterval(keyTimer)
  }
}
