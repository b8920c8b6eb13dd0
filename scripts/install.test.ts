import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'))

type LockEntry = { engines?: { node?: string }; os?: string[]; cpu?: string[]; optional?: boolean }

/** A newcomer's first `npm install` is quiet and leaves the tree clean. */
describe('installing the project', () => {
  it('installs nothing that asks for another Node than the one we run', () => {
    const lowest = semver.minVersion(readJson('package.json').engines.node)?.version
    expect(lowest).toBeDefined()
    const packages: Record<string, LockEntry> = readJson('package-lock.json').packages
    const wrongEngine = Object.entries(packages)
      .filter(([, entry]) => !entry.os || entry.os.includes(process.platform))
      .filter(
        ([, entry]) =>
          entry.engines?.node !== undefined &&
          !(
            semver.satisfies(process.version, entry.engines.node) &&
            semver.satisfies(lowest ?? '', entry.engines.node)
          ),
      )
      .map(([path, entry]) => `${path} wants node ${entry.engines?.node}`)
    expect(wrongEngine).toEqual([])
  })

  it('leaves package-lock.json as it is, with no engine warnings', async () => {
    // The manifests and the lock, nothing else: npm resolves the tree without installing it.
    const copy = mkdtempSync(join(tmpdir(), 'lock-check-'))
    try {
      const manifests = ['package.json', 'package-lock.json', ...workspaceManifests()]
      for (const file of manifests) {
        mkdirSync(join(copy, dirname(file)), { recursive: true })
        cpSync(join(root, file), join(copy, file))
      }
      const { stderr } = await promisify(execFile)(
        'npm',
        ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
        { cwd: copy },
      )
      expect(stderr).not.toContain('EBADENGINE')
      expect(readFileSync(join(copy, 'package-lock.json'), 'utf8')).toBe(
        readFileSync(join(root, 'package-lock.json'), 'utf8'),
      )
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 120_000)
})

function workspaceManifests() {
  const packages: Record<string, unknown> = readJson('package-lock.json').packages
  return Object.keys(packages)
    .filter((path) => path !== '' && !path.includes('node_modules/'))
    .map((path) => `${path}/package.json`)
}
