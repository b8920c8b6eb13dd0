import { describe, expect, it } from 'vitest'
import { createBatcher, type Outcome } from './batcher.ts'

/** A run whose batches stay out until the test lets them return; item 13 fails alone. */
function heldRun() {
  const batches: { items: number[]; release: (fail?: Error) => void }[] = []
  const run = (items: number[]) =>
    new Promise<Outcome<number>[]>((resolve, reject) => {
      batches.push({
        items,
        release: (fail) =>
          fail
            ? reject(fail)
            : resolve(
                items.map((item) => (item === 13 ? { error: new Error('unlucky') } : { value: item * 10 })),
              ),
      })
    })
  return { batches, run }
}

const tooLong = () => new Error('waited too long')
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the batcher', () => {
  it('sends a call at once while a batch may go out, and gathers those that wait into one', async () => {
    const { batches, run } = heldRun()
    const call = createBatcher(run, { inFlight: 2, maxSize: 10, maxWaitMs: 60_000, tooLong })
    const results = [1, 2, 3, 4, 5].map((item) => call(item))
    await settle()
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
    const call = createBatcher(run, { inFlight: 1, maxSize: 2, maxWaitMs: 60_000, tooLong })
    const results = [1, 2, 3, 4, 5, 6].map((item) => call(item))
    for (let i = 0; i < 4; i++) {
      await settle()
      batches[i]?.release()
    }
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5], [6]])
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60])
  })

  it('fails every call of a failed batch, an item that failed alone only itself, and goes on', async () => {
    const { batches, run } = heldRun()
    const call = createBatcher(run, { inFlight: 1, maxSize: 10, maxWaitMs: 60_000, tooLong })
    const first = call(1)
    const waiting = [call(2), call(3)]
    await settle()
    batches[0]?.release(new Error('database away'))
    await expect(first).rejects.toThrow('database away')
    await settle()
    batches[1]?.release(new Error('still away'))
    for (const result of waiting) await expect(result).rejects.toThrow('still away')
    const later = [call(4), call(13), call(5)]
    await settle()
    batches[2]?.release()
    expect(await later[0]).toBe(40)
    await settle()
    expect(batches[3]?.items).toEqual([13, 5])
    batches[3]?.release()
    await expect(later[1]).rejects.toThrow('unlucky')
    expect(await later[2]).toBe(50)
  })

  it('settles a batch whose run throws at once', async () => {
    const call = createBatcher<number, number>(
      () => {
        throw new Error('thrown at once')
      },
      { inFlight: 1, maxSize: 10, maxWaitMs: 60_000, tooLong },
    )
    await expect(call(1)).rejects.toThrow('thrown at once')
    await expect(call(2)).rejects.toThrow('thrown at once')
  })

  it('refuses a call that waited longer than maxWaitMs, instead of sending it', async () => {
    const { batches, run } = heldRun()
    const call = createBatcher(run, { inFlight: 1, maxSize: 10, maxWaitMs: 20, tooLong })
    const first = call(1)
    const late = call(2)
    await new Promise((resolve) => setTimeout(resolve, 40))
    batches[0]?.release()
    expect(await first).toBe(10)
    await expect(late).rejects.toThrow('waited too long')
    await settle()
    expect(batches.map((b) => b.items)).toEqual([[1]])
  })
})
