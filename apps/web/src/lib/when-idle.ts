/**
 * Runs `task` once the phone has nothing more urgent to do (the page drawn and taken over by
 * React), or after a few seconds at the latest: for downloads the person will likely need soon
 * but not for the first screen. Answers a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 4000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(task, 2000)
  return () => clearTimeout(id)
}
