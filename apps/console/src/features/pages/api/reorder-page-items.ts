import type { pageOrderBodySchema, StaticPageName } from '@khelahobe/contracts/content'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input } from '../../../lib/schema-types.ts'
import { pagePath } from './get-page.ts'

/** Puts the page's items in a new order: every id once. */
export async function reorderPageItems(page: StaticPageName, ids: Input<typeof pageOrderBodySchema>['ids']) {
  await apiFetch(`${pagePath(page)}/order`, { method: 'PUT', body: { ids } })
}
