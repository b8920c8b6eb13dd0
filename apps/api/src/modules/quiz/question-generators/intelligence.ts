/**
 * Templates for the hidden বুদ্ধিমত্তা category: series, letters, odd one out, analogies,
 * codes, directions, relations, ranking, calendars and clocks. Word answers come from the
 * hand-made lists in word-lists.ts; everything else is computed, and where a puzzle could
 * be read two ways (a series, a code, an ordering) the code tries the other readings and
 * drops the puzzle unless they all agree.
 */
import { bnDigits, dial, num, of, ordinal } from './bangla.ts'
import { type Choice, listing, numberOptions, orderedOptions, type Template, wordOptions } from './core.ts'
import { men, people, person, women } from './people.ts'
import type { Rng } from './random.ts'
import { drawSeries, onlyNext, predictions, type SeriesLevel } from './series.ts'
import {
  analogyRelations,
  banglaMonths,
  consonants,
  englishMonths,
  oddOneOutPairs,
  vowels,
  weekdays,
  wordGroups,
} from './word-lists.ts'

const ordinalWords = ['', 'প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম']

/** Wrong options a few steps either side of `index` in a sequence, with the step as value. */
function neighbours(
  index: number,
  size: number,
  name: (i: number) => string,
  wrap: boolean,
  offsets = [1, -1, 2, -2, 3, -3],
): Choice[] {
  const choices: Choice[] = []
  for (const offset of offsets) {
    const i = index + offset
    if (!wrap && (i < 0 || i >= size)) continue
    choices.push({ text: name(((i % size) + size) % size), value: wrap ? offset : i })
  }
  return choices
}

// ——— Number series ———

function seriesTemplate(level: SeriesLevel, count: number): Template {
  return {
    id: `series_${level}`,
    family: 'series',
    difficulty: level,
    count,
    draft(rng) {
      const series = drawSeries(rng, level)
      if (!onlyNext(series.terms, series.next) || series.next <= 0) return undefined
      if (series.terms.includes(series.next)) return undefined
      const shown = series.terms.map(num).join(', ')
      return {
        key: `${series.pattern}:${series.terms.join(',')}`,
        question: rng.pick([
          `${shown}, ? — প্রশ্নবোধক চিহ্নের জায়গায় কোন সংখ্যা বসবে?`,
          `সংখ্যার ধারা: ${shown}, … এরপর কোন সংখ্যা আসবে?`,
          `${shown} — এই ধারার পরের সংখ্যাটি কোনটি?`,
        ]),
        ...numberOptions({
          answer: series.next,
          mistakes: series.slips,
          step: series.next < 60 ? 1 : Math.max(2, Math.round(series.next / 40)),
          // A term already shown is too easy to rule out.
          exclude: series.terms,
          format: num,
        }),
        // Every reading of the shown terms that a solver might try gives the same next term.
        holds: (v) => predictions(series.terms).every((p) => p === v),
      }
    },
  }
}

// ——— Bangla letters ———

const letterSeries: Template = {
  id: 'letter_series',
  family: 'letters',
  difficulty: 'medium',
  count: 20,
  draft(rng) {
    const forward = rng.chance(0.7)
    const pattern = rng.int(0, 2)
    const shown = rng.int(4, 5)
    // Places in the alphabet, counted from 1; the checker reads them like a number series.
    const places: number[] = [rng.int(1, 32)]
    const steps = [rng.int(2, 4), rng.int(1, 3)]
    for (let i = 1; i <= shown; i++) {
      const step = pattern === 0 ? (steps[0] as number) : pattern === 1 ? (steps[i % 2] as number) : i
      places.push((places.at(-1) as number) + (forward ? step : -step))
    }
    if (places.some((p) => p < 1 || p > 32)) return undefined
    if (pattern === 1 && steps[0] === steps[1]) return undefined
    const terms = places.slice(0, shown)
    const next = places[shown] as number
    if (!onlyNext(terms, next)) return undefined
    const letters = terms.map((p) => consonants[p - 1]).join(', ')
    return {
      // One question per answer letter: two series ending on the same letter read alike.
      key: `${next}`,
      question: rng.pick([
        `${letters}, ? — বাংলা ব্যঞ্জনবর্ণের ক্রম ধরে প্রশ্নবোধক চিহ্নের জায়গায় কোন বর্ণ বসবে?`,
        `ব্যঞ্জনবর্ণের ধারা: ${letters}, … এরপর কোন বর্ণ আসবে?`,
      ]),
      ...orderedOptions(
        { text: consonants[next - 1] as string, value: next },
        neighbours(next - 1, 32, (i) => consonants[i] as string, false)
          .map((c) => ({ ...c, value: (c.value as number) + 1 }))
          // A letter already shown is too easy to rule out.
          .filter((c) => !terms.includes(c.value)),
      ),
      difficulty: pattern === 0 ? 'medium' : 'hard',
    }
  },
}

