import { useLocation } from 'react-router'
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx'
import { bn } from '../../i18n/bn.ts'
import { formatNumber } from '../../i18n/format.ts'

/** /campaignpage1 … /campaignpage6 share one chunk until each gets its own creative. */
export function Component() {
  const page = Number(/\d+$/.exec(useLocation().pathname)?.[0] ?? 1)
  return <PlaceholderPage title={`${bn.pages.campaign} ${formatNumber(page)}`} />
}
