/**
 * When a new version of the app may take over the screen. Taking over means a full reload, so
 * it must never cut a running quiz or game short (the server would keep the play, but the
 * reload rule sends a quiz player home) and never throw away what the person is typing.
 */

/** The pages where a play runs: a reload there costs the person their turn. */
const playPath = /^\/(quizflow2?|tournamentframe|game|gametest)\/?$/i

export const isPlayPath = (pathname: string) => playPath.test(pathname)

/**
 * - `found`: the new version has just been installed beside the running one. Safe only if the
 *   person has not touched the page yet (it has only just opened: nothing is lost by redrawing).
 * - `navigated`: the person has just moved to another page, so the screen changes anyway.
 */
export type UpdateMoment = { trigger: 'found' | 'navigated'; pathname: string; interacted: boolean }

export function mayTakeOver({ trigger, pathname, interacted }: UpdateMoment): boolean {
  if (isPlayPath(pathname)) return false
  return trigger === 'navigated' || !interacted
}
