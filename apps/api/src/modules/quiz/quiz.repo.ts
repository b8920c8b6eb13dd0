import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'

/** The categories a player may pick from; hidden ones only feed random quizzes. */
export function listVisibleCategories(db: Database) {
  return db
    .select({ id: categories.id, category: categories.name })
    .from(categories)
    .where(eq(categories.visible, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}
