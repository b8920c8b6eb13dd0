import { describe, expect, it } from 'vitest'
import { bengaliDigits, fill, formatNumber } from './format.ts'

describe('formatNumber', () => {
  it('writes numbers in Bengali digits with grouping', () => {
    expect(formatNumber(0)).toBe('০')
    expect(formatNumber(50000)).toBe('৫০,০০০')
  })
})

describe('bengaliDigits', () => {
  it('writes every ASCII digit in Bengali and leaves the rest alone', () => {
    expect(bengaliDigits('017*****678')).toBe('০১৭*****৬৭৮')
    expect(bengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯')
    expect(bengaliDigits('০১XXXXXXXXX')).toBe('০১XXXXXXXXX')
  })
})

describe('fill', () => {
  it('fills placeholders, numbers in Bengali digits and strings as they are', () => {
    expect(fill('{number} নম্বরে {count}টি', { number: '01712345678', count: 6 })).toBe(
      '01712345678 নম্বরে ৬টি',
    )
  })

  it('leaves unknown placeholders visible', () => {
    expect(fill('{missing}', {})).toBe('{missing}')
  })
})
