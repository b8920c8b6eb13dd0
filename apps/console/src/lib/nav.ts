import { type OperatorRole, operatorRoles } from '@khelahobe/contracts/operator-roles'
import { en } from '../i18n/en.ts'

export type NavItem = { to: string; label: string; roles: readonly OperatorRole[] }

/**
 * The console's sections and the roles that may open each, in the order the nav lists them.
 * The API enforces the same roles; this only keeps an operator from seeing doors that are shut.
 */
export const sections: readonly NavItem[] = [
  { to: '/pages', label: en.nav.pages, roles: ['editor', 'admin'] },
  { to: '/questions', label: en.nav.questions, roles: ['editor', 'admin'] },
  { to: '/tournaments', label: en.tournaments.nav, roles: ['editor', 'admin'] },
  { to: '/users', label: en.users.nav, roles: ['support', 'admin'] },
  { to: '/winners', label: en.winners.nav, roles: ['finance', 'admin'] },
  { to: '/payouts', label: en.payouts.nav, roles: ['finance', 'admin'] },
  { to: '/campaigns', label: en.campaigns.nav, roles: ['finance', 'admin'] },
  { to: '/health', label: en.health.nav, roles: operatorRoles },
  { to: '/audit', label: en.nav.audit, roles: ['admin'] },
]

/** The sections a role may use, in nav order. */
export function navItemsFor(role: OperatorRole, all: readonly NavItem[] = sections): NavItem[] {
  return all.filter((item) => item.roles.includes(role))
}

/** Where `/` takes an operator: their first section, or null for the role summary. */
export function landingPathFor(role: OperatorRole, all: readonly NavItem[] = sections): string | null {
  return navItemsFor(role, all)[0]?.to ?? null
}

/** Whether a role may open the page at `pathname` (a section or anything under it). */
export function mayOpen(role: OperatorRole, pathname: string, all: readonly NavItem[] = sections): boolean {
  const section = all.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
  return section === undefined || section.roles.includes(role)
}
