import type { QuizKind } from '@khelahobe/contracts/rules'
import { readFlag, removeFlag, type UiFlag, writeFlag } from '../../../lib/storage.ts'

/** The play this tab last received (a start's or a resume's), by id: the one it would resume. */
const inPlayFlag = (kind: QuizKind): UiFlag => `play:${kind}`

/** A play this tab has said is over, until the server has confirmed that it ended. */
const endingFlag = (kind: QuizKind): UiFlag => `endPlay:${kind}`

const storedId = (value: string | null) => {
  const id = Number(value)
  return value !== null && Number.isInteger(id) && id > 0 ? id : null
}

/** Notes the play the server just answered with; a start refused for the day names none. */
export function rememberPlay(kind: QuizKind, playId: number | null): void {
  if (playId !== null) writeFlag(inPlayFlag(kind), String(playId))
}

/** The play ended on its own (every question answered, or its time up): nothing is left to end. */
export function forgetPlay(kind: QuizKind): void {
  removeFlag(inPlayFlag(kind))
}

/**
 * Declares the play this tab is in over (the reload rule, or a way back or forward): from now
 * on it is to be ended on the server before this tab starts or resumes anything (`endPlaySaidOver`).
 * False when the tab is in no play it knows of: then there is nothing to end, and nothing to say.
 */
export function declarePlayOver(kind: QuizKind): boolean {
  const playId = storedId(readFlag(inPlayFlag(kind)))
  removeFlag(inPlayFlag(kind))
  if (playId === null) return false
  writeFlag(endingFlag(kind), String(playId))
  return true
}

/** The play declared over that the server has not yet confirmed ended, if any. */
export function playToEnd(kind: QuizKind): number | null {
  return storedId(readFlag(endingFlag(kind)))
}

/** The server has ended `playId` (or says it is not this person's to end). */
export function playEnded(kind: QuizKind, playId: number): void {
  if (playToEnd(kind) === playId) removeFlag(endingFlag(kind))
}
