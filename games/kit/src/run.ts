import './kit.css'
import { bengaliNumber } from './bengali.ts'
import { type Launch, readLaunch, tellParent } from './bridge.ts'
import { fitCanvas, type Viewport } from './canvas.ts'
import { createHud, kitText } from './hud.ts'
import { startLoop } from './loop.ts'
import { localSeed } from './random.ts'
import { createRecorder } from './recorder.ts'
import type { Input, Simulation } from './simulation.ts'

export interface Renderer<State> {
  /** Draws `state`; `now` (ms, from requestAnimationFrame's clock) is for looks only, never for rules. */
  draw(state: State, now: number): void
}

export interface Controls {
  /** The player did `action`: it is applied (and recorded) at the next tick. */
  act(action: number): void
  /** Like `act`, but replaces a queued action of the same kind (a steering target that moved again). */
  replace(action: number, sameKind: (queued: number) => boolean): void
  viewport: Viewport
}

export interface GameDefinition<State> {
  /** The name the server knows the game by: `4096`, `FlappyDino`, `FreeKick`, `SharkGame`. */
  name: string
  /** Shown on the start panel, in Bangla. */
  title: string
  /** How to play, one short Bangla line. */
  hint: string
  /** What the score counts, in Bangla (e.g. 'গোল'); defaults to 'স্কোর'. */
  scoreLabel?: string
  sim: Simulation<State>
  createRenderer(ctx: CanvasRenderingContext2D, viewport: Viewport): Renderer<State>
  /** Wires the game's controls to `surface`; returns a function that unwires them. */
  bindControls(surface: HTMLElement, controls: Controls): () => void
}

/**
 * With `?bench`, what the benchmark reads: the frame times, and the run's state, so its scripted
 * player can play like a person who watches the screen (and the frames are of play, not menus).
 */
declare global {
  interface Window {
    __frameTimes?: number[]
    __frameIntervals?: number[]
    __benchState?: () => unknown
  }
}

/**
 * Runs a game in the page: start panel, the fixed-step loop over the simulation, the input log,
 * the score line, and at game over either the result sent to the page that embeds the game
 * (a session run, verified by the server) or a local "play again".
 */
export function runGame<State>(game: GameDefinition<State>, root: HTMLElement = document.body) {
  const launch: Launch = readLaunch(game.name)
  const container = document.createElement('main')
  container.className = 'game'
  const canvas = document.createElement('canvas')
  canvas.setAttribute('aria-label', game.title)
  container.append(canvas)
  root.append(container)

  let seed = launch.seed
  let state = game.sim.init(seed)
  // The canvas is sized (and told to redraw) before the renderer exists, and on every resize after.
  let renderer: Renderer<State> | undefined
  const draw = () => renderer?.draw(state, performance.now())
  const { ctx, viewport } = fitCanvas(canvas, draw)
  renderer = game.createRenderer(ctx, viewport)
  draw()
  const hud = createHud(container, game.scoreLabel)
  const bench = new URLSearchParams(window.location.search).has('bench')
  if (bench) {
    window.__frameTimes = []
    window.__frameIntervals = []
    window.__benchState = () => state
  }

  function play() {
    hud.hide()
    state = game.sim.init(seed)
    const recorder = createRecorder()
    let tick = 0
    const unbind = game.bindControls(canvas, {
      act: (action) => recorder.push(action),
      replace: (action, sameKind) => recorder.replaceQueued(action, sameKind),
      viewport,
    })
    const loop = startLoop({
      tick() {
        game.sim.step(state, recorder.take(tick))
        tick++
        hud.setScore(game.sim.score(state))
        return !game.sim.isOver(state)
      },
      draw,
      measure: bench
        ? (workMs, intervalMs) => {
            window.__frameTimes?.push(workMs)
            window.__frameIntervals?.push(intervalMs)
          }
        : undefined,
    })
    const over = () => {
      if (loop.running) return requestAnimationFrame(over)
      unbind()
      finish(game.sim.score(state), tick, [...recorder.inputs])
    }
    requestAnimationFrame(over)
  }

  function finish(score: number, ticks: number, inputs: Input[]) {
    const sent =
      launch.sessionId !== null &&
      tellParent(launch, { type: 'score', sessionId: launch.sessionId, score, ticks, inputs })
    if (sent) {
      // The page that embeds the game shows the verified result and offers the next run.
      hud.show({ title: kitText.gameOver, big: bengaliNumber(score), text: [kitText.sending] })
      return
    }
    hud.show(
      {
        title: kitText.gameOver,
        big: bengaliNumber(score),
        text: [kitText.yourScore],
        button: kitText.playAgain,
      },
      () => {
        seed = localSeed()
        play()
      },
    )
  }

  hud.show({ title: game.title, text: [game.hint], button: kitText.start }, play)
  if (launch.sessionId) tellParent(launch, { type: 'ready', sessionId: launch.sessionId })
}
