import { defineConfig } from 'vite'

/**
 * The build every game shares: relative asset paths, so a game works under `/games/<Name>/` on
 * our server or under any path of a CDN (`GAMES_ORIGIN`); no module-preload polyfill (every
 * browser we serve has it); small images inlined.
 */
export function gameConfig() {
  return defineConfig({
    base: './',
    build: {
      target: 'es2020',
      outDir: 'dist',
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      assetsInlineLimit: 8192,
      reportCompressedSize: false,
    },
  })
}
