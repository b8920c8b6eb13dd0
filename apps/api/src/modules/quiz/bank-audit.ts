import type { QuestionRow } from './question-bank.ts'

/**
 * What decides whether the bank is fair to people playing for money: duplicates and
 * questions that give each other away, and answers guessable from their value. Pure
 * functions over the rows, used by the test suite and by `npm run questions:audit`.
 */

const banglaDigits = /[০-৯]/g
const toAscii = (text: string) => text.replace(banglaDigits, (d) => String(d.charCodeAt(0) - 0x09e6))

/** Text compared for sameness: digits unified, punctuation and spacing gone, lower case. */
export function normalise(text: string) {
  return toAscii(text)
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
}

function trigrams(text: string) {
  const grams = new Set<string>()
  const chars = [...normalise(text)]
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''))
  return grams
}

function jaccard(a: Set<string>, b: Set<string>) {
  let shared = 0
  for (const gram of a) if (b.has(gram)) shared++
  return shared / (a.size + b.size - shared || 1)
}

const numbersIn = (text: string) => (toAscii(text).match(/\d+/g) ?? []).join(' ')

/** Whole words, so ইতালির does not contain ইতালি and রোমানিয়া does not contain রোম. */
const words = (text: string) =>
  toAscii(text)
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean)

export interface Giveaway {
  /** The question whose answer another one states. */
  asked: string
  answer: string
  /** The question that states it. */
  by: string
}

/**
 * Categories whose answers are computed from numbers in the question: a sum that happens
 * to equal a number in another question gives nothing away.
 */
const computedCategories = new Set(['math-puzzles', 'intelligence'])

/**
 * Words too common to say two questions are about the same thing: question words, "year",
 * verbs of every question, and the country every other question names.
 */
const commonWords = new Set(
  'কোন কোনটি কোনো কত কততম কী কি কে কাকে কার কবে কয়টি কয়জন কোথায় কীভাবে সালে সাল সালের সময় হয় হয়েছিল হয়েছে হিসেবে করে করেন করেছিল করেছিলেন প্রথম নাম নামে নামক এর এই ও এবং একটি দেশ দেশের বাংলাদেশ বাংলাদেশের বাংলাদেশে বিশ্বের বিশ্বে জন্য থেকে পর্যন্ত মধ্যে'.split(
    ' ',
  ),
)

/** The words that say what a question is about, each cut to its first four letters (a rough stem). */
function topicStems(text: string) {
  return new Set(
    words(text)
      .filter((word) => !commonWords.has(word) && !/^\d+$/.test(word) && [...word].length >= 3)
      .map((word) => [...word].slice(0, 4).join('')),
  )
}

/**
 * Questions whose answer another question states in its text, where the two are about the
 * same thing: "বাংলাদেশের সংবিধান কোন সালে গৃহীত হয়?" and "১৯৭২ সালের সংবিধানে …". The answer
 * must be a year of three or more digits, or a name of two words or more, found word for
 * word; the two questions must share a topic word. (A one-word answer such as a city is
 * mentioned in many innocent questions and is left to the fact keys.) Facts only: see
 * `computedCategories`.
 */
export function findGiveaways(all: QuestionRow[]): Giveaway[] {
  const found: Giveaway[] = []
  const rows = all.filter((row) => !computedCategories.has(row.category))
  const texts = rows.map((row) => ` ${words(row.question).join(' ')} `)
  const topics = rows.map((row) => topicStems(row.question))
  rows.forEach((row, asked) => {
    const answer = words(row[row.answer])
    const telling = answer.length >= 2 || (answer.length === 1 && /^\d{3,}$/.test(answer[0] ?? ''))
    if (!telling) return
    const needle = ` ${answer.join(' ')} `
    const answerStems = topicStems(row[row.answer])
    const about = [...(topics[asked] ?? [])].filter((stem) => !answerStems.has(stem))
    rows.forEach((other, index) => {
      if (index === asked || !texts[index]?.includes(needle)) return
      if (about.some((stem) => topics[index]?.has(stem)))
        found.push({ asked: row.question, answer: row[row.answer], by: other.question })
    })
  })
  return found
}

export function byCategory(rows: QuestionRow[]) {
  const groups = new Map<string, QuestionRow[]>()
  for (const row of rows) groups.set(row.category, [...(groups.get(row.category) ?? []), row])
  return groups
}

export interface Duplicate {
  kind: 'same text' | 'near text' | 'same fact'
  first: string
  second: string
}

/** Near duplicates (with the same answer and numbers) share this much of their three-letter pieces. */
export const nearDuplicateSimilarity = 0.55

/**
 * Exact duplicates (after normalising) anywhere in the bank, and within each category the
 * questions that test the same fact or read almost alike (a play draws from one category's
 * questions together, so those are the pairs that could meet in one play).
 */
