import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { compiled, paths } from '../../paths.ts'
import type { ReplayOutcome, ReplayTask } from './replay.worker.ts'

/** A replay is milliseconds of work; one that waits or runs this long is stuck, and is given up. */
const defaultTimeoutMs = 5_000

/**
 * Replays runs in worker threads (Piscina): the simulation is CPU work, and on the event loop a
 * queue of long runs would stall every other request. From TypeScript the worker loads with tsx;
 * the build compiles it to its own file.
 */
export function createReplayer({
  threads = Math.max(1, availableParallelism() - 1),
  timeoutMs = defaultTimeoutMs,
} = {}) {
  const pool = new Piscina<ReplayTask, ReplayOutcome>({
    filename: paths.replayWorker,
    // No thread while nobody plays: an idle worker holds the game simulations in memory.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: compiled ? [] : ['--import', 'tsx'],
  })
  return {
    replay: (task: ReplayTask) => pool.run(task, { signal: AbortSignal.timeout(timeoutMs) }),
    close: () => pool.destroy(),
  }
}

export type Replayer = ReturnType<typeof createReplayer>
