import { asc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../test/databases.ts'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import { auditLog, payouts, prizeAwards, users } from '../../db/schema.ts'
import { toExportCsv } from './payouts.csv.ts'
import { exportPayouts, markPayouts } from './payouts.service.ts'

const now = new Date('2026-11-08T04:00:00.000Z')

/** Awards with their pending payouts, as the winners jobs leave them. */
async function award(
  db: Database,
  a: {
    competition: string
    period: string
    rank: number
    wallet: string
    prize?: 'cash' | 'smartphone' | 'smartwatch'
    amountTaka?: number
  },
) {
  const [user] = await db.insert(users).values({ msisdn: a.wallet }).returning()
  const [row] = await db
    .insert(prizeAwards)
    .values({
      competition: a.competition,
      period: a.period,
      rank: a.rank,
      userId: user?.id ?? 0,
      payoutMsisdn: a.wallet,
      prize: a.prize ?? 'cash',
      amountTaka: a.amountTaka ?? 10,
      score: 20,
      elapsedMs: 1000,
    })
    .returning()
  const [payout] = await db
    .insert(payouts)
    .values({
      awardId: row?.id ?? 0,
      msisdn: a.wallet,
      amountTaka: a.amountTaka ?? 10,
      prize: a.prize ?? 'cash',
    })
    .returning()
  return payout?.id ?? 0
}

describe.each(testDatabases)('payouts on $name', (kind) => {
  let database: DatabaseHandle
  let db: Database
  const statuses = async () =>
    db
      .select({
        id: payouts.id,
        status: payouts.status,
        ref: payouts.providerRef,
        settledAt: payouts.settledAt,
      })
      .from(payouts)
      .orderBy(asc(payouts.id))

  beforeEach(async () => {
    database = await kind.open()
    db = database.db
  })
  afterEach(() => database.close())

  it('exports the pending payouts of periods starting in the range, once', async () => {
    const ids = {
      dayFirst: await award(db, {
        competition: 'daily_quiz',
        period: '2026-11-01',
        rank: 1,
        wallet: '01700000001',
      }),
      dayLast: await award(db, {
        competition: 'daily_game',
        period: '2026-11-07',
        rank: 2,
        wallet: '01700000002',
      }),
      dayAfter: await award(db, {
        competition: 'daily_quiz',
        period: '2026-11-08',
        rank: 1,
        wallet: '01700000003',
      }),
      // A week by its Saturday: the week of 31 October is outside, that of 7 November inside.
      weekBefore: await award(db, {
        competition: 'weekly_special',
        period: '2026-10-31',
        rank: 1,
        wallet: '01700000004',
        amountTaka: 50,
      }),
      week: await award(db, {
        competition: 'weekly_special',
        period: '2026-11-07',
        rank: 1,
        wallet: '01700000005',
        amountTaka: 50,
      }),
      // A month by its 1st.
      month: await award(db, {
        competition: 'monthly_quiz',
        period: '2026-11',
        rank: 1,
        wallet: '01700000006',
        prize: 'smartphone',
        amountTaka: 0,
      }),
      monthBefore: await award(db, {
        competition: 'monthly_quiz',
        period: '2026-10',
        rank: 3,
        wallet: '01700000007',
      }),
    }
    const exported = await exportPayouts(db, {
      from: '2026-11-01',
      to: '2026-11-07',
      batch: 'b1',
      now,
      operatorId: null,
    })
    expect(exported).toEqual([
      {
        payoutId: ids.dayFirst,
        msisdn: '01700000001',
        amountTaka: 10,
        prize: 'cash',
        competition: 'daily_quiz',
        period: '2026-11-01',
        rank: 1,
      },
      {
        payoutId: ids.month,
        msisdn: '01700000006',
        amountTaka: 0,
        prize: 'smartphone',
        competition: 'monthly_quiz',
        period: '2026-11',
        rank: 1,
      },
      expect.objectContaining({ payoutId: ids.dayLast, competition: 'daily_game', period: '2026-11-07' }),
      expect.objectContaining({ payoutId: ids.week, competition: 'weekly_special', amountTaka: 50 }),
    ])
    const rows = await db.select().from(payouts).where(eq(payouts.exportBatch, 'b1'))
    expect(rows).toHaveLength(4)
    for (const row of rows) expect(row).toMatchObject({ status: 'exported', exportedAt: now })
    expect(
      (await db.select().from(payouts).where(eq(payouts.status, 'pending'))).map((r) => r.id).sort(),
    ).toEqual([ids.dayAfter, ids.weekBefore, ids.monthBefore].sort())

    expect(
      await exportPayouts(db, { from: '2026-11-01', to: '2026-11-07', batch: 'b2', now, operatorId: null }),
    ).toEqual([])
    // The export is audited with the command line as its actor; the empty one changed nothing and is not.
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'payouts.export'))
    expect(audited).toEqual([
      expect.objectContaining({
        operatorId: null,
        subject: 'batch:b1',
        after: { status: 'exported', from: '2026-11-01', to: '2026-11-07', count: 4, cashTaka: 70 },
      }),
    ])
    expect(toExportCsv(exported)).toBe(
      [
        'payout_id,msisdn,amount_taka,prize,competition,period,rank',
        `${ids.dayFirst},01700000001,10,cash,daily_quiz,2026-11-01,1`,
        `${ids.month},01700000006,0,smartphone,monthly_quiz,2026-11,1`,
        `${ids.dayLast},01700000002,10,cash,daily_game,2026-11-07,2`,
        `${ids.week},01700000005,50,cash,weekly_special,2026-11-07,1`,
        '',
      ].join('\n'),
    )
  })

  it('never puts one payout in two exports running at once', async () => {
    for (let i = 0; i < 40; i++) {
      await award(db, {
        competition: 'daily_game',
        period: '2026-11-03',
        rank: i + 1,
        wallet: `0170000${String(i).padStart(4, '0')}`,
      })
    }
    const range = { from: '2026-11-01', to: '2026-11-07', now, operatorId: null }
    const batches = await Promise.all(
      ['c1', 'c2', 'c3'].map((batch) => exportPayouts(db, { ...range, batch })),
    )
    const ids = batches.flat().map((row) => row.payoutId)
    expect(ids).toHaveLength(40)
    expect(new Set(ids).size).toBe(40)
  })

  it('marks exported payouts paid or failed, all or nothing, and a repeat changes nothing', async () => {
    const a = await award(db, {
      competition: 'daily_quiz',
      period: '2026-11-01',
      rank: 1,
      wallet: '01700000001',
    })
    const b = await award(db, {
      competition: 'daily_quiz',
      period: '2026-11-01',
      rank: 2,
      wallet: '01700000002',
    })
    const c = await award(db, {
      competition: 'daily_quiz',
      period: '2026-11-01',
      rank: 3,
      wallet: '01700000003',
    })
    const pending = await award(db, {
      competition: 'daily_quiz',
      period: '2026-11-20',
      rank: 1,
      wallet: '01700000004',
    })
    await exportPayouts(db, { from: '2026-11-01', to: '2026-11-01', batch: 'b1', now, operatorId: null })

    const refused = await markPayouts(
      db,
      [
        { payoutId: a, status: 'paid', line: 2 },
        { payoutId: 999_999, status: 'paid', line: 3 },
        { payoutId: pending, status: 'paid', line: 4 },
      ],
      now,
    )
    expect(refused).toEqual({
      ok: false,
      problems: [
        { line: 3, message: 'There is no payout 999999.' },
        { line: 4, message: `Payout ${pending} has not been exported yet.` },
      ],
    })
    expect(
      await markPayouts(
        db,
        [
          { payoutId: a, status: 'sent' },
          { payoutId: b, status: 'paid' },
          { payoutId: b, status: 'failed' },
        ],
        now,
      ),
    ).toEqual({
      ok: false,
      problems: [
        { line: 1, message: "status must be 'paid' or 'failed', not 'sent'." },
        { line: 3, message: `payout ${b} is marked paid on line 2 and failed here.` },
      ],
    })
    expect((await statuses()).map((row) => row.status)).toEqual([
      'exported',
      'exported',
      'exported',
      'pending',
    ])

    const rows = [
      { payoutId: a, status: 'paid', providerRef: 'TRX-A' },
      { payoutId: b, status: 'failed', providerRef: null },
      { payoutId: c, status: 'paid' },
    ]
    expect(await markPayouts(db, rows, now)).toEqual({ ok: true, paid: 2, failed: 1, unchanged: 0 })
    const marked = await statuses()
    expect(marked).toEqual([
      { id: a, status: 'paid', ref: 'TRX-A', settledAt: now },
      { id: b, status: 'failed', ref: null, settledAt: now },
      { id: c, status: 'paid', ref: null, settledAt: now },
      { id: pending, status: 'pending', ref: null, settledAt: null },
    ])

    const later = new Date(now.getTime() + 60_000)
    expect(await markPayouts(db, rows, later)).toEqual({ ok: true, paid: 0, failed: 0, unchanged: 3 })
    expect(await statuses()).toEqual(marked)

    expect(
      await markPayouts(
        db,
        [
          { payoutId: a, status: 'failed' },
          { payoutId: b, status: 'paid' },
        ],
        later,
      ),
    ).toEqual({
      ok: false,
      problems: [
        { line: 1, message: `Payout ${a} is already paid; it cannot become failed.` },
        { line: 2, message: `Payout ${b} is already failed; it cannot become paid.` },
      ],
    })
    expect(await statuses()).toEqual(marked)
  })
})
