/**
 * Gathers calls that arrive while the database is busy into one round trip: group commit,
 * done by the application (docs/decisions/0046). A call goes out at once while fewer than
 * `inFlight` batches are out, so a quiet server adds no wait; otherwise it waits, and all
 * that waited (up to `maxSize`) go out together as soon as a batch returns. Under a rush the
 * batches grow by themselves, and each round trip carries more.
 *
 * `run` answers one result per item, in order; if it fails, every item of its batch fails.
 */
export function createBatcher<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  { inFlight, maxSize }: { inFlight: number; maxSize: number },
) {
  const waiting: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = []
  let out = 0

  function dispatch() {
    while (out < inFlight && waiting.length > 0) {
      const batch = waiting.splice(0, maxSize)
      out++
      run(batch.map((call) => call.item))
        .then(
          (results) => {
            for (const [i, call] of batch.entries()) call.resolve(results[i] as Result)
          },
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
      waiting.push({ item, resolve, reject })
      dispatch()
    })
}
