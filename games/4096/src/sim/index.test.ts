import { randomInt } from '@khelahobe/game-kit/random'
import { type Input, replay } from '@khelahobe/game-kit/simulation'
import { describe, expect, it } from 'vitest'
import {
  actions,
  canMove,
  type Direction,
  directions,
  exampleActions,
  type Grid,
  move,
  type State,
  simulation,
  traceMove,
} from './index.ts'

const row = (values: number[], direction: 'left' | 'right') => move([values, [], [], []], direction).grid[0]
const count = (grid: Grid, keep: (value: number) => boolean) => grid.flat().filter(keep).length

/** A state with a chosen board (and a chosen generator state), as if play had led there. */
function stateWith(grid: Grid, seed = 1): State {
  const state = simulation.init(seed)
  state.grid = grid.map((cells) => [...cells])
  return state
}

/** The kit's replay, but handing back the final state too, to compare whole states. */
function replayState(seed: number, inputs: readonly Input[], maxTicks: number) {
  const state = simulation.init(seed)
  let next = 0
  while (state.ticks < maxTicks && !simulation.isOver(state)) {
    const input = inputs[next]
    let action: number | null = null
    if (input && input[0] === state.ticks) {
      action = input[1]
      next++
    }
    simulation.step(state, action)
  }
  return state
}

/** Random valid actions at random ticks, from a fixed seed: a player nobody scripted. */
function randomInputs(seed: number, count: number, codes: readonly number[]): Input[] {
  const gen = { rng: seed }
  const inputs: Input[] = []
  let tick = 0
  for (let i = 0; i < count; i++) {
    tick += 1 + randomInt(gen, 30)
    inputs.push([tick, codes[randomInt(gen, codes.length)] ?? 0])
  }
  return inputs
}

describe('a move', () => {
  it('merges each tile at most once, walking from the edge the tiles move toward', () => {
    expect(row([2, 2, 2, 2], 'left')).toEqual([4, 4, 0, 0])
    expect(row([2, 2, 4, 0], 'left')).toEqual([4, 4, 0, 0])
    expect(row([4, 2, 2, 0], 'right')).toEqual([0, 0, 4, 4])
    expect(row([2, 2, 2, 0], 'left')).toEqual([4, 2, 0, 0])
    expect(row([2, 2, 2, 0], 'right')).toEqual([0, 0, 2, 4])
    expect(row([2, 2, 2, 2], 'right')).toEqual([0, 0, 4, 4])
    expect(row([0, 0, 0, 2], 'left')).toEqual([2, 0, 0, 0])
    expect(row([2, 0, 2, 4], 'left')).toEqual([4, 4, 0, 0])
    expect(row([4, 4, 8, 8], 'left')).toEqual([8, 16, 0, 0])
    expect(row([8, 4, 4, 8], 'right')).toEqual([0, 8, 8, 8])
  })

  it('moves columns up and down the same way', () => {
    const grid = [
      [2, 0, 4, 8],
      [2, 0, 4, 0],
      [4, 2, 0, 8],
      [0, 2, 4, 16],
    ]
    expect(move(grid, 'up')).toEqual({
      grid: [
        [4, 4, 8, 16],
        [4, 0, 4, 16],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      gained: 4 + 4 + 8 + 16,
      moved: true,
    })
    expect(move(grid, 'down').grid).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [4, 0, 4, 16],
      [4, 4, 8, 16],
    ])
  })

  it('scores the sum of the new tiles, and never changes its input', () => {
    const grid = [
      [2, 2, 4, 4],
      [8, 8, 8, 0],
      [0, 0, 0, 0],
      [16, 0, 0, 16],
    ]
    const copy = grid.map((cells) => [...cells])
    const result = move(grid, 'left')
    expect(result.grid).toEqual([
      [4, 8, 0, 0],
      [16, 8, 0, 0],
      [0, 0, 0, 0],
      [32, 0, 0, 0],
    ])
    expect(result.gained).toBe(4 + 8 + 16 + 32)
    expect(grid).toEqual(copy)
    expect(result.grid).not.toBe(grid)
  })

  it('reports a move that changes nothing, in every direction', () => {
    const packed = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]
    expect(move(packed, 'up')).toEqual({ grid: packed, gained: 0, moved: false })
    expect(move(packed, 'left').moved).toBe(false)
    expect(move(packed, 'right').moved).toBe(false)
    expect(move(packed, 'down').moved).toBe(true)
    const empty = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]
    for (const direction of directions) expect(move(empty, direction).moved).toBe(false)
  })

  it('traces every tile to where the move puts it', () => {
    const grid = [
      [2, 2, 4, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]
    expect(traceMove(grid, 'left')).toEqual([
      { fromRow: 0, fromCol: 0, toRow: 0, toCol: 0, value: 2, merged: false },
      { fromRow: 0, fromCol: 1, toRow: 0, toCol: 0, value: 2, merged: true },
      { fromRow: 0, fromCol: 2, toRow: 0, toCol: 1, value: 4, merged: false },
    ])
  })
})

