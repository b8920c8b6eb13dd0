import {
  addMonths,
  dhakaMinuteOfDay,
  parseProviderInstant,
  subscriptionDates,
} from '@khelahobe/bkash-protocol/dates'
import { describe, expect, it } from 'vitest'

describe('bKash dates', () => {
  it('starts today in Dhaka and runs two years less a day', () => {
    expect(subscriptionDates(new Date('2026-01-10T06:00:00Z'))).toEqual({
      startDate: '2026-01-10',
      expiryDate: '2028-01-09',
    })
    // 00:30 in Dhaka is still the previous day in UTC.
    expect(subscriptionDates(new Date('2026-03-31T18:30:00Z'))).toEqual({
      startDate: '2026-04-01',
      expiryDate: '2028-03-31',
    })
  })

  it('starts tomorrow from 23:30 Dhaka time, when bKash refuses today (2001)', () => {
    expect(subscriptionDates(new Date('2026-01-10T17:29:59Z')).startDate).toBe('2026-01-10')
    expect(subscriptionDates(new Date('2026-01-10T17:30:00Z')).startDate).toBe('2026-01-11')
    expect(dhakaMinuteOfDay(new Date('2026-01-10T17:30:00Z'))).toBe(23 * 60 + 30)
  })

  it('keeps a leap day inside the two years', () => {
    expect(subscriptionDates(new Date('2028-02-29T06:00:00Z'))).toEqual({
      startDate: '2028-02-29',
      expiryDate: '2030-02-27',
    })
  })

  it('adds calendar months, keeping the anchor day where the month has it', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-02-28', 1, 31)).toBe('2026-03-31')
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15')
  })

  it.each([
    ['2021-10-18 08:11:32', '2021-10-18T08:11:32.000Z'],
    ['2021-10-18T08:12:45.380281', '2021-10-18T08:12:45.380Z'],
    ['2021-10-18T08:21:32.292214Z', '2021-10-18T08:21:32.292Z'],
    ['2021-10-18T14:21:32+06:00', '2021-10-18T08:21:32.000Z'],
  ])('reads %s leniently', (text, iso) => {
    expect(parseProviderInstant(text)).toBe(iso)
  })

  it.each([[null], [undefined], [''], ['yesterday'], [42]])('reads %s as no instant', (value) => {
    expect(parseProviderInstant(value)).toBeNull()
  })
})
