import type { ReactNode } from 'react'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { dhakaDateTime } from '../../../lib/dhaka-time.ts'
import { type Health, useHealth } from '../api/get-health.ts'
import { bytes, count, duration, milliseconds, runSeconds } from '../health-format.ts'

const t = en.health

type JobRun = Health['jobs'][number]

const jobColumns: Column<JobRun>[] = [
  { id: 'name', header: t.job, cell: (run) => run.name, sortValue: (run) => run.name },
  {
    id: 'started',
    header: t.started,
    cell: (run) => <span className="nowrap">{dhakaDateTime(run.startedAt)}</span>,
    sortValue: (run) => run.startedAt,
  },
  {
    id: 'finished',
    header: t.took,
    cell: (run) => {
      const seconds = runSeconds(run.startedAt, run.finishedAt)
      return seconds === null ? '—' : t.duration(seconds)
    },
    sortValue: (run) => runSeconds(run.startedAt, run.finishedAt),
    numeric: true,
  },
  {
    id: 'outcome',
    header: t.outcome,
    cell: (run) =>
      run.error !== null ? (
        <span className="health-failed">{t.failed(run.error)}</span>
      ) : run.finishedAt === null ? (
        <span className="health-unfinished">{t.unfinished}</span>
      ) : (
        t.ok
      ),
    sortValue: (run) => (run.error !== null ? 0 : run.finishedAt === null ? 1 : 2),
  },
  { id: 'period', header: t.period, cell: (run) => <code>{run.period}</code> },
]

/** One tile: a heading and its figures, as a description list a screen reader reads in pairs. */
function Tile({
  id,
  title,
  hint,
  wide = false,
  children,
}: {
  id: string
  title: string
  hint?: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <section className={wide ? 'health-tile health-tile-wide' : 'health-tile'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>{children}</dl>
      {hint ? <p className="muted">{hint}</p> : null}
    </section>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** Today's figures of the service and of the answering server, asked again every 30 seconds. */
export function HealthGlance() {
  const { data, error, isLoading } = useHealth()
  return (
    <>
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {isLoading ? <p role="status">{en.loading}</p> : null}
      {data ? (
        <>
          <p className="muted">{t.asOf(dhakaDateTime(data.at))}</p>
          <div className="health-tiles">
            <Tile id="health-plays" title={t.plays}>
              <Figure label={t.quiz} value={count(data.plays.quiz)} />
              <Figure label={t.special} value={count(data.plays.special)} />
              <Figure label={t.games} value={count(data.plays.games)} />
            </Tile>
            <Tile id="health-answers" title={t.answers} hint={t.answersHint(data.answers.lastHour)}>
              <Figure label={t.perMinute} value={String(data.answers.perMinute)} />
            </Tile>
            <Tile id="health-subscriptions" title={t.subscriptions}>
              <Figure label={t.new} value={count(data.subscriptions.new)} />
              <Figure label={t.renewed} value={count(data.subscriptions.renewed)} />
              <Figure label={t.cancelled} value={count(data.subscriptions.cancelled)} />
            </Tile>
            <Tile id="health-failed" title={t.failedCharges} hint={t.failedHint}>
              <Figure label={t.refused} value={count(data.subscriptions.failedCharges)} />
            </Tile>
            <Tile id="health-server" title={t.server} hint={t.serverHint} wide>
              <Figure label={t.uptime} value={duration(data.process.uptimeSeconds)} />
              <Figure label={t.memory} value={bytes(data.process.residentMemoryBytes)} />
              <Figure label={t.heap} value={bytes(data.process.heapUsedBytes)} />
              <Figure label={t.lag} value={milliseconds(data.process.eventLoopLagSeconds)} />
              <Figure label={t.requests} value={count(data.process.requests)} />
              <Figure label={t.serverErrors} value={count(data.process.serverErrors)} />
            </Tile>
          </div>
          <h2>{t.jobs}</h2>
          <DataTable
            caption={t.jobsCaption}
            columns={jobColumns}
            rows={data.jobs}
            rowKey={(run) => run.name}
            empty={t.noJobs}
          />
        </>
      ) : null}
    </>
  )
}
