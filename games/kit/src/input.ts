/**
 * Touch-first controls. Pointer events cover touch, mouse and pen alike; keys are for a
 * desktop tryout. Every handler prevents the browser's own gesture (scroll, zoom, text
 * selection), which a game must never trigger.
 */

const tapKeys = new Set([' ', 'Spacebar', 'ArrowUp', 'Enter'])

/** A tap anywhere on `target`, or Space / ↑ / Enter. */
export function onTap(target: HTMLElement, handler: () => void): () => void {
  const pointer = (event: PointerEvent) => {
    if (!event.isPrimary) return
    event.preventDefault()
    handler()
  }
  const key = (event: KeyboardEvent) => {
    if (!tapKeys.has(event.key) || event.repeat) return
    event.preventDefault()
    handler()
  }
  target.addEventListener('pointerdown', pointer)
  window.addEventListener('keydown', key)
  return () => {
    target.removeEventListener('pointerdown', pointer)
    window.removeEventListener('keydown', key)
  }
}

export type Direction = 'up' | 'down' | 'left' | 'right'

const arrowKeys: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
}

/** A swipe of at least `minDistance` CSS pixels, or an arrow key. */
export function onSwipe(
  target: HTMLElement,
  handler: (direction: Direction) => void,
  minDistance = 24,
): () => void {
  let start: { x: number; y: number; id: number } | null = null
  const down = (event: PointerEvent) => {
    if (!event.isPrimary) return
    event.preventDefault()
    start = { x: event.clientX, y: event.clientY, id: event.pointerId }
  }
  const up = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    start = null
    if (Math.max(Math.abs(dx), Math.abs(dy)) < minDistance) return
    if (Math.abs(dx) > Math.abs(dy)) handler(dx > 0 ? 'right' : 'left')
    else handler(dy > 0 ? 'down' : 'up')
  }
  const key = (event: KeyboardEvent) => {
    const direction = arrowKeys[event.key]
    if (!direction) return
    event.preventDefault()
    handler(direction)
  }
  target.addEventListener('pointerdown', down)
  target.addEventListener('pointerup', up)
  target.addEventListener('pointercancel', () => {
    start = null
  })
  window.addEventListener('keydown', key)
  return () => {
    target.removeEventListener('pointerdown', down)
    target.removeEventListener('pointerup', up)
    window.removeEventListener('keydown', key)
  }
}

export interface DragHandlers {
  start?(x: number, y: number): void
  move?(x: number, y: number): void
  end?(x: number, y: number): void
}

/** A finger held and moved on `target`; positions are CSS pixels relative to the target. */
export function onDrag(target: HTMLElement, handlers: DragHandlers): () => void {
  let active: number | null = null
  const at = (event: PointerEvent) => {
    const rect = target.getBoundingClientRect()
    return [event.clientX - rect.left, event.clientY - rect.top] as const
  }
  const down = (event: PointerEvent) => {
    if (!event.isPrimary) return
    event.preventDefault()
    active = event.pointerId
    target.setPointerCapture?.(event.pointerId)
    handlers.start?.(...at(event))
  }
  const move = (event: PointerEvent) => {
    if (event.pointerId !== active) return
    event.preventDefault()
    handlers.move?.(...at(event))
  }
  const up = (event: PointerEvent) => {
    if (event.pointerId !== active) return
    active = null
    handlers.end?.(...at(event))
  }
  target.addEventListener('pointerdown', down)
  target.addEventListener('pointermove', move)
  target.addEventListener('pointerup', up)
  target.addEventListener('pointercancel', up)
  return () => {
    target.removeEventListener('pointerdown', down)
    target.removeEventListener('pointermove', move)
    target.removeEventListener('pointerup', up)
    target.removeEventListener('pointercancel', up)
  }
}
