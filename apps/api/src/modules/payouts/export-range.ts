import { parseArgs } from 'node:util'
import { daysBetween, isCalendarDate } from '@khelahobe/contracts/dhaka-time'

/** An export covers at most about a quarter, so one file stays reviewable. */
export const maxExportDays = 93

export const exportUsage = 'Usage: npm run payouts:export -- --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE]'

/** The command line of `payouts:export`, checked: the range, or what is wrong with it. */
export function parseExportArgs(
  argv: string[],
): { ok: true; from: string; to: string; out: string | undefined } | { ok: false; message: string } {
  let values: { from?: string | undefined; to?: string | undefined; out?: string | undefined }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    return { ok: false, message: (error as Error).message }
  }
  const { from, to, out } = values
  if (!from || !to) return { ok: false, message: 'Both --from and --to are required.' }
  for (const [name, value] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (!isCalendarDate(value))
      return { ok: false, message: `${name} must be a date written YYYY-MM-DD, not '${value}'.` }
  }
  const problem = exportRangeProblem(from, to, { from: '--from', to: '--to' })
  if (problem) return { ok: false, message: problem }
  if (out === '') return { ok: false, message: '--out needs a file name.' }
  return { ok: true, from, to, out }
}

/** What is wrong with an export's range of real dates, or null; `names` are what the person typed them into. */
export function exportRangeProblem(
  from: string,
  to: string,
  names = { from: 'From', to: 'To' },
): string | null {
  if (from > to) return `${names.from} (${from}) must not be after ${names.to} (${to}).`
  if (daysBetween(from, to) + 1 > maxExportDays) return `The range may cover at most ${maxExportDays} days.`
  return null
}