const letterPosition: Template = {
  id: 'letter_position',
  family: 'letters',
  difficulty: 'easy',
  count: 26,
  draft(rng) {
    const useVowels = rng.chance(0.35)
    const alphabet: readonly string[] = useVowels ? vowels : consonants
    const setName = useVowels ? 'স্বরবর্ণের' : 'ব্যঞ্জনবর্ণের'
    const kind = rng.int(0, 2)
    let index: number
    let question: string
    // One question per answer letter: the same answer reached from another letter reads alike.
    let key: string
    let named = -1
    if (kind === 0) {
      index = rng.int(1, alphabet.length - 1)
      question = `বাংলা ${setName} ক্রমে ${ordinal(index + 1)} বর্ণ কোনটি?`
      key = `${useVowels}:${index}`
    } else {
      const from = rng.int(0, alphabet.length - 1)
      const steps = rng.int(2, useVowels ? 4 : 7)
      const after = kind === 1
      index = after ? from + steps : from - steps
      named = from
      if (index < 0 || index >= alphabet.length) return undefined
      question = `বাংলা ${setName} ক্রমে '${alphabet[from]}'-এর ${after ? 'পরে' : 'আগে'} ${ordinalWords[steps]} বর্ণ কোনটি?`
      key = `${useVowels}:${index}`
    }
    return {
      key,
      question,
      ...orderedOptions(
        { text: alphabet[index] as string, value: index },
        // Not the letter the question names: it would be too easy to rule out.
        neighbours(index, alphabet.length, (i) => alphabet[i] as string, false).filter(
          (c) => c.value !== named,
        ),
      ),
    }
  },
}

// ——— Odd one out ———

const oddWord: Template = {
  id: 'odd_word',
  family: 'odd',
  difficulty: 'easy',
  count: 34,
  draft(rng) {
    const pair = rng.pick(oddOneOutPairs)
    const group = rng.sample(wordGroups[pair.group].words, 3)
    const odd = rng.pick(wordGroups[pair.odd].words)
    const shown = rng.shuffle([...group, odd])
    const question = rng.pick([
      `${shown.join(', ')} — এদের মধ্যে কোনটি বাকিগুলোর দলে পড়ে না?`,
      `${shown.join(', ')} — কোনটি বেমানান?`,
      `নিচের চারটির মধ্যে কোনটি অন্য তিনটির থেকে আলাদা: ${shown.join(', ')}?`,
    ])
    return {
      // One question per odd word: the same odd word among similar company reads alike.
      key: odd,
      question,
      ...wordOptions(odd, rng.sample(group, 2)),
      difficulty: pair.difficulty,
    }
  },
}

const isPrime = (n: number) => {
  if (n < 2) return false
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false
  return true
}
const isSquare = (n: number) => Number.isInteger(Math.sqrt(n))
const isCube = (n: number) =>
  Number.isInteger(Math.round(Math.cbrt(n))) && Math.round(Math.cbrt(n)) ** 3 === n

/** Properties a solver might use to single a number out. */
const numberProperties: ((n: number) => boolean)[] = [
  (n) => n % 2 === 0,
  isPrime,
  isSquare,
  isCube,
  (n) => n % 10 === 0,
  (n) => n % 10 === 5,
  (n) => n >= 100,
  (n) => n >= 10 && n < 100 && n % 11 === 0,
  ...[3, 4, 5, 6, 7, 8, 9, 11, 12, 13].map((k) => (n: number) => n % k === 0),
]

const oddNumberRules = [
  { name: 'prime', test: isPrime, difficulty: 'medium' as const, range: [10, 99] },
  { name: 'square', test: isSquare, difficulty: 'easy' as const, range: [10, 200] },
  { name: 'cube', test: isCube, difficulty: 'hard' as const, range: [5, 350] },
  ...[6, 7, 8, 9, 11, 12, 13].map((k) => ({
    name: `multiple${k}`,
    test: (n: number) => n % k === 0,
    difficulty: k >= 7 && k !== 8 && k !== 12 ? ('hard' as const) : ('medium' as const),
    range: [k * 3, k * 15],
  })),
]

const oddNumber: Template = {
  id: 'odd_number',
  family: 'odd',
  difficulty: 'medium',
  count: 20,
  draft(rng) {
    const rule = rng.pick(oddNumberRules)
    const [low, high] = rule.range as [number, number]
    const members = Array.from({ length: high - low + 1 }, (_, i) => low + i).filter(rule.test)
    const outsiders = Array.from({ length: high - low + 1 }, (_, i) => low + i).filter((n) => !rule.test(n))
    if (members.length < 3) return undefined
    const group = rng.sample(members, 3)
    const odd = rng.pick(outsiders)
    const all = [...group, odd]
    // Drop the set if any property singles out a different number.
    for (const property of numberProperties) {
      const holding = all.filter(property)
      const singled =
        holding.length === 1 ? holding : holding.length === 3 ? all.filter((n) => !property(n)) : []
      if (singled.length === 1 && singled[0] !== odd) return undefined
    }
    const shown = rng.shuffle(all)
    return {
      key: `${[...group].sort((a, b) => a - b).join(',')}|${odd}`,
      question: `${shown.map(num).join(', ')} — এদের মধ্যে কোন সংখ্যাটি বাকিগুলোর দলে পড়ে না?`,
      kind: 'number',
      answer: { text: num(odd), value: odd },
      distractors: rng.shuffle(group).map((n) => ({ text: num(n), value: n })),
      difficulty: rule.difficulty,
    }
  },
}

// ——— Analogies ———

const wordAnalogy: Template = {
  id: 'analogy_word',
  family: 'analogy',
  difficulty: 'easy',
  count: 30,
  draft(rng) {
    const relation = rng.pick(analogyRelations)
    const [example, asked, ...rest] = rng.sample(relation.pairs, 4) as [
      readonly [string, string],
      readonly [string, string],
      readonly [string, string],
      readonly [string, string],
    ]
    const [a, b] = example
    const [c, d] = asked
    // Two other right words of the same relation. Not the example's own right word: it is
    // printed in the question, and an option seen there would be too easy to rule out.
    const wrong = [rest[0]?.[1] as string, rest[1]?.[1] as string]
    return {
      // One question per asked word: the same asked word after another example reads alike.
      key: `${relation.id}:${c}`,
      question: rng.pick([
        `${a} : ${b} :: ${c} : ?`,
        `${of(a)} সঙ্গে ${of(b)} যে সম্পর্ক, ${of(c)} সঙ্গে কোনটির সেই সম্পর্ক?`,
      ]),
      ...wordOptions(d, wrong),
      difficulty: relation.difficulty,
    }
  },
}

