import { dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { describe, expect, it } from 'vitest'
import { closedPeriods, jobLockKey, periodContaining, periodFromId } from './periods.ts'

const minute = 60_000

describe('prize periods', () => {
  it('closes a day at the next midnight in Dhaka, a week on the Saturday after, a month on the 1st', () => {
    expect(periodContaining('day', '2026-11-10')).toEqual({
      id: '2026-11-10',
      firstDay: '2026-11-10',
      lastDay: '2026-11-10',
      end: new Date('2026-11-10T18:00:00.000Z'),
    })
    expect(periodContaining('week', '2026-11-10')).toEqual({
      id: '2026-11-07',
      firstDay: '2026-11-07',
      lastDay: '2026-11-13',
      end: dhakaDayStart('2026-11-14'),
    })
    expect(periodContaining('month', '2026-12-31')).toEqual({
      id: '2026-12',
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
      end: dhakaDayStart('2027-01-01'),
    })
    expect(periodContaining('month', '2028-02-10').lastDay).toBe('2028-02-29')
    expect(periodFromId('month', '2026-11')).toEqual(periodContaining('month', '2026-11-30'))
    expect(periodFromId('week', '2026-11-07')).toEqual(periodContaining('week', '2026-11-13'))
  })

  it('lists closed periods oldest first, once they have settled', () => {
    const justAfter = new Date(dhakaDayStart('2026-12-01').getTime() + 5 * minute)
    const options = { lookbackDays: 40, settleMs: 10 * minute }
    const days = closedPeriods('day', justAfter, options)
    // 40 days back from 1 December, up to 29 November: the 30th has not settled yet.
    expect(days).toHaveLength(39)
    expect(days[0]?.id).toBe('2026-10-22')
    expect(days.at(-1)?.id).toBe('2026-11-29')
    expect(closedPeriods('month', justAfter, options).map((p) => p.id)).toEqual(['2026-10'])

    const settled = new Date(dhakaDayStart('2026-12-01').getTime() + 10 * minute)
    expect(closedPeriods('day', settled, options).at(-1)?.id).toBe('2026-11-30')
    // October began before the window but ends inside it, so it is still caught up.
    expect(closedPeriods('month', settled, options).map((p) => p.id)).toEqual(['2026-10', '2026-11'])
    expect(closedPeriods('week', settled, options).map((p) => p.id)).toEqual([
      '2026-10-17',
      '2026-10-24',
      '2026-10-31',
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
    ])
  })

  it('keys the advisory lock by job and period, the same in every process', () => {
    const key = jobLockKey('daily_quiz', '2026-11-10')
    expect(key).toBe(jobLockKey('daily_quiz', '2026-11-10'))
    expect(key).not.toBe(jobLockKey('daily_game', '2026-11-10'))
    expect(BigInt(key)).toBeGreaterThanOrEqual(-(2n ** 63n))
    expect(BigInt(key)).toBeLessThan(2n ** 63n)
  })
})