describe('the game', () => {
  it('starts with two tiles of 2 or 4 and nothing scored', () => {
    for (let seed = 0; seed < 50; seed++) {
      const state = simulation.init(seed)
      expect(count(state.grid, (v) => v !== 0)).toBe(2)
      expect(count(state.grid, (v) => v === 2 || v === 4)).toBe(2)
      expect(state.score).toBe(0)
      expect(simulation.isOver(state)).toBe(false)
    }
  })

  it('spawns exactly one tile on an empty cell after a move that changed the board', () => {
    const grid = [
      [2, 0, 0, 2],
      [0, 0, 0, 0],
      [0, 4, 0, 0],
      [0, 0, 0, 0],
    ]
    for (let seed = 0; seed < 200; seed++) {
      const state = stateWith(grid, seed)
      simulation.step(state, actions.left)
      const moved = move(grid, 'left').grid
      const changed = state.grid.flat().flatMap((v, i) => (v === moved.flat()[i] ? [] : [i]))
      expect(changed).toHaveLength(1)
      const cell = changed[0] ?? -1
      expect(moved.flat()[cell]).toBe(0)
      expect([2, 4]).toContain(state.grid.flat()[cell])
      expect(state.lastSpawn).toBe(cell)
      expect(state.score).toBe(4)
    }
  })

  it('spawns nothing and draws nothing after a move that changed nothing', () => {
    const grid = [
      [2, 4, 0, 0],
      [4, 2, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]
    const state = stateWith(grid, 9)
    const before = structuredClone(state)
    simulation.step(state, actions.left)
    simulation.step(state, actions.up)
    simulation.step(state, null)
    expect(state).toEqual({ ...before, ticks: before.ticks + 3 })
  })

  it('draws a 2 nine times in ten and a 4 otherwise, over many seeds', () => {
    let fours = 0
    const runs = 20_000
    for (let seed = 0; seed < runs; seed++) {
      const state = stateWith(
        [
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 2],
        ],
        seed * 7919 + 13,
      )
      simulation.step(state, actions.left)
      const spawned = state.grid.flat()[state.lastSpawn]
      if (spawned === 4) fours++
      else expect(spawned).toBe(2)
    }
    expect(fours / runs).toBeGreaterThan(0.09)
    expect(fours / runs).toBeLessThan(0.11)
  })

  it('spreads new tiles over all empty cells', () => {
    const seen = new Set<number>()
    for (let seed = 0; seed < 2000; seed++) {
      const state = stateWith(
        [
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [2, 0, 0, 0],
        ],
        seed,
      )
      simulation.step(state, actions.right)
      seen.add(state.lastSpawn)
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(15).keys()])
  })

  it('is over on a full board without equal neighbours, and not with one equal pair', () => {
    const stuck = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ]
    expect(canMove(stuck)).toBe(false)
    const pairInRow = stuck.map((cells) => [...cells])
    ;(pairInRow[3] as number[])[3] = 4
    expect(canMove(pairInRow)).toBe(true)
    const pairInColumn = stuck.map((cells) => [...cells])
    ;(pairInColumn[1] as number[])[0] = 2
    expect(canMove(pairInColumn)).toBe(true)
  })

  it('ends when a move fills the board with no merge left', () => {
    // The last empty cell is filled by the move and the spawn, leaving no equal neighbours
    // whichever tile appears: the cell's neighbours are an 8 and a 16.
    const grid = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 8],
      [0, 16, 32, 64],
    ]
    for (let seed = 0; seed < 20; seed++) {
      const state = stateWith(grid, seed)
      simulation.step(state, actions.left)
      expect(state.grid[3]).toEqual([16, 32, 64, state.grid[3]?.[3]])
      expect(simulation.isOver(state)).toBe(true)
      expect(state.gaveUp).toBe(false)
    }
  })

  it('goes on when the filled board still has one equal pair', () => {
    // Full after the move and the spawn, with one merge left: the two 2s in the first column.
    for (let seed = 0; seed < 20; seed++) {
      const state = stateWith(
        [
          [2, 4, 2, 4],
          [2, 8, 4, 2],
          [4, 2, 8, 16],
          [0, 16, 32, 64],
        ],
        seed,
      )
      simulation.step(state, actions.left)
      expect(count(state.grid, (v) => v === 0)).toBe(0)
      expect(simulation.isOver(state)).toBe(false)
      simulation.step(state, actions.up)
      expect(state.grid[0]?.[0]).toBe(4)
    }
  })

  it('ends at once on the give-up action, keeping the score', () => {
    const state = stateWith([
      [2, 2, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ])
    simulation.step(state, actions.left)
    expect(state.score).toBe(4)
    simulation.step(state, actions.end)
    expect(simulation.isOver(state)).toBe(true)
    expect(state.gaveUp).toBe(true)
    expect(simulation.score(state)).toBe(4)
  })

  it('sets won on reaching 4096, once, and play goes on', () => {
    const state = stateWith([
      [2048, 2048, 0, 0],
      [1024, 1024, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ])
    expect(state.won).toBe(false)
    simulation.step(state, actions.left)
    expect(state.won).toBe(true)
    expect(state.grid[0]?.[0]).toBe(4096)
    expect(state.score).toBe(4096 + 2048)
    expect(simulation.isOver(state)).toBe(false)
    const score = state.score
    simulation.step(state, actions.right)
    expect(state.moves).toBe(2)
    expect(state.won).toBe(true)
    expect(state.score).toBeGreaterThanOrEqual(score)
    expect(simulation.isOver(state)).toBe(false)
  })

  it('knows its actions and nothing else', () => {
    for (const action of [0, 1, 2, 3, 4]) expect(simulation.isAction(action)).toBe(true)
    for (const action of [-1, 5, 7, 0.5, 2 ** 31, Number.NaN]) expect(simulation.isAction(action)).toBe(false)
    for (const action of exampleActions) expect(simulation.isAction(action)).toBe(true)
    expect(simulation.maxInputsPerSecond).toBe(10)
  })

  it('ignores codes it does not know, if a step is ever given one', () => {
    const state = simulation.init(5)
    const before = structuredClone(state)
    simulation.step(state, 7)
    expect(state).toEqual({ ...before, ticks: 1 })
  })
})

