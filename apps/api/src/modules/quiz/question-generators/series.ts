/**
 * Number series with exactly one defensible next term. A series is only used when every
 * rule a solver might reasonably see in the shown terms (constant difference, constant ratio,
 * growing differences, alternating steps …) either does not fit or predicts the same next
 * term: otherwise two options could both be argued right. A rule counts as fitting as soon as
 * the terms do not contradict it, even when too few terms are shown to check it: erring that
 * way only drops more series.
 */
import type { Rng } from './random.ts'

type Predict = (terms: readonly number[]) => number | undefined

const differences = (terms: readonly number[]) => terms.slice(1).map((v, i) => v - (terms[i] as number))
const ratios = (terms: readonly number[]) =>
  terms.some((t) => t === 0) ? undefined : terms.slice(1).map((v, i) => v / (terms[i] as number))
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9
/** Not contradicted: all the values there are agree (a single value always does). */
const constant = (values: readonly number[] | undefined) =>
  values !== undefined && values.length >= 1 && values.every((v) => close(v, values[0] as number))
const last = (values: readonly number[]) => values[values.length - 1] as number

const isPrime = (n: number) => {
  if (n < 2 || !Number.isInteger(n)) return false
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false
  return true
}

/** Continues a pattern of period two in the steps (each step an addition or a multiplication). */
function alternatingSteps(terms: readonly number[]): number[] {
  const predictions: number[] = []
  if (terms.length < 3) return predictions
  type Step = (v: number) => number
  const stepsFrom = (a: number, b: number): Step[] => {
    const steps: Step[] = [(v) => v + (b - a)]
    if (a !== 0) steps.push((v) => v * (b / a))
    return steps
  }
  for (const even of stepsFrom(terms[0] as number, terms[1] as number)) {
    for (const odd of stepsFrom(terms[1] as number, terms[2] as number)) {
      const fits = terms.every(
        (t, i) => i === 0 || close((i % 2 === 1 ? even : odd)(terms[i - 1] as number), t),
      )
      if (fits) predictions.push((terms.length % 2 === 1 ? even : odd)(last(terms)))
    }
  }
  return predictions
}

const rules: Record<string, Predict> = {
  constantDifference: (t) => {
    const d = differences(t)
    return constant(d) ? last(t) + (d[0] as number) : undefined
  },
  constantRatio: (t) => {
    const r = ratios(t)
    return r && constant(r) ? last(t) * (r[0] as number) : undefined
  },
  growingDifference: (t) => {
    const d = differences(t)
    const dd = differences(d)
    return constant(dd) ? last(t) + last(d) + (dd[0] as number) : undefined
  },
  thirdDifference: (t) => {
    const d = differences(t)
    const dd = differences(d)
    const ddd = differences(dd)
    return constant(ddd) ? last(t) + last(d) + last(dd) + (ddd[0] as number) : undefined
  },
  timesPlus: (t) => {
    // t[i+1] = a·t[i] + b, fitted on the first three terms and checked on the rest.
    if (t.length < 3 || t[1] === t[0]) return undefined
    const a = ((t[2] as number) - (t[1] as number)) / ((t[1] as number) - (t[0] as number))
    const b = (t[1] as number) - a * (t[0] as number)
    const fits = t.every((v, i) => i === 0 || close(a * (t[i - 1] as number) + b, v))
    return fits ? a * last(t) + b : undefined
  },
  sumOfTwo: (t) => {
    if (t.length < 3) return undefined
    const fits = t.every((v, i) => i < 2 || close((t[i - 1] as number) + (t[i - 2] as number), v))
    return fits ? last(t) + (t[t.length - 2] as number) : undefined
  },
  interleaved: (t) => {
    // Two series taking turns, each with a constant difference.
    if (t.length < 4) return undefined
    const evens = t.filter((_, i) => i % 2 === 0)
    const odds = t.filter((_, i) => i % 2 === 1)
    if (!constant(differences(evens)) || !constant(differences(odds))) return undefined
    const own = t.length % 2 === 0 ? evens : odds
    return last(own) + (differences(own)[0] as number)
  },
  differencesByRatio: (t) => {
    const d = differences(t)
    const r = ratios(d)
    return r && constant(r) ? last(t) + last(d) * (r[0] as number) : undefined
  },
  ratiosGrowing: (t) => {
    const r = ratios(t)
    if (!r || r.length < 2) return undefined
    const dr = differences(r)
    return constant(dr) ? last(t) * (last(r) + (dr[0] as number)) : undefined
  },
  primes: (t) => {
    if (!t.every(isPrime)) return undefined
    for (let i = 1; i < t.length; i++) {
      for (let n = (t[i - 1] as number) + 1; n < (t[i] as number); n++) if (isPrime(n)) return undefined
      if ((t[i] as number) <= (t[i - 1] as number)) return undefined
    }
    let next = last(t) + 1
    while (!isPrime(next)) next++
    return next
  },
}

/** Every next term that some rule fitting the shown terms would give. */
export function predictions(terms: readonly number[]): number[] {
  const found: number[] = []
  for (const predict of Object.values(rules)) {
    const value = predict(terms)
    if (value !== undefined && !found.some((f) => close(f, value))) found.push(value)
  }
  for (const value of alternatingSteps(terms)) if (!found.some((f) => close(f, value))) found.push(value)
  return found
}

/** Whether the terms lead to `next` and to nothing else. */
export function onlyNext(terms: readonly number[], next: number): boolean {
  const found = predictions(terms)
  return found.length === 1 && close(found[0] as number, next)
}

export type SeriesLevel = 'easy' | 'medium' | 'hard'

