/**
 * `npm run questions:import -- FILE` (.json: an array of questions; .csv: a header row
 * `category,question,option1,option2,option3,answer`). Every row is checked first; if any
 * is bad, each is reported by line and nothing is imported.
 */
import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { seedDemoContent } from '../db/seed.ts'
import { categorySlugs, importQuestions, parseQuestionFile } from '../modules/quiz/question-bank.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run questions:import -- FILE.json|FILE.csv')
  process.exit(2)
}
const format = extname(file).toLowerCase() === '.csv' ? 'csv' : 'json'
let text: string
try {
  text = readFileSync(file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(2)
}

const env = loadEnv()
const database = await openDatabase(env)
try {
  await database.migrate()
  await seedDemoContent(database.db)
  const { rows, problems } = parseQuestionFile(
    text,
    format,
    new Set((await categorySlugs(database.db)).keys()),
  )
  if (problems.length > 0) {
    for (const problem of problems) console.error(`${file}:${problem.line}: ${problem.message}`)
    console.error(`${problems.length} bad row(s); nothing was imported.`)
    process.exitCode = 1
  } else {
    const count = await importQuestions(database.db, rows)
    console.log(`Imported ${count} question(s) from ${file}.`)
  }
} finally {
  await database.close()
}