/** Simple rules a solver might see between two numbers; used to rule out double readings. */
function numberRules(): { name: string; f: (x: number) => number }[] {
  const rules: { name: string; f: (x: number) => number }[] = []
  for (let m = -30; m <= 30; m++) if (m !== 0) rules.push({ name: `x+${m}`, f: (x) => x + m })
  for (let k = 2; k <= 10; k++) rules.push({ name: `${k}x`, f: (x) => k * x })
  for (let k = 2; k <= 5; k++) {
    for (let m = -10; m <= 10; m++) if (m !== 0) rules.push({ name: `${k}x+${m}`, f: (x) => k * x + m })
  }
  for (let m = -10; m <= 10; m++) {
    rules.push({ name: `x²+${m}`, f: (x) => x * x + m })
    rules.push({ name: `x³+${m}`, f: (x) => x ** 3 + m })
  }
  rules.push({ name: 'x(x+1)', f: (x) => x * (x + 1) })
  rules.push({ name: 'x(x-1)', f: (x) => x * (x - 1) })
  rules.push({ name: '(x+1)²', f: (x) => (x + 1) ** 2 })
  rules.push({ name: '(x-1)²', f: (x) => (x - 1) ** 2 })
  return rules
}

const allNumberRules = numberRules()
const numberAnalogyRules = allNumberRules.filter((r) =>
  ['x²+0', 'x³+0', 'x²+1', 'x²+-1', 'x(x+1)', '(x+1)²', 'x³+1', '3x+1', '2x+3', '4x+-1', 'x³+-1'].includes(
    r.name,
  ),
)

const numberAnalogy: Template = {
  id: 'analogy_number',
  family: 'analogy',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const rule = rng.pick(numberAnalogyRules)
    const cubic = rule.name.includes('³')
    const [a, b, c] = rng.sample(
      cubic ? [2, 3, 4, 5, 6, 7, 8, 9] : [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      3,
    )
    const [fa, fb, fc] = [rule.f(a as number), rule.f(b as number), rule.f(c as number)]
    const fitting = allNumberRules.filter((r) => r.f(a as number) === fa && r.f(b as number) === fb)
    if (fitting.some((r) => r.f(c as number) !== fc)) return undefined
    // Rules that fit one example only give the tempting wrong answers.
    const halfFits = allNumberRules
      .filter((r) => r.f(a as number) === fa || r.f(b as number) === fb)
      .map((r) => r.f(c as number))
    return {
      key: `${rule.name}:${a}:${b}:${c}`,
      question: rng.pick([
        `${num(a as number)} : ${num(fa)} এবং ${num(b as number)} : ${num(fb)} হলে ${num(c as number)} : ?`,
        `একই নিয়মে ${num(a as number)} থেকে ${num(fa)} এবং ${num(b as number)} থেকে ${num(fb)} পাওয়া যায়। ${num(c as number)} থেকে কত পাওয়া যাবে?`,
      ]),
      ...numberOptions({ answer: fc, mistakes: rng.shuffle(halfFits), format: num }),
      holds: (v) => v === fc,
    }
  },
}

// ——— Coding and decoding with digits ———

type Code = (digits: number[]) => number[] | undefined
const valid = (digits: number[]) => (digits.every((d) => d >= 0 && d <= 9) ? digits : undefined)

const codeRules: { name: string; apply: Code; hard: boolean; usable: boolean }[] = [
  ...[1, 2, 3, 4].flatMap((k) => [
    { name: `+${k}`, apply: (d: number[]) => valid(d.map((x) => x + k)), hard: false, usable: k <= 3 },
    { name: `-${k}`, apply: (d: number[]) => valid(d.map((x) => x - k)), hard: false, usable: k <= 3 },
    { name: `+${k} wrap`, apply: (d: number[]) => d.map((x) => (x + k) % 10), hard: false, usable: false },
    {
      name: `-${k} wrap`,
      apply: (d: number[]) => d.map((x) => (x - k + 10) % 10),
      hard: false,
      usable: false,
    },
    {
      name: `reverse+${k}`,
      apply: (d: number[]) => valid([...d].reverse().map((x) => x + k)),
      hard: true,
      usable: k <= 2,
    },
  ]),
  { name: 'reverse', apply: (d) => [...d].reverse(), hard: false, usable: true },
  {
    name: 'swap pairs',
    apply: (d) => d.map((_, i) => d[i % 2 === 0 ? i + 1 : i - 1] as number),
    hard: true,
    usable: true,
  },
  { name: 'nine minus', apply: (d) => d.map((x) => 9 - x), hard: true, usable: true },
  { name: 'rotate left', apply: (d) => [...d.slice(1), d[0] as number], hard: true, usable: true },
  { name: 'rotate right', apply: (d) => [d.at(-1) as number, ...d.slice(0, -1)], hard: true, usable: true },
]

