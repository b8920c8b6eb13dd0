import type { auditResponseSchema } from '@khelahobe/contracts/console'
import useSWRInfinite from 'swr/infinite'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type AuditPage = Output<typeof auditResponseSchema>['data']

const path = '/api/console/audit'

/** One page of the audit log, newest first: the latest entries, or those older than `before`. */
export async function getAuditPage(before: number | null): Promise<AuditPage> {
  const { data } = await apiFetch<Output<typeof auditResponseSchema>>(
    before === null ? path : `${path}?before=${before}`,
  )
  return data
}

/**
 * The log as far back as the operator has asked ("Older" adds a page). Keyed by the operator
 * as well, so a logout and a login as someone else in this tab never shows the first one's
 * pages. Only the newest page is asked again on focus; older entries do not change.
 */
export function useAuditLog(operatorId: number) {
  const { data, error, size, setSize, isValidating } = useSWRInfinite(
    (index: number, previous: AuditPage | null) => {
      if (index === 0) return [path, operatorId, null] as const
      return previous?.nextBefore ? ([path, operatorId, previous.nextBefore] as const) : null
    },
    ([, , before]) => getAuditPage(before),
    { revalidateFirstPage: true, revalidateAll: false },
  )
  const entries = data?.flatMap((page) => page.entries) ?? []
  const lastPage = data?.[data.length - 1]
  const loadingMore = isValidating && data !== undefined && data.length < size
  return {
    entries,
    loaded: data !== undefined,
    hasOlder: lastPage?.nextBefore != null,
    loadingMore,
    error: error as unknown,
    loadOlder: () => setSize(size + 1),
  }
}
