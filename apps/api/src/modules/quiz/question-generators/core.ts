/**
 * The part every generator shares: what a drafted question looks like, how its wrong options
 * are chosen so that neither the value nor the place of the right one gives it away, and
 * the checks that throw before a wrong answer key can reach a file.
 */
import { readValue } from './bangla.ts'
import { Rng } from './random.ts'

export type Category = 'math-puzzles' | 'intelligence'
export type Difficulty = 'easy' | 'medium' | 'hard'
export const optionNames = ['option1', 'option2', 'option3'] as const
export type OptionName = (typeof optionNames)[number]

/** One question as the files carry it; the loader expects exactly these fields. */
export interface QuestionRow {
  category: Category
  difficulty: Difficulty
  fact: string
  question: string
  option1: string
  option2: string
  option3: string
  answer: OptionName
}

/**
 * How options compare. 'number': each option reads back (readValue) to its value, and two
 * options are the same when their values are. 'ordered': words with a place in a sequence
 * (letters, days, months); the value is that place. 'words': no order at all.
 */
export type Kind = 'number' | 'ordered' | 'words'

export interface Choice {
  text: string
  /** What the option stands for; the balance of where the right answer falls is measured on it. */
  value?: number
}

export interface Options {
  kind: Kind
  answer: Choice
  /** Wrong options, likeliest slip first; the builder takes the ones that give the rank it needs. */
  distractors: Choice[]
  /** Whether the answer must not be the one option rounder (or rougher) than both others. */
  shapeMatters?: boolean
}

export interface Draft extends Options {
  /** The parameters: two drafts of one template with the same key are the same question. */
  key: string
  question: string
  /**
   * The problem's condition stated forwards (x put back into the equation, the price
   * recomputed from the answer): must hold for the answer and fail for every wrong option.
   */
  holds?: (value: number) => boolean
  /** Overrides the template's difficulty when the size of the numbers changes it. */
  difficulty?: Difficulty
}

export interface Template {
  /** Unique and readable; it also seeds the template's own random stream. */
  id: string
  /** The middle part of the fact key: math_percent_0042. */
  family: string
  difficulty: Difficulty
  count: number
  /** Drafts one question, or answers undefined when these parameters make a poor one. */
  draft: (rng: Rng) => Draft | undefined
}

/** A question and what the checks need to know about it, which the file does not carry. */
export interface Generated {
  row: QuestionRow
  template: string
  family: string
  kind: Kind
  solution: Choice
  /** The value of each option, in option order (undefined for words). */
  values: (number | undefined)[]
}

/** Values are compared with this much slack: fractions such as ৭/৬ are not exact in binary. */
const tolerance = 1e-6
export const sameValue = (a: number, b: number) => Math.abs(a - b) < tolerance

/** How round a number looks: trailing zeros of a whole number, minus the decimals of any other. */
function shape(value: number): number {
  if (Number.isInteger(value)) {
    let zeros = 0
    for (let v = Math.abs(value); v !== 0 && v % 10 === 0; v /= 10) zeros++
    return zeros
  }
  const decimals = String(Math.round(value * 100) / 100).split('.')[1] ?? ''
  return -decimals.length
}

/** A near-miss spacing of about six per cent of the answer, rounded down to 1, 2, 5, 10, 20, 50 … */
export function niceStep(answer: number): number {
  const target = Math.abs(answer) * 0.06
  let step = 1
  for (let power = 1; power <= 1e7; power *= 10) {
    for (const unit of [1, 2, 5]) if (unit * power <= target) step = unit * power
  }
  return step
}

export interface NumberSpec {
  answer: number
  /** Values that common slips produce, the likeliest first. */
  mistakes?: number[]
  /** The natural spacing of near misses: one year, ten taka, five per cent. */
  step?: number
  format: (value: number) => string
  /** Smallest sensible value (inclusive); by default anything above zero. */
  min?: number
  max?: number
  /** Whether only whole numbers make sense; by default, whether the answer is whole. */
  whole?: boolean
  /** Whether near misses should look as round as the answer (off for fractions). */
  matchShape?: boolean
  /** Values never to offer, such as the terms a series already shows. */
  exclude?: number[]
}

/**
 * Options for a numeric answer: the slips first, then near misses on both sides. A value
 * far from the answer is dropped, since a player rules an outlier out at a glance.
 */
