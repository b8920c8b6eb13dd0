import { dhakaDate } from '@khelahobe/contracts/dhaka-time'
import {
  answersWindowMinutes,
  type JobRun,
  type ProcessFigures,
  type ServiceFigures,
} from '@khelahobe/contracts/insights-console'
import type { Clock } from '../../lib/clock.ts'

/**
 * Figures read within this long are answered again as they are: `/metrics` scrapes and
 * every operator's health screen share one read of the database.
 */
export const figuresMaxAgeMs = 10_000

/** What the health figures need of the other modules, and no more. */
export interface HealthServiceDeps {
  clock: Clock
  /** The quiz service's. */
  playsToday(): Promise<{ regular: number; special: number }>
  answersInLast(minutes: number): Promise<number>
  /** The games service's. */
  gameRunsToday(): Promise<number>
  /** The subscription service's. */
  subscriptionsToday(): Promise<ServiceFigures['subscriptions']>
  /** The jobs registry's. */
  lastJobRuns(): Promise<
    { name: string; period: string; startedAt: Date; finishedAt: Date | null; error: string | null }[]
  >
  /** The metrics plugin's: this process, from the registry `/metrics` reads. */
  processFigures(): Promise<ProcessFigures>
}

export function createHealthService(deps: HealthServiceDeps) {
  const { clock } = deps

  async function read(): Promise<ServiceFigures> {
    const [plays, answers, games, subscriptions, runs] = await Promise.all([
      deps.playsToday(),
      deps.answersInLast(answersWindowMinutes),
      deps.gameRunsToday(),
      deps.subscriptionsToday(),
      deps.lastJobRuns(),
    ])
    return {
      today: dhakaDate(clock.now()),
      plays: { quiz: plays.regular, special: plays.special, games },
      answers: { lastHour: answers, perMinute: Math.round((answers / answersWindowMinutes) * 10) / 10 },
      subscriptions,
      jobs: runs.map(
        (run): JobRun => ({
          name: run.name,
          period: run.period,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          error: run.error,
        }),
      ),
    }
  }

  let cached: { at: number; figures: Promise<ServiceFigures> } | null = null

  /** Today's figures of the service; one read serves every caller for `figuresMaxAgeMs`. */
  function figures(): Promise<ServiceFigures> {
    const now = clock.now().getTime()
    if (cached && now >= cached.at && now - cached.at < figuresMaxAgeMs) return cached.figures
    const reading = read()
    cached = { at: now, figures: reading }
    // A failed read is not kept: the next caller tries again.
    reading.catch(() => {
      if (cached?.figures === reading) cached = null
    })
    return reading
  }

  return {
    figures,

    /** What the console's health screen shows: the service's figures and this process's. */
    async glance() {
      const [service, process] = await Promise.all([figures(), deps.processFigures()])
      return { ...service, at: clock.now().toISOString(), process }
    },
  }
}

export type HealthService = ReturnType<typeof createHealthService>
