import { PageTitle } from '../../components/page-title.tsx'
import { PayoutsScreen } from '../../features/payouts/components/payouts-screen.tsx'
import { en } from '../../i18n/en.ts'

/** `/payouts`: the payouts desk. */
export function Component() {
  return (
    <>
      <PageTitle title={en.payouts.title} />
      <h1>{en.payouts.title}</h1>
      <PayoutsScreen />
    </>
  )
}
