import { PageTitle } from '../../components/page-title.tsx'
import { AuditLog } from '../../features/audit/components/audit-log.tsx'
import { en } from '../../i18n/en.ts'
import { useShellOperator } from './shell.tsx'

export function Component() {
  const { id } = useShellOperator()
  return (
    <>
      <PageTitle title={en.audit.title} />
      <h1>{en.audit.title}</h1>
      <AuditLog operatorId={id} />
    </>
  )
}
