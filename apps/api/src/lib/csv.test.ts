import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvField, neutraliseFormula, restoreCsvText, toCsv } from './csv.ts'

const formulaCharacters = ['=', '+', '-', '@', '\t', '\r']

/** The cells of a CSV as a spreadsheet reads them. */
const cells = (text: string) => (parse(text, { relax_column_count: true }) as string[][]).flat()

describe('the CSV writer', () => {
  it('marks a cell beginning with any formula character as text, and quotes it', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    )
    expect(csvField('@SUM(A1:A9)')).toBe(`"'@SUM(A1:A9)"`)
    expect(csvField("+cmd|' /C calc'!A0")).toBe(`"'+cmd|' /C calc'!A0"`)
    expect(csvField('-2+3+cmd|x')).toBe(`"'-2+3+cmd|x"`)
    expect(csvField('\t=1+1')).toBe(`"'\t=1+1"`)
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`)
    for (const start of formulaCharacters) {
      const [cell] = cells(toCsv(['a'], [[`${start}x`]])).slice(1)
      expect(cell, JSON.stringify(start)).toBe(`'${start}x`)
    }
  })

  it('leaves numbers, plain text and a formula character inside the text alone', () => {
    expect(csvField(-5)).toBe('-5')
    expect(csvField('-5')).toBe('-5')
    expect(csvField('+3.5')).toBe('+3.5')
    expect(csvField(12)).toBe('12')
    expect(csvField('01712345678')).toBe('01712345678')
    expect(csvField('বাংলা = ভাষা')).toBe('বাংলা = ভাষা')
    expect(csvField('a-b')).toBe('a-b')
    expect(csvField(null)).toBe('')
    expect(csvField('')).toBe('')
    // Not a number: an expression, or a number with something after it.
    expect(csvField('-5+cmd')).toBe(`"'-5+cmd"`)
    expect(csvField('-1e5')).toBe(`"'-1e5"`)
  })

  it('quotes what a spreadsheet would split: the separator, quotes, line breaks, and ; or tab of other locales', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('a;=1+1')).toBe('"a;=1+1"')
    expect(csvField('a\t=1+1')).toBe('"a\t=1+1"')
  })

  it("gives an operator's own leading quote one more, so reading it back is exact", () => {
    expect(neutraliseFormula("'=x")).toBe("''=x")
    expect(restoreCsvText("''=x")).toBe("'=x")
    expect(neutraliseFormula("'plain")).toBe("'plain")
    expect(restoreCsvText("'plain")).toBe("'plain")
    expect(restoreCsvText("'-5")).toBe('-5')
    expect(restoreCsvText('-5')).toBe('-5')
  })

  it('writes no cell a spreadsheet would run, and every cell reads back as it was', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '\n', ',', '"', ';', 'a', '5', '.'),
      }),
      fc.integer().map(String),
    )
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { maxLength: 4 }), (rows) => {
        const width = Math.max(1, ...rows.map((row) => row.length))
        const padded = rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')])
        const header = Array.from({ length: width }, (_, i) => `c${i}`)
        const written = toCsv(header, padded)
        const read = parse(written, { relax_column_count: true }) as string[][]
        for (const cell of read.flat()) {
          const runnable = /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:\.\d+)?$/.test(cell)
          expect(runnable, JSON.stringify(cell)).toBe(false)
        }
        expect(read.slice(1).map((row) => row.map(restoreCsvText))).toEqual(padded)
      }),
      { numRuns: 500 },
    )
  })
})
