import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'

export async function updateUser(
  db: Database,
  userId: number,
  changes: { name?: string; imageName?: string },
) {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning()
  return updated
}
