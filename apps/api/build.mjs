/**
 * `npm run build -w apps/api`: compiles the server, its command-line tools and the game
 * replay worker to JavaScript in `dist/`, so production starts plain `node dist/server.js`
 * instead of transpiling TypeScript at every start. Our workspace packages are bundled in;
 * everything from npm stays in node_modules, loaded as published.
 *
 * `--outdir=DIR` writes elsewhere (the build's test). `--production` leaves the wallet simulator out: the image runs against the real provider,
 * and `import('@khelahobe/payment-simulator')` is only reached in demo and test mode.
 *
 * Every output sits directly in `dist/`, one folder below `apps/api/` as `src/paths.ts` is,
 * so the paths it computes from its own location hold for both.
 */
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { build } from 'esbuild'

const production = process.argv.includes('--production')
const outdirArgument = process.argv.find((arg) => arg.startsWith('--outdir='))
const outdir = outdirArgument
  ? resolve(outdirArgument.slice('--outdir='.length))
  : new URL('./dist/', import.meta.url).pathname
const cli = [
  'operator-create',
  'payouts-export',
  'payouts-mark',
  'report-campaigns',
  'import-questions',
  'questions-audit',
]

/** Bare imports other than our own `@khelahobe/*` packages load from node_modules at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => {
      const ours = args.path.startsWith('@khelahobe/')
      const leftOut = production && args.path.startsWith('@khelahobe/payment-simulator')
      return ours && !leftOut ? undefined : { path: args.path, external: true }
    })
  },
}

await rm(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    'replay.worker': 'src/modules/games/replay.worker.ts',
    ...Object.fromEntries(cli.map((name) => [`cli-${name}`, `src/cli/${name}.ts`])),
  },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [npmPackagesExternal],
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(
  `apps/api/dist${production ? ' (production: no simulator)' : ''}: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} KB`,
)
