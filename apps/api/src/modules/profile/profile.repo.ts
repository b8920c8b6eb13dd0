import { and, eq, max } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { gameSessions, quizPlays, users } from '../../db/schema.ts'

export async function updateUser(
  db: Database,
  userId: number,
  changes: { name?: string; imageName?: string },
) {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning()
  return updated
}

/** The most correct answers in any of the person's daily quiz plays; null before the first. */
export async function bestQuizScore(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ best: max(quizPlays.correct) })
    .from(quizPlays)
    .where(and(eq(quizPlays.userId, userId), eq(quizPlays.kind, 'regular')))
  return row?.best ?? null
}

/** The highest score of the person's verified tournament runs; null before the first. */
export async function bestGameScore(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ best: max(gameSessions.score) })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        eq(gameSessions.mode, 'tournament'),
        eq(gameSessions.outcome, 'accepted'),
      ),
    )
  return row?.best ?? null
}
