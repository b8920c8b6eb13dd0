/** Quotes a CSV field only when it must (a comma, quote or line break in it). */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header line, then one line per row, each ending in a newline. */
export function toCsv(header: readonly string[], rows: (string | number | null)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\n')}\n`
}