export function numberOptions(spec: NumberSpec): Options {
  const { answer, format } = spec
  const step = spec.step ?? niceStep(answer)
  const whole = spec.whole ?? Number.isInteger(answer)
  const nearMisses = [1, -1, 2, -2, 3, -3, 4, -4].map((k) => answer + k * step)
  // Within 40% of the answer, or two steps if that is no more than half of it; small answers
  // (up to ten) may always go two steps either way.
  const size = Math.abs(answer)
  const reach = Math.max(0.4 * size, Math.min(2 * step, 0.5 * size), size <= 10 ? 2 * step : 0)
  const taken: number[] = [answer, ...(spec.exclude ?? [])]
  const usable: Choice[] = []
  for (const raw of [...(spec.mistakes ?? []), ...nearMisses]) {
    const value = Math.round(raw * 1e9) / 1e9
    if (!Number.isFinite(value) || taken.some((t) => sameValue(t, value))) continue
    if (whole && !Number.isInteger(value)) continue
    if (spec.min === undefined ? value <= 0 : value < spec.min) continue
    if (spec.max !== undefined && value > spec.max) continue
    if (Math.abs(value - answer) > reach + tolerance) continue
    let text: string
    try {
      text = format(value)
    } catch {
      continue // not writable, e.g. more than two decimals
    }
    taken.push(value)
    usable.push({ text, value })
  }
  return {
    kind: 'number',
    answer: { text: format(answer), value: answer },
    distractors: usable,
    shapeMatters: spec.matchShape ?? true,
  }
}

/** Options that are places in a sequence (a letter, a weekday): the value is the place. */
export function orderedOptions(answer: Choice, distractors: Choice[]): Options {
  return { kind: 'ordered', answer, distractors }
}

export function wordOptions(answer: string, distractors: string[]): Options {
  return { kind: 'words', answer: { text: answer }, distractors: distractors.map((text) => ({ text })) }
}

