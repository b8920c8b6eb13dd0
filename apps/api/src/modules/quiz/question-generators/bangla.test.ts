import { describe, expect, it } from 'vitest'
import { dial, duration, fraction, num, of, ordinal, readValue, timeOfDay } from './bangla.ts'
import { onlyNext } from './series.ts'

describe('writing numbers in Bangla', () => {
  it('groups the Bangladeshi way from ১,০০০ up and keeps at most two decimals', () => {
    expect(num(7)).toBe('৭')
    expect(num(999)).toBe('৯৯৯')
    expect(num(1200)).toBe('১,২০০')
    expect(num(123456)).toBe('১,২৩,৪৫৬')
    expect(num(12345678)).toBe('১,২৩,৪৫,৬৭৮')
    expect(num(5.6)).toBe('৫.৬')
    expect(num(312.84)).toBe('৩১২.৮৪')
    expect(() => num(1 / 3)).toThrow()
  })

  it('writes fractions, ordinals, possessives, durations and times', () => {
    expect(fraction(6, 8)).toBe('৩/৪')
    expect(fraction(4, 2)).toBe('২')
    expect([1, 2, 3, 4, 6, 10, 11, 29].map(ordinal)).toEqual([
      '১ম',
      '২য়',
      '৩য়',
      '৪র্থ',
      '৬ষ্ঠ',
      '১০ম',
      '১১তম',
      '২৯তম',
    ])
    expect([of('রহিম'), of('রাজু'), of('রিনা')]).toEqual(['রহিমের', 'রাজুর', 'রিনার'])
    expect([duration(455), duration(300), duration(45)]).toEqual(['৭ ঘণ্টা ৩৫ মিনিট', '৫ ঘণ্টা', '৪৫ মিনিট'])
    expect([dial(460), dial(5)]).toEqual(['৭:৪০', '১২:০৫'])
    expect([timeOfDay(8 * 60 + 15), timeOfDay(21 * 60), timeOfDay(13 * 60 + 5)]).toEqual([
      'সকাল ৮টা ১৫ মিনিট',
      'রাত ৯টা',
      'দুপুর ১টা ৫ মিনিট',
    ])
  })

  it('reads options back to the values they stand for', () => {
    expect(readValue('১,২০০ টাকা')).toBe(1200)
    expect(readValue('৩/৪ লিটার')).toBe(0.75)
    expect(readValue('৭ ঘণ্টা ৩৫ মিনিট')).toBe(455)
    expect(readValue('৭:৪০')).toBe(460)
    expect(readValue('ঘণ্টায় ৪৫ কিমি')).toBe(45)
    expect(readValue('২৯তম')).toBe(29)
    expect(readValue('১২.৫%')).toBe(12.5)
    expect(readValue('বুধবার')).toBeUndefined()
  })
})

describe('number series', () => {
  it('accept a series only when every reading gives the same next term', () => {
    expect(onlyNext([3, 7, 11, 15, 19], 23)).toBe(true)
    expect(onlyNext([2, 6, 18, 54, 162], 486)).toBe(true)
    // With four terms, 2, 6, 18, 54 also fits a constant third difference (next 130).
    expect(onlyNext([2, 6, 18, 54], 162)).toBe(false)
    expect(onlyNext([4, 9, 16, 25, 36], 49)).toBe(true)
    // 1, 2, 4 could double (8) or grow by one more each time (7).
    expect(onlyNext([1, 2, 4], 8)).toBe(false)
    expect(onlyNext([1, 2, 4], 7)).toBe(false)
    // The wrong next term is never accepted.
    expect(onlyNext([3, 7, 11, 15, 19], 24)).toBe(false)
  })
})
