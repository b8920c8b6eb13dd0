import { localSeed } from './random.ts'
import type { Input } from './simulation.ts'

/**
 * How a game was opened. In the product it runs in a sandboxed iframe of the web app, and its
 * URL carries the game session the server issued (`session`, `seed`) and the page's origin
 * (`origin`), to which alone it sends its result. Opened on its own (for trying a game out),
 * it has no session, draws a local seed, and reports to nobody.
 */
export interface Launch {
  game: string
  sessionId: string | null
  seed: number
  parentOrigin: string | null
}

const maxSeed = 2 ** 31 - 1

export function readLaunch(defaultGame: string, location: Location = window.location): Launch {
  const query = new URLSearchParams(location.search)
  const sessionId = query.get('session')
  const seed = Number(query.get('seed'))
  const origin = query.get('origin')
  const embedded = window.parent !== window
  if (embedded && sessionId && origin && Number.isInteger(seed) && seed >= 0 && seed <= maxSeed) {
    return { game: query.get('GN') ?? defaultGame, sessionId, seed, parentOrigin: parseOrigin(origin) }
  }
  return { game: query.get('GN') ?? defaultGame, sessionId: null, seed: localSeed(), parentOrigin: null }
}

function parseOrigin(value: string): string | null {
  try {
    const { origin } = new URL(value)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** What a game tells the page. Sent with an exact target origin, never `'*'`. */
export type GameMessage =
  | { type: 'ready'; sessionId: string }
  | { type: 'score'; sessionId: string; score: number; ticks: number; inputs: Input[] }

export function tellParent(launch: Launch, message: GameMessage): boolean {
  if (!launch.sessionId || !launch.parentOrigin) return false
  window.parent.postMessage(message, launch.parentOrigin)
  return true
}
