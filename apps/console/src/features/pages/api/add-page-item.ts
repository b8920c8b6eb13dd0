import type { editablePageItemResponseSchema, StaticPageName } from '@khelahobe/contracts/content'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'
import { type EditablePageItem, pagePath } from './get-page.ts'
import type { PageItemBody } from './save-page-item.ts'

/** Appends an item at the end of the page. */
export async function addPageItem(page: StaticPageName, body: PageItemBody): Promise<EditablePageItem> {
  const { data } = await apiFetch<Output<typeof editablePageItemResponseSchema>>(`${pagePath(page)}/items`, {
    method: 'POST',
    body,
  })
  return data
}