const digitCode: Template = {
  id: 'code_digits',
  family: 'code',
  difficulty: 'hard',
  count: 20,
  draft(rng) {
    const rule = rng.pick(codeRules.filter((r) => r.usable))
    const draw = () => rng.sample([1, 2, 3, 4, 5, 6, 7, 8], 4)
    const [example, query] = [draw(), draw()]
    const exampleCode = rule.apply(example)
    const answerDigits = rule.apply(query)
    if (!exampleCode || !answerDigits || answerDigits[0] === 0 || exampleCode[0] === 0) return undefined
    // Every rule that turns the example into its code must code the query the same way.
    const same = (x: number[] | undefined, y: number[]) => x !== undefined && x.join('') === y.join('')
    const fitting = codeRules.filter((r) => same(r.apply(example), exampleCode))
    if (fitting.some((r) => !same(r.apply(query), answerDigits))) return undefined
    const asNumber = (d: number[]) => Number(d.join(''))
    // What the other rules make of the query: each is what a solver who misread the rule writes.
    const wrong = codeRules
      .map((r) => r.apply(query))
      .filter((d): d is number[] => d !== undefined && d[0] !== 0 && !same(d, answerDigits))
    // No "one digit off" slips: two options differing in a single digit would point at the answer.
    const text = (d: number[]) => bnDigits(d.join(''))
    return {
      key: `${rule.name}:${example.join('')}:${query.join('')}`,
      question: rng.pick([
        `একটি গোপন সংকেতে ${text(example)} সংখ্যাটিকে লেখা হয় ${text(exampleCode)}। একই নিয়মে ${text(query)} সংখ্যাটিকে কীভাবে লেখা হবে?`,
        `কোনো সংকেতে ${text(example)}-কে ${text(exampleCode)} লেখা হলে সেই সংকেতে ${text(query)}-কে কী লেখা হবে?`,
      ]),
      kind: 'number',
      answer: { text: text(answerDigits), value: asNumber(answerDigits) },
      distractors: rng.shuffle(wrong).map((d) => ({ text: text(d), value: asNumber(d) })),
      difficulty: rule.hard ? 'hard' : 'medium',
    }
  },
}

// ——— Direction sense ———

/** Clockwise from north, so a right turn adds one and a left turn takes one away. */
const compass = ['উত্তর', 'পূর্ব', 'দক্ষিণ', 'পশ্চিম'] as const
const eastward = [0, 1, 0, -1]
const northward = [1, 0, -1, 0]

interface Walk {
  legs: number
  text: string
  facing: number
  east: number
  north: number
  walked: number
  key: string
}

/** A walk of a few legs with right and left turns, told in Bangla, and where it ends. */
function drawWalk(rng: Rng, walker: string, place: string, metres: boolean): Walk {
  const legs = rng.int(2, 4)
  let facing = rng.int(0, 3)
  let [east, north, walked] = [0, 0, 0]
  const parts: string[] = []
  const turns: string[] = []
  const unit = metres ? 'মিটার' : 'কিমি'
  for (let leg = 0; leg < legs; leg++) {
    const distance = metres ? rng.int(2, 15) * 10 : rng.int(1, 12)
    if (leg === 0) {
      parts.push(`${walker} ${place} থেকে বের হয়ে ${compass[facing]} দিকে ${num(distance)} ${unit} গেলেন।`)
    } else {
      const right = rng.chance(0.5)
      facing = (facing + (right ? 1 : 3)) % 4
      turns.push(right ? 'R' : 'L')
      const opener = leg === legs - 1 ? 'শেষে' : leg === 1 ? 'তারপর' : 'এরপর'
      parts.push(`${opener} ${right ? 'ডান' : 'বাঁ'} দিকে ঘুরে ${num(distance)} ${unit} গেলেন।`)
    }
    east += (eastward[facing] as number) * distance
    north += (northward[facing] as number) * distance
    walked += distance
  }
  return { legs, text: parts.join(' '), facing, east, north, walked, key: `${parts.join('|')}` }
}

/** Where the walks start; the question names the same place. */
const startingPlaces = ['বাড়ি', 'অফিস', 'স্কুল', 'বাজার', 'বাসস্ট্যান্ড']

/** The direction of a point from the start: a compass point, or the quarter between two. */
function bearing(east: number, north: number): string {
  const ns = north > 0 ? 'উত্তর' : north < 0 ? 'দক্ষিণ' : ''
  const ew = east > 0 ? 'পূর্ব' : east < 0 ? 'পশ্চিম' : ''
  return ns && ew ? `${ns}-${ew}` : ns || ew
}

const directionFacing: Template = {
  id: 'direction_facing',
  family: 'direction',
  difficulty: 'medium',
  count: 14,
  draft(rng) {
    const walk = drawWalk(rng, person(rng), rng.pick(startingPlaces), rng.chance(0.5))
    const others = [2, 1, 3].map((turn) => compass[(walk.facing + turn) % 4] as string)
    return {
      key: walk.key,
      question: `${walk.text} এখন তিনি কোন দিকে মুখ করে আছেন?`,
      // The opposite direction is the usual slip (a left taken for a right).
      ...wordOptions(
        compass[walk.facing] as string,
        rng.chance(0.5) ? others : ([others[0], others[2]] as string[]),
      ),
      difficulty: walk.legs === 2 ? 'easy' : 'medium',
    }
  },
}

