import { ticksPerSecond } from './simulation.ts'

const stepMs = 1000 / ticksPerSecond
/** A frame that took longer than this (a stall, a hidden tab) does not make the game race to catch up. */
const maxFrameMs = 250

/**
 * A fixed-step loop (after MainLoop.js and kontra's GameLoop): the simulation always advances
 * in whole 1/60 s ticks, however fast the screen refreshes, so a run is the same on a 30 Hz
 * phone and a 120 Hz one, and the server can replay it tick by tick. Drawing happens once per
 * animation frame. The loop pauses while the tab is hidden and resumes without a jump.
 */
export function startLoop({
  tick,
  draw,
  measure,
}: {
  /** Advances the game by one tick; returns false to stop the loop (game over). */
  tick: () => boolean
  /** Draws the current state. */
  draw: () => void
  /**
   * For the benchmark: told how long each frame's own work (ticks and drawing calls) took, and
   * the time since the frame before, which also holds what the browser did to show it.
   */
  measure?: (workMs: number, intervalMs: number) => void
}) {
  let last = performance.now()
  let accumulated = 0
  let frame = 0
  let running = true

  function onFrame(now: number) {
    if (!running) return
    const started = measure ? performance.now() : 0
    const interval = now - last
    accumulated += Math.min(interval, maxFrameMs)
    last = now
    while (accumulated >= stepMs) {
      accumulated -= stepMs
      if (!tick()) {
        running = false
        break
      }
    }
    draw()
    if (measure) measure(performance.now() - started, interval)
    if (running) frame = requestAnimationFrame(onFrame)
  }

  function onVisibility() {
    if (!running) return
    if (document.hidden) {
      cancelAnimationFrame(frame)
    } else {
      last = performance.now()
      frame = requestAnimationFrame(onFrame)
    }
  }

  document.addEventListener('visibilitychange', onVisibility)
  frame = requestAnimationFrame(onFrame)
  return {
    stop() {
      running = false
      cancelAnimationFrame(frame)
      document.removeEventListener('visibilitychange', onVisibility)
    },
    get running() {
      return running
    },
  }
}
