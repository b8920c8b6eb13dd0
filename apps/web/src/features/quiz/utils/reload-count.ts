import type { QuizKind } from '@khelahobe/contracts/rules'
import type { UiFlag } from '../../../lib/storage.ts'

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

/** Set when a play screen goes away (unmounts), cleared when a start opens it again. */
export const leftPlayFlag = (kind: QuizKind): UiFlag => `leftPlay:${kind}`

export type PlayArrival =
  /** In-app navigation from a start (PUSH or REPLACE): the play shows. */
  | { kind: 'start' }
  /** Back or forward into a screen the person had left: home (spec §2). */
  | { kind: 'returned' }
  /** A reload, or an arrival from outside the app: the spec's reload rule. */
  | { kind: 'reloaded'; count: number; allowed: boolean }

/**
 * How a play screen was arrived at. The router calls a reload, an address typed in and a
 * back or forward move all 'POP'; what tells a reload apart is that it never unmounts the
 * screen, so the screen's "left" flag is only set when the person really went elsewhere.
 */
export function playArrival(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  left: boolean,
  storedReloads: string | null,
): PlayArrival {
  if (navigationType !== 'POP') return { kind: 'start' }
  if (left) return { kind: 'returned' }
  return { kind: 'reloaded', ...countPlayLoad(storedReloads) }
}