const directionWhere: Template = {
  id: 'direction_where',
  family: 'direction',
  difficulty: 'medium',
  count: 14,
  draft(rng) {
    const place = rng.pick(startingPlaces)
    const walk = drawWalk(rng, person(rng), place, rng.chance(0.5))
    if (walk.east === 0 && walk.north === 0) return undefined
    const answer = bearing(walk.east, walk.north)
    const wrong = rng
      .shuffle([
        bearing(-walk.east, -walk.north),
        bearing(walk.east, -walk.north),
        bearing(-walk.east, walk.north),
        bearing(walk.north, -walk.east),
        bearing(-walk.north, walk.east),
      ])
      .filter((b, i, all) => b !== answer && all.indexOf(b) === i)
    return {
      key: walk.key,
      question: `${walk.text} ${place} থেকে তিনি এখন কোন দিকে আছেন?`,
      ...wordOptions(answer, wrong),
      difficulty: walk.east !== 0 && walk.north !== 0 ? 'hard' : 'medium',
    }
  },
}

const directionDistance: Template = {
  id: 'direction_distance',
  family: 'direction',
  difficulty: 'hard',
  count: 14,
  draft(rng) {
    const metres = rng.chance(0.5)
    const place = rng.pick(startingPlaces)
    const walk = drawWalk(rng, person(rng), place, metres)
    const straight = Math.hypot(walk.east, walk.north)
    if (!Number.isInteger(straight) || straight === 0 || straight === walk.walked) return undefined
    const unit = metres ? 'মিটার' : 'কিমি'
    return {
      key: walk.key,
      question: `${walk.text} ${place} থেকে সোজা পথে তিনি এখন কত দূরে আছেন?`,
      ...numberOptions({
        answer: straight,
        // Adding the legs (the distance walked) or the two offsets instead of the straight line.
        mistakes: [Math.abs(walk.east) + Math.abs(walk.north), walk.walked],
        step: metres ? 10 : 1,
        format: (v) => `${num(v)} ${unit}`,
      }),
      holds: (v) => v * v === walk.east ** 2 + walk.north ** 2,
    }
  },
}

// ——— Blood relations ———

type Step = 'বাবা' | 'মা' | 'ভাই' | 'বোন' | 'বড় ভাই' | 'বড় বোন' | 'ছেলে' | 'মেয়ে' | 'স্বামী' | 'স্ত্রী'

const possessive: Record<Step, string> = {
  বাবা: 'বাবার',
  মা: 'মায়ের',
  ভাই: 'ভাইয়ের',
  বোন: 'বোনের',
  'বড় ভাই': 'বড় ভাইয়ের',
  'বড় বোন': 'বড় বোনের',
  ছেলে: 'ছেলের',
  মেয়ে: 'মেয়ের',
  স্বামী: 'স্বামীর',
  স্ত্রী: 'স্ত্রীর',
}
const maleSteps = new Set<Step>(['বাবা', 'ভাই', 'বড় ভাই', 'ছেলে', 'স্বামী'])

/** Who is who, with the terms in common Bangladeshi use; দাদা is left out (it also means an elder brother). */
const kinship: { path: Step[]; term: string }[] = [
  { path: ['বাবা', 'বোন'], term: 'ফুফু' },
  { path: ['বাবা', 'ভাই'], term: 'চাচা' },
  { path: ['মা', 'ভাই'], term: 'মামা' },
  { path: ['মা', 'বোন'], term: 'খালা' },
  { path: ['বাবা', 'মা'], term: 'দাদি' },
  { path: ['মা', 'বাবা'], term: 'নানা' },
  { path: ['মা', 'মা'], term: 'নানি' },
  { path: ['ভাই', 'ছেলে'], term: 'ভাতিজা' },
  { path: ['ভাই', 'মেয়ে'], term: 'ভাতিজি' },
  { path: ['বোন', 'ছেলে'], term: 'ভাগ্নে' },
  { path: ['বোন', 'মেয়ে'], term: 'ভাগ্নি' },
  { path: ['ছেলে', 'ছেলে'], term: 'নাতি' },
  { path: ['মেয়ে', 'ছেলে'], term: 'নাতি' },
  { path: ['ছেলে', 'মেয়ে'], term: 'নাতনি' },
  { path: ['মেয়ে', 'মেয়ে'], term: 'নাতনি' },
  { path: ['ছেলে', 'স্ত্রী'], term: 'পুত্রবধূ' },
  { path: ['মেয়ে', 'স্বামী'], term: 'জামাই' },
  { path: ['বড় ভাই', 'স্ত্রী'], term: 'ভাবি' },
  { path: ['বড় বোন', 'স্বামী'], term: 'দুলাভাই' },
  { path: ['বাবা', 'ভাই', 'স্ত্রী'], term: 'চাচি' },
  { path: ['মা', 'ভাই', 'স্ত্রী'], term: 'মামি' },
  { path: ['মা', 'বোন', 'স্বামী'], term: 'খালু' },
  { path: ['বাবা', 'বোন', 'স্বামী'], term: 'ফুফা' },
  { path: ['বাবা', 'ভাই', 'ছেলে'], term: 'চাচাতো ভাই' },
  { path: ['মা', 'ভাই', 'ছেলে'], term: 'মামাতো ভাই' },
  { path: ['মা', 'বোন', 'মেয়ে'], term: 'খালাতো বোন' },
  { path: ['বাবা', 'বোন', 'মেয়ে'], term: 'ফুফাতো বোন' },
  { path: ['স্বামী', 'মা'], term: 'শাশুড়ি' },
  { path: ['স্ত্রী', 'বাবা'], term: 'শ্বশুর' },
  { path: ['স্বামী', 'বোন'], term: 'ননদ' },
  { path: ['স্ত্রী', 'ভাই'], term: 'শ্যালক' },
]

