/**
 * The one CSV writer of the product: every CSV a person may open in a spreadsheet (the
 * question bank's export, the payouts' cash-in files, any later one) is written here.
 *
 * A spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (and, in some, a tab or a
 * carriage return) as a formula: `=HYPERLINK(...)` or `+cmd|' /C calc'!A0` planted in a
 * question would run on the machine of the operator who opens the export. As OWASP advises,
 * such a cell gets a single quote in front, which makes the spreadsheet read it as text, and
 * is always quoted.
 *
 * The rule, exactly:
 * - A number (a JavaScript number, or text that is only a decimal number such as `-5` or
 *   `+3.5`) is written as it is: it cannot call anything, and `-5` must stay a number.
 * - Any other text that begins with a formula character, after any number of single quotes,
 *   gets one more single quote in front. The "after any number of quotes" part makes the rule
 *   reversible: `'=x` (an operator's own quote) is written `''=x`, so a reader that takes one
 *   quote off text beginning with quotes and a formula character (`restoreCsvText`) gets back
 *   exactly what was written, and text that never got a quote is never touched.
 */
const formulaStart = /^'*[=+\-@\t\r]/
const writtenFormula = /^'+[=+\-@\t\r]/
const plainNumber = /^[+-]?\d+(?:\.\d+)?$/

/** The text as a spreadsheet must see it: a formula-looking cell marked as text with a leading `'`. */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text
}

/**
 * The inverse of `neutraliseFormula`, for a cell read back from a CSV the product (or a
 * spreadsheet, which drops the same quote) wrote: one leading `'` is taken off text that
 * begins with quotes and a formula character; any other text is left as it is.
 */
export function restoreCsvText(text: string): string {
  return writtenFormula.test(text) ? text.slice(1) : text
}

/**
 * One field: a formula-looking text neutralised and quoted; otherwise quoted only when it
 * must be (a comma, quote or line break in it) or when a spreadsheet set to another list
 * separator (`;`, tab) would split it into a cell of its own.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = neutraliseFormula(value)
  return text !== value || /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header line, then one line per row, each ending in a newline. */
export function toCsv(header: readonly string[], rows: (string | number | null)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\n')}\n`
}
