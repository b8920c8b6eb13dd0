/**
 * The page editor's live preview: the same filling the API does (its `rule-figures.ts`), run
 * on the draft as the operator types. A placeholder the figures do not know stays as written,
 * so the operator sees it before the server refuses it.
 */
const placeholder = /\{(\w+)\}/g

export function fillTemplate(template: string, figures: Readonly<Record<string, string>>): string {
  return template.replace(placeholder, (whole, name: string) => figures[name] ?? whole)
}

/** The placeholders a template uses that the figures do not know, each once, in order. */
export function unknownPlaceholders(template: string, figures: Readonly<Record<string, string>>): string[] {
  const names = [...template.matchAll(placeholder)].map((match) => match[1] as string)
  return [...new Set(names)].filter((name) => !Object.hasOwn(figures, name))
}

/** `text` with `insert` put in place of the selection `[start, end)`, and where the caret goes after it. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number = start,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length))
  const to = Math.max(from, Math.min(end, text.length))
  return { text: `${text.slice(0, from)}${insert}${text.slice(to)}`, caret: from + insert.length }
}

/** The ids in their new order after the item at `index` moves one place up (-1) or down (+1); null at an end. */
export function moved(ids: readonly number[], index: number, by: -1 | 1): number[] | null {
  const target = index + by
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null
  const next = [...ids]
  ;[next[index], next[target]] = [next[target] as number, next[index] as number]
  return next
}
