import { readFlag, removeFlag, writeFlag } from '../storage.ts'

/** The play a person tapped before the wallet's consent page: a route of ours, and the state it reads. */
export type PlayAfterPayment = { path: string; state?: unknown }

/**
 * Keeps (or, with no play, forgets) the play to continue with once the wallet approves the
 * subscription request `requestId`. Tied to that request, so an unrelated payment later (a
 * campaign page, another tab's attempt) never continues it.
 */
export function rememberPlayAfterPayment(requestId: string, play: PlayAfterPayment | undefined): void {
  if (play) writeFlag('afterPayment', JSON.stringify({ requestId, ...play }))
  else removeFlag('afterPayment')
}

/** The play remembered for `requestId`, or null; whatever was remembered is forgotten. */
export function takePlayAfterPayment(requestId: string): PlayAfterPayment | null {
  const stored = readFlag('afterPayment')
  removeFlag('afterPayment')
  if (!stored) return null
  try {
    const play = JSON.parse(stored) as { requestId?: unknown; path?: unknown; state?: unknown }
    // A path of ours only ('/x', never '//host'): storage is this tab's, but still input.
    const ours = typeof play.path === 'string' && /^\/(?!\/)/.test(play.path)
    if (play.requestId !== requestId || !ours) return null
    return { path: play.path as string, state: play.state }
  } catch {
    return null
  }
}
