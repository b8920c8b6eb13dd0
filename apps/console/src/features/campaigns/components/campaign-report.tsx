import { type FormEvent, type ReactNode, useState } from 'react'
import { type Column, DataTable } from '../../../components/data-table.tsx'
import { FormAlert } from '../../../components/form-alert.tsx'
import { en } from '../../../i18n/en.ts'
import { errorMessage } from '../../../lib/api-client.ts'
import { type CampaignFunnel, useCampaignFunnels } from '../api/get-campaign-funnels.ts'
import { type CampaignView, conversions, funnelSteps } from '../campaign-range.ts'
import { FunnelChart } from './funnel-chart.tsx'

const t = en.campaigns
const number = new Intl.NumberFormat('en')
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 })

/** A count with its share of the step before, when there was one. */
function Step({ count, share }: { count: number; share: number | null }) {
  return (
    <>
      {number.format(count)}
      {share === null ? null : (
        <span className="muted" title={t.ofPrevious}>
          {' '}
          ({percent.format(share)})
        </span>
      )}
    </>
  )
}

const totalsColumns: Column<CampaignFunnel>[] = [
  { id: 'key', header: t.key, cell: (f) => f.campaignKey, sortValue: (f) => f.campaignKey },
  {
    id: 'pageViews',
    header: t.steps.pageViews,
    cell: (f) => number.format(f.pageViews),
    sortValue: (f) => f.pageViews,
    numeric: true,
  },
  ...(['numberPrompts', 'requests', 'subscribed'] as const).map(
    (step): Column<CampaignFunnel> => ({
      id: step,
      header: t.steps[step],
      cell: (f) => <Step count={f[step]} share={conversions(f)[step]} />,
      sortValue: (f) => f[step],
      numeric: true,
    }),
  ),
  {
    id: 'activeAfterFourWeeks',
    header: t.steps.activeAfterFourWeeks,
    cell: (f): ReactNode =>
      f.judgeable === 0 ? (
        t.notYet
      ) : (
        <>
          {t.activeOf(f.activeAfterFourWeeks, f.judgeable)}
          <span className="muted"> ({percent.format(conversions(f).activeAfterFourWeeks ?? 0)})</span>
        </>
      ),
    sortValue: (f) => conversions(f).activeAfterFourWeeks,
    numeric: true,
  },
  {
    id: 'overall',
    header: t.overall,
    cell: (f) => {
      const overall = conversions(f).overall
      return overall === null ? t.notYet : percent.format(overall)
    },
    sortValue: (f) => conversions(f).overall,
    numeric: true,
  },
]

type Day = CampaignFunnel['days'][number]

const dailyColumns: Column<Day>[] = [
  { id: 'day', header: t.day, cell: (d) => d.day, sortValue: (d) => d.day },
  ...funnelSteps.map(
    (step): Column<Day> => ({
      id: step,
      header: t.steps[step],
      cell: (d) => number.format(d[step]),
      sortValue: (d) => d[step],
      numeric: true,
    }),
  ),
]

type Props = { view: CampaignView; onView: (view: CampaignView) => void }

/** The funnel of every campaign key over a range: one key's days as a chart, and every key's totals. */
export function CampaignReport({ view, onView }: Props) {
  const { data, error, isLoading } = useCampaignFunnels(view.from, view.to)
  const [from, setFrom] = useState(view.from)
  const [to, setTo] = useState(view.to)
  const campaigns = data?.campaigns ?? []
  const chosen = campaigns.find((c) => c.campaignKey === view.key) ?? campaigns[0]

  function onShow(event: FormEvent) {
    event.preventDefault()
    onView({ ...view, from, to })
  }

  return (
    <>
      <p className="muted">{t.intro}</p>
      <form className="filters" aria-label={t.range} onSubmit={onShow}>
        <div className="field">
          <label htmlFor="campaigns-from">{t.from}</label>
          <input
            id="campaigns-from"
            type="date"
            required
            value={from}
            aria-describedby="campaigns-range-hint"
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="campaigns-to">{t.to}</label>
          <input
            id="campaigns-to"
            type="date"
            required
            value={to}
            aria-describedby="campaigns-range-hint"
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t.show}
        </button>
        <p id="campaigns-range-hint" className="muted filters-hint">
          {t.rangeHint}
        </p>
      </form>

      <FormAlert message={error === undefined ? null : errorMessage(error)} />
      {isLoading ? <p role="status">{en.loading}</p> : null}
      {data && campaigns.length === 0 ? <p>{t.noKeys}</p> : null}

      {data && chosen ? (
        <div className="campaign-chart">
          <div className="field campaign-key">
            <label htmlFor="campaign-key">{t.key}</label>
            <select
              id="campaign-key"
              value={chosen.campaignKey}
              onChange={(event) => onView({ ...view, key: event.target.value })}
            >
              {campaigns.map((c) => (
                <option key={c.campaignKey} value={c.campaignKey}>
                  {c.campaignKey}
                </option>
              ))}
            </select>
          </div>
          <FunnelChart funnel={chosen} label={t.chart(chosen.campaignKey, data.from, data.to)} />
          <details className="campaign-daily">
            <summary>{t.daily(chosen.campaignKey)}</summary>
            <DataTable
              caption={t.dailyCaption(chosen.campaignKey)}
              columns={dailyColumns}
              rows={chosen.days}
              rowKey={(d) => d.day}
              empty={t.noKeys}
            />
          </details>
        </div>
      ) : null}

      {data && campaigns.length > 0 ? (
        <>
          <DataTable
            caption={t.totalsCaption(data.from, data.to)}
            showCaption
            columns={totalsColumns}
            rows={campaigns}
            rowKey={(f) => f.campaignKey}
            empty={t.noKeys}
          />
          <p className="muted">{t.activeNote}</p>
        </>
      ) : null}
    </>
  )
}
