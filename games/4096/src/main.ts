import { runGame } from '@khelahobe/game-kit/run'
import './style.css'
import { bindControls } from './controls.ts'
import { createRenderer } from './render/renderer.ts'
import { simulation } from './sim/index.ts'

runGame({
  name: '4096',
  title: '৪০৯৬',
  hint: 'সোয়াইপ করে সব টাইল সরান; একই সংখ্যার দুটি টাইল মিলে দ্বিগুণ হয়। লক্ষ্য ৪০৯৬!',
  sim: simulation,
  createRenderer,
  bindControls,
})