export function findDuplicates(rows: QuestionRow[]): Duplicate[] {
  const found: Duplicate[] = []
  const byText = new Map<string, QuestionRow>()
  for (const row of rows) {
    const key = normalise(row.question)
    const earlier = byText.get(key)
    if (earlier) found.push({ kind: 'same text', first: earlier.question, second: row.question })
    else byText.set(key, row)
  }
  for (const group of byCategory(rows).values()) {
    const byFact = new Map<string, QuestionRow>()
    for (const row of group) {
      if (!row.fact) continue
      const earlier = byFact.get(row.fact)
      if (earlier) found.push({ kind: 'same fact', first: earlier.question, second: row.question })
      else byFact.set(row.fact, row)
    }
    // Each question's keys made once, not once for each of the category's thousand pairs it is in.
    const keyed = group.map((row) => ({
      question: row.question,
      grams: trigrams(row.question),
      text: normalise(row.question),
      // Siblings such as the 2014 and the 2018 winner read alike but ask different things:
      // a near duplicate asks the same numbers and has the same answer.
      numbersAndAnswer: `${numbersIn(row.question)}|${normalise(row[row.answer])}`,
    }))
    keyed.forEach((a, i) => {
      for (const b of keyed.slice(i + 1)) {
        // Jaccard cannot reach the line when the sizes differ too much; skip the count.
        if (
          Math.min(a.grams.size, b.grams.size) <
          nearDuplicateSimilarity * Math.max(a.grams.size, b.grams.size)
        )
          continue
        if (a.text === b.text || a.numbersAndAnswer !== b.numbersAndAnswer) continue
        if (jaccard(a.grams, b.grams) >= nearDuplicateSimilarity) {
          found.push({ kind: 'near text', first: a.question, second: b.question })
        }
      }
    })
  }
  return found
}

const optionKeys = ['option1', 'option2', 'option3'] as const
const answerIndex = (row: QuestionRow) => optionKeys.indexOf(row.answer)

/**
 * The three options as numbers when they are the same kind of quantity: one number each
 * and the same words around it ("১৯৭১ সালে", "১১ জন", "৫৬০ টাকা"); otherwise null.
 */
export function numericOptions(row: QuestionRow): number[] | null {
  const parts = optionKeys.map((key) => {
    const text = toAscii(row[key]).replace(/(\d),(?=\d)/g, '$1')
    const numbers = text.match(/-?\d+(?:\.\d+)?/g)
    if (numbers?.length !== 1) return null
    return { value: Number(numbers[0]), rest: text.replace(numbers[0] ?? '', '#').trim() }
  })
  if (parts.some((part) => part === null)) return null
  const rests = new Set(parts.map((part) => part?.rest))
  if (rests.size !== 1) return null
  const values = parts.map((part) => part?.value ?? 0)
  return new Set(values).size === 3 ? values : null
}

export type ValueRank = 'smallest' | 'middle' | 'largest'

/** Where the answer lies among the values, for a question with numeric options. */
export function answerValueRank(row: QuestionRow): ValueRank | null {
  const values = numericOptions(row)
  if (!values) return null
  const answer = values[answerIndex(row)] ?? 0
  const below = values.filter((value) => value < answer).length
  return below === 0 ? 'smallest' : below === 1 ? 'middle' : 'largest'
}

export function tally<T extends string>(items: (T | null)[]) {
  const counts = new Map<T, number>()
  for (const item of items) if (item !== null) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}

/** Shares of the answer's value rank among numeric questions, in percent. */
export function valueRankShares(rows: QuestionRow[]) {
  const ranks = rows.map(answerValueRank).filter((rank) => rank !== null)
  const counts = tally(ranks)
  const share = (rank: ValueRank) => (100 * (counts.get(rank) ?? 0)) / (ranks.length || 1)
  return {
    numeric: ranks.length,
    smallest: share('smallest'),
    middle: share('middle'),
    largest: share('largest'),
  }
}

/** P(at least `line` of `n`) when each answer is right with its own chance: the exact sum. */
export function chanceOfAtLeast(chances: number[], line: number) {
  // dist[k] = probability of exactly k right so far.
  let dist = [1]
  for (const p of chances) {
    const next = new Array(dist.length + 1).fill(0)
    dist.forEach((q, k) => {
      next[k] += q * (1 - p)
      next[k + 1] += q * p
    })
    dist = next
  }
  return dist.slice(line).reduce((sum, q) => sum + q, 0)
}

/**
 * The chance that a player who knows nothing reaches `line` of `count` by always taking
 * the middle number where the options are numbers (and guessing elsewhere), averaged over
 * plays drawn at random from `rows`; beside it, pure guessing.
 */
export function middleGuesserChance(
  rows: QuestionRow[],
  {
    count,
    line,
    plays = 2_000,
    random = Math.random,
  }: { count: number; line: number; plays?: number; random?: () => number },
) {
  let total = 0
  for (let play = 0; play < plays; play++) {
    const chances: number[] = []
    for (let i = 0; i < count; i++) {
      const row = rows[Math.floor(random() * rows.length)] as QuestionRow
      const rank = answerValueRank(row)
      chances.push(rank === null ? 1 / 3 : rank === 'middle' ? 1 : 0)
    }
    total += chanceOfAtLeast(chances, line)
  }
  return {
    middleGuesser: total / plays,
    pureGuess: chanceOfAtLeast(new Array(count).fill(1 / 3), line),
  }
}
