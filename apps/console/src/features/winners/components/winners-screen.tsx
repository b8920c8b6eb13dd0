import { type CompetitionName, competitionNames } from '@khelahobe/contracts/prizes'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { dhakaDateTime } from '../../../lib/dhaka-time.ts'
import { useWinnerPeriod, type WinnerPeriod } from '../api/get-winner-period.ts'
import { useWinnerRuns } from '../api/get-winner-runs.ts'

type Winner = WinnerPeriod['winners'][number]
type Passed = WinnerPeriod['passedOver'][number]

const t = en.winners

function Player({ msisdn, name }: { msisdn: string; name: string | null }) {
  return (
    <>
      <span className="nowrap">{msisdn}</span> <span className="muted">({name ?? t.noName})</span>
    </>
  )
}

const winnerColumns: Column<Winner>[] = [
  { id: 'rank', header: t.rank, cell: (w) => w.rank, sortValue: (w) => w.rank, numeric: true },
  { id: 'player', header: t.player, cell: (w) => <Player msisdn={w.msisdn} name={w.name} /> },
  { id: 'score', header: t.score, cell: (w) => w.score, sortValue: (w) => w.score, numeric: true },
  {
    id: 'time',
    header: t.time,
    cell: (w) => t.seconds(w.elapsedMs),
    sortValue: (w) => w.elapsedMs,
    numeric: true,
  },
  {
    id: 'prize',
    header: t.prize,
    cell: (w) => (w.prize === 'cash' ? `৳${w.amountTaka}` : t.prizes[w.prize]),
  },
  { id: 'wallet', header: t.paidTo, cell: (w) => <span className="nowrap">{w.payoutMsisdn}</span> },
  {
    id: 'payout',
    header: t.payout,
    cell: (w) =>
      w.payout === null ? (
        t.noPayout
      ) : (
        <>
          <span className={`payout-status payout-status-${w.payout.status}`}>
            {t.statuses[w.payout.status]}
          </span>
          {w.payout.batch ? <span className="muted nowrap"> {t.inBatch(w.payout.batch)}</span> : null}
        </>
      ),
    sortValue: (w) => w.payout?.status ?? null,
  },
]

const passedColumns: Column<Passed>[] = [
  { id: 'place', header: t.place, cell: (p) => p.place, sortValue: (p) => p.place, numeric: true },
  { id: 'player', header: t.player, cell: (p) => <Player msisdn={p.msisdn} name={p.name} /> },
  { id: 'score', header: t.score, cell: (p) => p.score, sortValue: (p) => p.score, numeric: true },
  {
    id: 'time',
    header: t.time,
    cell: (p) => t.seconds(p.elapsedMs),
    sortValue: (p) => p.elapsedMs,
    numeric: true,
  },
  {
    id: 'reason',
    header: t.reason,
    cell: (p) => (
      <>
        {t.reasons[p.reason]}
        {p.wallet ? <span className="muted"> ({t.sharedWith(p.wallet, p.sharedWithRank)})</span> : null}
      </>
    ),
    sortValue: (p) => p.reason,
  },
]

export const isCompetition = (value: string | null): value is CompetitionName =>
  (competitionNames as readonly (string | null)[]).includes(value)

type Props = {
  competition: CompetitionName
  /** The period in the address, or null for the newest decided one. */
  period: string | null
  onChoose: (competition: CompetitionName, period: string | null) => void
}

/** A competition's decided periods to pick from, and the chosen one's winners and passed-over entries. */
export function WinnersScreen({ competition, period, onChoose }: Props) {
  const runs = useWinnerRuns(competition)
  const chosen = period ?? runs.data?.[0]?.period ?? null
  const detail = useWinnerPeriod(competition, chosen)
  const error = runs.error ?? detail.error

  return (
    <>
      <form className="filters" aria-label={t.pickers} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="winners-competition">{t.competition}</label>
          <select
            id="winners-competition"
            value={competition}
            onChange={(event) => {
              if (isCompetition(event.target.value)) onChoose(event.target.value, null)
            }}
          >
            {competitionNames.map((name) => (
              <option key={name} value={name}>
                {t.competitions[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="winners-period">{t.period}</label>
          <select
            id="winners-period"
            value={chosen ?? ''}
            disabled={!runs.data || runs.data.length === 0}
            onChange={(event) => onChoose(competition, event.target.value)}
          >
            {chosen !== null && !runs.data?.some((run) => run.period === chosen) ? (
              <option value={chosen}>{chosen}</option>
            ) : null}
            {runs.data?.map((run) => (
              <option key={run.period} value={run.period}>
                {t.periodOption(run.firstDay, run.lastDay, run.winners)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {runs.isLoading || detail.isLoading ? <p role="status">{en.loading}</p> : null}
      {runs.data && runs.data.length === 0 ? <p>{t.noRuns}</p> : null}
      {detail.data ? <PeriodView period={detail.data} /> : null}
    </>
  )
}

function PeriodView({ period }: { period: WinnerPeriod }) {
  const count = period.passedOverCount
  return (
    <>
      <p className="muted">{t.decided(dhakaDateTime(period.decidedAt))}</p>
      <section aria-labelledby="winners-heading" className="winners-section">
        <h2 id="winners-heading">{t.winnersHeading}</h2>
        <DataTable
          caption={t.winnersCaption}
          columns={winnerColumns}
          rows={period.winners}
          rowKey={(w) => w.rank}
          empty={t.noWinners}
        />
      </section>
      <section aria-labelledby="passed-heading" className="winners-section">
        <h2 id="passed-heading">{t.passedHeading}</h2>
        <p className="muted">{t.passedHint}</p>
        {count === null ? (
          <p>{t.notRecorded}</p>
        ) : (
          <>
            {count > period.passedOver.length ? <p>{t.firstOf(period.passedOver.length, count)}</p> : null}
            <DataTable
              caption={t.passedCaption}
              columns={passedColumns}
              rows={period.passedOver}
              rowKey={(p) => p.place}
              empty={t.nonePassed}
            />
          </>
        )}
      </section>
    </>
  )
}
