import { describe, expect, it } from 'vitest'
import { parseExportArgs } from './export-range.ts'
import { parseMarkCsv } from './payouts.csv.ts'

describe('the settlement file', () => {
  it('reads payout_id, status and an optional provider_ref; other columns are ignored', () => {
    const text =
      'payout_id,msisdn,status,provider_ref\n12,01700000001,paid,TRX1\n\n13,01700000002,FAILED,\n14,01700000003, paid ,\n'
    expect(parseMarkCsv(text)).toEqual({
      rows: [
        { payoutId: 12, status: 'paid', providerRef: 'TRX1', line: 2 },
        { payoutId: 13, status: 'failed', providerRef: null, line: 4 },
        { payoutId: 14, status: 'paid', providerRef: null, line: 5 },
      ],
      problems: [],
    })
  })

  it('names every bad line', () => {
    const text = 'payout_id,status\n12,paid\nabc,paid\n14,sent\n0,\n'
    expect(parseMarkCsv(text).problems).toEqual([
      { line: 3, message: "payout_id must be a payout's number, not 'abc'." },
      { line: 4, message: "status must be 'paid' or 'failed', not 'sent'." },
      {
        line: 5,
        message: "payout_id must be a payout's number, not '0'. status must be 'paid' or 'failed', not ''.",
      },
    ])
  })

  it('refuses a file without the columns, without rows, or not CSV at all', () => {
    expect(parseMarkCsv('id,state\n1,paid\n').problems).toEqual([
      { line: 1, message: 'The header must name the columns payout_id and status.' },
    ])
    expect(parseMarkCsv('payout_id,status\n').problems).toEqual([
      { line: 1, message: 'The file holds no payouts.' },
    ])
    const broken = parseMarkCsv('payout_id,status\n1,paid\n2,"paid\n')
    expect(broken.problems[0]?.message).toMatch(/^The file is not valid CSV/)
  })
})

describe('the export command line', () => {
  it('takes a range of real dates, at most 93 days, from before to', () => {
    expect(parseExportArgs(['--from', '2026-11-01', '--to', '2026-11-07'])).toEqual({
      ok: true,
      from: '2026-11-01',
      to: '2026-11-07',
      out: undefined,
    })
    expect(parseExportArgs(['--from=2026-11-01', '--to=2027-02-01', '--out', 'x.csv'])).toMatchObject({
      ok: true,
      out: 'x.csv',
    })
    const refused = (argv: string[]) => {
      const result = parseExportArgs(argv)
      return result.ok ? 'accepted' : result.message
    }
    expect(refused(['--from', '2026-11-01'])).toBe('Both --from and --to are required.')
    expect(refused(['--from', '2026-11-01', '--to', '2026-02-30'])).toBe(
      "--to must be a date written YYYY-MM-DD, not '2026-02-30'.",
    )
    expect(refused(['--from', '1/11/2026', '--to', '2026-11-07'])).toBe(
      "--from must be a date written YYYY-MM-DD, not '1/11/2026'.",
    )
    expect(refused(['--from', '2026-11-08', '--to', '2026-11-07'])).toBe(
      '--from (2026-11-08) must not be after --to (2026-11-07).',
    )
    expect(refused(['--from', '2026-11-01', '--to', '2027-02-02'])).toBe(
      'The range may cover at most 93 days.',
    )
    expect(refused(['--from', '2026-11-01', '--to', '2026-11-07', '--fast'])).toMatch(
      /Unknown option '--fast'/,
    )
    expect(refused(['--from', '2026-11-01', '--to', '2026-11-07', 'extra'])).toMatch(/extra/)
  })
})
