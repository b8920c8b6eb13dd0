import { type ReactNode, useEffect, useRef } from 'react'
import styles from './play-cards.module.css'

/** Spec §2/§9: looping autoplay, each move taking 500 ms. */
const autoplayMs = 4000
const slideMs = 500

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * The home screen's quiz cards: about 1.2 slides in view, swiped with native scroll-snap, moved
 * on by a timer that loops back to the first. No library: it is in the first load of /home.
 * The timer holds while a finger, the mouse or keyboard focus is on the cards, while the tab is
 * hidden, and never runs for people who ask for reduced motion.
 */
export function QuizCarousel({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const track = ref.current
    if (!track || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let touching = false
    let hovered = false
    let focused = false
    let frame = 0

    // Scrolls by script over exactly 500 ms (smooth scrolling's speed is the browser's choice);
    // snapping is off meanwhile, or each step would be pulled back to the nearest slide.
    const glide = (to: number) => {
      const from = track.scrollLeft
      const start = performance.now()
      track.style.scrollSnapType = 'none'
      const step = (time: number) => {
        const progress = Math.min(1, (time - start) / slideMs)
        track.scrollLeft = from + (to - from) * easeInOut(progress)
        if (progress < 1) frame = requestAnimationFrame(step)
        else track.style.scrollSnapType = ''
      }
      frame = requestAnimationFrame(step)
    }

    const advance = () => {
      if (touching || hovered || focused || document.hidden) return
      const end = track.scrollWidth - track.clientWidth
      const at = track.scrollLeft
      let to = 0
      if (at < end - 1) {
        for (const slide of track.children) {
          const left = (slide as HTMLElement).offsetLeft
          if (left > at + 1) {
            to = Math.min(left, end)
            break
          }
        }
      }
      glide(to)
    }

    let timer = setInterval(advance, autoplayMs)
    const hold = () => {
      touching = true
      // A finger beats the timer: stop any move under way.
      cancelAnimationFrame(frame)
      track.style.scrollSnapType = ''
    }
    // After a swipe the next move waits a full interval rather than coming at once. A swipe
    // ends in pointercancel: the browser takes the touch over to scroll.
    const release = () => {
      touching = false
      clearInterval(timer)
      timer = setInterval(advance, autoplayMs)
    }
    const handlers: [string, (event: Event) => void][] = [
      ['pointerdown', hold],
      ['pointerup', release],
      ['pointercancel', release],
      ['pointerenter', (event) => (hovered = (event as PointerEvent).pointerType === 'mouse')],
      ['pointerleave', () => (hovered = false)],
      ['focusin', () => (focused = true)],
      ['focusout', () => (focused = false)],
    ]
    for (const [type, handler] of handlers) track.addEventListener(type, handler)
    return () => {
      clearInterval(timer)
      cancelAnimationFrame(frame)
      for (const [type, handler] of handlers) track.removeEventListener(type, handler)
    }
  }, [])

  return (
    <div ref={ref} className={styles.carousel}>
      {children}
    </div>
  )
}
