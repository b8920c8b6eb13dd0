import { describe, expect, it } from 'vitest'
import { formatDay, formatInstant, searchedNumber } from './user-format.ts'

describe('the Users screen’s formats', () => {
  it('shows instants in Dhaka time and days as they are', () => {
    expect(formatInstant('2026-03-06T18:30:00.000Z')).toBe('7 Mar 2026, 00:30')
    expect(formatInstant(null)).toBe('—')
    expect(formatInstant(null, 'Never')).toBe('Never')
    expect(formatDay('2026-03-07')).toBe('7 Mar 2026')
    expect(formatDay(null)).toBe('—')
  })

  it('takes a number however it is written, and nothing else', () => {
    expect(searchedNumber('+880 1712-345678')).toBe('01712345678')
    expect(searchedNumber('8801712345678')).toBe('01712345678')
    expect(searchedNumber('01712345678')).toBe('01712345678')
    expect(searchedNumber('1712345678')).toBeNull()
  })
})
