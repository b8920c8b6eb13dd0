/**
 * The "empty value" rule of spec §5: an empty or whitespace-only string, a number that is
 * not finite, an empty array or an empty object counts as empty. `null` and `undefined`
 * are empty too, since the rule exists to turn missing values into "no".
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return !Number.isFinite(value)
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}
