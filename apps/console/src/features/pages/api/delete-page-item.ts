import type { StaticPageName } from '@khelahobe/contracts/content'
import { apiFetch } from '../../../lib/api-client.ts'
import { pagePath } from './get-page.ts'

export async function deletePageItem(page: StaticPageName, id: number): Promise<void> {
  await apiFetch(`${pagePath(page)}/items/${id}`, { method: 'DELETE' })
}
