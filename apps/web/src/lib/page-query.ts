/**
 * One API answer a page shows: the SWR key its hook reads, the URL the fetcher asks, and how
 * the answer becomes the cached value. A prerendered page is drawn from the same answers on the
 * server, and the client's cache starts from them, so the first client render matches.
 */
export type PageQuery<Answer, Value> = {
  key: string | readonly [string, ...unknown[]]
  url: string
  fromAnswer: (answer: Answer) => Value
}
