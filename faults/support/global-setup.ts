/**
 * Once per `npm run test:faults`: a cluster of our own for every part, and its removal at
 * the end, also when a part failed. What a run killed outright left behind (its cluster,
 * its servers) is cleared first.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createCluster, dropCluster, freeClusterPort, pgVersion } from './cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    faultsClusterPort: number
    /** Where the parts note the pids of the servers they spawn, so none outlives the run. */
    faultsRunDir: string
  }
}

const runDirPrefix = 'khelahobe-faults-'

export const pidFile = (runDir: string) => join(runDir, 'server-pids')

/**
 * Kills the servers a run noted and did not see exit, then removes its folder. Lines are
 * `start PID` and `exit PID`; a pid is killed only while it is still an API server, so a
 * pid the system has since given to another process is left alone.
 */
function clearRun(runDir: string) {
  const running = new Set<number>()
  try {
    for (const line of readFileSync(pidFile(runDir), 'utf8').split('\n')) {
      const [event, pid] = line.split(' ')
      if (event === 'start') running.add(Number(pid))
      if (event === 'exit') running.delete(Number(pid))
    }
  } catch {
    // no server was started
  }
  for (const pid of running) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/api/dist/server.js'))
        process.kill(pid, 'SIGKILL')
    } catch {
      // already gone, as it should be
    }
  }
  rmSync(runDir, { recursive: true, force: true })
}

export default async function setup(project: TestProject) {
  for (const name of readdirSync(tmpdir())) if (name.startsWith(runDirPrefix)) clearRun(join(tmpdir(), name))
  dropCluster()
  const port = await freeClusterPort()
  createCluster(port)
  console.log(`[faults] PostgreSQL ${pgVersion()} cluster 'faults' on port ${port}`)
  const runDir = mkdtempSync(join(tmpdir(), runDirPrefix))
  project.provide('faultsClusterPort', port)
  project.provide('faultsRunDir', runDir)

  return () => {
    // A part that failed half-way may have left its server running.
    clearRun(runDir)
    dropCluster()
  }
}
