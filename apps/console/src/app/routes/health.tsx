import { PageTitle } from '../../components/page-title.tsx'
import { HealthGlance } from '../../features/health/components/health-glance.tsx'
import { en } from '../../i18n/en.ts'

/** `/health`: the service at a glance, for every operator role. */
export function Component() {
  return (
    <>
      <PageTitle title={en.health.title} />
      <h1>{en.health.title}</h1>
      <HealthGlance />
    </>
  )
}
