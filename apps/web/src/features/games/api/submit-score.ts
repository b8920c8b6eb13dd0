import type { ScoreResult, SubmitScoreBody } from '@khelahobe/contracts/games'
import { apiFetch } from '../../../lib/api-client.ts'

/** Sends a finished run to be replayed and verified; answers the score the server found. */
export async function submitScore(body: SubmitScoreBody): Promise<ScoreResult> {
  const { data } = await apiFetch<{ data: ScoreResult }>('/api/Game/score', { method: 'POST', body })
  return data
}
