import type { GameName } from '@khelahobe/contracts/rules'
import { simulation as game4096 } from '@khelahobe/game-4096/sim'
import { simulation as flappyDino } from '@khelahobe/game-flappydino/sim'
import { simulation as freeKick } from '@khelahobe/game-freekick/sim'
import type { Simulation } from '@khelahobe/game-kit/simulation'
import { simulation as sharkGame } from '@khelahobe/game-shark/sim'

/**
 * The rules of every game, the very modules the browser runs: any of the four can be verified,
 * so an operator may run a tournament on any of them.
 */
export const simulations: Record<GameName, Simulation<unknown>> = {
  '4096': game4096 as Simulation<unknown>,
  FlappyDino: flappyDino as Simulation<unknown>,
  FreeKick: freeKick as Simulation<unknown>,
  SharkGame: sharkGame as Simulation<unknown>,
}
