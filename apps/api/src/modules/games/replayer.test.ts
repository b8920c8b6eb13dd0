import { type GameName, gameNames } from '@khelahobe/contracts/rules'
import { replay } from '@khelahobe/game-kit/simulation'
import { afterAll, describe, expect, it } from 'vitest'
import { createReplayer } from './replayer.ts'
import { simulations } from './simulations.ts'
import { exampleActionsOf, flappyAutopilotRun, plan } from './test-runs.ts'

/** A long run of each game at a person's pace (4096 without its give-up, so it runs on). */
function longRun(game: GameName, seed: number) {
  if (game === 'FlappyDino') return flappyAutopilotRun(seed, 3 * 60 * 60).inputs
  const actions = game === '4096' ? exampleActionsOf[game].slice(0, 4) : exampleActionsOf[game]
  return plan(actions, 600, 17, 3)
}

describe('the replay in a worker thread', () => {
  const replayer = createReplayer({ threads: 1 })
  afterAll(() => replayer.close())

  it.each(gameNames)(
    'gives %s the same score, ticks and end as the same simulation in this thread',
    async (game) => {
      for (const seed of [1, 20_261_123, 2 ** 31 - 2]) {
        const inputs = longRun(game, seed)
        const here = replay(simulations[game], seed, inputs, 3 * 60 * 60)
        const { ms, ...there } = await replayer.replay({
          game,
          seed,
          inputs: [...inputs],
          maxTicks: 3 * 60 * 60,
        })
        expect(there, `${game} seed ${seed}`).toEqual(here)
        expect(ms).toBeGreaterThanOrEqual(0)
      }
    },
  )
})
