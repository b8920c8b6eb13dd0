import { fileURLToPath } from 'node:url'

/**
 * Where the server finds what it reads from disk. This file sits one folder below
 * `apps/api/`, as the compiled `dist/server.js` does, so the same relative path names
 * `apps/api/` whether the server runs from its TypeScript or from the build.
 */
const apiRoot = new URL('../', import.meta.url)
const fromApi = (path: string) => fileURLToPath(new URL(path, apiRoot))

/** True when running the compiled build (`npm run build:server`), not TypeScript through tsx. */
export const compiled = import.meta.url.endsWith('.js')

export const paths = {
  migrations: fromApi('drizzle'),
  seedQuestions: fromApi('src/db/seed-data/questions/'),
  avatars: fromApi('src/modules/profile/avatars/'),
  webDist: fromApi('../web/dist'),
  consoleDist: fromApi('../console/dist'),
  games: fromApi('../../games'),
  /** The game replay worker: its own entry in the build, beside `server.js`. */
  replayWorker: compiled
    ? new URL('replay.worker.js', import.meta.url).href
    : new URL('modules/games/replay.worker.ts', import.meta.url).href,
}
