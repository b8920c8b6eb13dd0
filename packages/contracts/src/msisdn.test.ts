import { describe, expect, it } from 'vitest'
import { msisdnSchema } from './fields.ts'
import { maskMsisdn, msisdnMessages, parseMsisdn, validateMsisdn } from './msisdn.ts'

describe('validateMsisdn', () => {
  it.each([
    ['01712345678', 'true'],
    ['01012345678', 'true'],
    ['', msisdnMessages.notANumber],
    ['0171234567a', msisdnMessages.notANumber],
    ['+8801712345678', msisdnMessages.notANumber],
    ['017 1234 5678', msisdnMessages.notANumber],
    ['-1712345678', msisdnMessages.notANumber],
    ['0171234567', msisdnMessages.wrongLength],
    ['017123456789', msisdnMessages.wrongLength],
    ['8801712345678', msisdnMessages.wrongLength],
    ['11712345678', msisdnMessages.wrongPrefix],
    ['02712345678', msisdnMessages.wrongPrefix],
  ])('%j → %s', (input, expected) => {
    expect(validateMsisdn(input)).toBe(expected)
  })

  it('uses the spec’s three messages verbatim', () => {
    expect(msisdnMessages).toEqual({
      notANumber: 'The input is not a valid number.',
      wrongLength: 'The number must be 11 digits long.',
      wrongPrefix: "The number must start with '01'.",
    })
  })

  it('checks the rules in the spec’s order: digits, then length, then prefix', () => {
    expect(validateMsisdn('9')).toBe(msisdnMessages.wrongLength)
    expect(validateMsisdn('abc')).toBe(msisdnMessages.notANumber)
  })
})

describe('msisdnSchema', () => {
  it('carries the validator message as its issue', () => {
    const result = msisdnSchema.safeParse('0171234567')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(msisdnMessages.wrongLength)
  })
  it('rejects non-strings', () => {
    expect(msisdnSchema.safeParse(1712345678).success).toBe(false)
  })
})

describe('maskMsisdn', () => {
  it('keeps the first three and last three digits', () => {
    expect(maskMsisdn('01712345678')).toBe('017*****678')
  })
})

describe('parseMsisdn', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    [' +88 017-1234-5678 ', '01712345678'],
    ['0171234567', null],
    ['880171234567', null],
    ['+8802712345678', null],
    ['+1 01712345678', null],
    ['১৭১২৩৪৫৬৭৮', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseMsisdn(input)).toBe(expected)
  })
})
