import type { AuditEntry } from '@khelahobe/contracts/console'
import { desc, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditLog, operators } from '../../db/schema.ts'

export const auditPageSize = 50

/** The newest entries, or those older than `before`. */
export async function auditPage(db: Database, before?: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: operators.email,
      action: auditLog.action,
      subject: auditLog.subject,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(auditPageSize + 1)
  const entries: AuditEntry[] = rows
    .slice(0, auditPageSize)
    .map((row) => ({ ...row, at: row.at.toISOString() }))
  const last = entries.at(-1)
  return { entries, nextBefore: rows.length > auditPageSize && last ? last.id : null }
}