/** "ক, খ ও গ": the way Bangla lists three or more things. */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ও ${items.at(-1)}`
}

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0)

/**
 * Which two of three values sit close together: 0 when the two gaps are about even
 * ({10, 20, 30}), 1 when the lower two are close ({10, 12, 30}), 2 when the upper two are.
 */
export function spreadOf(values: readonly number[]): number {
  const [low, mid, high] = [...values].sort((x, y) => x - y) as [number, number, number]
  const [lowerGap, upperGap] = [mid - low, high - mid]
  if (Math.abs(lowerGap - upperGap) <= 0.2 * Math.max(lowerGap, upperGap)) return 0
  return lowerGap < upperGap ? 1 : 2
}

/**
 * Whether the answer must blend in by roundness (trailing zeros, or decimals): 'answerBlends'
 * keeps it from being rounder than both wrong options, since computed answers tend to come
 * out round and near misses need not; 'any' has no rule. Asking more backfires: with "all
 * three alike", drafts whose answer is very round fall through to no rule at all, and the
 * one round option becomes the answer nearly always.
 */
type Roundness = 'answerBlends' | 'any'

/**
 * Takes the likeliest two wrong options that give the right answer the wanted rank among
 * the three values (0 smallest, 1 middle, 2 largest), the wanted spread and the wanted
 * roundness. Words have neither: the first two different ones are taken.
 */
function pickDistractors(
  draft: Draft,
  rank: number,
  spread: number,
  roundness: Roundness,
): Choice[] | undefined {
  const answerText = draft.answer.text.normalize('NFC')
  const distinct: Choice[] = []
  for (const choice of draft.distractors) {
    const text = choice.text.normalize('NFC')
    if (text === answerText || distinct.some((d) => d.text === text)) continue
    if (draft.kind !== 'words') {
      const value = choice.value
      if (value === undefined || sameValue(value, draft.answer.value ?? Number.NaN)) continue
      if (distinct.some((d) => sameValue(d.value ?? Number.NaN, value))) continue
    }
    distinct.push({ ...choice, text })
  }
  if (draft.kind === 'words') return distinct.length >= 2 ? distinct.slice(0, 2) : undefined
  const answer = draft.answer.value ?? Number.NaN
  const answerShape = shape(answer)
  for (let i = 0; i < distinct.length; i++) {
    for (let j = i + 1; j < distinct.length; j++) {
      const [x, y] = [distinct[i] as Choice, distinct[j] as Choice]
      const [vx, vy] = [x.value ?? 0, y.value ?? 0]
      if (Number(vx < answer) + Number(vy < answer) !== rank) continue
      if (spreadOf([answer, vx, vy]) !== spread) continue
      const [sx, sy] = [shape(vx), shape(vy)]
      if (roundness === 'answerBlends' && answerShape > Math.max(sx, sy)) {
        continue
      }
      return [x, y]
    }
  }
  return undefined
}

/** The rank a value has among the three options: 0 smallest, 1 middle, 2 largest. */
export function rankOf(values: readonly (number | undefined)[], index: number): number | undefined {
  const own = values[index]
  if (own === undefined || values.some((v) => v === undefined)) return undefined
  return values.filter((v) => (v as number) < own).length
}

const informalPronouns = new Set(['তুই', 'তোর', 'তোকে', 'তোরা', 'তোদের', 'তোমায়'])

/** Whether a text addresses the reader as তুমি or তুই; the service speaks as আপনি or impersonally. */
export function isInformal(text: string): boolean {
  return text
    .normalize('NFC')
    .split(/[\s,।?!:;'"()—–-]+/)
    .some(
      (word) =>
        word.startsWith('তুমি') || word.startsWith('তোমা') || informalPronouns.has(word.normalize('NFC')),
    )
}

/** Everything a question must satisfy; throws with the reason. Used while generating and by the tests. */
export function checkQuestion(generated: Generated): void {
  const { row, solution, kind, values } = generated
  const fail: (reason: string) => never = (reason) => {
    throw new Error(`${row.fact} (${generated.template}): ${reason}\n${JSON.stringify(row)}`)
  }
  const options = [row.option1, row.option2, row.option3]
  if (!row.question.endsWith('?')) fail('the question does not end with "?".')
  if (row.question.length > 300) fail('the question is longer than 300 characters.')
  for (const text of [row.question, ...options]) {
    if (text !== text.trim() || text.length === 0) fail('an empty or untrimmed text.')
    if (/[0-9]/.test(text)) fail(`an ASCII digit in "${text}".`)
    if (isInformal(text)) fail(`তুমি/তুই in "${text}".`)
    if (text !== text.normalize('NFC')) fail(`"${text}" is not in NFC.`)
  }
  for (const option of options)
    if (option.length >= 60) fail(`the option "${option}" is 60 characters or more.`)
  if (new Set(options).size !== 3) fail('two options have the same text.')
  const answerIndex = optionNames.indexOf(row.answer)
  const matching = options.filter((o) => o === solution.text)
  if (matching.length !== 1 || options[answerIndex] !== solution.text) {
    fail(`exactly one option must be the computed answer "${solution.text}", and it must be ${row.answer}.`)
  }
  if (kind === 'number') {
    const read = options.map((o) => readValue(o))
    const answer = solution.value
    if (answer === undefined) fail('a number question without a computed value.')
    read.forEach((value, i) => {
      if (value === undefined || !sameValue(value, values[i] ?? Number.NaN)) {
        fail(`the option "${options[i]}" does not read back as ${values[i]}.`)
      }
    })
    const equal = read.filter((v) => v !== undefined && sameValue(v, answer)).length
    if (equal !== 1 || !sameValue(read[answerIndex] ?? Number.NaN, answer)) {
      fail(`exactly one option must have the value ${answer}.`)
    }
  }
  if (kind !== 'words') {
    const [a, b, c] = values
    if (a === undefined || b === undefined || c === undefined) fail('an option without a value.')
    if (sameValue(a, b) || sameValue(a, c) || sameValue(b, c)) fail('two options have the same value.')
    if (!sameValue(values[answerIndex] ?? Number.NaN, solution.value ?? Number.NaN)) {
      fail('the answer option does not carry the computed value.')
    }
  }
}

const factPrefixes: Record<Category, string> = { 'math-puzzles': 'math', intelligence: 'iq' }

/**
 * Runs the templates in order and assembles their questions. The answer's place
 * (option1/2/3) is dealt from a fresh shuffle of the three places every three questions.
 * Where options have values, the answer's rank among them (smallest, middle, largest) and
 * the spread of the three (even, lower two close, upper two close) are chosen together, the
 * combination this template and then the file has used least first: so neither "pick the
 * middle one" nor "pick from the close pair" nor "pick the odd one out" beats chance.
 */
export function generate(category: Category, templates: readonly Template[]): Generated[] {
  const placement = new Rng(`${category}:placement`)
  const fileCells = new Array<number>(9).fill(0)
  const serials = new Map<string, number>()
  const texts = new Set<string>()
  const ids = new Set<string>()
  const questions: Generated[] = []
  let places: number[] = []

  for (const template of templates) {
    if (ids.has(template.id)) throw new Error(`Two templates are called ${template.id}.`)
    ids.add(template.id)
    const rng = new Rng(`${category}:${template.id}`)
    const keys = new Set<string>()
    const templateCells = new Array<number>(9).fill(0)
    let made = 0
    for (let attempt = 0; made < template.count; attempt++) {
      if (attempt > template.count * 300) {
        throw new Error(
          `${template.id}: only ${made} of ${template.count} questions after ${attempt} drafts.`,
        )
      }
      const draft = template.draft(rng)
      if (!draft) continue
      const question = draft.question.normalize('NFC')
      if (keys.has(draft.key) || texts.has(question)) continue

      // The nine cells of rank × spread: the least used rank first (in this template, then in
      // the file), and within it the least used spread. Roundness is given up step by step,
      // and only when no cell can keep it.
      const rankUse = (cells: number[], cell: number) =>
        sum(cells.slice(cell - (cell % 3), cell - (cell % 3) + 3))
      const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map((cell) => ({ cell, tie: placement.float() }))
        .sort(
          (a, b) =>
            rankUse(templateCells, a.cell) - rankUse(templateCells, b.cell) ||
            rankUse(fileCells, a.cell) - rankUse(fileCells, b.cell) ||
            (templateCells[a.cell] ?? 0) - (templateCells[b.cell] ?? 0) ||
            (fileCells[a.cell] ?? 0) - (fileCells[b.cell] ?? 0) ||
            a.tie - b.tie,
        )
      let cell = -1
      let chosen: Choice[] | undefined
      const levels: Roundness[] = draft.shapeMatters ? ['answerBlends', 'any'] : ['any']
      search: for (const roundness of levels) {
        for (const candidate of cells) {
          chosen = pickDistractors(draft, Math.floor(candidate.cell / 3), candidate.cell % 3, roundness)
          if (chosen) {
            cell = candidate.cell
            break search
          }
        }
      }
      if (!chosen) continue

      if (draft.holds && draft.kind !== 'words') {
        const holds = draft.holds
        if (!holds(draft.answer.value ?? Number.NaN)) {
          throw new Error(
            `${template.id}: the answer ${draft.answer.value} fails its own condition: ${question}`,
          )
        }
        const fits = chosen.find((c) => holds(c.value ?? Number.NaN))
        if (fits) throw new Error(`${template.id}: the wrong option ${fits.value} also fits: ${question}`)
      }

      if (places.length === 0) places = placement.shuffle([0, 1, 2])
      const position = places.pop() ?? 0
      const others = placement.chance(0.5) ? chosen : [chosen[1], chosen[0]]
      const slots: Choice[] = []
      let next = 0
      for (let i = 0; i < 3; i++) slots.push(i === position ? draft.answer : (others[next++] as Choice))
      const answerChoice = { ...draft.answer, text: draft.answer.text.normalize('NFC') }
      const optionTexts = slots.map((s) => s.text.normalize('NFC'))

      const serial = (serials.get(template.family) ?? 0) + 1
      const row: QuestionRow = {
        category,
        difficulty: draft.difficulty ?? template.difficulty,
        fact: `${factPrefixes[category]}_${template.family}_${String(serial).padStart(4, '0')}`,
        question,
        option1: optionTexts[0] as string,
        option2: optionTexts[1] as string,
        option3: optionTexts[2] as string,
        answer: optionNames[position] as OptionName,
      }
      const generated: Generated = {
        row,
        template: template.id,
        family: template.family,
        kind: draft.kind,
        solution: answerChoice,
        values: draft.kind === 'words' ? [undefined, undefined, undefined] : slots.map((s) => s.value),
      }
      checkQuestion(generated)

      serials.set(template.family, serial)
      keys.add(draft.key)
      texts.add(question)
      if (draft.kind !== 'words') {
        templateCells[cell] = (templateCells[cell] ?? 0) + 1
        fileCells[cell] = (fileCells[cell] ?? 0) + 1
      }
      made++
      questions.push(generated)
    }
  }
  return questions
}

/** The file as committed: a JSON array, two-space indent, a final newline. */
export function render(questions: readonly Generated[]): string {
  return `${JSON.stringify(
    questions.map((q) => q.row),
    null,
    2,
  )}\n`
}
