import type { Operator } from '@khelahobe/contracts/console'
import { Suspense } from 'react'
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router'
import { ConsoleLayout } from '../../components/console-layout.tsx'
import { FormAlert } from '../../components/form-alert.tsx'
import { en } from '../../i18n/en.ts'
import { errorMessage } from '../../lib/api-client.ts'
import { mayOpen, navItemsFor } from '../../lib/nav.ts'
import type { LoginState } from '../../lib/return-to.ts'
import { useOperator } from '../../lib/session/get-operator.ts'
import { useLogout } from '../../lib/session/logout.ts'
import { RouteErrorBoundary } from './route-error.tsx'

/**
 * Every page behind the login. Without a session it sends the operator to the login, which
 * brings them back here; a page their role may not use says so instead of showing itself.
 */
export function ShellRoute() {
  const { operator, error } = useOperator()
  const location = useLocation()
  const navigate = useNavigate()
  const { trigger: logout, isMutating: loggingOut, error: logoutError } = useLogout()

  if (operator === undefined) {
    return (
      <main id="main" className="auth-main">
        {error === undefined ? (
          <p role="status">{en.loading}</p>
        ) : (
          <FormAlert message={errorMessage(error)} />
        )}
      </main>
    )
  }
  if (operator === null) {
    const state: LoginState = { returnTo: `${location.pathname}${location.search}` }
    return <Navigate to="/login" replace state={state} />
  }

  async function onLogout() {
    try {
      await logout()
      navigate('/login', { replace: true })
    } catch {
      // Shown under the bar by logoutError; the session is still there.
    }
  }

  return (
    <ConsoleLayout
      operator={operator}
      nav={navItemsFor(operator.role)}
      onLogout={onLogout}
      loggingOut={loggingOut}
    >
      {logoutError === undefined ? null : <FormAlert message={errorMessage(logoutError)} />}
      <RouteErrorBoundary pathname={location.pathname}>
        <Suspense fallback={<p role="status">{en.loading}</p>}>
          {mayOpen(operator.role, location.pathname) ? (
            <Outlet context={operator} />
          ) : (
            <p>{en.shell.notAllowed(operator.role)}</p>
          )}
        </Suspense>
      </RouteErrorBoundary>
    </ConsoleLayout>
  )
}

/** The signed-in operator, for the pages inside the shell. */
export function useShellOperator(): Operator {
  return useOutletContext<Operator>()
}
