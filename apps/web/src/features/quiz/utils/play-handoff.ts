import type { QuizKind } from '@khelahobe/contracts/rules'
import type { QuizPlay } from '../api/start-quiz.ts'

type Handoff = { kind: QuizKind; play: QuizPlay; receivedAt: number }

/**
 * The play the category screen just started, for the play screen's first render, so it shows
 * the first question without another request. In memory on purpose: a reload loses it and the
 * play screen resumes through CurrentPlay instead (navigation state would survive a reload and
 * bring back questions already answered).
 */
let handoff: Handoff | null = null

export function handOffPlay(kind: QuizKind, play: QuizPlay, receivedAt: number): void {
  handoff = { kind, play, receivedAt }
}

export function peekHandoff(kind: QuizKind): Handoff | null {
  return handoff?.kind === kind ? handoff : null
}

export function clearHandoff(): void {
  handoff = null
}
