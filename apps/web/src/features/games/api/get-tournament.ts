import type { Tournament } from '@khelahobe/contracts/games'
import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client.ts'

const tournamentPath = '/api/Game/tournament'

export async function getTournament(): Promise<{ tournament: Tournament | null; receivedAt: number }> {
  const { data } = await apiFetch<{ data: Tournament | null }>(tournamentPath)
  return { tournament: data, receivedAt: Date.now() }
}

/**
 * The running tournament (or the last that ended), with the moment it arrived: its countdown
 * runs from the server's `secondsLeft`, not from the phone's clock, which may be wrong.
 */
export function useTournament() {
  const { data, error, isLoading, mutate } = useSWR(tournamentPath, getTournament, {
    revalidateOnFocus: false,
  })
  return { ...data, error: error as unknown, isLoading, retry: () => void mutate() }
}
