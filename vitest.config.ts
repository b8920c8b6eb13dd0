import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'games/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The default is one worker less than the cores: one, here. Two keep both cores
          // busy while each waits on its database (a run took 20 minutes with one).
          maxWorkers: 2,
          // Every test database is a copy of a template made once per run.
          globalSetup: ['apps/api/test/database-templates.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['faults/**/*.fault.ts'],
          // Its own PostgreSQL cluster, made before the first part and dropped after the last.
          globalSetup: ['faults/support/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // One part at a time: parts stop, freeze and kill what the others would be using.
          fileParallelism: false,
        },
      },
    ],
  },
})
