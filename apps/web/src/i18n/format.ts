const bnNumber = new Intl.NumberFormat('bn-BD')

/** Numbers shown in Bangla use Bengali digits (১২৩), with the locale's grouping. */
export function formatNumber(value: number): string {
  return bnNumber.format(value)
}

/** Fills `{name}` placeholders in a catalogue string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key]
    if (value === undefined) return match
    return typeof value === 'number' ? formatNumber(value) : value
  })
}
