import type { GameName } from '@khelahobe/contracts/rules'
import { exampleActions as actions4096 } from '@khelahobe/game-4096/sim'
import { exampleActions as flappyActions } from '@khelahobe/game-flappydino/sim'
import { exampleActions as freeKickActions } from '@khelahobe/game-freekick/sim'
import { type Input, replay } from '@khelahobe/game-kit/simulation'
import { exampleActions as sharkActions } from '@khelahobe/game-shark/sim'
import { simulations } from './simulations.ts'

export { autopilotRun as flappyAutopilotRun } from '@khelahobe/game-flappydino/sim/autopilot'

const capTicks = 60 * 60 * 30

/**
 * Makes up a complete run of `game` from a session's seed, as a player's browser would record it:
 * `actions` at the given ticks, cut at the tick the run ended, with the score and length the
 * simulation gives. Tests and benchmarks submit these as honest runs.
 */
export function makeRun(game: GameName, seed: number, planned: Input[]) {
  const sim = simulations[game]
  const played = replay(sim, seed, planned, capTicks)
  const inputs = planned.filter(([tick]) => tick < played.ticks)
  const result = replay(sim, seed, inputs, capTicks)
  if (!result.over) throw new Error(`a ${game} run did not end within ${capTicks} ticks`)
  return { score: result.score, ticks: result.ticks, inputs }
}

/** Valid action codes of each game, for made-up runs (4096's last one ends the run). */
export const exampleActionsOf: Record<GameName, readonly number[]> = {
  '4096': actions4096,
  FlappyDino: flappyActions,
  FreeKick: freeKickActions,
  SharkGame: sharkActions,
}

/** A plan of `count` actions drawn from `actions`, spaced `gap` ticks apart from `first`. */
export function plan(actions: readonly number[], count: number, gap: number, first = 0): Input[] {
  return Array.from({ length: count }, (_, i) => [first + i * gap, actions[i % actions.length] ?? 0] as const)
}
