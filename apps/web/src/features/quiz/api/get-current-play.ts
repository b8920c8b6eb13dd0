import type { StartQuizResponse } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import { ApiError, apiFetch } from '../../../lib/api-client.ts'
import { rememberPlay } from '../utils/ended-play.ts'
import { serviceName } from '../utils/service-name.ts'
import { endPlaySaidOver } from './end-play.ts'
import type { QuizPlay } from './start-quiz.ts'

/**
 * The open play with its remaining questions and time, for a reload; null when none is open
 * (a 404 here is an answer). Not a cached query: a stale copy would show answered questions.
 * A play this tab declared over is ended first, so it is never the one resumed.
 */
export async function getCurrentPlay(kind: QuizKind): Promise<QuizPlay | null> {
  await endPlaySaidOver(kind)
  try {
    const { data } = await apiFetch<StartQuizResponse>(
      `/api/Quiz/CurrentPlay?${new URLSearchParams({ ServiceName: serviceName[kind] })}`,
    )
    rememberPlay(kind, data.playId)
    return data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
