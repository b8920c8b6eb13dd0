import type { ServiceFigures } from '@khelahobe/contracts/insights-console'
import type { FastifyPluginAsync } from 'fastify'
import { Gauge } from 'prom-client'
import type { HealthService } from './health.service.ts'

/**
 * The service's figures as gauges at `/metrics`, read on each scrape from the same function the
 * console's health screen calls. A read that fails (the database away) leaves them empty and
 * `khelahobe_figures_up` at 0, and the process's own metrics are still served.
 */
export const healthMetricsPlugin: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  const registers = [app.metrics.registry]
  // Every gauge's collect awaits the same read: the registry collects them all at once, and
  // each reports only after the read has set it.
  let reading: Promise<void> | null = null
  const collect = () => {
    reading ??= refresh().finally(() => {
      reading = null
    })
    return reading
  }
  const up = new Gauge({
    name: 'khelahobe_figures_up',
    help: 'Whether the service figures below could be read from the database (1) or not (0)',
    registers,
    collect,
  })
  const plays = new Gauge({
    name: 'khelahobe_plays_today',
    help: 'Plays started today (Asia/Dhaka) by kind: quiz, special, games',
    labelNames: ['kind'] as const,
    registers,
    collect,
  })
  const answers = new Gauge({
    name: 'khelahobe_answers_per_minute',
    help: 'Quiz answers per minute, averaged over the last 60 minutes',
    registers,
    collect,
  })
  const subscriptions = new Gauge({
    name: 'khelahobe_subscriptions_today',
    help: 'Subscriptions today (Asia/Dhaka) by event: new, renewed, cancelled',
    labelNames: ['event'] as const,
    registers,
    collect,
  })
  const failedCharges = new Gauge({
    name: 'khelahobe_failed_charges_today',
    help: 'Charges due today (Asia/Dhaka) that failed',
    registers,
    collect,
  })
  const jobStarted = new Gauge({
    name: 'khelahobe_job_last_run_started_seconds',
    help: 'When the latest run of each job started, in Unix seconds',
    labelNames: ['job'] as const,
    registers,
    collect,
  })
  const jobFailed = new Gauge({
    name: 'khelahobe_job_last_run_failed',
    help: 'Whether the latest run of each job failed (1) or not (0)',
    labelNames: ['job'] as const,
    registers,
    collect,
  })
  const gauges = [plays, answers, subscriptions, failedCharges, jobStarted, jobFailed]

  function show(figures: ServiceFigures) {
    for (const [kind, value] of Object.entries(figures.plays)) plays.set({ kind }, value)
    answers.set(figures.answers.perMinute)
    subscriptions.set({ event: 'new' }, figures.subscriptions.new)
    subscriptions.set({ event: 'renewed' }, figures.subscriptions.renewed)
    subscriptions.set({ event: 'cancelled' }, figures.subscriptions.cancelled)
    failedCharges.set(figures.subscriptions.failedCharges)
    for (const run of figures.jobs) {
      jobStarted.set({ job: run.name }, Date.parse(run.startedAt) / 1000)
      jobFailed.set({ job: run.name }, run.error === null ? 0 : 1)
    }
  }

  async function refresh() {
    for (const gauge of gauges) gauge.reset()
    try {
      show(await health.figures())
      up.set(1)
    } catch (err) {
      app.log.warn({ err }, 'could not read the service figures for /metrics')
      up.set(0)
    }
  }
}
