/**
 * The server's half of prerendering (docs/decisions/0036): built by Vite as its own bundle
 * (`dist/server/`), used at build time for the pages that are the same for every visitor and by
 * the API for the pages drawn from its answers. It draws exactly what the browser's first
 * render draws: the same routes and the same SWR cache, handed to the page as JSON.
 */
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { unstable_serialize } from 'swr'
import { AppData, type PrerenderData, prerenderDataId } from './app/app-data.tsx'
import { publicPages, queriesOf } from './app/public-pages.ts'
import { AppRoutes } from './app/router.tsx'
import { meKey } from './lib/auth/get-me.ts'

/** The public pages: path → the route module (`src/app/routes/<name>.tsx`) that draws it. */
export const prerenderedPages = publicPages

/** The API paths a public page is drawn from; none for a page that is the same for every visitor. */
export async function pageQueries(path: string): Promise<string[]> {
  return (await queriesOfPage(path)).map((query) => query.url)
}

function queriesOfPage(path: string) {
  const route = publicPages[path]
  if (!route) throw new Error(`${path} is not a prerendered page`)
  return queriesOf(route)
}

/** index.html marks the boot frame it paints before the script runs; a prerendered page takes its place. */
const bootFrame = /<!--page-->[\s\S]*<!--\/page-->/
const titleTag = /<title>[^<]*<\/title>/

/** Script-safe JSON: `</script>` or `<!--` inside a value cannot end the element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * A public page as a visitor (no session) sees it, inside the built `index.html`. `answers`
 * holds the API's answers to the page's `pageQueries`, by API path.
 */
export async function renderVisitorPage(
  template: string,
  path: string,
  answers: Record<string, unknown> = {},
): Promise<string> {
  const queries = await queriesOfPage(path)
  if (!bootFrame.test(template)) throw new Error('index.html has no <!--page--> boot frame to replace')
  const data: PrerenderData = { [meKey]: null }
  for (const query of queries) {
    if (!(query.url in answers)) throw new Error(`${path} needs the answer of ${query.url}`)
    data[unstable_serialize(query.key)] = query.fromAnswer(answers[query.url] as never)
  }
  let page = await drawn(data, path)
  // React puts a page's <title> first; it belongs in the head, in place of the default one.
  const title = titleTag.exec(page)?.[0]
  if (title) page = page.replace(title, '')
  const html = template.replace(bootFrame, () => page)
  return (title ? html.replace(titleTag, () => title) : html).replace(
    '</body>',
    () => `<script type="application/json" id="${prerenderDataId}">${inlineJson(data)}</script></body>`,
  )
}

/** A boundary React left for a script to fill in (it was still waiting): no use without JavaScript. */
const pendingBoundary = /<!--\$\?-->/

/**
 * The page's markup. The first drawing of a page waits for its lazy route module and leaves its
 * boundary pending; once the module is loaded, the next drawing is whole.
 */
async function drawn(data: PrerenderData, path: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { prelude } = await prerender(
      <AppData data={data}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppData>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    const html = await new Response(prelude).text()
    if (!pendingBoundary.test(html)) return html
  }
  throw new Error(`${path} still waits for something after three drawings`)
}

/** The file a build-time page is written to, under `dist/server/pages/`. */
export function prerenderedFile(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1)}.html`
}
