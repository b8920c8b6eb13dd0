import { serviceBusy } from './errors.ts'

/**
 * Runs at most `concurrency` tasks at once in this process, keeps up to `queue` more waiting
 * in arrival order, and refuses the rest at once with 503 (the error handler adds Retry-After).
 * For work that is costly per call (a 32 MiB scrypt, a call to the wallet provider): a flood of
 * it waits its turn, or is told to come back, instead of slowing every other request down.
 */
export function createLimiter({ concurrency, queue }: { concurrency: number; queue: number }) {
  let running = 0
  const waiting: (() => void)[] = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
      else throw serviceBusy()
      try {
        return await task()
      } finally {
        release()
      }
    },
    /**
     * Runs `task` only if a place is free now, taking it before anything is awaited, so callers
     * racing for the last place cannot all pass; undefined (and nothing run) when none is free.
     */
    tryRun<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (running >= concurrency) return undefined
      running++
      return task().finally(release)
    },
    /** Tasks running and waiting now, for tests and metrics. */
    get pending() {
      return running + waiting.length
    },
  }
}

export type Limiter = ReturnType<typeof createLimiter>
