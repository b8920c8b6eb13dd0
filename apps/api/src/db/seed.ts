import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedDemoTournament } from '../modules/games/demo-tournament.ts'
import { importQuestions, questionRowSchema } from '../modules/quiz/question-bank.ts'
import { paths } from '../paths.ts'
import type { Database } from './client.ts'
import { categories } from './schema.ts'

/** The quiz categories of spec §2; intelligence exists but is hidden from the picker. */
export const demoCategories = [
  { slug: 'general-knowledge', name: 'সাধারণ জ্ঞান', visible: true, sortOrder: 1 },
  { slug: 'math-puzzles', name: 'গণিত ধাঁধা', visible: true, sortOrder: 2 },
  { slug: 'sports', name: 'খেলাধুলা', visible: true, sortOrder: 3 },
  { slug: 'world', name: 'বিশ্ব', visible: true, sortOrder: 4 },
  { slug: 'intelligence', name: 'বুদ্ধিমত্তা', visible: false, sortOrder: 5 },
] as const

/**
 * The seeded Bangla question bank, written for this product: every JSON file of
 * `seed-data/questions`, each a batch of one topic (`*.generated.json` are written by
 * `modules/quiz/question-generators` and checked against it).
 */
export function seedQuestions() {
  return readdirSync(paths.seedQuestions)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) =>
      questionRowSchema.array().parse(JSON.parse(readFileSync(join(paths.seedQuestions, name), 'utf8'))),
    )
}

/**
 * Fills an empty database with the demo content; running it again changes nothing, and
 * never overwrites a question an operator has since re-imported.
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<void> {
  await db
    .insert(categories)
    .values([...demoCategories])
    .onConflictDoNothing({ target: categories.slug })
  await importQuestions(db, seedQuestions(), { replace: false })
  await seedDemoTournament(db, now)
}
