import type { editablePageResponseSchema, StaticPageName } from '@khelahobe/contracts/content'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'
import type { Output } from '../../../lib/schema-types.ts'

export type EditablePage = Output<typeof editablePageResponseSchema>['data']
export type EditablePageItem = EditablePage['items'][number]

export const pagePath = (page: StaticPageName) => `/api/console/pages/${page}`

export async function getEditablePage(page: StaticPageName): Promise<EditablePage> {
  const { data } = await apiFetch<Output<typeof editablePageResponseSchema>>(pagePath(page))
  return data
}

/**
 * A page's items as stored, with their previews and the figures they may use. Not asked again
 * on focus: an operator's half-typed drafts sit on top of these items.
 */
export function useEditablePage(page: StaticPageName) {
  return useSWR(pagePath(page), () => getEditablePage(page), { revalidateOnFocus: false })
}
