import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite'

/** What `src/entry-server.tsx` exports, as the build and the API load it. */
export type PrerenderEntry = typeof import('../src/entry-server.tsx')

/**
 * After the client build: builds `src/entry-server.tsx` for Node into `<outDir>/server/` (the
 * API never serves that folder) and writes there, per public page, either the page itself
 * (`pages/`, for a page that is the same for every visitor) or the template the API draws it
 * into from its answers (`templates/`); see docs/decisions/0036. The bundle carries its own
 * React and libraries, so it runs from wherever the build was put.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig
  let bundle: Rollup.OutputBundle = {}
  return {
    name: 'khelahobe:prerender-public-pages',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(_options, written) {
      bundle = written
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir)
        const serverDir = join(outDir, 'server')
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            target: 'node20',
          },
        })
        const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as PrerenderEntry
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
        const css = readdirSync(join(outDir, 'assets'))
          .filter((file) => file.endsWith('.css'))
          .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
          .join('\n')
        for (const folder of ['pages', 'templates']) mkdirSync(join(serverDir, folder), { recursive: true })
        for (const [path, route] of Object.entries(entry.prerenderedPages)) {
          const template = withRouteAssets(shell, routeAssets(bundle, route), config.base)
          const file = entry.prerenderedFile(path)
          // A page drawn from the API's answers is drawn by the API, on request.
          if ((await entry.pageQueries(path)).length > 0) {
            writeFileSync(join(serverDir, 'templates', file), template)
            continue
          }
          const html = await entry.renderVisitorPage(template, path)
          assertClassesStyled(path, html, css)
          writeFileSync(join(serverDir, 'pages', file), html)
        }
      },
    },
  }
}

/** The chunks and stylesheets a route's lazy module pulls in, its static imports included. */
function routeAssets(bundle: Rollup.OutputBundle, route: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${route}.tsx`))
  if (!start) throw new Error(`the build has no chunk for the route ${route}`)
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (scripts.has(chunk.fileName) || chunk.isEntry) return
    scripts.add(chunk.fileName)
    for (const file of chunk.viteMetadata?.importedCss ?? []) styles.add(file)
    for (const file of chunk.imports) {
      const imported = bundle[file]
      if (imported?.type === 'chunk') visit(imported)
    }
  }
  visit(start)
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * The page's own stylesheets must apply before the script runs, or the prerendered page would
 * paint unstyled and jump when they arrive; its chunks are fetched at once rather than after
 * the entry has run. Vite does not fetch a stylesheet the page already has.
 *
 * A prerendered page shows its content without any script, so its scripts ask for a low
 * priority: the browser fetches the HTML and the stylesheets first, which is what the first
 * paint waits for, and the scripts right after (docs/decisions/0041).
 */
function withRouteAssets(shell: string, { scripts, styles }: ReturnType<typeof routeAssets>, base: string) {
  const tags = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...scripts
      .filter((file) => !shell.includes(`"${base}${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
  const withTags = shell.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`)
  const lowPriority = withTags.replace(
    /<(script type="module"|link rel="modulepreload") /g,
    '<$1 fetchpriority="low" ',
  )
  if (!lowPriority.includes('<script type="module" fetchpriority="low"'))
    throw new Error('index.html has no module script to fetch at a low priority')
  return lowPriority
}

/**
 * The server bundle names CSS-module classes on its own; a class the client's CSS does not
 * know would leave a prerendered page unstyled, and hydration does not correct attributes.
 */
function assertClassesStyled(path: string, html: string, css: string) {
  const moduleClasses = [...html.matchAll(/class="([^"]*)"/g)]
    .flatMap((match) => (match[1] ?? '').split(/\s+/))
    .filter((name) => name.startsWith('_'))
  const unknown = [...new Set(moduleClasses)].filter((name) => !css.includes(`.${name}`))
  if (unknown.length > 0)
    throw new Error(`prerendered ${path} uses classes no stylesheet has: ${unknown.join(' ')}`)
}
