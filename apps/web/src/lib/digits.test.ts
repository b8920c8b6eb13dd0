import { describe, expect, it } from 'vitest'
import { toAsciiDigits } from './digits.ts'

describe('toAsciiDigits', () => {
  it('turns Bengali digits into ASCII ones and trims the ends', () => {
    expect(toAsciiDigits(' ০১৭১২৩৪৫৬৭৮ ')).toBe('01712345678')
  })

  it('leaves ASCII digits and other characters alone', () => {
    expect(toAsciiDigits('017-12a')).toBe('017-12a')
    expect(toAsciiDigits('০1৭')).toBe('017')
  })
})
