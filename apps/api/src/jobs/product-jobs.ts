import type { App } from '../app.ts'
import type { Database } from '../db/client.ts'
import { runHousekeeping } from '../lib/housekeeping.ts'
import { seedDemoTournament } from '../modules/games/demo-tournament.ts'
import { runDueJobs } from '../modules/winners/winners.jobs.ts'
import { type Job, pruneJobRuns } from './registry.ts'

const minute = 60_000

/**
 * Every scheduled job of the product, in one place. Each is idempotent, so a slot that an
 * instance claimed and died in is made good by the next one.
 */
export function productJobs(app: App, db: Database, { demo }: { demo: boolean }): Job[] {
  const { subscriptions, webhooks, quiz, leaderboard, games, events, operators } = app.services
  const jobs: Job[] = [
    // Every closed period without winners is decided; at start too, so a server back from a stop catches up.
    {
      name: 'winners',
      every: 10 * minute,
      atStart: true,
      run: () => runDueJobs({ db, clock: app.clock, log: app.log }),
    },
    // Ended plays whose trip to the boards failed (or whose instance stopped) get there within a minute.
    { name: 'board-sweep', every: minute, run: () => leaderboard.recordEndedPlays() },
    // A play nobody finished ends at its deadline; the winners jobs wait half an hour for these.
    { name: 'end-expired-plays', every: 15 * minute, run: () => quiz.endExpiredPlays() },
    {
      name: 'expire-pending-subscriptions',
      every: 15 * minute,
      run: () => subscriptions.expireStalePending(),
    },
    // Webhooks left waiting (a burst, a provider away, an instance that stopped) are applied.
    { name: 'webhooks', every: 30_000, scope: 'instance', run: () => webhooks.drain() },
    { name: 'delete-lapsed-game-sessions', every: 15 * minute, run: () => games.deleteLapsedSessions() },
    // Each process writes the events waiting in its own memory.
    { name: 'events-flush', every: 2_000, scope: 'instance', run: () => events.flush() },
  ]
  // Demo mode: a new month (also one the demo clock moved to) gets its own tournament.
  if (demo)
    jobs.push({ name: 'demo-tournament', every: 15 * minute, run: (now) => seedDemoTournament(db, now) })
  const recorded = [...jobs.map((job) => job.name), 'housekeeping']
  jobs.push({
    name: 'housekeeping',
    every: 15 * minute,
    run: async (now) => {
      await runHousekeeping(db, now)
      await operators.deleteLapsedSessions()
      // A week of the scheduled jobs' runs is enough to see what they did.
      await pruneJobRuns(db, recorded, new Date(now.getTime() - 7 * 24 * 60 * minute))
    },
  })
  return jobs
}
