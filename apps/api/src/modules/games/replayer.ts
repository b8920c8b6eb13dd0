import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { ReplayOutcome, ReplayTask } from './replay.worker.ts'

/** A replay is milliseconds of work; one that waits or runs this long is stuck, and is given up. */
const defaultTimeoutMs = 5_000

/**
 * Replays runs in worker threads (Piscina): the simulation is CPU work, and on the event loop a
 * queue of long runs would stall every other request. The worker is TypeScript like the rest of
 * the server, so it loads with tsx.
 */
export function createReplayer({
  threads = Math.max(1, availableParallelism() - 1),
  timeoutMs = defaultTimeoutMs,
} = {}) {
  const pool = new Piscina<ReplayTask, ReplayOutcome>({
    filename: new URL('./replay.worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: ['--import', 'tsx'],
  })
  return {
    replay: (task: ReplayTask) => pool.run(task, { signal: AbortSignal.timeout(timeoutMs) }),
    close: () => pool.destroy(),
  }
}

export type Replayer = ReturnType<typeof createReplayer>
