import type { Operator } from '@khelahobe/contracts/console'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { en } from '../i18n/en.ts'
import type { NavItem } from '../lib/nav.ts'

type Props = {
  operator: Operator
  nav: NavItem[]
  onLogout: () => void
  loggingOut: boolean
  children: ReactNode
}

/** The signed-in console: a bar with who is signed in, the sections their role may use, the page. */
export function ConsoleLayout({ operator, nav, onLogout, loggingOut, children }: Props) {
  return (
    <>
      <a className="skip-link" href="#main">
        {en.skipToContent}
      </a>
      <header className="topbar">
        <NavLink to="/" className="product-name" end>
          {en.product}
        </NavLink>
        <div className="session">
          <span className="visually-hidden">{en.shell.signedInAs} </span>
          <span className="session-email">{operator.email}</span>
          <span className="role-badge">{operator.role}</span>
          <button type="button" className="button" onClick={onLogout} disabled={loggingOut}>
            {loggingOut ? en.shell.loggingOut : en.shell.logout}
          </button>
        </div>
      </header>
      <div className="frame">
        {nav.length > 0 ? (
          <nav className="sidebar" aria-label={en.shell.nav}>
            <ul>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main" className="content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  )
}
