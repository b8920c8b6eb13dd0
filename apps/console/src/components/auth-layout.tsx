import { type ReactNode, useEffect, useRef } from 'react'
import { en } from '../i18n/en.ts'
import { PageTitle } from './page-title.tsx'

type Props = { title: string; wide?: boolean; children: ReactNode }

/**
 * The frame of the pages before a session (enrolment, login): the product's name and one
 * card. When the card's heading changes (a form done), focus moves to it, so a screen reader
 * reads the new state rather than staying on a button that is gone.
 */
export function AuthLayout({ title, wide = false, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const shownTitle = useRef(title)
  useEffect(() => {
    if (shownTitle.current === title) return
    shownTitle.current = title
    heading.current?.focus()
  }, [title])

  return (
    <>
      <PageTitle title={title} />
      <header className="auth-header">
        <p className="product-name">{en.product}</p>
      </header>
      <main id="main" className="auth-main">
        <div className={wide ? 'card card-wide' : 'card'}>
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {children}
        </div>
      </main>
    </>
  )
}
