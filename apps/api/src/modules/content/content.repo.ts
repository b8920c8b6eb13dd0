import type { StaticPageName } from '@khelahobe/contracts/content'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pageItems } from '../../db/schema.ts'
import type { PageItemText } from './page-seed.ts'

export function pageItemsOf(db: Database, page: StaticPageName) {
  return db
    .select({
      id: pageItems.id,
      serial: pageItems.serial,
      title: pageItems.title,
      message: pageItems.message,
    })
    .from(pageItems)
    .where(eq(pageItems.page, page))
    .orderBy(asc(pageItems.serial))
}

/**
 * Writes a page's seed items only when the page has none: an operator who has deleted an
 * item does not see it come back at the next start. The unique (page, serial) index makes
 * two instances seeding at once write it once.
 */
export async function seedPageIfEmpty(db: Database, page: StaticPageName, items: PageItemText[]) {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pageItems)
    .where(eq(pageItems.page, page))
  if ((existing?.count ?? 0) > 0) return
  await db
    .insert(pageItems)
    .values(items.map((item, index) => ({ page, serial: index + 1, ...item })))
    .onConflictDoNothing()
}