export interface Series {
  /** Which kind of pattern, so the same pattern with the same numbers is not asked twice. */
  pattern: string
  terms: number[]
  next: number
  /** Slips a solver makes with this pattern, for wrong options. */
  slips: number[]
}

function build(pattern: string, all: number[], shown: number, slips: (terms: number[]) => number[]): Series {
  const terms = all.slice(0, shown)
  const next = all[shown] as number
  return { pattern, terms, next, slips: slips(terms) }
}

/** Continues the last difference unchanged: the usual slip when the differences grow. */
const sameStepAgain = (terms: number[]) => [last(terms) + last(differences(terms))]

/** A series of the given level; check it with onlyNext before use. */
export function drawSeries(rng: Rng, level: SeriesLevel): Series {
  const make: Record<SeriesLevel, (() => Series)[]> = {
    easy: [
      () => {
        const [start, step] = [rng.int(2, 60), rng.int(2, 15)]
        return build(
          `add${step}`,
          [0, 1, 2, 3, 4, 5].map((i) => start + i * step),
          5,
          (t) => [last(t) + step + 1, last(t) + step - 1],
        )
      },
      () => {
        const [start, step] = [rng.int(70, 160), rng.int(3, 13)]
        return build(
          `sub${step}`,
          [0, 1, 2, 3, 4, 5].map((i) => start - i * step),
          5,
          (t) => [last(t) - step + 1, last(t) - step - 1],
        )
      },
      () => {
        const ratio = rng.pick([2, 3])
        const start = rng.int(1, ratio === 2 ? 12 : 5)
        return build(
          `times${ratio}`,
          [0, 1, 2, 3, 4, 5].map((i) => start * ratio ** i),
          5,
          (t) => [last(t) + last(differences(t))],
        )
      },
    ],
    medium: [
      () => {
        const [start, first, growth] = [rng.int(1, 30), rng.int(1, 8), rng.int(1, 4)]
        const all = [start]
        for (let i = 0; i < 5; i++) all.push(last(all) + first + i * growth)
        return build(`grow${first}+${growth}`, all, 5, sameStepAgain)
      },
      () => {
        const [from, offset] = [rng.int(1, 12), rng.pick([0, 0, 1, -1, 2])]
        return build(
          `squares${offset}`,
          [0, 1, 2, 3, 4, 5].map((i) => (from + i) ** 2 + offset),
          5,
          sameStepAgain,
        )
      },
      () => {
        const [times, plus, start] = [rng.pick([2, 3]), rng.pick([1, -1, 2, 3]), rng.int(1, 6)]
        const all = [start]
        for (let i = 0; i < 5; i++) all.push(last(all) * times + plus)
        return build(`x${times}+${plus}`, all, 5, (t) => [last(t) * times, last(t) * times + plus + 1])
      },
      () => {
        const [a, b] = [rng.int(1, 9), rng.int(1, 9)]
        const all = [a, b]
        for (let i = 0; i < 4; i++) all.push(last(all) + (all[all.length - 2] as number))
        return build('fibonacci', all, 5, (t) => [last(t) + last(differences(t)), last(t) * 2])
      },
      () => {
        const [start, up] = [rng.int(1, 40), rng.int(2, 9)]
        const other = up + rng.pick([-1, 1, 2, 3, 4]) * (up > 5 ? -1 : 1)
        const all = [start]
        for (let i = 0; i < 6; i++) all.push(last(all) + (i % 2 === 0 ? up : other))
        return build(`steps${up},${other}`, all, 6, (t) => [
          last(t) + (t.length % 2 === 0 ? other : up),
          last(t) + up + other,
        ])
      },
    ],
    hard: [
      () => {
        const [a, da, b, db] = [rng.int(1, 30), rng.int(2, 9), rng.int(20, 80), -rng.int(2, 9)]
        const all: number[] = []
        for (let i = 0; i < 4; i++) all.push(a + i * da, b + i * db)
        return build(`interleaved${da},${db}`, all, 6, (t) => [
          last(t) + db,
          (t[t.length - 2] as number) + da + 1,
        ])
      },
      () => {
        const [times, plus, start] = [rng.pick([2, 3]), rng.int(1, 6), rng.int(1, 8)]
        const all = [start]
        for (let i = 0; i < 6; i++) all.push(i % 2 === 0 ? last(all) * times : last(all) + plus)
        return build(`x${times}then+${plus}`, all, 6, (t) => [last(t) * times, last(t) + plus + 1])
      },
      () => {
        const [start, first, ratio] = [rng.int(1, 20), rng.int(1, 4), rng.pick([2, 3])]
        const all = [start]
        for (let i = 0; i < 5; i++) all.push(last(all) + first * ratio ** i)
        return build(`diffs×${ratio}`, all, 5, sameStepAgain)
      },
      () => {
        const [start, multiplier] = [rng.int(1, 5), rng.int(1, 2)]
        const all = [start]
        for (let i = 0; i < 5; i++) all.push(last(all) * (multiplier + i))
        return build(`times${multiplier}up`, all, 5, (t) => [last(t) * (multiplier + 3)])
      },
      () => {
        const [from, offset] = [rng.int(1, 6), rng.pick([0, 1, -1, 2])]
        return build(
          `cubes${offset}`,
          [0, 1, 2, 3, 4, 5].map((i) => (from + i) ** 3 + offset),
          5,
          sameStepAgain,
        )
      },
      () => {
        const primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79]
        const from = rng.int(0, primes.length - 6)
        return build('primes', primes.slice(from, from + 6), 5, (t) => [last(t) + 2, last(t) + 1])
      },
    ],
  }
  return rng.pick(make[level])()
}
