import type { EndPlayBody, EndPlayResponse } from '@khelahobe/contracts/quiz'
import type { QuizKind } from '@khelahobe/contracts/rules'
import { ApiError, apiFetch } from '../../../lib/api-client.ts'
import { playEnded, playToEnd } from '../utils/ended-play.ts'
import { answersSettled } from './save-answer.ts'

/** Ends one of the person's plays on the server. Ending an ended play answers the same. */
export async function endPlay(playId: number): Promise<EndPlayResponse['data']> {
  const body: EndPlayBody = { playId }
  const { data } = await apiFetch<EndPlayResponse>('/api/Quiz/EndPlay', { method: 'POST', body })
  return data
}

/**
 * Ends the play this tab declared over (`declarePlayOver`), if the server has not heard yet.
 * Starting and resuming a play await it first and fail when it fails, so a play the app has
 * called over is never shown again, even when the request that ended it was lost (offline, a
 * busy server): asking again before the next start is simpler than a queue that retries on its
 * own, and a play left open meanwhile ends at its deadline anyway. A 404 (a play of someone
 * else: another login in this tab) leaves nothing to end. Answers still on their way land
 * first: the person was told the answers given before the end count.
 */
export async function endPlaySaidOver(kind: QuizKind): Promise<void> {
  const playId = playToEnd(kind)
  if (playId === null) return
  await answersSettled()
  try {
    await endPlay(playId)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
  playEnded(kind, playId)
}
