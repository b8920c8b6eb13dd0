/** The two generated question files: where they live and what they hold. */
import { type Category, type Generated, generate, render } from './core.ts'
import { intelligenceTemplates } from './intelligence.ts'
import { mathTemplates } from './math.ts'

const seedData = new URL('../../../db/seed-data/questions/', import.meta.url)

export interface QuestionFile {
  category: Category
  file: URL
  questions: Generated[]
  /** Exactly the bytes committed to the repository. */
  text: string
}

export function questionFiles(): QuestionFile[] {
  const files: [Category, string, Generated[]][] = [
    ['math-puzzles', 'math-puzzles.generated.json', generate('math-puzzles', mathTemplates)],
    ['intelligence', 'intelligence.generated.json', generate('intelligence', intelligenceTemplates)],
  ]
  return files.map(([category, name, questions]) => ({
    category,
    file: new URL(name, seedData),
    questions,
    text: render(questions),
  }))
}
