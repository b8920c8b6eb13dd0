import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { multilinePattern, multilineTextSchema, printablePattern, textSchema } from './fields.ts'

const high = '\ud83d'
const low = '\ude00'

/** Lone surrogates every way they come: alone, either half at either end, and a pair written backwards. */
const loneSurrogates = [
  high,
  low,
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  `a${high}`,
  `${high}a`,
  `a${low}b`,
  `${low}${high}`,
  `${high}${high}${low}`,
  `${high}${low}${low}`,
  `নাম${low}`,
]

describe('the shared text schemas', () => {
  it('refuse a lone surrogate, high or low, alone or in a pair written backwards', () => {
    for (const schema of [textSchema(100), multilineTextSchema(100)]) {
      for (const text of loneSurrogates) {
        const result = schema.safeParse(text)
        expect(result.success, JSON.stringify(text)).toBe(false)
        expect(result.error?.issues[0]?.message).toMatch(/lone surrogate/)
      }
    }
  })

  it('take every character, a pair beyond the BMP included', () => {
    for (const text of [
      '',
      'রহিম',
      'Rahim',
      '🙂',
      `${high}${low}`,
      '🇧🇩 বাংলাদেশ',
      '\u{10ffff}',
      '\uffff',
      'a-b=c',
    ]) {
      expect(textSchema(100).safeParse(text).success, JSON.stringify(text)).toBe(true)
      expect(multilineTextSchema(100).safeParse(text).success, JSON.stringify(text)).toBe(true)
    }
    expect(multilineTextSchema(100).safeParse('one\r\ntwo\tthree 🙂').success).toBe(true)
  })

  it('still refuse NUL and the other control characters', () => {
    for (const text of ['a\u0000b', '\u001b[31m', '\u007f'])
      expect(textSchema(100).safeParse(text).success, JSON.stringify(text)).toBe(false)
    expect(textSchema(100).safeParse('a\nb').success).toBe(false)
    expect(multilineTextSchema(100).safeParse('a\u0000\nb').success).toBe(false)
  })

  it('mean the same with and without the u flag, as the OpenAPI document carries them', () => {
    const samples = [...loneSurrogates, 'রহিম', '🙂', `${high}${low}`, 'a\u0000', 'a\nb', 'p{Cs}', '']
    for (const pattern of [printablePattern, multilinePattern]) {
      const plain = new RegExp(pattern.source)
      const unicode = new RegExp(pattern.source, 'u')
      for (const text of samples) {
        expect(plain.test(text), JSON.stringify(text)).toBe(pattern.test(text))
        expect(unicode.test(text), JSON.stringify(text)).toBe(pattern.test(text))
      }
    }
  })

  it('export the pattern into the JSON schema as it validates', () => {
    const json = z.toJSONSchema(z.object({ name: textSchema(40), page: multilineTextSchema(4000) })) as {
      properties: Record<string, { pattern: string; maxLength: number }>
    }
    expect(json.properties.name).toMatchObject({ pattern: printablePattern.source, maxLength: 40 })
    expect(json.properties.page).toMatchObject({ pattern: multilinePattern.source, maxLength: 4000 })
  })

  // Speed is the benchmarks' to measure; a pattern that backtracked would run into the test's timeout.
  it('check a 2 MB file without running out of stack', () => {
    const text = 'প্রশ্ন,🙂,option1\r\n'.repeat(120_000)
    expect(multilineTextSchema(3_000_000).safeParse(text).success).toBe(true)
    expect(multilineTextSchema(3_000_000).safeParse(`${text}\udfff`).success).toBe(false)
  })
})
