import type { GameMode, GameName } from '@khelahobe/contracts/rules'

/** The navigation state /tournamentframe is opened with (spec §2: `gameData` with `gameUrl` and `params`). */
export interface GameData {
  gameUrl: string
  params: { sessionId: string; game: GameName; mode: GameMode }
}

export function readGameData(state: unknown): GameData | null {
  const gameData = (state as { gameData?: GameData } | null)?.gameData
  const params = gameData?.params
  if (typeof gameData?.gameUrl !== 'string' || typeof params?.sessionId !== 'string') return null
  return gameData
}

/**
 * The frame's address: the game's URL with this page's origin, the only origin the game will
 * post its result to. A relative `gameUrl` (games served by this server) resolves against the page.
 */
export function frameSource(gameUrl: string, pageOrigin: string): string {
  const url = new URL(gameUrl, pageOrigin)
  url.searchParams.set('origin', pageOrigin)
  return url.href
}

export interface ScoreMessage {
  type: 'score'
  sessionId: string
  score: number
  ticks: number
  inputs: [number, number][]
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0

/**
 * A game's result message for this session, or null for anything else: a message from the
 * frame is data from a page we do not trust with the session, so its shape is checked here and
 * its content by the server's replay.
 */
export function readScoreMessage(data: unknown, sessionId: string): ScoreMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  if (message.type !== 'score' || message.sessionId !== sessionId) return null
  if (!isCount(message.score) || !isCount(message.ticks) || !Array.isArray(message.inputs)) return null
  const inputs = message.inputs
  const wellFormed = inputs.every(
    (input) => Array.isArray(input) && input.length === 2 && isCount(input[0]) && isCount(input[1]),
  )
  return wellFormed ? (message as unknown as ScoreMessage) : null
}
