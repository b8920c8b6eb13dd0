// `npm run lock:complete`, after any change to the dependencies.
//
// The package registry this project's machines reach lacks some of the platform-specific
// optional packages (Biome and Rollup binaries for other systems). npm then leaves them
// out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds an
// entry for each such package with its os/cpu, so npm ci skips them on this platform
// exactly as it would with a complete lock.
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const platformName =
  /-(android|darwin|freebsd|linux|openbsd|win32|sunos|aix|openharmony)-([a-z0-9]+)(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi))?$/

let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (lock.packages[`node_modules/${name}`] || lock.packages[`${path}/node_modules/${name}`]) continue
    const match = name.match(platformName)
    if (!match) {
      console.warn(`left alone (not a platform package): ${name}`)
      continue
    }
    const [, os, cpu, libc] = match
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(libc === 'gnu' || libc === 'musl' ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}),
    }
    added++
  }
}
// In npm's own order (a locale comparison, as @npmcli/arborist sorts), so a later
// `npm install` finds nothing to reorder and leaves the file as it is.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`added ${added} platform package entries to package-lock.json`)
