import type { PageQuery } from '../lib/page-query.ts'

/**
 * The pages a visitor may land on from outside (a shared link, a search, an ad), which the
 * server sends prerendered, each with the route module (`routes/<name>.tsx`) that draws it.
 * A route module may export `queries`, the API answers its page is drawn from: such a page is
 * drawn by the server when asked, from its current answers; the others are the same for every
 * visitor and are prerendered at build time (docs/decisions/0036).
 */
export const publicPages: Record<string, string> = {
  '/': 'home',
  '/home': 'home',
  '/policy': 'policy',
  '/terms': 'terms',
  '/rules': 'rules',
  '/gifts': 'gifts',
  '/support': 'support',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`/campaignpage${n}`, 'campaign'])),
}

type RouteModule = { queries?: readonly PageQuery<never, unknown>[] }

// The layout's own modules are not pages, and the router imports them statically.
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/root.tsx',
  '!./routes/route-error.tsx',
])

export async function queriesOf(route: string): Promise<readonly PageQuery<never, unknown>[]> {
  const load = routeModules[`./routes/${route}.tsx`]
  if (!load) throw new Error(`there is no route module ${route}`)
  return (await load()).queries ?? []
}
