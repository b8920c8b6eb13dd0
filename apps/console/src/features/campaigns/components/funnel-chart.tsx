import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { en } from '../../../i18n/en.ts'
import type { CampaignFunnel } from '../api/get-campaign-funnels.ts'
import { chartX, funnelSteps } from '../campaign-range.ts'

/** One colour per step, from Okabe and Ito's palette, which reads apart in every common colour blindness. */
const colours = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#d55e00'] as const
const height = 320
/** The x axis's days as the office writes them: `26 Oct`. */
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/**
 * The funnel's steps of one campaign key per day, as lines. uPlot draws on a canvas, which a
 * screen reader cannot read: the figure names itself and points to the daily table below.
 */
export function FunnelChart({ funnel, label }: { funnel: CampaignFunnel; label: string }) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const target = box.current
    if (!target) return
    const data: uPlot.AlignedData = [
      funnel.days.map((day) => chartX(day.day)),
      ...funnelSteps.map((step) => funnel.days.map((day) => day[step])),
    ]
    const plot = new uPlot(
      {
        width: target.clientWidth,
        height,
        // The x values are the days' UTC midnights: drawn in UTC, each stays its own date.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          { label: en.campaigns.day, value: '{YYYY}-{MM}-{DD}' },
          ...funnelSteps.map((step, i) => ({
            label: en.campaigns.steps[step],
            stroke: colours[i],
            width: 2,
            points: { show: funnel.days.length <= 31 },
          })),
        ],
        axes: [
          { values: (_u, ticks) => ticks.map((tick) => dayMonth.format(new Date(tick * 1000))) },
          { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
      },
      data,
      target,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height }))
    resize.observe(target)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [funnel])

  return <div ref={box} className="funnel-chart" role="img" aria-label={label} />
}
