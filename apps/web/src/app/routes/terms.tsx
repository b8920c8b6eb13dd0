import { StaticRulesPage } from '../../features/content/components/static-rules-page.tsx'
import { bn } from '../../i18n/bn.ts'

export function Component() {
  return <StaticRulesPage pageName="termsPage" title={bn.pages.terms} />
}
