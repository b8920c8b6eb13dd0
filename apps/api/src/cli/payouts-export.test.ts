import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../db/client.ts'
import { auditLog, payouts, prizeAwards, users } from '../db/schema.ts'

const run = promisify(execFile)
const script = fileURLToPath(new URL('./payouts-export.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'payouts-export-'))
const dataDir = join(dir, 'data')
// Run from the temporary folder (the default file lands there), so tsx is named by its path.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

async function exportCli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', tsx, script, ...args], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>) {
  const database = await openPglite(dataDir)
  try {
    await database.migrate()
    return await work(database.db)
  } finally {
    await database.close()
  }
}

describe('npm run payouts:export', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses bad arguments with exit code 2 and writes nothing', async () => {
    const backwards = await exportCli(['--from', '2026-11-08', '--to', '2026-11-01'])
    expect(backwards.code).toBe(2)
    expect(backwards.stderr).toContain('--from (2026-11-08) must not be after --to (2026-11-01).')
    expect(backwards.stderr).toContain('Usage: npm run payouts:export')
    const missing = await exportCli(['--from', '2026-11-01'])
    expect(missing).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Both --from and --to are required.'),
    })
    expect(readdirSync(dir)).toEqual([])
  }, 60_000)

  it('writes the pending payouts of the range to a CSV once, then only a header', async () => {
    const payoutId = await withDatabase(async (db) => {
      const [user] = await db.insert(users).values({ msisdn: '01700000001' }).returning()
      const [award] = await db
        .insert(prizeAwards)
        .values({
          competition: 'daily_quiz',
          period: '2026-11-03',
          rank: 1,
          userId: user?.id ?? 0,
          payoutMsisdn: '01900000001',
          prize: 'cash',
          amountTaka: 10,
          score: 20,
          elapsedMs: 1000,
        })
        .returning()
      const [payout] = await db
        .insert(payouts)
        .values({ awardId: award?.id ?? 0, msisdn: '01900000001', amountTaka: 10, prize: 'cash' })
        .returning()
      return payout?.id
    })

    const first = await exportCli(['--from', '2026-11-01', '--to', '2026-11-07'])
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/Exported 1 payout\(s\), 10 taka in cash, as batch \S+ to \S+\.csv\./)
    const [file] = readdirSync(dir).filter((name) => name.endsWith('.csv'))
    expect(file).toMatch(/^payouts-2026-11-01-2026-11-07-\d{8}T\d{6}-[0-9a-f]{6}\.csv$/)
    expect(readFileSync(join(dir, file ?? ''), 'utf8')).toBe(
      `payout_id,msisdn,amount_taka,prize,competition,period,rank\n${payoutId},01900000001,10,cash,daily_quiz,2026-11-03,1\n`,
    )

    const again = await exportCli(['--from', '2026-11-01', '--to', '2026-11-07', '--out', 'again.csv'])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(
      'No pending payouts for 2026-11-01 to 2026-11-07; wrote the header only to',
    )
    expect(readFileSync(join(dir, 'again.csv'), 'utf8')).toBe(
      'payout_id,msisdn,amount_taka,prize,competition,period,rank\n',
    )
    // Never over an existing file.
    const clash = await exportCli(['--from', '2026-11-01', '--to', '2026-11-07', '--out', 'again.csv'])
    expect(clash).toMatchObject({ code: 2, stderr: expect.stringContaining('Cannot create') })
    // The export that took a payout is audited, by the command line (no operator).
    const audited = await withDatabase((db) =>
      db.select().from(auditLog).where(eq(auditLog.action, 'payouts.export')),
    )
    expect(audited).toEqual([
      expect.objectContaining({
        operatorId: null,
        after: expect.objectContaining({ count: 1, cashTaka: 10 }),
      }),
    ])
  }, 60_000)
})
