/** What the login page is handed in the router's state: where to go back to, and an e-mail to fill in. */
export type LoginState = { returnTo?: string; email?: string }

/**
 * The console page to open after the login: the one the operator was sent away from, if it
 * is a page of this console, else the landing page. Never the login itself, and never a
 * `//host` address, which the browser would read as another site.
 */
export function returnPath(state: unknown): string {
  const returnTo = (state as LoginState | null)?.returnTo
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || /^\/[/\\]/.test(returnTo)) return '/'
  if (returnTo === '/login' || returnTo.startsWith('/login?') || returnTo.startsWith('/login/')) return '/'
  return returnTo
}

/** The e-mail the enrolment page passes on, to spare typing it. */
export function prefilledEmail(state: unknown): string {
  const email = (state as LoginState | null)?.email
  return typeof email === 'string' ? email : ''
}
