import { staticRulesQuery } from '../../features/content/api/get-static-rules.ts'
import { StaticRulesPage } from '../../features/content/components/static-rules-page.tsx'
import { bn } from '../../i18n/bn.ts'

const pageName = 'prizePage'

/** What the prerendered page is drawn from (apps/web/src/app/public-pages.ts). */
export const queries = [staticRulesQuery(pageName)]

export function Component() {
  return <StaticRulesPage pageName={pageName} title={bn.pages.gifts} />
}