/** Terms that can be mistaken for one another: same sex, same generation. */
const kinGroups: { terms: string[]; elder: boolean }[] = [
  { terms: ['ফুফু', 'খালা', 'চাচি', 'মামি', 'দাদি', 'নানি', 'শাশুড়ি'], elder: true },
  { terms: ['চাচা', 'মামা', 'ফুফা', 'খালু', 'নানা', 'শ্বশুর'], elder: true },
  { terms: ['চাচাতো ভাই', 'মামাতো ভাই', 'খালাতো ভাই', 'ফুফাতো ভাই', 'দুলাভাই', 'শ্যালক'], elder: false },
  { terms: ['চাচাতো বোন', 'মামাতো বোন', 'খালাতো বোন', 'ফুফাতো বোন', 'ভাবি', 'ননদ', 'শ্যালিকা'], elder: false },
  { terms: ['ভাতিজা', 'ভাগ্নে', 'নাতি', 'জামাই'], elder: false },
  { terms: ['ভাতিজি', 'ভাগ্নি', 'নাতনি', 'পুত্রবধূ'], elder: false },
]

const relation: Template = {
  id: 'blood_relation',
  family: 'relation',
  difficulty: 'medium',
  count: 24,
  draft(rng) {
    const { path, term } = rng.pick(kinship)
    const group = kinGroups.find((g) => g.terms.includes(term))
    if (!group) throw new Error(`No group for ${term}.`)
    // A husband belongs to a woman and a wife to a man.
    const subject = path[0] === 'স্বামী' ? rng.pick(women) : path[0] === 'স্ত্রী' ? rng.pick(men) : person(rng)
    const verb = group.elder ? 'হন' : 'হয়'
    const chain = path.map((step, i) => (i < path.length - 1 ? possessive[step] : step)).join(' ')
    // Three wordings: the chain itself, a remark about someone pointed at, or two statements
    // through a named middle person (only for two-step chains).
    const form = path.length > 2 ? rng.int(0, 1) : rng.int(0, 2)
    const pronoun = group.elder ? 'উনি' : 'ও'
    let question: string
    if (form === 0) {
      question = `${of(subject)} ${chain} সম্পর্কে ${of(subject)} কী ${verb}?`
    } else if (form === 1) {
      question = `একজনকে দেখিয়ে ${subject} বললেন, “${pronoun} আমার ${chain}।” ওই ব্যক্তি সম্পর্কে ${of(subject)} কী ${verb}?`
    } else {
      const [first, second] = path as [Step, Step]
      const pool = (step: Step) => (maleSteps.has(step) ? men : women)
      const middle = rng.pick(pool(first).filter((n) => n !== subject))
      const last = rng.pick(pool(second).filter((n) => n !== subject && n !== middle))
      question = `${of(subject)} ${first} ${middle}। ${of(middle)} ${second} ${last}। ${last} সম্পর্কে ${of(subject)} কী ${verb}?`
    }
    return {
      // The same chain with only another name would be the same question.
      key: `${path.join('>')}:${form}`,
      question,
      ...wordOptions(
        term,
        rng.sample(
          group.terms.filter((t) => t !== term),
          2,
        ),
      ),
      // A two-step relation asked straight out is everyday knowledge; chains take a moment.
      difficulty: path.length === 2 && form !== 2 ? 'easy' : 'medium',
    }
  },
}

// ——— Ranking and ordering ———

const rankPosition: Template = {
  id: 'rank_position',
  family: 'rank',
  difficulty: 'easy',
  count: 18,
  draft(rng) {
    const kind = rng.int(0, 2)
    const name = person(rng)
    if (kind === 0) {
      const total = rng.int(15, 60)
      const front = rng.int(3, total - 3)
      const back = total - front + 1
      return {
        key: `back:${total}:${front}`,
        question: `${num(total)} জনের একটি সারিতে ${name} সামনে থেকে ${ordinal(front)}। পেছন থেকে গুনলে ${name} কততম?`,
        ...numberOptions({ answer: back, mistakes: [back - 1, back + 1], step: 1, format: ordinal }),
        holds: (v) => v + front - 1 === total,
      }
    }
    if (kind === 1) {
      const [top, bottom] = [rng.int(3, 40), rng.int(3, 40)]
      const total = top + bottom - 1
      return {
        key: `total:${top}:${bottom}`,
        question: `একটি ক্লাসের মেধাতালিকায় ${name} ওপর থেকে ${ordinal(top)} এবং নিচ থেকে ${ordinal(bottom)}। ক্লাসে মোট কতজন শিক্ষার্থী?`,
        ...numberOptions({
          answer: total,
          mistakes: [total + 1, total - 1],
          step: 1,
          format: (v) => `${num(v)} জন`,
        }),
        holds: (v) => v === top + bottom - 1,
        difficulty: 'medium',
      }
    }
    const [first, second] = people(rng, 2) as [string, string]
    const total = rng.int(20, 60)
    const front = rng.int(2, 15)
    const back = rng.int(2, 15)
    const between = total - front - back
    if (between < 2) return undefined
    return {
      key: `between:${total}:${front}:${back}`,
      question: `${num(total)} জনের একটি সারিতে ${first} সামনে থেকে ${ordinal(front)} এবং ${second} পেছন থেকে ${ordinal(back)}। ${first} ${of(second)} সামনে থাকলে দুজনের মাঝখানে কতজন আছেন?`,
      ...numberOptions({
        answer: between,
        mistakes: [between + 1, between - 1, between + 2],
        step: 1,
        format: (v) => `${num(v)} জন`,
      }),
      holds: (v) => front + v + back === total,
      difficulty: 'hard',
    }
  },
}

