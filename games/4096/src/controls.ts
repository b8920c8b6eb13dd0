import { onSwipe } from '@khelahobe/game-kit/input'
import type { Controls } from '@khelahobe/game-kit/run'
import { actions, directions } from './sim/index.ts'

/**
 * The server refuses more than 10 inputs a second (plus a margin); a held arrow key or a
 * frantic keyboard would exceed that, so moves are spaced at least this far apart. A move made
 * too soon is kept (the latest one) and sent when the gap has passed, so nothing feels dropped.
 */
const minGapMs = 110
/** The give-up button asks once more before it ends a run that may count. */
const confirmMs = 3000

const endLabel = 'শেষ করুন'
const confirmLabel = 'নিশ্চিত?'

export function bindControls(surface: HTMLElement, controls: Controls): () => void {
  let last = Number.NEGATIVE_INFINITY
  let pending: number | null = null
  let timer = 0

  const send = (action: number) => {
    const wait = last + minGapMs - performance.now()
    if (wait > 0) {
      pending = action
      if (!timer) {
        timer = window.setTimeout(() => {
          timer = 0
          const queued = pending
          pending = null
          if (queued !== null) send(queued)
        }, wait)
      }
      return
    }
    last = performance.now()
    controls.act(action)
  }

  // A held key repeats at 30 a second; a move is one press. This runs before the kit's key
  // handler (capture phase on window) and hides repeats from it.
  const blockRepeats = (event: KeyboardEvent) => {
    if (!event.repeat || !event.key.startsWith('Arrow')) return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  window.addEventListener('keydown', blockRepeats, true)

  const unswipe = onSwipe(surface, (direction) => send(directions.indexOf(direction)), 28)

  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'give-up'
  button.textContent = endLabel
  button.setAttribute('aria-label', endLabel)
  let confirmTimer = 0
  const reset = () => {
    confirmTimer = 0
    button.textContent = endLabel
    button.setAttribute('aria-label', endLabel)
    button.classList.remove('confirm')
  }
  button.addEventListener('click', () => {
    if (!confirmTimer) {
      button.textContent = confirmLabel
      // Still named for what it does, so the second press is the same button to anyone.
      button.setAttribute('aria-label', `${confirmLabel} ${endLabel}`)
      button.classList.add('confirm')
      confirmTimer = window.setTimeout(reset, confirmMs)
      return
    }
    window.clearTimeout(confirmTimer)
    button.disabled = true
    // Not throttled: the last input of the run, and the player asked twice.
    controls.act(actions.end)
  })
  ;(surface.parentElement ?? document.body).append(button)

  return () => {
    unswipe()
    window.removeEventListener('keydown', blockRepeats, true)
    window.clearTimeout(timer)
    window.clearTimeout(confirmTimer)
    button.remove()
  }
}
