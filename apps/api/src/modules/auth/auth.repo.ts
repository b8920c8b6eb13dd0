import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { loginCodes, sessions, users } from '../../db/schema.ts'

export type UserRow = typeof users.$inferSelect

/**
 * Stores a new code for the number unless the last one is younger than `resendCutoff`.
 * One statement, so two simultaneous requests can never both send a code.
 * Answers false when it is too soon.
 */
export async function replaceLoginCode(
  db: Database,
  code: { msisdn: string; codeHash: string; createdAt: Date; expiresAt: Date },
  resendCutoff: Date,
): Promise<boolean> {
  const fresh = { codeHash: code.codeHash, createdAt: code.createdAt, expiresAt: code.expiresAt }
  const rows = await db
    .insert(loginCodes)
    .values({ ...code, attempts: 0 })
    .onConflictDoUpdate({
      target: loginCodes.msisdn,
      set: { ...fresh, attempts: 0, consumedAt: null },
      setWhere: lte(loginCodes.createdAt, resendCutoff),
    })
    .returning({ msisdn: loginCodes.msisdn })
  return rows.length > 0
}

export async function findLoginCode(db: Database, msisdn: string) {
  const [row] = await db.select().from(loginCodes).where(eq(loginCodes.msisdn, msisdn))
  return row
}

export async function deleteLoginCode(db: Database, msisdn: string, createdAt: Date) {
  await db.delete(loginCodes).where(and(eq(loginCodes.msisdn, msisdn), eq(loginCodes.createdAt, createdAt)))
}

/** Counts one try against the number's live code, atomically, and answers the code as it now is. */
export async function countLoginAttempt(db: Database, msisdn: string) {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.msisdn, msisdn), isNull(loginCodes.consumedAt)))
    .returning()
  return row
}

/** Marks the code used; false if another request used it first. */
export async function consumeLoginCode(db: Database, msisdn: string, createdAt: Date, now: Date) {
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(loginCodes.msisdn, msisdn), eq(loginCodes.createdAt, createdAt), isNull(loginCodes.consumedAt)),
    )
    .returning({ msisdn: loginCodes.msisdn })
  return rows.length > 0
}

/** The user with this number, created on first login. */
export async function upsertUser(db: Database, msisdn: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ msisdn })
    .onConflictDoUpdate({ target: users.msisdn, set: { msisdn: sql`excluded.msisdn` } })
    .returning()
  if (!row) throw new Error('upsert returned no user')
  return row
}

export async function insertSession(
  db: Database,
  session: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(sessions).values(session)
}

export async function findUserBySessionHash(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
  return row?.user
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

export async function touchLastLogin(db: Database, userId: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId))
}

/** The account of this number, if there is one, with how many sessions it has live at `now`. */
export async function accountByNumber(db: Database, msisdn: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.msisdn, msisdn))
  if (!user) return undefined
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)))
  return { user, liveSessions: live?.n ?? 0 }
}

/**
 * Deletes every session of the person and answers how many of them were live at `now`. One
 * statement: of two requests racing, the second finds nothing left to delete.
 */
export async function deleteSessionsOf(db: Database, userId: number, now: Date) {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ expiresAt: sessions.expiresAt })
  return deleted.filter((session) => session.expiresAt.getTime() > now.getTime()).length
}
