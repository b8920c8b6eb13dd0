import { describe, expect, it } from 'vitest'
import { createBatcher } from './batcher.ts'

/** A run whose batches stay out until the test lets them return. */
function heldRun() {
  const batches: { items: number[]; release: (fail?: Error) => void }[] = []
  const run = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push({
        items,
        release: (fail) => (fail ? reject(fail) : resolve(items.map((item) => item * 10))),
      })
    })
  return { batches, run }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the batcher', () => {
  it('sends a call at once while a batch may go out, and gathers those that wait into one', async () => {
    const { batches, run } = heldRun()
    const call = createBatcher(run, { inFlight: 2, maxSize: 10 })
    const results = [1, 2, 3, 4, 5].map((item) => call(item))
    expect(batches.map((b) => b.items)).toEqual([[1], [2]])
    batches[0]?.release()
    await settle()
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]])
    batches[1]?.release()
    batches[2]?.release()
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50])
  })

  it('sends at most maxSize calls in a batch', async () => {
    const { batches, run } = heldRun()
    const call = createBatcher(run, { inFlight: 1, maxSize: 2 })
    const results = [1, 2, 3, 4, 5, 6].map((item) => call(item))
    for (let i = 0; i < 4; i++) {
      batches[i]?.release()
      await settle()
    }
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5], [6]])
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60])
  })

  it('fails every call of a failed batch, and goes on with the next', async () => {
    const { batches, run } = heldRun()
    const call = createBatcher(run, { inFlight: 1, maxSize: 10 })
    const first = call(1)
    const waiting = [call(2), call(3)]
    batches[0]?.release(new Error('database away'))
    await expect(first).rejects.toThrow('database away')
    await settle()
    batches[1]?.release(new Error('still away'))
    for (const result of waiting) await expect(result).rejects.toThrow('still away')
    const later = call(4)
    batches[2]?.release()
    expect(await later).toBe(40)
  })
})
