import type { Input } from '@khelahobe/game-kit/simulation'
import { jumpAction, nextPillar, type State, simulation, startY } from './index.ts'

/**
 * A scripted good player for tests and benchmarks: it jumps whenever it is below the next
 * gap's centre and falling. Its taps come at most once every few ticks, so its runs pass the
 * server's input-rate limit and replay like a person's.
 */
export function goodPlayer(state: State): boolean {
  const target = nextPillar(state)?.gapY ?? startY
  return state.y > target && state.vy > 0
}

/** Plays `policy` from `seed` for at most `maxTicks`, recording the inputs as the browser would. */
export function play(seed: number, policy: (state: State) => boolean, maxTicks: number) {
  const state = simulation.init(seed)
  const inputs: Input[] = []
  let ticks = 0
  while (!state.over && ticks < maxTicks) {
    const jump = policy(state)
    if (jump) inputs.push([ticks, jumpAction])
    simulation.step(state, jump ? jumpAction : null)
    ticks++
  }
  return { state, inputs, ticks }
}

/**
 * A complete run: the good player flies for `flyTicks`, then stops tapping and the dino falls
 * to the ground, so the run ends inside the simulation as every submitted run must.
 */
export function autopilotRun(seed: number, flyTicks: number) {
  const { state, inputs, ticks } = play(
    seed,
    (s) => s.tick < flyTicks && goodPlayer(s),
    Number.POSITIVE_INFINITY,
  )
  return { score: state.score, ticks, inputs }
}
