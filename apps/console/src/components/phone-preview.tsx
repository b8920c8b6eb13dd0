import type { ReactNode } from 'react'

/**
 * What a player's phone shows, at the player app's width (360 px) and in Bangla, so an
 * operator sees where a line wraps before publishing it.
 */
export function PhonePreview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="phone" aria-label={label} lang="bn">
      {children}
    </section>
  )
}
