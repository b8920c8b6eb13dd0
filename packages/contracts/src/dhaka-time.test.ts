import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, dhakaDate, dhakaDayStart, monthStart, weekStart } from './dhaka-time.ts'

describe('Dhaka time', () => {
  it('turns over the day at midnight in Dhaka, 18:00 UTC', () => {
    expect(dhakaDate(new Date('2026-03-01T17:59:59.999Z'))).toBe('2026-03-01')
    expect(dhakaDate(new Date('2026-03-01T18:00:00.000Z'))).toBe('2026-03-02')
    expect(dhakaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:00:00.000Z')
  })

  it('runs weeks from Saturday to Friday', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-21') // a Saturday
    expect(weekStart('2026-11-27')).toBe('2026-11-21') // the Friday after
    expect(weekStart('2026-11-22')).toBe('2026-11-21') // Sunday
    expect(weekStart('2026-11-20')).toBe('2026-11-14') // the Friday before
  })

  it('does date arithmetic across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(daysBetween('2026-12-30', '2027-01-06')).toBe(7)
    expect(monthStart('2026-11-22')).toBe('2026-11-01')
  })
})
