import { describe, expect, it } from 'vitest'
import { chartX, conversions, defaultView, dhakaToday, readView, viewQuery } from './campaign-range.ts'

describe('the campaigns page’s range', () => {
  it('takes today in Dhaka, which starts at 18:00 UTC the day before', () => {
    expect(dhakaToday(new Date('2026-10-01T17:59:00Z'))).toBe('2026-10-01')
    expect(dhakaToday(new Date('2026-10-01T18:00:00Z'))).toBe('2026-10-02')
  })

  it('defaults to the last 30 days and reads a linked view back from its address', () => {
    expect(defaultView('2026-10-30')).toEqual({ from: '2026-10-01', to: '2026-10-30', key: '' })
    const view = { from: '2026-09-01', to: '2026-09-30', key: 'fb nov' }
    expect(readView(new URLSearchParams(viewQuery(view)), '2026-10-30')).toEqual(view)
    expect(readView(new URLSearchParams('from=yesterday&to=2026-09-30'), '2026-10-30')).toEqual({
      from: '2026-10-01',
      to: '2026-09-30',
      key: '',
    })
    expect(viewQuery({ from: '2026-09-01', to: '2026-09-30', key: '' })).toBe('from=2026-09-01&to=2026-09-30')
  })

  it('gives each step as a share of the one before, and none where nothing came before', () => {
    const counts = {
      pageViews: 200,
      numberPrompts: 50,
      requests: 10,
      subscribed: 4,
      judgeable: 0,
      activeAfterFourWeeks: 0,
    }
    expect(conversions(counts)).toEqual({
      numberPrompts: 0.25,
      requests: 0.2,
      subscribed: 0.4,
      activeAfterFourWeeks: null,
      overall: 0.02,
    })
  })

  it('puts a day on the chart at its own date, whatever the browser’s zone', () => {
    expect(new Date(chartX('2026-10-01') * 1000).toISOString()).toBe('2026-10-01T00:00:00.000Z')
  })
})
