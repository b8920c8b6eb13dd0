import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx'
import { bn } from '../../i18n/bn.ts'

export function Component() {
  return <PlaceholderPage title={bn.pages.leaderboardSpecial} />
}
