/**
 * `node --import tsx apps/api/src/modules/quiz/question-generators/generate.ts`
 *
 * Writes the generated গণিত ধাঁধা and বুদ্ধিমত্তা questions to the seed-data folder. The
 * output depends only on the code, so running it twice gives the same bytes; the tests
 * regenerate the files and fail if the committed ones differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { questionFiles } from './question-files.ts'

for (const { file, questions, text } of questionFiles()) {
  mkdirSync(new URL('.', file), { recursive: true })
  writeFileSync(file, text)
  console.log(`${fileURLToPath(file)}: ${questions.length} questions`)
}
