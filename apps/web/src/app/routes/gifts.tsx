import { StaticRulesPage } from '../../features/content/components/static-rules-page.tsx'
import { bn } from '../../i18n/bn.ts'

export function Component() {
  return <StaticRulesPage pageName="prizePage" title={bn.pages.gifts} />
}
