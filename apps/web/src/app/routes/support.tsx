import { UnsubscribeSection } from '../../features/subscription/components/unsubscribe-section.tsx'
import { SupportContacts } from '../../features/support/components/support-contacts.tsx'
import { bn } from '../../i18n/bn.ts'

export function Component() {
  return (
    <section className="page">
      <title>{`${bn.pages.support}${bn.titleSuffix}`}</title>
      <h1>{bn.pages.support}</h1>
      <SupportContacts />
      <UnsubscribeSection />
    </section>
  )
}
