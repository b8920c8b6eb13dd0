import type { Input } from './simulation.ts'

/**
 * Collects the player's actions between ticks and hands the loop one per tick, recording each
 * with the tick it was applied at: the log the server replays. Actions that arrive faster than
 * one a tick wait for the next ticks, in order; a small queue keeps a frantic thumb from
 * piling up moves to play out long after the fact.
 */
export function createRecorder(maxQueued = 4) {
  const queue: number[] = []
  const inputs: Input[] = []
  return {
    /** Called by input handlers: the player did `action`. */
    push(action: number) {
      if (queue.length < maxQueued) queue.push(action)
    },
    /** Replaces any queued action of the same kind (e.g. a steering target that moved again). */
    replaceQueued(action: number, sameKind: (queued: number) => boolean) {
      const index = queue.findIndex(sameKind)
      if (index >= 0) queue[index] = action
      else this.push(action)
    },
    /** Called by the loop at each tick: the action to apply now, recorded, or null. */
    take(tick: number): number | null {
      const action = queue.shift()
      if (action === undefined) return null
      inputs.push([tick, action])
      return action
    },
    inputs: inputs as readonly Input[],
  }
}
