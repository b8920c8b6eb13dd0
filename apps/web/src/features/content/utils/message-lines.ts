/**
 * An item's message as the lines it was written in: the operator types plain text with line
 * breaks, and each line becomes a paragraph (never HTML). Blank lines are only spacing.
 * Each line carries a key of its own, so a list that repeats a line still renders.
 */
export function messageLines(message: string): { key: string; text: string }[] {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((text, index) => ({ key: `${index}`, text }))
}
