/** A figure for the README: one line, `[faults]` in front, so `grep '\[faults\]'` collects them all. */
export function figure(text: string) {
  console.log(`[faults] ${text}`)
}

export const ms = (value: number) => `${Math.round(value)} ms`
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`

/** A short, single-line form of a body or error for a failure message. */
export const clip = (text: string, max = 300) =>
  text.length > max
    ? `${JSON.stringify(text.slice(0, max)).slice(1, -1)}… (${text.length} chars)`
    : JSON.stringify(text).slice(1, -1)

/**
 * Findings for a failure message, identical ones folded into one line with a count (the
 * envelope's requestId differs on every answer and is left out for that).
 */
export function folded(findings: string[], max = 40): string {
  const counts = new Map<string, number>()
  for (const finding of findings) {
    const key = finding.replace(/\\?"requestId\\?":\\?"[^"\\]*\\?"/g, '"requestId":…')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const lines = [...counts].map(([finding, n]) => (n > 1 ? `${finding}  (× ${n})` : finding))
  return `${findings.length} findings, ${lines.length} distinct:\n${lines.slice(0, max).join('\n')}${lines.length > max ? `\n… and ${lines.length - max} more` : ''}`
}

/** An answer in one line: status and the error envelope's code and message when it has one. */
export function answerLine(response: { status: number; body: string }): string {
  try {
    const { code, message } = JSON.parse(response.body) as { code?: string; message?: string }
    if (code || message) return `HTTP ${response.status} ${code ?? ''} ${message ?? ''}`.trim()
  } catch {
    // not JSON
  }
  return `HTTP ${response.status} ${clip(response.body, 200)}`
}
