import type { StaticPageName } from '@khelahobe/contracts/content'
import { and, asc, eq, sql } from 'drizzle-orm'
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

export async function pageItem(db: Database, page: StaticPageName, id: number) {
  const [row] = await db
    .select({
      id: pageItems.id,
      serial: pageItems.serial,
      title: pageItems.title,
      message: pageItems.message,
    })
    .from(pageItems)
    .where(and(eq(pageItems.page, page), eq(pageItems.id, id)))
  return row
}

/** Appends an item after the page's last, in one statement so two editors adding at once both get a place. */
export async function appendPageItem(db: Database, page: StaticPageName, item: PageItemText, now: Date) {
  const [row] = await db
    .insert(pageItems)
    .values({
      page,
      serial: sql`(select coalesce(max(${pageItems.serial}), 0) + 1 from ${pageItems} where ${pageItems.page} = ${page})`,
      ...item,
      updatedAt: now,
    })
    .returning({
      id: pageItems.id,
      serial: pageItems.serial,
      title: pageItems.title,
      message: pageItems.message,
    })
  return row
}

export async function updatePageItem(
  db: Database,
  page: StaticPageName,
  id: number,
  item: PageItemText,
  now: Date,
) {
  const [row] = await db
    .update(pageItems)
    .set({ ...item, updatedAt: now })
    .where(and(eq(pageItems.page, page), eq(pageItems.id, id)))
    .returning({
      id: pageItems.id,
      serial: pageItems.serial,
      title: pageItems.title,
      message: pageItems.message,
    })
  return row
}

export async function deletePageItem(db: Database, page: StaticPageName, id: number) {
  const [row] = await db
    .delete(pageItems)
    .where(and(eq(pageItems.page, page), eq(pageItems.id, id)))
    .returning({
      id: pageItems.id,
      serial: pageItems.serial,
      title: pageItems.title,
      message: pageItems.message,
    })
  return row
}

/**
 * Numbers the page's items 1, 2, 3… in the order given. The serials move out of the way
 * (negative) first, since the unique (page, serial) index is checked row by row.
 */
export async function renumberPage(db: Database, page: StaticPageName, ids: number[], now: Date) {
  await db
    .update(pageItems)
    .set({ serial: sql`-${pageItems.serial}` })
    .where(eq(pageItems.page, page))
  for (const [index, id] of ids.entries()) {
    await db
      .update(pageItems)
      .set({ serial: index + 1, updatedAt: now })
      .where(and(eq(pageItems.page, page), eq(pageItems.id, id)))
  }
}
