import type { AnchorHTMLAttributes } from 'react'
import { type To, useHref, useLinkClickHandler } from 'react-router'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
}

/**
 * React Router's <Link> without what only its framework and data modes use (prefetching, route
 * discovery, view transitions, server components). The library's own Link carries all of that
 * into the entry chunk, about 2 KB gzip the first visit of /home pays for nothing
 * (docs/decisions/0041). Clicks go through the router's own handler, so modified clicks, targets
 * and `replace`/`state` behave as with its Link.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target })
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}
