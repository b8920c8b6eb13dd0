import { useLocation } from 'react-router'
import { CampaignPage } from '../../features/subscription/components/campaign-page.tsx'
import { campaignPageNumber } from '../../features/subscription/utils/campaign-key.ts'

/** /campaignpage1 … /campaignpage6 share one chunk; each page differs only in its poster and prompt. */
export function Component() {
  const { pathname, search } = useLocation()
  const page = campaignPageNumber(pathname)
  // Keyed by page, so moving between two campaign pages starts the second one afresh.
  return <CampaignPage key={page} page={page} search={search} />
}
