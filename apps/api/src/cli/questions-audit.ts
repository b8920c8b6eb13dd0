/**
 * `npm run questions:audit`: the seed question bank as a player meets it. Prints the bank
 * per category and difficulty, where the answers sit (position and value), the duplicates
 * found, a middle-number guesser's chance, and a daily player's 30 days, simulated on an
 * embedded database with the very statement that picks a play's questions. With file
 * arguments, audits those JSON files instead of the seed bank.
 */
import { readFileSync } from 'node:fs'
import { quizRules } from '@khelahobe/contracts/rules'
import { demoCategories, seedQuestions } from '../db/seed.ts'
import {
  byCategory,
  findDuplicates,
  findGiveaways,
  middleGuesserChance,
  tally,
  valueRankShares,
} from '../modules/quiz/bank-audit.ts'
import { simulateDailyPlayer } from '../modules/quiz/daily-player.ts'
import { questionRowSchema } from '../modules/quiz/question-bank.ts'

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

const giveaways = findGiveaways(rows)
console.log(
  `Giveaways (a question stating the year or name another asks for, on the same topic): ${giveaways.length}`,
)
for (const giveaway of giveaways.slice(0, 20)) {
  console.log(`  «${giveaway.asked}» (${giveaway.answer}) given away by «${giveaway.by}»`)
}

const month = await simulateDailyPlayer(rows, { days: 30 })
console.log(
  `\nA daily player over 30 days (regular plays in ${month.categories.join(', ')}, and the special quiz): ${month.asked} questions in ${month.plays} plays, ${month.different} different; first repeat: ${month.firstRepeatDay === null ? 'none within 30 days' : `day ${month.firstRepeatDay}`}; repeats: ${percent(100 * month.repeatShare)}.`,
)
