import type { GameName } from '@khelahobe/contracts/rules'
import { type Input, type ReplayResult, replay } from '@khelahobe/game-kit/simulation'
import { simulations } from './simulations.ts'

export interface ReplayTask {
  game: GameName
  seed: number
  inputs: Input[]
  /** The step cap: the replay never runs longer than the run claims to have lasted. */
  maxTicks: number
}

export interface ReplayOutcome extends ReplayResult {
  /** How long the replay took, for the logs and the benchmark. */
  ms: number
}

/** Runs in a worker thread (see replayer.ts), so a long replay never blocks the API's event loop. */
export default function replayRun({ game, seed, inputs, maxTicks }: ReplayTask): ReplayOutcome {
  const started = performance.now()
  const result = replay(simulations[game], seed, inputs, maxTicks)
  return { ...result, ms: performance.now() - started }
}
