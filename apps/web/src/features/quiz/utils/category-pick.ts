import { categoriesToPick } from '@khelahobe/contracts/rules'

/**
 * The category screen's pick rule (spec §2): a tap on a chosen category un-chooses it; a tap
 * on another adds it, unless the full number is already chosen, in which case it is ignored.
 */
export function togglePick(picked: readonly number[], id: number): readonly number[] {
  if (picked.includes(id)) return picked.filter((chosen) => chosen !== id)
  if (picked.length >= categoriesToPick) return picked
  return [...picked, id]
}

/** Only a full pick starts a chosen-category quiz; anything less offers the random one. */
export function isPickComplete(picked: readonly number[]): boolean {
  return picked.length === categoriesToPick
}
