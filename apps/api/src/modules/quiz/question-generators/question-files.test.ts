import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readValue } from './bangla.ts'
import { checkQuestion, isInformal, optionNames, rankOf, sameValue } from './core.ts'
import { questionFiles } from './question-files.ts'

const files = questionFiles()
const minimum = { 'math-puzzles': 1050, intelligence: 350 }
const fields = ['category', 'difficulty', 'fact', 'question', 'option1', 'option2', 'option3', 'answer']

/** Whether a share is within three percentage points of one third. */
const nearThird = (count: number, total: number) => Math.abs(count / total - 1 / 3) <= 0.03

describe.each(files)('the generated $category file', ({ category, file, questions, text }) => {
  const committed = readFileSync(file, 'utf8')
  const rows = JSON.parse(committed) as Record<string, string>[]
  const options = (row: Record<string, string>) => optionNames.map((name) => row[name] as string)

  it('is exactly what generate.ts writes, so the file is reproducible from the code', () => {
    expect(committed === text, 'regenerate: node --import tsx …/question-generators/generate.ts').toBe(true)
    expect(rows).toHaveLength(questions.length)
  })

  it('holds enough questions, each of exactly the loader’s shape, with a unique fact key', () => {
    expect(rows.length).toBeGreaterThanOrEqual(minimum[category])
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(fields)
      expect(row.category).toBe(category)
      expect(['easy', 'medium', 'hard']).toContain(row.difficulty)
      expect(optionNames).toContain(row.answer)
    }
    expect(new Set(rows.map((row) => row.fact)).size).toBe(rows.length)
  })

  it('has exactly one option equal to the computed answer, compared by value, and three different options', () => {
    rows.forEach((row, i) => {
      const generated = questions[i]
      if (!generated) throw new Error(`No generated question for ${row.fact}.`)
      const texts = options(row)
      const { solution, kind } = generated
      expect(
        texts.filter((t) => t === solution.text),
        row.fact,
      ).toHaveLength(1)
      expect(row[row.answer as string], row.fact).toBe(solution.text)
      expect(new Set(texts).size, row.fact).toBe(3)
      if (kind === 'number') {
        const values = texts.map((t) => readValue(t))
        const answer = solution.value as number
        expect(
          values.filter((v) => v !== undefined && sameValue(v, answer)),
          row.fact,
        ).toHaveLength(1)
        expect(sameValue(values[optionNames.indexOf(row.answer as never)] as number, answer), row.fact).toBe(
          true,
        )
        expect(new Set(values.map((v) => v?.toFixed(6))).size, row.fact).toBe(3)
      }
      // And everything else the generator checked, run again on the committed row.
      checkQuestion({ ...generated, row: row as never })
    })
  })

  it('puts the right answer smallest, middle and largest about equally often, and in each place', () => {
    const ranks = [0, 0, 0]
    const places = [0, 0, 0]
    rows.forEach((row, i) => {
      const generated = questions[i]
      const place = optionNames.indexOf(row.answer as never)
      places[place] = (places[place] ?? 0) + 1
      if (!generated || generated.kind === 'words') return
      // Numbers are read back from the file; letters and days use their place in the sequence.
      const values = generated.kind === 'number' ? options(row).map((t) => readValue(t)) : generated.values
      const rank = rankOf(values, place)
      if (rank === undefined) throw new Error(`${row.fact}: an option without a value.`)
      ranks[rank] = (ranks[rank] ?? 0) + 1
    })
    const ranked = ranks.reduce((total, count) => total + count, 0)
    for (const count of ranks) expect(nearThird(count, ranked), `ranks ${ranks}`).toBe(true)
    for (const count of places) expect(nearThird(count, rows.length), `places ${places}`).toBe(true)
  })

  it('balances the rank within every template too, so no kind of question has a favourite', () => {
    const byTemplate = new Map<string, number[]>()
    for (const generated of questions) {
      if (generated.kind === 'words') continue
      const rank = rankOf(generated.values, optionNames.indexOf(generated.row.answer))
      const ranks = byTemplate.get(generated.template) ?? [0, 0, 0]
      ranks[rank ?? 0] = (ranks[rank ?? 0] ?? 0) + 1
      byTemplate.set(generated.template, ranks)
    }
    for (const [template, ranks] of byTemplate) {
      const total = ranks.reduce((a, b) => a + b, 0)
      expect(Math.min(...ranks) / total, `${template}: ${ranks}`).toBeGreaterThanOrEqual(0.2)
    }
  })

  it('spreads difficulty roughly a third each', () => {
    for (const level of ['easy', 'medium', 'hard']) {
      const share = rows.filter((row) => row.difficulty === level).length / rows.length
      expect(Math.abs(share - 1 / 3), `${level}: ${share}`).toBeLessThanOrEqual(0.05)
    }
  })

  it('speaks as আপনি, ends every question with "?", writes Bangla digits, keeps options short', () => {
    for (const row of rows) {
      const texts = [row.question as string, ...options(row)]
      expect(texts.some(isInformal), row.fact).toBe(false)
      expect(row.question?.endsWith('?'), row.fact).toBe(true)
      expect(
        texts.some((t) => /[0-9]/.test(t)),
        row.fact,
      ).toBe(false)
      expect(Math.max(...options(row).map((o) => o.length)), row.fact).toBeLessThan(60)
    }
  })

  it('never asks the same question twice', () => {
    expect(new Set(rows.map((row) => row.question)).size).toBe(rows.length)
  })
})

describe('the two files together', () => {
  it('share no question text, so a play drawing on both never repeats itself', () => {
    const [math, intelligence] = files.map((f) => new Set(f.questions.map((q) => q.row.question)))
    const shared = [...(math ?? [])].filter((question) => intelligence?.has(question))
    expect(shared).toEqual([])
  })
})

describe('the math templates', () => {
  const math = files.find((f) => f.category === 'math-puzzles')?.questions ?? []

  it('are at least forty, covering every family of the brief', () => {
    expect(new Set(math.map((q) => q.template)).size).toBeGreaterThanOrEqual(40)
    const families = new Set(math.map((q) => q.family))
    for (const family of [
      'arith',
      'fraction',
      'percent',
      'profit',
      'discount',
      'interest',
      'ratio',
      'average',
      'age',
      'work',
      'speed',
      'lcm',
      'number',
      'divisibility',
      'power',
      'unit',
      'geometry',
      'clock',
      'series',
      'algebra',
    ]) {
      expect(families, family).toContain(family)
    }
  })

  it('state π = ২২/৭ wherever a circle is measured', () => {
    for (const q of math.filter((q) => /বৃত্ত|চাকা|গোল/.test(q.row.question))) {
      expect(q.row.question, q.row.fact).toContain('π = ২২/৭')
    }
  })

  it('write ratios with spaces around the colon', () => {
    for (const q of math)
      expect(q.row.question, q.row.fact).not.toMatch(/[০-৯]:[০-৯]|[০-৯] :[০-৯]|[০-৯]: [০-৯]/)
  })
})