const comparisons = [
  { more: 'লম্বা', less: 'খাটো', most: 'সবচেয়ে লম্বা কে?', least: 'সবচেয়ে খাটো কে?' },
  { more: 'বয়সে বড়', less: 'বয়সে ছোট', most: 'সবার বড় কে?', least: 'সবার ছোট কে?' },
  { more: 'ভারী', less: 'হালকা', most: 'সবচেয়ে ভারী কে?', least: 'সবচেয়ে হালকা কে?' },
  {
    more: 'বেশি নম্বর পেয়েছেন',
    less: 'কম নম্বর পেয়েছেন',
    most: 'সবচেয়ে বেশি নম্বর কে পেয়েছেন?',
    least: 'সবচেয়ে কম নম্বর কে পেয়েছেন?',
  },
]

/** Every order of the items. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

const rankOrder: Template = {
  id: 'rank_order',
  family: 'rank',
  difficulty: 'medium',
  count: 16,
  draft(rng) {
    const names = people(rng, 4)
    const scale = rng.pick(comparisons)
    // names is the true order, from most to least.
    const pairs: [number, number][] = []
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) pairs.push([i, j])
    const told = rng.sample(pairs, rng.int(3, 4))
    // Which places the statements fix: try every order and keep those that agree with them.
    const consistent = permutations([0, 1, 2, 3]).filter((order) =>
      told.every(([hi, lo]) => order.indexOf(hi) < order.indexOf(lo)),
    )
    const askMost = rng.chance(0.5)
    const place = askMost ? 0 : 3
    const who = new Set(consistent.map((order) => order[place]))
    if (who.size !== 1) return undefined
    const answer = names[place] as string
    const statements = rng
      .shuffle(told)
      .map(([hi, lo]) =>
        rng.chance(0.5)
          ? `${names[hi]}, ${of(names[lo] as string)} চেয়ে ${scale.more}।`
          : `${names[lo]}, ${of(names[hi] as string)} চেয়ে ${scale.less}।`,
      )
    return {
      key: `${names.join(',')}:${told.map((p) => p.join('>')).join(';')}:${askMost}`,
      question: `${listing(rng.shuffle(names))} — এই চারজনের মধ্যে ${statements.join(' ')} ${askMost ? scale.most : scale.least}`,
      ...wordOptions(
        answer,
        rng.sample(
          names.filter((n) => n !== answer),
          3,
        ),
      ),
      difficulty: told.length === 3 ? 'hard' : 'medium',
    }
  },
}

// ——— Calendars ———

/**
 * A weekday answer: wrong options a few days either side, valued by their offset, leaving out
 * the day the question names (an option printed in the question is too easy to judge).
 */
function weekdayOptions(answer: number, named: number) {
  return orderedOptions(
    { text: weekdays[answer] as string, value: 0 },
    neighbours(answer, 7, (i) => weekdays[i] as string, true, [1, -1, 2, -2, 3, -3]).filter(
      (c) => c.text !== weekdays[named],
    ),
  )
}

const calendarWeekday: Template = {
  id: 'calendar_weekday',
  family: 'calendar',
  difficulty: 'medium',
  count: 18,
  draft(rng) {
    if (rng.chance(0.45)) {
      const [first, second] = [rng.int(1, 28), rng.int(1, 28)]
      if (first === second) return undefined
      const day = rng.int(0, 6)
      const answer = (((day + second - first) % 7) + 7) % 7
      if (answer === day) return undefined
      return {
        key: `month:${first}:${second}:${day}`,
        question: `কোনো মাসের ${num(first)} তারিখ ${weekdays[day]} হলে ওই মাসের ${num(second)} তারিখ কী বার?`,
        ...weekdayOptions(answer, day),
        difficulty: 'easy',
      }
    }
    // Real dates, so the premise is true; the weekdays come from the calendar itself.
    const year = rng.int(2021, 2024)
    const [m1, m2] = [rng.int(0, 11), rng.int(0, 11)]
    const [d1, d2] = [rng.int(1, 28), rng.int(1, 28)]
    const [t1, t2] = [Date.UTC(year, m1, d1), Date.UTC(year, m2, d2)]
    if (t2 <= t1 || t2 - t1 > 200 * 86400000) return undefined
    const [w1, w2] = [new Date(t1).getUTCDay(), new Date(t2).getUTCDay()]
    if (w1 === w2) return undefined
    const crossesLeapDay = year % 4 === 0 && m1 <= 1 && m2 >= 2
    return {
      key: `date:${year}:${m1}:${d1}:${m2}:${d2}`,
      question: `${bnDigits(year)} সালের ${num(d1)} ${englishMonths[m1]} ছিল ${weekdays[w1]}। ওই বছরের ${num(d2)} ${englishMonths[m2]} কী বার ছিল?`,
      ...weekdayOptions(w2, w1),
      difficulty: crossesLeapDay ? 'hard' : m1 === m2 ? 'easy' : 'medium',
    }
  },
}

