import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { asc } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../db/client.ts'
import { payouts, prizeAwards, users } from '../db/schema.ts'

const run = promisify(execFile)
const script = fileURLToPath(new URL('./payouts-mark.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'payouts-mark-'))
const dataDir = join(dir, 'data')

async function markCli(name: string, text: string) {
  const file = join(dir, name)
  writeFileSync(file, text)
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    return { file, code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { file, code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
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

const statuses = () =>
  withDatabase((db) =>
    db
      .select({ id: payouts.id, status: payouts.status, ref: payouts.providerRef })
      .from(payouts)
      .orderBy(asc(payouts.id)),
  )

describe('npm run payouts:mark', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('changes nothing when a line is bad, then applies a good file once', async () => {
    const [a, b] = await withDatabase(async (db) => {
      const ids: number[] = []
      for (const rank of [1, 2]) {
        const [user] = await db
          .insert(users)
          .values({ msisdn: `0170000000${rank}` })
          .returning()
        const [award] = await db
          .insert(prizeAwards)
          .values({
            competition: 'daily_game',
            period: '2026-11-03',
            rank,
            userId: user?.id ?? 0,
            payoutMsisdn: `0170000000${rank}`,
            prize: 'cash',
            amountTaka: 10,
            score: 100,
            elapsedMs: 1000,
          })
          .returning()
        const [payout] = await db
          .insert(payouts)
          .values({
            awardId: award?.id ?? 0,
            msisdn: `0170000000${rank}`,
            amountTaka: 10,
            prize: 'cash',
            status: 'exported',
            exportBatch: 'b1',
          })
          .returning()
        ids.push(payout?.id ?? 0)
      }
      return ids
    })

    const bad = await markCli('bad.csv', `payout_id,status,provider_ref\n${a},paid,TRX1\n${b},maybe,\n`)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain(`${bad.file}:3: status must be 'paid' or 'failed', not 'maybe'.`)
    expect(bad.stderr).toContain('1 bad line(s); nothing was changed.')
    const unknown = await markCli('unknown.csv', `payout_id,status\n${a},paid\n99999,paid\n`)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain(`${unknown.file}:3: There is no payout 99999.`)
    expect((await statuses()).map((row) => row.status)).toEqual(['exported', 'exported'])

    const text = `payout_id,status,provider_ref\n${a},paid,TRX1\n${b},failed,\n`
    const good = await markCli('good.csv', text)
    expect(good).toMatchObject({ code: 0, stdout: expect.stringContaining('Marked 1 paid and 1 failed') })
    expect(await statuses()).toEqual([
      { id: a, status: 'paid', ref: 'TRX1' },
      { id: b, status: 'failed', ref: null },
    ])
    const repeat = await markCli('good.csv', text)
    expect(repeat).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Marked 0 paid and 0 failed; 2 already had that status.'),
    })
  }, 90_000)
})
