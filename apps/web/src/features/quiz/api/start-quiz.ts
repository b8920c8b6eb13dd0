import type { StartQuizBody, StartQuizResponse } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import { apiFetch } from '../../../lib/api-client.ts'
import { rememberPlay } from '../utils/ended-play.ts'
import { serviceName } from '../utils/service-name.ts'
import { endPlaySaidOver } from './end-play.ts'

export type QuizPlay = StartQuizResponse['data']

type StartInput = {
  kind: QuizKind
  /** The logged-in user's own number (the spec's `fbid`); the server takes identity from the session. */
  msisdn: string
  /** Empty for a random quiz; otherwise exactly the picked categories. */
  categoryIds: readonly number[]
}

/**
 * Starts a NEW play, using up one of the day's plays; `isPlayed: 1` when none is left. A plain
 * function, never a cached query: only a deliberate tap (or the special card's hand-off) may
 * call it, never a reload. 403 SUBSCRIPTION_REQUIRED when the segment is not subscribed.
 * A start answers the play still running, if one is: so a play this tab declared over is
 * ended first, and the start fails if it cannot be.
 */
export async function startQuiz({ kind, msisdn, categoryIds }: StartInput): Promise<QuizPlay> {
  await endPlaySaidOver(kind)
  const body: StartQuizBody = {
    fbid: msisdn,
    isRandom: categoryIds.length === 0 ? 1 : 0,
    quizCats: [...categoryIds],
    ServiceName: serviceName[kind],
  }
  const { data } = await apiFetch<StartQuizResponse>('/api/Quiz/GetRandomOrCatQuiz', { method: 'POST', body })
  rememberPlay(kind, data.playId)
  return data
}
