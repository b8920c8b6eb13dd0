import type {
  editablePageItemResponseSchema,
  pageItemBodySchema,
  StaticPageName,
} from '@khelahobe/contracts/content'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Input, Output } from '../../../lib/schema-types.ts'
import { type EditablePageItem, pagePath } from './get-page.ts'

export type PageItemBody = Input<typeof pageItemBodySchema>

/** Saves an item's title and message; the answer carries the preview the players will see. */
export async function savePageItem(
  page: StaticPageName,
  id: number,
  body: PageItemBody,
): Promise<EditablePageItem> {
  const { data } = await apiFetch<Output<typeof editablePageItemResponseSchema>>(
    `${pagePath(page)}/items/${id}`,
    {
      method: 'PUT',
      body,
    },
  )
  return data
}