describe('a replay', () => {
  it('gives the same score, ticks and state every time', () => {
    const codes = [0, 1, 2, 3]
    for (const seed of [1, 42, 20_261_123]) {
      const inputs = [...randomInputs(seed, 400, codes), [12_000, actions.end] as const]
      const first = replay(simulation, seed, inputs, 60 * 60 * 10)
      const second = replay(simulation, seed, inputs, 60 * 60 * 10)
      expect(second).toEqual(first)
      expect(first.over).toBe(true)
      const a = replayState(seed, inputs, 60 * 60 * 10)
      const b = replayState(seed, inputs, 60 * 60 * 10)
      expect(b).toEqual(a)
      expect(a.ticks).toBe(first.ticks)
      expect(a.score).toBe(first.score)
    }
    // Another seed is another game.
    const inputs = randomInputs(3, 100, codes)
    expect(replayState(4, inputs, 3000).grid).not.toEqual(replayState(5, inputs, 3000).grid)
  })

  it('replays the example actions to a finished run', () => {
    const inputs: Input[] = Array.from(
      { length: 60 },
      (_, i) => [i * 20, exampleActions[i % 5] ?? 0] as const,
    )
    const result = replay(simulation, 77, inputs, 10_000)
    expect(result).toMatchObject({ over: true, ticks: 81, unusedInputs: 55 })
  })

  it('replays a three-minute run to the same score and length', () => {
    // A steady player: a move that changes the board every 40 ticks, favouring one corner.
    const seed = 2024
    const ticks = 3 * 60 * 60
    const state = simulation.init(seed)
    const inputs: Input[] = []
    const preference: Direction[] = ['down', 'left', 'right', 'up']
    while (state.ticks < ticks && !state.over) {
      let action: number | null = null
      if (state.ticks % 40 === 0) {
        const direction = preference.find((d) => move(state.grid, d).moved) ?? 'down'
        action = directions.indexOf(direction)
        inputs.push([state.ticks, action])
      }
      simulation.step(state, action)
    }
    const result = replay(simulation, seed, inputs, ticks)
    expect(result.ticks).toBe(ticks)
    expect(result.over).toBe(false)
    expect(result.score).toBe(state.score)
    expect(inputs.length).toBeGreaterThan(100)
  })
})
