import { random, randomInt } from '@khelahobe/game-kit/random'
import type { Simulation } from '@khelahobe/game-kit/simulation'

export const size = 4
export const goal = 4096

export type Direction = 'up' | 'down' | 'left' | 'right'
export type Grid = number[][]

/** Action codes, in the order the server and the controls agree on. */
export const actions = { up: 0, right: 1, down: 2, left: 3, end: 4 } as const
export const directions: readonly Direction[] = ['up', 'right', 'down', 'left']

export interface State {
  rng: number
  /** Rows top to bottom, each left to right; 0 is an empty cell. */
  grid: Grid
  score: number
  /** Set once, by the move that first makes a 4096 tile; play goes on. */
  won: boolean
  over: boolean
  /** The player ended the run with the `end` action rather than running out of moves. */
  gaveUp: boolean
  /** Moves that changed the board, and the last one's action code: the renderer animates from these. */
  moves: number
  lastMove: number
  /** Where the last tile appeared (row * 4 + column), -1 before any. */
  lastSpawn: number
  ticks: number
}

/** One tile's way during a move: where it was, where it ends, and whether it merged there. */
export interface Slide {
  fromRow: number
  fromCol: number
  toRow: number
  toCol: number
  value: number
  merged: boolean
}

export interface MoveResult {
  grid: Grid
  gained: number
  moved: boolean
}

/**
 * Where the cell `index` of line `line` is, for a move in `direction`: index 0 is the edge the
 * tiles move toward, so every line is walked from the far edge back.
 */
function cellOf(direction: Direction, line: number, index: number): [row: number, col: number] {
  switch (direction) {
    case 'left':
      return [line, index]
    case 'right':
      return [line, size - 1 - index]
    case 'up':
      return [index, line]
    case 'down':
      return [size - 1 - index, line]
  }
}

/**
 * The move itself. Each line is walked from the edge the tiles move toward; a tile merges with
 * the last placed one only if that one has not merged already in this move, which gives
 * `[2,2,2,2]` → `[4,4,0,0]` and `[2,2,4,0]` → `[4,4,0,0]`.
 */
function slide(grid: Grid, direction: Direction, trace?: Slide[]): MoveResult {
  const out: Grid = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ]
  let gained = 0
  let moved = false
  for (let line = 0; line < size; line++) {
    let placed = -1
    let placedMerged = false
    for (let index = 0; index < size; index++) {
      const [row, col] = cellOf(direction, line, index)
      const value = grid[row]?.[col] ?? 0
      if (value === 0) continue
      const [lastRow, lastCol] = cellOf(direction, line, Math.max(placed, 0))
      const outRow = out[lastRow] as number[]
      if (placed >= 0 && !placedMerged && outRow[lastCol] === value) {
        outRow[lastCol] = value * 2
        gained += value * 2
        placedMerged = true
        moved = true
        trace?.push({ fromRow: row, fromCol: col, toRow: lastRow, toCol: lastCol, value, merged: true })
        continue
      }
      placed++
      placedMerged = false
      const [toRow, toCol] = cellOf(direction, line, placed)
      ;(out[toRow] as number[])[toCol] = value
      if (placed !== index) moved = true
      trace?.push({ fromRow: row, fromCol: col, toRow, toCol, value, merged: false })
    }
  }
  return { grid: out, gained, moved }
}

/** A move on `grid` (not changed): the new grid, the points its merges make, whether anything moved. Never spawns. */
export function move(grid: Grid, direction: Direction): MoveResult {
  return slide(grid, direction)
}

/** Each tile's way in a move, for the renderer's slide and merge animations. */
export function traceMove(grid: Grid, direction: Direction): Slide[] {
  const trace: Slide[] = []
  slide(grid, direction, trace)
  return trace
}

/** Whether any move would change `grid`: an empty cell, or two equal neighbours. */
export function canMove(grid: Grid): boolean {
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const value = grid[row]?.[col] ?? 0
      if (value === 0) return true
      if (col + 1 < size && grid[row]?.[col + 1] === value) return true
      if (row + 1 < size && grid[row + 1]?.[col] === value) return true
    }
  }
  return false
}

export function maxTile(grid: Grid): number {
  let best = 0
  for (const row of grid) for (const value of row) best = Math.max(best, value)
  return best
}

/** A 2 (nine times in ten) or a 4 on an empty cell drawn uniformly, row by row; returns the cell or -1. */
export function spawn(state: State): number {
  let empty = 0
  for (const row of state.grid) for (const value of row) if (value === 0) empty++
  if (empty === 0) return -1
  let pick = randomInt(state, empty)
  const value = random(state) < 0.9 ? 2 : 4
  for (let row = 0; row < size; row++) {
    const cells = state.grid[row] as number[]
    for (let col = 0; col < size; col++) {
      if (cells[col] !== 0) continue
      if (pick === 0) {
        cells[col] = value
        state.lastSpawn = row * size + col
        return state.lastSpawn
      }
      pick--
    }
  }
  return -1
}

export const simulation: Simulation<State> = {
  init(seed) {
    const state: State = {
      rng: seed,
      grid: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      score: 0,
      won: false,
      over: false,
      gaveUp: false,
      moves: 0,
      lastMove: -1,
      lastSpawn: -1,
      ticks: 0,
    }
    spawn(state)
    spawn(state)
    return state
  },
  step(state, action) {
    if (action !== null && !state.over) {
      if (action === actions.end) {
        state.over = true
        state.gaveUp = true
      } else {
        const direction = directions[action]
        if (direction) {
          const result = slide(state.grid, direction)
          if (result.moved) {
            state.grid = result.grid
            state.score += result.gained
            state.moves++
            state.lastMove = action
            spawn(state)
            if (!state.won && maxTile(state.grid) >= goal) state.won = true
            if (!canMove(state.grid)) state.over = true
          }
        }
      }
    }
    state.ticks++
  },
  isOver: (state) => state.over,
  score: (state) => state.score,
  isAction: (action) => Number.isInteger(action) && action >= 0 && action <= actions.end,
  // A swipe takes a thumb about a tenth of a second at the very fastest.
  maxInputsPerSecond: 10,
}

export const exampleActions: readonly number[] = [
  actions.left,
  actions.down,
  actions.right,
  actions.up,
  actions.end,
]
