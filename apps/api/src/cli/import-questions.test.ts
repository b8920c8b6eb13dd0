import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../db/client.ts'

const run = promisify(execFile)
const script = fileURLToPath(new URL('./import-questions.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'questions-import-'))

async function importFile(name: string, text: string) {
  const file = join(dir, name)
  writeFileSync(file, text)
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, file], {
      env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function countQuestions() {
  const database = await openPglite(join(dir, 'data'))
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from questions`)) as unknown as {
      rows: { n: number }[]
    }
    return result.rows[0]?.n
  } finally {
    await database.close()
  }
}

describe('npm run questions:import', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('imports nothing from a file with a bad row, and names the line', async () => {
    const result = await importFile(
      'bad.csv',
      'category,question,option1,option2,option3,answer\nsports,নতুন প্রশ্ন ১?,ক,খ,গ,option1\nsports,নতুন প্রশ্ন ২?,ক,খ,গ,option9\n',
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('bad.csv:3: answer must be option1, option2 or option3.')
    expect(result.stderr).toContain('1 bad row(s); nothing was imported.')
    const seeded = await countQuestions()
    const good = await importFile(
      'good.csv',
      'category,question,option1,option2,option3,answer\nsports,নতুন প্রশ্ন ১?,ক,খ,গ,option1\n',
    )
    expect(good).toMatchObject({ code: 0, stdout: expect.stringContaining('Imported 1 question(s)') })
    expect(await countQuestions()).toBe((seeded ?? 0) + 1)
  }, 60_000)
})
