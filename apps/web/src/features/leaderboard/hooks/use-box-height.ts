import { useLayoutEffect, useState } from 'react'
import { boxHeight } from '../utils/board-layout.ts'

/**
 * The list box's height: the window below the box's top, less `offset`. It is measured
 * before the first paint and again whenever the window or the page's content changes size
 * (the podium arriving, a tab switch, a rotated phone). Pass the returned `ref` to the box.
 */
export function useBoxHeight(offset: number) {
  const [box, setBox] = useState<HTMLElement | null>(null)
  const [height, setHeight] = useState<number>()

  useLayoutEffect(() => {
    if (!box) return
    const measure = () =>
      setHeight(boxHeight(window.innerHeight, box.getBoundingClientRect().top + window.scrollY, offset))
    measure()

    // The box's own new height resizes the body too; measuring in the next frame, outside the
    // observer's callback, keeps that from being reported as a ResizeObserver loop.
    let frame = 0
    const measureNextFrame = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    const observer = new ResizeObserver(measureNextFrame)
    observer.observe(document.body)
    window.addEventListener('resize', measureNextFrame)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('resize', measureNextFrame)
    }
  }, [box, offset])

  return { ref: setBox, height }
}
