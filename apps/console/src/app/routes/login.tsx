import { Navigate, useLocation } from 'react-router'
import { LoginScreen } from '../../features/login/components/login-screen.tsx'
import { prefilledEmail, returnPath } from '../../lib/return-to.ts'
import { useOperator } from '../../lib/session/get-operator.ts'

/** A signed-in operator never sees the login: a successful one lands where they were headed. */
export function Component() {
  const { operator } = useOperator()
  const { state } = useLocation()
  if (operator) return <Navigate to={returnPath(state)} replace />
  return <LoginScreen initialEmail={prefilledEmail(state)} />
}
