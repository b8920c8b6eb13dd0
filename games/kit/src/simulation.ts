/**
 * The contract between a game's rules and everything that runs them: the browser's loop,
 * the server's replay, the tests. A simulation is pure: no DOM, no clock, no `Math.random`,
 * and no `Math.sin`/`Math.pow`/`Math.exp`/`Math.sqrt` in anything that affects the score
 * (engines may round those differently; `+ - * /`, `Math.floor`, `Math.abs`, `Math.min`,
 * `Math.max` and `Math.imul` are exact everywhere).
 */

/** One tick is 1/60 s of game time. */
export const ticksPerSecond = 60

/** An input the player made: the tick it was applied at, and the game's action code. */
export type Input = readonly [tick: number, action: number]

export interface Simulation<State> {
  /** A fresh run from the session's seed (a non-negative 31-bit integer). */
  init(seed: number): State
  /** Advances the run by one tick, applying this tick's action (or none) first. Mutates `state`. */
  step(state: State, action: number | null): void
  /** Whether the run has ended; `step` is never called after that. */
  isOver(state: State): boolean
  score(state: State): number
  /** Whether `action` is a code this game knows (the server refuses runs with any other). */
  isAction(action: number): boolean
  /** The most inputs per second a person can make in this game, sustained; more is a machine. */
  maxInputsPerSecond: number
}

export interface ReplayResult {
  score: number
  ticks: number
  over: boolean
  /** Inputs left unused because the run ended before their tick (a forged or broken log). */
  unusedInputs: number
}

/**
 * Re-runs a recorded game from its seed, exactly as the browser's loop did: at each tick the
 * input recorded for that tick (if any) is applied, then the world advances. Stops at game
 * over or after `maxTicks`, whichever comes first.
 */
export function replay<State>(
  sim: Simulation<State>,
  seed: number,
  inputs: readonly Input[],
  maxTicks: number,
): ReplayResult {
  const state = sim.init(seed)
  let next = 0
  let ticks = 0
  while (ticks < maxTicks && !sim.isOver(state)) {
    const input = inputs[next]
    let action: number | null = null
    if (input && input[0] === ticks) {
      action = input[1]
      next++
    }
    sim.step(state, action)
    ticks++
  }
  return { score: sim.score(state), ticks, over: sim.isOver(state), unusedInputs: inputs.length - next }
}
