import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { prerenderPublicPages } from './scripts/prerender.ts'

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
 * React Router's package points every import at its development build, dev warnings included
 * (remix-run/react-router#14102); its production build sits beside it, with the same exports.
 * The browser build takes that one: about 0.4 KB gzip less in the entry, and no dev warnings.
 */
function productionReactRouter(): Plugin {
  return {
    name: 'khelahobe:production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
            ),
          },
        ],
      },
    }),
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

/**
 * The manifest that makes the app installable and the service worker that opens it offline
 * (docs/decisions/0037). The worker precaches the whole build, so every page opens offline, and
 * answers every page address with the app shell (index.html, which must stay a shell that fits
 * any path). It never handles the operator console or the server's own paths, and of the API it
 * keeps only public content, the same for everyone: nothing personal, nothing about money.
 */
function installableAndOffline() {
  return VitePWA({
    // src/pwa.ts registers the worker and decides when a waiting new version takes over.
    injectRegister: null,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    // The launcher fetches its icons when the app is installed; the pages never show them.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'খেলা হবে',
      short_name: 'খেলা হবে',
      description: 'প্রতিদিনের কুইজ, সাপ্তাহিক স্পেশাল কুইজ আর গেম টুর্নামেন্ট খেলে পুরস্কার জিতুন।',
      lang: 'bn',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#006a4e',
      background_color: '#f2f6f3',
      categories: ['games', 'entertainment'],
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Only the shell's own files; other HTML in the build (prerendered pages) stays network-only.
      globPatterns: ['index.html', 'assets/**/*.{js,css}', '{,campaign/,game-art/}*.svg'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|console|games|sim|metrics|healthz|readyz|avatars)(\/|$)/],
      // The first visit is served by the worker at once, so its public content is kept for offline.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          // Texts of the terms, rules, prizes and support pages: shown at once, refreshed behind.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/api\/default\/(GetStaticRules|supportContacts)$/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'public-content',
            expiration: { maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The tournament's deadlines must be current: the network first, the copy only offline.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/Game/tournament',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'public-tournament',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 1, maxAgeSeconds: 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  })
}

/** The settings page shows this package's version; a package without one shows 0.0.0. */
const { version = '0.0.0' } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version?: string
}

export default defineConfig({
  plugins: [
    react(),
    productionReactRouter(),
    pureReactRouterComponents(),
    preloadHomeRoute(),
    installableAndOffline(),
    prerenderPublicPages(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy },
  preview: { proxy },
  // Android's Chrome has known <link rel="modulepreload"> since version 66, so the polyfill is dead
  // weight; a browser without it (Safari before 17) still works, fetching each chunk on import.
  build: { target: 'es2020', modulePreload: { polyfill: false } },
})
