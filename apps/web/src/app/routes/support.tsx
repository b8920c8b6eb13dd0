import { UnsubscribeSection } from '../../features/subscription/components/unsubscribe-section.tsx'
import { supportContactsQuery } from '../../features/support/api/get-support-contacts.ts'
import { SupportContacts } from '../../features/support/components/support-contacts.tsx'
import { bn } from '../../i18n/bn.ts'

/** What the prerendered page is drawn from (apps/web/src/app/public-pages.ts). */
export const queries = [supportContactsQuery]

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
