import { useSearchParams } from 'react-router'
import { PageTitle } from '../../components/page-title.tsx'
import { dhakaToday, readView, viewQuery } from '../../features/campaigns/campaign-range.ts'
import { CampaignReport } from '../../features/campaigns/components/campaign-report.tsx'
import { en } from '../../i18n/en.ts'

/** `/campaigns`: the funnel per campaign key over the range the address holds (finance, admin). */
export function Component() {
  const [params, setParams] = useSearchParams()
  const view = readView(params, dhakaToday())
  return (
    <>
      <PageTitle title={en.campaigns.title} />
      <h1>{en.campaigns.title}</h1>
      <CampaignReport
        // A range from outside (a link, Back) starts the date fields afresh.
        key={`${view.from}/${view.to}`}
        view={view}
        onView={(next) => setParams(new URLSearchParams(viewQuery(next)))}
      />
    </>
  )
}
