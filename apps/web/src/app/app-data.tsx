import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'

/** The element of a prerendered page that carries the data it was drawn from. */
export const prerenderDataId = 'prerender-data'

/** SWR's cache entries (serialized key → value) that a prerendered page was drawn from. */
export type PrerenderData = Record<string, unknown>

/**
 * The one store of server state (SWR's cache), started from what a prerendered page showed,
 * so hydration draws the same page instead of a loading state. Marked as neither loading nor
 * validating, the way the server drew it; SWR still asks again on mount.
 */
export function AppData({ data, children }: { data: PrerenderData; children: ReactNode }) {
  const provider = () =>
    new Map(
      Object.entries(data).map(([key, value]) => [
        key,
        { data: value, isLoading: false, isValidating: false },
      ]),
    )
  return <SWRConfig value={{ provider }}>{children}</SWRConfig>
}
