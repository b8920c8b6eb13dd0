import { onTap } from '@khelahobe/game-kit/input'
import { runGame } from '@khelahobe/game-kit/run'
import { createRenderer } from './render/index.ts'
import { jumpAction, simulation } from './sim/index.ts'

/**
 * Taps closer together than this are one tap: it keeps any burst under the 12 a second the
 * server allows, and two jumps 80 ms apart fly the same as one anyway.
 */
const minTapGapMs = 84

runGame({
  name: 'FlappyDino',
  title: 'ফ্ল্যাপি ডাইনো',
  hint: 'ট্যাপ করলেই ডাইনো লাফায়। থামের ফাঁক দিয়ে উড়ে চলুন, থাম বা মাটিতে ধাক্কা খাবেন না!',
  sim: simulation,
  createRenderer,
  bindControls(surface, controls) {
    let last = Number.NEGATIVE_INFINITY
    return onTap(surface, () => {
      const now = performance.now()
      if (now - last < minTapGapMs) return
      last = now
      controls.act(jumpAction)
    })
  },
})
