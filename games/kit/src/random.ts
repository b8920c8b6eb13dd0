/**
 * The only source of chance in a simulation: mulberry32, a 32-bit integer generator. It uses
 * integer operations (`Math.imul`, shifts) and one division by 2^32, all exact in every
 * JavaScript engine, so the browser and the server draw the same numbers from the same seed.
 * The generator's state is a plain number kept inside the game's state, so a state is plain
 * data that can be copied, compared and replayed.
 */
export interface RandomState {
  rng: number
}

/** A number in [0, 1), advancing the state. */
export function random(state: RandomState): number {
  state.rng = (state.rng + 0x6d2b79f5) | 0
  let t = state.rng
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** An integer in [0, n). */
export function randomInt(state: RandomState, n: number): number {
  return Math.floor(random(state) * n)
}

/** An integer in [min, max], both included. */
export function randomBetween(state: RandomState, min: number, max: number): number {
  return min + randomInt(state, max - min + 1)
}

/** A seed for a run nobody verifies (a game opened on its own, without a session). */
export function localSeed(): number {
  const values = new Uint32Array(1)
  crypto.getRandomValues(values)
  return (values[0] ?? 1) >>> 1
}
