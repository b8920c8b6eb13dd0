import { en } from '../../i18n/en.ts'
import { dhakaDateTime } from '../../lib/dhaka-time.ts'

/** An entry's time as the office reads it: Dhaka time, to the second. */
export const formatWhen = (at: string) => dhakaDateTime(at, { seconds: true })

/** Who made the change: an operator's e-mail, or the command line (`operator:create` and the like). */
export function actorLabel(actor: string | null, action: string): string {
  if (actor) return actor
  // A login that failed or was locked out has nobody logged in behind it; the record says whose account.
  return action.startsWith('operator.login.') ? en.audit.notLoggedIn : en.audit.commandLine
}

/** A value as one line of JSON; `null` for nothing recorded. */
export function compactJson(value: unknown): string {
  return value === undefined ? 'null' : JSON.stringify(value)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Field names in alphabetical order: PostgreSQL's jsonb keeps its own (shortest first). */
const fieldList = (keys: Iterable<string>) => [...keys].sort().join(', ')

/**
 * The line a change folds under: which fields it set, changed or cleared, or null when the
 * entry records no values at all (a login).
 */
export function changeSummary(before: unknown, after: unknown): string | null {
  if (before == null && after == null) return null
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (key) => compactJson(before[key]) !== compactJson(after[key]),
    )
    return keys.length > 0 ? `Changed ${fieldList(keys)}` : 'No difference'
  }
  if (before == null) return isRecord(after) ? `Set ${fieldList(Object.keys(after))}` : 'Set'
  if (after == null) return isRecord(before) ? `Cleared ${fieldList(Object.keys(before))}` : 'Cleared'
  return 'Changed'
}
