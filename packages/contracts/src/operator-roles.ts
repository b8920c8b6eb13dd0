/**
 * The console's roles as plain constants (no zod), so a page that only names roles does not
 * ship a schema library; `console.ts` builds its schemas from these.
 */
export const operatorRoles = ['editor', 'finance', 'support', 'admin'] as const
export type OperatorRole = (typeof operatorRoles)[number]

/** What each role may do (admin may do everything). */
export const roleDescriptions: Record<OperatorRole, string> = {
  editor: 'questions, pages, tournaments',
  finance: 'winners, payouts',
  support: 'users',
  admin: 'operators, and everything else',
}
