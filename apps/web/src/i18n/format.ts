const bnNumber = new Intl.NumberFormat('bn-BD')

/** Numbers shown in Bangla use Bengali digits (১২৩), with the locale's grouping. */
export function formatNumber(value: number): string {
  return bnNumber.format(value)
}

/** Writes the ASCII digits of a text in Bengali: a number as the server sends it (`017*****678`), a placeholder. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)))
}

/** Fills `{name}` placeholders in a catalogue string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key]
    if (value === undefined) return match
    return typeof value === 'number' ? formatNumber(value) : value
  })
}
