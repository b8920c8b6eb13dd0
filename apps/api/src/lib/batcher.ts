/** What `run` says of one item: its result, or why it failed (failing that item alone). */
export type Outcome<Result> = { value: Result } | { error: unknown }

/**
 * Gathers calls that arrive while the database is busy into one round trip: group commit,
 * done by the application (docs/decisions/0046). A call goes out at once while fewer than
 * `inFlight` batches are out, so a quiet server adds no wait; otherwise it waits, and all
 * that waited (up to `maxSize`) go out together as soon as a batch returns. Under a rush the
 * batches grow by themselves, and each round trip carries more.
 *
 * `run` answers one outcome per item, in order; if it throws, every item of its batch fails
 * with that error. A call that has waited `maxWaitMs` when its turn comes is not sent: it
 * fails with `tooLong()`, as a request waiting for a pooled connection would.
 */
export function createBatcher<Item, Result>(
  run: (items: Item[]) => Promise<Outcome<Result>[]>,
  {
    inFlight,
    maxSize,
    maxWaitMs,
    tooLong,
  }: { inFlight: number; maxSize: number; maxWaitMs: number; tooLong: () => Error },
) {
  interface Call {
    item: Item
    since: number
    resolve: (result: Result) => void
    reject: (error: unknown) => void
  }
  const waiting: Call[] = []
  let out = 0

  function settle(batch: Call[], outcomes: Outcome<Result>[]) {
    for (const [i, call] of batch.entries()) {
      const outcome = outcomes[i]
      if (!outcome) call.reject(new Error(`the batch answered no outcome for its item ${i + 1}`))
      else if ('error' in outcome) call.reject(outcome.error)
      else call.resolve(outcome.value)
    }
  }

  function dispatch() {
    while (out < inFlight && waiting.length > 0) {
      const now = performance.now()
      const batch = waiting.splice(0, maxSize).filter((call) => {
        if (now - call.since <= maxWaitMs) return true
        call.reject(tooLong())
        return false
      })
      if (batch.length === 0) continue
      out++
      // Called in a promise, so that a run that throws at once still settles its batch.
      Promise.resolve()
        .then(() => run(batch.map((call) => call.item)))
        .then(
          (outcomes) => settle(batch, outcomes),
          (error: unknown) => {
            for (const call of batch) call.reject(error)
          },
        )
        .finally(() => {
          out--
          dispatch()
        })
    }
  }

  return (item: Item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, since: performance.now(), resolve, reject })
      dispatch()
    })
}
