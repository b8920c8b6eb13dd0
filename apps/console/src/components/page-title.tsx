import { en } from '../i18n/en.ts'

/** The tab's title for a page; React puts it in the document's head. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${en.product}`}</title>
}
