import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The server's NODE_ENV (development is the README's default for `npm start`) must not
 * decide which React the players download: the web app is always built for production.
 */
describe('building the web app', () => {
  it('ships production React even when the shell says NODE_ENV=development', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'web-build-'))
    try {
      await promisify(execFile)('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development' },
      })
      const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
      expect(scripts.length).toBeGreaterThan(0)
      const bundle = scripts.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n')
      // A warning only React's development build carries.
      expect(bundle).not.toContain('unique "key" prop')
      expect(bundle).toContain('react.transitional.element')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
