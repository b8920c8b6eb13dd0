import { random } from '@khelahobe/game-kit/random'

/**
 * A tiny seeded random source. The generated question files are committed and a test
 * regenerates them byte for byte, so every draw must come from a seed, never Math.random.
 */

/** FNV-1a: turns a readable seed such as 'math:percent_of' into 32 bits. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * The games' generator (mulberry32 in the game kit): small, fast and the same sequence on
 * every machine and Node version.
 */
function mulberry32(seed: number): () => number {
  const state = { rng: seed }
  return () => random(state)
}

export class Rng {
  private readonly next: () => number

  constructor(seed: string) {
    this.next = mulberry32(hashSeed(seed))
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next()
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A multiple of `step` in [min, max]; min and max should be multiples of step. */
  multiple(step: number, min: number, max: number): number {
    return step * this.int(Math.ceil(min / step), Math.floor(max / step))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** A new array in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }

  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new Error(`Cannot take ${count} of ${items.length} items.`)
    return this.shuffle(items).slice(0, count)
  }
}
