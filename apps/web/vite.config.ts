import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite'

// The API (and the games it serves) listens on port 3000; in production both share one origin.
const backend = 'http://localhost:3000'
const proxy = { '/api': backend, '/games': backend }

/**
 * React Router wraps Link, NavLink, Form… in unannotated `React.forwardRef()` calls and sets
 * `displayName` on them, which keeps every one of them in the bundle (about 3 KB gzip). Marking
 * the calls pure lets the bundler drop the unused ones. Build-only and safe: if the library
 * changes shape, nothing matches and the output is merely bigger.
 */
function pureReactRouterComponents(): Plugin {
  return {
    name: 'khelahobe:pure-react-router-components',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/react-router/dist/')) {
        return {
          code: code
            .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
            .replace(/^\w+\.displayName = "\w*";$/gm, ''),
          map: null,
        }
      }
      return undefined
    },
  }
}

/**
 * Most visits land on / or /home. Their page chunk is normally requested only after the entry
 * has downloaded and run; announcing it in index.html fetches both at once and saves a round
 * trip on a slow network. Other routes pay about 2 KB they do not use.
 */
function preloadHomeRoute(): Plugin {
  let base = '/'
  return {
    name: 'khelahobe:preload-home-route',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return []
        const home = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/routes/home.tsx'),
        )
        if (home?.type !== 'chunk') return []
        const scripts = [home.fileName, ...home.imports].filter((file) => file !== entry?.fileName)
        const styles = [...(home.viteMetadata?.importedCss ?? [])]
        return [
          ...scripts.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
              injectTo: 'head',
            }),
          ),
          ...styles.map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + file },
              injectTo: 'head',
            }),
          ),
        ]
      },
    },
  }
}

/** The settings page shows this package's version; a package without one shows 0.0.0. */
const { version = '0.0.0' } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version?: string
}

export default defineConfig({
  plugins: [react(), pureReactRouterComponents(), preloadHomeRoute()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy },
  preview: { proxy },
  build: { target: 'es2020' },
})
