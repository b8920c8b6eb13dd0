import { parse as parseCsv } from 'csv-parse/sync'
import { toCsv } from '../../lib/csv.ts'
import type { ExportedPayout, MarkRow, Problem } from './payouts.service.ts'

export const exportHeader = 'payout_id,msisdn,amount_taka,prize,competition,period,rank'

/** The file the operator hands to the wallet cash-in: a header, then one line per payout. */
export function toExportCsv(rows: ExportedPayout[]): string {
  return toCsv(
    exportHeader.split(','),
    rows.map((row) => [
      row.payoutId,
      row.msisdn,
      row.amountTaka,
      row.prize,
      row.competition,
      row.period,
      row.rank,
    ]),
  )
}

/**
 * Reads the operator's settlement file, `payout_id,status[,provider_ref]` with a header
 * (other columns are ignored, so the export file with a status column added will do).
 * Every line is checked; each problem names its line.
 */
export function parseMarkCsv(text: string): { rows: MarkRow[]; problems: Problem[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parseCsv(text, { columns: true, skip_empty_lines: true, bom: true, trim: true, info: true })
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1
    return {
      rows: [],
      problems: [{ line, message: `The file is not valid CSV: ${(error as Error).message}` }],
    }
  }
  const first = records[0]
  if (!first) return { rows: [], problems: [{ line: 1, message: 'The file holds no payouts.' }] }
  const missing = ['payout_id', 'status'].filter((column) => !(column in first.record))
  if (missing.length > 0) {
    return {
      rows: [],
      problems: [{ line: 1, message: `The header must name the columns ${missing.join(' and ')}.` }],
    }
  }
  const rows: MarkRow[] = []
  const problems: Problem[] = []
  for (const { record, info } of records) {
    const line = info.lines
    const id = record.payout_id ?? ''
    const status = (record.status ?? '').toLowerCase()
    const providerRef = record.provider_ref || null
    const issues: string[] = []
    if (!/^[1-9]\d{0,9}$/.test(id)) issues.push(`payout_id must be a payout's number, not '${id}'.`)
    if (status !== 'paid' && status !== 'failed')
      issues.push(`status must be 'paid' or 'failed', not '${record.status ?? ''}'.`)
    if (providerRef && providerRef.length > 100) issues.push('provider_ref must be at most 100 characters.')
    if (issues.length > 0) problems.push({ line, message: issues.join(' ') })
    else rows.push({ payoutId: Number(id), status, providerRef, line })
  }
  return { rows, problems }
}