const dayOffset: Template = {
  id: 'day_offset',
  family: 'calendar',
  difficulty: 'easy',
  count: 20,
  draft(rng) {
    const day = rng.int(0, 6)
    const kind = rng.int(0, 2)
    if (kind === 0) {
      const later = rng.int(9, 120)
      if (later % 7 === 0) return undefined
      return {
        key: `later:${day}:${later}`,
        question: `আজ ${weekdays[day]} হলে ${num(later)} দিন পরে কী বার হবে?`,
        ...weekdayOptions((day + later) % 7, day),
        difficulty: later > 40 ? 'medium' : 'easy',
      }
    }
    if (kind === 1) {
      return {
        key: `yesterday:${day}`,
        question: `গতকাল ছিল ${weekdays[day]}। আগামী পরশু কী বার হবে?`,
        // Yesterday + 1 is today, + 3 is the day after tomorrow.
        ...weekdayOptions((day + 3) % 7, day),
      }
    }
    return {
      key: `tomorrow:${day}`,
      question: `আগামীকাল ${weekdays[day]} হলে গত পরশু কী বার ছিল?`,
      // Tomorrow − 1 is today, − 3 is the day before yesterday.
      ...weekdayOptions((day + 4) % 7, day),
    }
  },
}

const monthSequence: Template = {
  id: 'month_sequence',
  family: 'calendar',
  difficulty: 'easy',
  count: 16,
  draft(rng) {
    const bangla = rng.chance(0.5)
    const months: readonly string[] = bangla ? banglaMonths : englishMonths
    const from = rng.int(0, 11)
    // Not six: six months before and six months after are the same month.
    const steps = rng.pick([2, 3, 4, 5, 7])
    const after = rng.chance(0.6)
    const answer = (((from + (after ? steps : -steps)) % 12) + 12) % 12
    const calendar = bangla ? 'বাংলা বর্ষপঞ্জিতে' : 'ইংরেজি বর্ষপঞ্জিতে'
    return {
      key: `${bangla}:${from}:${steps}:${after}`,
      question: `${calendar} ${months[from]} মাসের ${num(steps)} মাস ${after ? 'পরে' : 'আগে'} কোন মাস?`,
      ...orderedOptions(
        { text: months[answer] as string, value: 0 },
        neighbours(answer, 12, (i) => months[i] as string, true, [1, -1, 2, -2, 3, -3]).filter(
          (c) => c.text !== months[from],
        ),
      ),
      difficulty: bangla ? 'medium' : 'easy',
    }
  },
}

// ——— Clocks ———

const clockAngle: Template = {
  id: 'clock_angle',
  family: 'clock',
  difficulty: 'hard',
  count: 18,
  draft(rng) {
    const hour = rng.int(1, 12)
    const minute = rng.multiple(2, 4, 56)
    const raw = Math.abs(30 * (hour % 12) - 5.5 * minute)
    const angle = Math.min(raw, 360 - raw)
    // The usual slip: leaving the hour hand where it was at the full hour.
    const still = Math.abs(30 * (hour % 12) - 6 * minute)
    const slip = Math.min(still, 360 - still)
    if (angle === 0 || angle === slip) return undefined
    return {
      key: `${hour}:${minute}`,
      question: rng.pick([
        `ঘড়িতে যখন ${num(hour)}টা বেজে ${num(minute)} মিনিট, তখন ঘণ্টার কাঁটা ও মিনিটের কাঁটার মধ্যবর্তী ছোট কোণটি কত ডিগ্রি?`,
        `${num(hour)}টা ${num(minute)} মিনিটে একটি দেয়ালঘড়ির ঘণ্টা ও মিনিটের কাঁটা পরস্পরের সঙ্গে কত ডিগ্রি কোণ (ছোট কোণটি) তৈরি করে?`,
      ]),
      ...numberOptions({ answer: angle, mistakes: [slip], step: 5, max: 180, format: (v) => `${num(v)}°` }),
      holds: (v) => v === angle,
    }
  },
}

/** A clock reading's value as readValue sees "h:mm": the hour 12 counts as 12, not 0. */
const dialValue = (minutes: number) => {
  const m = ((minutes % 720) + 720) % 720
  return (Math.floor(m / 60) || 12) * 60 + (m % 60)
}

const clockMirror: Template = {
  id: 'clock_mirror',
  family: 'clock',
  difficulty: 'hard',
  count: 14,
  draft(rng) {
    const shown = rng.int(1, 11) * 60 + rng.multiple(5, 5, 55)
    const real = (720 - shown) % 720
    if (real === shown) return undefined
    const wrong = [shown, real + 5, real - 5, real + 60, real - 60, 660 - shown]
    return {
      key: `${shown}`,
      question: rng.pick([
        `আয়নায় একটি দেয়ালঘড়ির প্রতিবিম্ব দেখে মনে হচ্ছে সময় ${dial(shown)}। ঘড়িতে প্রকৃত সময় তখন কত?`,
        `${person(rng)} পেছনের দেয়ালের ঘড়িটি সামনের আয়নায় দেখে সময় পড়লেন ${dial(shown)}। আসলে তখন কয়টা বাজে?`,
      ]),
      kind: 'number',
      answer: { text: dial(real), value: dialValue(real) },
      distractors: wrong.map((t) => ({ text: dial(t), value: dialValue(t) })),
      holds: (v) => v === dialValue(real),
    }
  },
}

export const intelligenceTemplates: Template[] = [
  seriesTemplate('easy', 18),
  seriesTemplate('medium', 20),
  seriesTemplate('hard', 20),
  letterSeries,
  letterPosition,
  oddWord,
  oddNumber,
  wordAnalogy,
  numberAnalogy,
  digitCode,
  directionFacing,
  directionWhere,
  directionDistance,
  relation,
  rankPosition,
  rankOrder,
  calendarWeekday,
  dayOffset,
  monthSequence,
  clockAngle,
  clockMirror,
]
