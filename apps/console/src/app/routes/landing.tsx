import { roleDescriptions } from '@khelahobe/contracts/operator-roles'
import { Navigate } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { en } from '../../i18n/en.ts'
import { landingPathFor } from '../../lib/nav.ts'
import { useShellOperator } from './shell.tsx'

/** `/`: the first section the role may use, or what the role is for while it has none yet. */
export function Component() {
  const { role } = useShellOperator()
  const first = landingPathFor(role)
  if (first !== null) return <Navigate to={first} replace />
  return (
    <>
      <PageTitle title={en.landing.title} />
      <h1>{en.landing.title}</h1>
      <p>{en.landing.role(role, roleDescriptions[role])}</p>
    </>
  )
}
