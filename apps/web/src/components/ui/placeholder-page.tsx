import type { ReactNode } from 'react'
import { bn } from '../../i18n/bn.ts'

/** A page that later work fills: its Bangla name as the one h1, and a line saying it is coming. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <title>{`${title}${bn.titleSuffix}`}</title>
      <h1>{title}</h1>
      <p>{bn.common.comingSoon}</p>
      {children}
    </section>
  )
}
