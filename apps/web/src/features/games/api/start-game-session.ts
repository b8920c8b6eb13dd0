import type { GameSession, StartGameSessionBody } from '@khelahobe/contracts/games'
import { apiFetch } from '../../../lib/api-client.ts'

/**
 * Opens a single-use session for one run. 401 for a visitor, 403 SUBSCRIPTION_REQUIRED for a
 * tournament run without the quiz subscription, 400 NO_TOURNAMENT when that game's tournament
 * is not running.
 */
export async function startGameSession(body: StartGameSessionBody): Promise<GameSession> {
  const { data } = await apiFetch<{ data: GameSession }>('/api/Game/session', { method: 'POST', body })
  return data
}
