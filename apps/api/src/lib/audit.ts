import type { Database } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'

/**
 * The audit log of every change made from the console or the command line: each domain's
 * service writes its row in the same transaction as the change (decision 0028).
 */
export interface AuditChange {
  /** The operator who made it; null for the command line. */
  operatorId: number | null
  /** `operator.create`, `operator.enrol`, `operator.login`, `question.update`, … */
  action: string
  /** What it was done to: `operator:3`, `question:812`. */
  subject: string
  before?: unknown
  after?: unknown
}

/** Writes one audit row; pass the caller's transaction so the change and its record land together. */
export async function recordAudit(db: Database, at: Date, change: AuditChange) {
  await db.insert(auditLog).values({
    at,
    operatorId: change.operatorId,
    action: change.action,
    subject: change.subject,
    before: change.before ?? null,
    after: change.after ?? null,
  })
}
