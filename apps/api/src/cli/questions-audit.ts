/**
 * `npm run questions:audit`: the seed question bank as a player meets it. Prints the bank
 * per category and difficulty, where the answers sit (position and value), the duplicates
 * found, a middle-number guesser's chance, and a daily player's 30 days, simulated on an
 * embedded database with the very statement that picks a play's questions. With file
 * arguments, audits those JSON files instead of the seed bank.
 */
import { readFileSync } from 'node:fs'
import { quizRules } from '@khelahobe/contracts/rules'
import { eq, inArray } from 'drizzle-orm'
import { openPglite } from '../db/client.ts'
import { categories, playQuestions, quizPlays, users } from '../db/schema.ts'
import { demoCategories, seedQuestions } from '../db/seed.ts'
import { addDays, dhakaDayStart } from '../lib/dhaka-time.ts'
import {
  byCategory,
  findDuplicates,
  middleGuesserChance,
  tally,
  valueRankShares,
} from '../modules/quiz/bank-audit.ts'
import { importQuestions, questionRowSchema } from '../modules/quiz/question-bank.ts'
import { pickQuestions } from '../modules/quiz/quiz.repo.ts'
import { freshnessMs } from '../modules/quiz/quiz.service.ts'

// The seed bank, or the JSON files named (to audit a batch before importing it).
const files = process.argv.slice(2)
const rows =
  files.length > 0
    ? files.flatMap((file) => questionRowSchema.array().parse(JSON.parse(readFileSync(file, 'utf8'))))
    : seedQuestions()
const percent = (value: number) => `${value.toFixed(1)} %`
const groups = byCategory(rows)

console.log(`# Question bank: ${rows.length} questions\n`)
console.log(
  '| category | easy | medium | hard | total | answer option1/2/3 | numeric | smallest/middle/largest |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const [category, group] of [...groups.entries(), ['all', rows] as const]) {
  const difficulty = tally(group.map((row) => row.difficulty))
  const positions = tally(group.map((row) => row.answer))
  const share = (key: 'option1' | 'option2' | 'option3') =>
    ((100 * (positions.get(key) ?? 0)) / group.length).toFixed(0)
  const ranks = valueRankShares(group)
  console.log(
    `| ${category} | ${difficulty.get('easy') ?? 0} | ${difficulty.get('medium') ?? 0} | ${difficulty.get('hard') ?? 0} | ${group.length} | ${share('option1')}/${share('option2')}/${share('option3')} % | ${ranks.numeric} | ${ranks.smallest.toFixed(1)}/${ranks.middle.toFixed(1)}/${ranks.largest.toFixed(1)} % |`,
  )
}

const duplicates = findDuplicates(rows)
console.log(`\nDuplicates (same text, same fact, or near text within a category): ${duplicates.length}`)
for (const duplicate of duplicates.slice(0, 20)) {
  console.log(`  ${duplicate.kind}: «${duplicate.first}» / «${duplicate.second}»`)
}

// A seeded generator, so the printed figures repeat from run to run.
let seed = 20_261_123
const random = () => {
  seed = (seed * 16_807) % 2_147_483_647
  return seed / 2_147_483_647
}
const visible = new Set<string>(demoCategories.filter((c) => c.visible).map((c) => c.slug))
const regular = middleGuesserChance(
  rows.filter((row) => visible.has(row.category)),
  { count: quizRules.regular.questions, line: quizRules.regular.winningCorrect, random },
)
console.log(
  `\nA player who always takes the middle number (and guesses elsewhere) reaches ${quizRules.regular.winningCorrect} of ${quizRules.regular.questions}: ${percent(100 * regular.middleGuesser)} of plays (pure guessing: ${percent(100 * regular.pureGuess)}).`,
)

// ---------------------------------------------------------------------------
// A daily player for 30 days: two regular plays in the same three categories (the three
// smallest visible ones, the hardest case), and the special quiz, every day.

const database = await openPglite()
await database.migrate()
await database.db.insert(categories).values([...demoCategories])
await importQuestions(database.db, rows)
const ids = new Map(
  (await database.db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
    c.slug,
    c.id,
  ]),
)
const chosen = [...groups.entries()]
  .filter(([slug]) => visible.has(slug))
  .sort((a, b) => a[1].length - b[1].length)
  .slice(0, 3)
  .map(([slug]) => slug)
const [player] = await database.db.insert(users).values({ msisdn: '01700000000' }).returning()
if (!player) throw new Error('no player')

const seen = new Set<number>()
let asked = 0
let repeats = 0
let firstRepeatDay: number | null = null
const firstDay = '2026-12-01'
for (let day = 1; day <= 30; day++) {
  const date = addDays(firstDay, day - 1)
  const plays = [
    { kind: 'regular' as const, attempt: 1, categories: chosen, hour: 9 },
    { kind: 'regular' as const, attempt: 2, categories: chosen, hour: 13 },
    { kind: 'special' as const, attempt: 1, categories: [...ids.keys()], hour: 20 },
  ]
  for (const play of plays) {
    const startedAt = new Date(dhakaDayStart(date).getTime() + play.hour * 3_600_000)
    const picked = await pickQuestions(database.db, {
      userId: player.id,
      categoryIds: play.categories.map((slug) => ids.get(slug) ?? 0),
      count: quizRules[play.kind].questions,
      since: new Date(startedAt.getTime() - freshnessMs),
    })
    const [row] = await database.db
      .insert(quizPlays)
      .values({
        userId: player.id,
        kind: play.kind,
        day: date,
        attempt: play.attempt,
        questionCount: picked.length,
        startedAt,
        deadline: new Date(startedAt.getTime() + 90_000),
        endedAt: new Date(startedAt.getTime() + 90_000),
      })
      .returning()
    await database.db
      .insert(playQuestions)
      .values(picked.map((q, position) => ({ playId: row?.id ?? 0, questionId: q.id, position })))
    for (const { id } of picked) {
      asked++
      if (seen.has(id)) {
        repeats++
        firstRepeatDay ??= day
      }
      seen.add(id)
    }
  }
}
const inChosen = await database.db
  .select({ id: quizPlays.id })
  .from(quizPlays)
  .where(inArray(quizPlays.userId, [player.id]))
console.log(
  `\nA daily player over 30 days (regular plays in ${chosen.join(', ')}, and the special quiz): ${asked} questions in ${inChosen.length} plays, ${seen.size} different; first repeat: ${firstRepeatDay === null ? 'none within 30 days' : `day ${firstRepeatDay}`}; repeats: ${percent((100 * repeats) / asked)}.`,
)
await database.db.delete(users).where(eq(users.id, player.id))
await database.close()
