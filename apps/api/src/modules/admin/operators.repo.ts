import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { operatorSessions, operators } from '../../db/schema.ts'

export type OperatorRow = typeof operators.$inferSelect
type NewOperator = typeof operators.$inferInsert

export async function insertOperator(db: Database, values: NewOperator) {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning()
  return row
}

export async function operatorByEmail(db: Database, email: string) {
  const [row] = await db.select().from(operators).where(eq(operators.email, email))
  return row
}

export async function operatorByEnrolmentToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.enrolmentTokenHash, tokenHash), gt(operators.enrolmentExpiresAt, now)))
  return row
}

export async function updateOperator(db: Database, id: number, changes: Partial<NewOperator>) {
  const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning()
  return row
}

/**
 * Accepts a TOTP step for the operator only if it is later than the last one accepted, in one
 * conditional UPDATE: the same code cannot log in twice, even from two requests at once.
 */
export async function claimTotpStep(db: Database, id: number, step: number) {
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
    .returning({ id: operators.id })
  return claimed.length === 1
}

export async function insertSession(db: Database, values: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(values)
}

/** The session's operator if it is neither expired nor idle past `idleSince`; its last use moves to `now`. */
export async function touchSession(db: Database, tokenHash: string, now: Date, idleSince: Date) {
  const [session] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
      ),
    )
    .returning({ operatorId: operatorSessions.operatorId })
  if (!session) return undefined
  const [operator] = await db.select().from(operators).where(eq(operators.id, session.operatorId))
  return operator
}

/** Ends one session; says whose it was, or undefined when the token named none. */
export async function deleteSession(db: Database, tokenHash: string) {
  const [ended] = await db
    .delete(operatorSessions)
    .where(eq(operatorSessions.tokenHash, tokenHash))
    .returning({ operatorId: operatorSessions.operatorId })
  return ended
}

/** Ends an operator's sessions, or only those opened from `address`; says how many. */
export async function deleteSessionsOf(db: Database, operatorId: number, address?: string) {
  const ended = await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        address === undefined ? undefined : eq(operatorSessions.address, address),
      ),
    )
    .returning({ id: operatorSessions.id })
  return ended.length
}

export async function deleteLapsedSessions(db: Database, now: Date, idleSince: Date) {
  await db
    .delete(operatorSessions)
    .where(sql`${operatorSessions.expiresAt} < ${now} or ${operatorSessions.lastSeenAt} < ${idleSince}`)
}
