/** Spec §2: a play screen may be reloaded until the counter exceeds this; then the person goes home. */
export const maxPlayReloads = 1

/**
 * Counts one more load of a play screen (a reload, or arriving on it from outside the app) from
 * the stored `QPR` value, and says whether it may resume the play. A missing or garbled value
 * counts as none: the counter only guards against reloading through a play.
 */
export function countPlayLoad(stored: string | null): { count: number; allowed: boolean } {
  const previous = Number(stored)
  const count = (stored !== null && Number.isInteger(previous) && previous >= 0 ? previous : 0) + 1
  return { count, allowed: count <= maxPlayReloads }
}
