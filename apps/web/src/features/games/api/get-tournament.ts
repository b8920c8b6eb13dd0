import type { Tournament } from '@khelahobe/contracts/games'
import useSWR from 'swr'
import { apiFetch, serverNow } from '../../../lib/api-client.ts'

const tournamentPath = '/api/Game/tournament'

export async function getTournament(): Promise<{ tournament: Tournament | null; receivedAt: number }> {
  const { data } = await apiFetch<{ data: Tournament | null }>(tournamentPath)
  return { tournament: data, receivedAt: serverNow() }
}

/**
 * The running tournament (or the last that ended), with the moment it arrived by the server's
 * clock: its countdown runs from the server's `secondsLeft` on that clock, not the phone's,
 * which may be wrong (and the demo's simulator may move the server's).
 */
export function useTournament() {
  const { data, error, isLoading, mutate } = useSWR(tournamentPath, getTournament, {
    revalidateOnFocus: false,
  })
  return { ...data, error: error as unknown, isLoading, retry: () => void mutate() }
}
