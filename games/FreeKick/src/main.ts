import { runGame } from '@khelahobe/game-kit/run'
import { bindControls } from './controls.ts'
import { createRenderer } from './render/renderer.ts'
import { simulation } from './sim/index.ts'

runGame({
  name: 'FreeKick',
  title: 'ফ্রি কিক',
  hint: 'বল থেকে গোলের দিকে টেনে ছাড়ুন: দিকে লক্ষ্য, টানার দৈর্ঘ্যে জোর। ১০টি শটে যত গোল!',
  scoreLabel: 'গোল',
  sim: simulation,
  createRenderer,
  bindControls,
})
