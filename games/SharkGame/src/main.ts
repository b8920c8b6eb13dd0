import { runGame } from '@khelahobe/game-kit/run'
import { bindControls } from './controls.ts'
import { createRenderer } from './render/renderer.ts'
import { type State, simulation } from './sim/index.ts'

/** The last state drawn: where the fish is, for steering with the keys. */
let shown: State | null = null

runGame<State>({
  name: 'SharkGame',
  title: 'হাঙর খেলা',
  hint: 'আঙুল চেপে ধরে মাছকে টেনে নিয়ে যান। ছোট মাছ খেয়ে বড় হোন, বড় মাছ আর হাঙর থেকে পালান!',
  scoreLabel: 'মাছ',
  sim: simulation,
  createRenderer(ctx, viewport) {
    const renderer = createRenderer(ctx, viewport)
    return {
      draw(state, now) {
        shown = state
        renderer.draw(state, now)
      },
    }
  },
  bindControls: (surface, controls) =>
    bindControls(surface, controls, () => shown?.player ?? { x: 180, y: 320 }),
})
