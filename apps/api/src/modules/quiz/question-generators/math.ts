/**
 * Templates for the গণিত ধাঁধা category. Each template draws its numbers, writes the
 * question in one of several wordings, computes the answer, and lists the slips a solver
 * typically makes; core.ts turns that into three balanced, checked options.
 */
import { duration, fraction, gcd, lcm, num, of, timeOfDay } from './bangla.ts'
import { listing, niceStep, numberOptions, orderedOptions, sameValue, sum, type Template } from './core.ts'
import { men, people, person } from './people.ts'
import type { Rng } from './random.ts'
import { drawSeries, onlyNext } from './series.ts'

const taka = (value: number) => `${num(value)} টাকা`
const percent = (value: number) => `${num(value)}%`
const unit = (name: string) => (value: number) => `${num(value)} ${name}`
const pieces = (value: number) => `${num(value)}টি`
const ratio = (...parts: number[]) => parts.map(num).join(' : ')

/** A fraction's text from its value, for options such as "৭/১২". */
function fractionText(value: number): string {
  for (let q = 1; q <= 500; q++) {
    const p = Math.round(value * q)
    if (Math.abs(p / q - value) < 1e-9) return fraction(p, q)
  }
  throw new Error(`${value} is not a simple fraction.`)
}

/** Proper fractions with small denominators, as [numerator, denominator]. */
const properFractions: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [1, 5],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 6],
  [5, 6],
  [1, 8],
  [3, 8],
  [5, 8],
]

const isWhole = (value: number) => Number.isInteger(Math.round(value * 1e9) / 1e9)

// ——— Arithmetic and everyday money ———

const groceries = [
  { name: 'চাল', min: 150, max: 480 },
  { name: 'মসুর ডাল', min: 70, max: 180 },
  { name: 'আলু', min: 40, max: 130 },
  { name: 'পেঁয়াজ', min: 50, max: 160 },
  { name: 'সয়াবিন তেল', min: 170, max: 390 },
  { name: 'ডিম', min: 45, max: 150 },
  { name: 'চিনি', min: 60, max: 150 },
  { name: 'সবজি', min: 40, max: 140 },
  { name: 'মাছ', min: 220, max: 600 },
  { name: 'লবণ', min: 20, max: 45 },
]

const changeBack: Template = {
  id: 'change_back',
  family: 'arith',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const note = rng.pick([500, 1000])
    const goods = rng.sample(groceries, rng.int(2, 3))
    const costs = goods.map((g) => rng.multiple(5, g.min, g.max))
    const spent = sum(costs)
    const change = note - spent
    // The note should be the one a shopper would actually hand over.
    if (change < 40 || (note === 1000 && spent < 480)) return undefined
    const bought = listing(goods.map((g, i) => `${num(costs[i] as number)} টাকার ${g.name}`))
    const buyer = person(rng)
    const question = rng.pick([
      `${buyer} ${num(note)} টাকার একটি নোট দিয়ে ${bought} কিনলেন। দোকানি তাঁকে কত টাকা ফেরত দেবেন?`,
      `একজন ক্রেতা ${bought} কিনে দোকানিকে ${num(note)} টাকার একটি নোট দিলেন। তিনি কত টাকা ফেরত পাবেন?`,
      `${buyer} ${num(note)} টাকা নিয়ে বাজারে গিয়ে ${bought} কিনলেন। তাঁর কাছে আর কত টাকা থাকল?`,
    ])
    return {
      key: `${note}:${costs.join(',')}`,
      question,
      ...numberOptions({
        answer: change,
        // Borrowing slips in the subtraction: off by ten or a hundred.
        mistakes: [change + 10, change - 10, change + 100, change - 100],
        step: 10,
        format: taka,
      }),
      holds: (v) => v + spent === note,
    }
  },
}

const pricedGoods = [
  { name: 'আলু', unit: 'কেজি', min: 25, max: 60 },
  { name: 'পেঁয়াজ', unit: 'কেজি', min: 45, max: 120 },
  { name: 'চাল', unit: 'কেজি', min: 55, max: 85 },
  { name: 'মসুর ডাল', unit: 'কেজি', min: 95, max: 140 },
  { name: 'চিনি', unit: 'কেজি', min: 110, max: 140 },
  { name: 'সয়াবিন তেল', unit: 'লিটার', min: 160, max: 195 },
  { name: 'দুধ', unit: 'লিটার', min: 70, max: 100 },
  { name: 'ডিম', unit: 'হালি', min: 40, max: 56 },
  { name: 'কলা', unit: 'ডজন', min: 80, max: 140 },
]

const shoppingTotal: Template = {
  id: 'shopping_total',
  family: 'arith',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const [first, second] = rng.sample(pricedGoods, 2) as [(typeof pricedGoods)[0], (typeof pricedGoods)[0]]
    const [p, q] = [rng.int(first.min, first.max), rng.int(second.min, second.max)]
    const [a, b] = [rng.int(2, 6), rng.int(2, 5)]
    const total = a * p + b * q
    const amountA = `${num(a)} ${first.unit} ${first.name}`
    const amountB = `${num(b)} ${second.unit} ${second.name}`
    const question = rng.pick([
      `প্রতি ${first.unit} ${of(first.name)} দাম ${num(p)} টাকা এবং প্রতি ${second.unit} ${of(second.name)} দাম ${num(q)} টাকা। ${amountA} ও ${amountB} কিনতে মোট কত টাকা লাগবে?`,
      `${person(rng)} ${num(p)} টাকা ${first.unit} দরে ${amountA} এবং ${num(q)} টাকা ${second.unit} দরে ${amountB} কিনলেন। তিনি মোট কত টাকা খরচ করলেন?`,
      `পাড়ার মুদি দোকানে ${first.name} ${num(p)} টাকা ${first.unit} আর ${second.name} ${num(q)} টাকা ${second.unit}। ${amountA} আর ${amountB} কিনলে দাম কত হবে?`,
    ])
    return {
      key: `${first.name}${p}x${a}:${second.name}${q}x${b}`,
      question,
      ...numberOptions({
        answer: total,
        // Prices swapped between the two goods, or one unit too many or too few.
        mistakes: [a * q + b * p, total - p, total + q, total + p, total - q],
        format: taka,
      }),
      holds: (v) => v === a * p + b * q,
    }
  },
}

const commuteModes = [
  { fare: 'রিকশাভাড়া', by: 'রিকশায়', min: 20, max: 70, step: 5 },
  { fare: 'সিএনজি অটোরিকশার ভাড়া', by: 'সিএনজি অটোরিকশায়', min: 80, max: 220, step: 10 },
  { fare: 'বাসভাড়া', by: 'বাসে', min: 10, max: 45, step: 5 },
  { fare: 'লেগুনার ভাড়া', by: 'লেগুনায়', min: 10, max: 30, step: 5 },
]

const dailyFare: Template = {
  id: 'daily_fare',
  family: 'arith',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const mode = rng.pick(commuteModes)
    const go = rng.multiple(mode.step, mode.min, mode.max)
    const back = rng.multiple(mode.step, mode.min, mode.max)
    const days = rng.int(5, 26)
    const daily = go + back
    const question = rng.pick([
      `${person(rng)} প্রতিদিন অফিসে যেতে ${mode.fare} দেন ${num(go)} টাকা আর ফিরতে দেন ${num(back)} টাকা। মাসে ${num(days)} দিন অফিস করলে এক মাসে এই ভাড়ায় তাঁর কত টাকা খরচ হয়?`,
      `একজন শিক্ষার্থী ${mode.by} কলেজে যাওয়া-আসা করে; যেতে ভাড়া ${num(go)} টাকা, ফিরতে ${num(back)} টাকা। ${num(days)} দিনে যাতায়াতে মোট কত টাকা খরচ হয়?`,
      `${mode.by} যাওয়ার ভাড়া ${num(go)} টাকা এবং ফেরার ভাড়া ${num(back)} টাকা হলে ${num(days)} দিন যাতায়াত করতে মোট কত টাকা লাগে?`,
    ])
    return {
      key: `${mode.by}:${go}:${back}:${days}`,
      question,
      ...numberOptions({
        answer: daily * days,
        // A day too many or too few, or only one way counted on one of the days.
        mistakes: [daily * (days - 1), daily * (days + 1), daily * days - go, daily * days + back],
        step: daily,
        format: taka,
      }),
      holds: (v) => v === (go + back) * days,
    }
  },
}

const mobileSpending: Template = {
  id: 'mobile_spending',
  family: 'arith',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const name = person(rng)
    const variant = rng.int(0, 2)
    if (variant < 2) {
      const price = rng.pick([19, 29, 39, 49, 59, 69, 79, 99, 119, 149])
      const times = rng.int(3, 15)
      const question =
        variant === 0
          ? `${name} প্রতি সপ্তাহে ${num(price)} টাকার একটি ইন্টারনেট প্যাকেজ কেনেন। ${num(times)} সপ্তাহে এই প্যাকেজের পেছনে তাঁর মোট কত টাকা খরচ হয়?`
          : `একটি মোবাইল অপারেটরের মিনিট প্যাকেজের দাম ${num(price)} টাকা। ${name} এক মাসে ${num(times)}টি প্যাকেজ কিনলে তাঁর মোট খরচ কত?`
      return {
        key: `${variant}:${price}:${times}`,
        question,
        ...numberOptions({
          answer: price * times,
          mistakes: [price * (times - 1), price * (times + 1)],
          step: price,
          format: taka,
        }),
        holds: (v) => v === price * times,
      }
    }
    const recharge = rng.pick([50, 100, 150, 200, 300, 500])
    const bonus = rng.pick([5, 10, 15, 20, 25, 30, 40])
    const times = rng.int(2, 9)
    if (bonus * 4 > recharge) return undefined
    const total = times * (recharge + bonus)
    return {
      key: `bonus:${recharge}:${bonus}:${times}`,
      question: `একটি অফারে প্রতিবার ${num(recharge)} টাকা রিচার্জ করলে ${num(bonus)} টাকা বোনাস পাওয়া যায়। ${name} এই অফারে ${num(times)} বার রিচার্জ করলে মোট কত টাকার ব্যালান্স পাবেন?`,
      ...numberOptions({
        answer: total,
        // Bonus counted once only, or a recharge too many or too few.
        mistakes: [times * recharge + bonus, total - (recharge + bonus), total + (recharge + bonus)],
        step: recharge + bonus,
        format: taka,
      }),
      holds: (v) => v === times * (recharge + bonus),
    }
  },
}

const mentalProduct: Template = {
  id: 'mental_product',
  family: 'arith',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    let a: number
    let b: number
    let mistakes: number[]
    if (rng.chance(0.35)) {
      // Numbers either side of a round one: (m − d)(m + d) = m² − d².
      const middle = rng.multiple(10, 30, 90)
      const spread = rng.int(1, 6)
      ;[a, b] = [middle - spread, middle + spread]
      mistakes = [middle * middle, middle * middle + spread * spread, middle * middle - 2 * spread]
    } else {
      a = rng.pick([25, 50, 125, 99, 101, 11, 15, 45, 75, 98, 102, 19, 21])
      b = rng.int(12, a >= 98 ? 68 : 96)
      mistakes = [a * b + 10, a * b - 10, a * b + 100, a * b - 100, a * (b + 1), a * (b - 1)]
    }
    const question = rng.pick([
      `মুখে মুখে হিসাব করুন: ${num(a)} × ${num(b)} = কত?`,
      `${num(a)}-কে ${num(b)} দিয়ে গুণ করলে গুণফল কত হয়?`,
      `${num(a)} ও ${num(b)}-এর গুণফল কত?`,
    ])
    return {
      key: `${a}x${b}`,
      question,
      ...numberOptions({ answer: a * b, mistakes, format: num }),
      holds: (v) => v === a * b,
    }
  },
}

const countables = [
  { name: 'খাতা', min: 20, max: 65 },
  { name: 'কলম', min: 8, max: 30 },
  { name: 'কমলা', min: 15, max: 40 },
  { name: 'আপেল', min: 20, max: 45 },
  { name: 'নারকেল', min: 50, max: 120 },
  { name: 'পাউরুটি', min: 35, max: 75 },
  { name: 'ডাব', min: 60, max: 130 },
]

const unitaryPrice: Template = {
  id: 'unitary_price',
  family: 'arith',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const item = rng.pick(countables)
    const each = rng.int(item.min, item.max)
    const dozen = rng.chance(0.25)
    const known = dozen ? 12 : rng.int(3, 12)
    const wanted = rng.int(2, 20)
    if (wanted === known) return undefined
    const knownPrice = known * each
    const question = dozen
      ? `এক ডজন ${of(item.name)} দাম ${num(knownPrice)} টাকা হলে ${num(wanted)}টি ${of(item.name)} দাম কত?`
      : rng.pick([
          `${num(known)}টি ${of(item.name)} দাম ${num(knownPrice)} টাকা হলে ${num(wanted)}টি ${of(item.name)} দাম কত?`,
          `${person(rng)} ${num(knownPrice)} টাকায় ${num(known)}টি ${item.name} কিনলেন। একই দরে ${num(wanted)}টি ${item.name} কিনতে কত টাকা লাগবে?`,
        ])
    return {
      key: `${item.name}:${known}:${each}:${wanted}`,
      question,
      ...numberOptions({
        answer: wanted * each,
        mistakes: [(wanted + 1) * each, (wanted - 1) * each],
        step: each,
        format: taka,
      }),
      holds: (v) => v * known === wanted * knownPrice,
    }
  },
}

const requiredRunRate: Template = {
  id: 'cricket_required_rate',
  family: 'arith',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const overs = rng.pick([20, 50])
    const played = overs === 20 ? rng.int(8, 15) : rng.int(25, 42)
    const left = overs - played
    const rate = overs === 20 ? rng.int(7, 13) : rng.int(5, 9)
    const scored = overs === 20 ? rng.int(played * 6, played * 9) : rng.int(played * 4, played * 6)
    const target = scored + rate * left
    const format = overs === 20 ? 'টি-টোয়েন্টি' : 'ওয়ানডে'
    const question = rng.pick([
      `একটি ${format} ম্যাচে জিততে ${num(target)} রান দরকার। ${num(played)} ওভারে ${num(scored)} রান হয়ে গেছে। বাকি ওভারগুলোতে ওভারপ্রতি গড়ে কত রান করলে দলটি ঠিক ${num(target)} রানে পৌঁছাবে?`,
      `${num(overs)} ওভারের ম্যাচে ${num(target)} রানের লক্ষ্য তাড়া করতে নেমে একটি দল ${num(played)} ওভারে তুলেছে ${num(scored)} রান। বাকি ওভারে ওভারপ্রতি কত রান করে তুললে ঠিক লক্ষ্যে পৌঁছানো যাবে?`,
    ])
    return {
      key: `${overs}:${played}:${scored}:${target}`,
      question,
      ...numberOptions({ answer: rate, step: 1, format: unit('রান') }),
      holds: (v) => scored + v * left === target,
    }
  },
}

const cropYield: Template = {
  id: 'crop_yield',
  family: 'arith',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const perBigha = rng.int(12, 24)
    const bighas = rng.int(2, 9)
    const name = person(rng)
    if (rng.chance(0.5)) {
      const kilos = perBigha * bighas * 40
      return {
        key: `kg:${perBigha}:${bighas}`,
        question: `এক বিঘা জমিতে গড়ে ${num(perBigha)} মণ ধান হয়। ১ মণ = ৪০ কেজি ধরে ${of(name)} ${num(bighas)} বিঘা জমিতে কত কেজি ধান হবে?`,
        ...numberOptions({
          answer: kilos,
          // One maund per bigha off, or a bigha too many or too few.
          mistakes: [kilos - 40 * bighas, kilos + 40 * bighas, kilos - perBigha * 40, kilos + perBigha * 40],
          format: unit('কেজি'),
        }),
        holds: (v) => v === perBigha * bighas * 40,
      }
    }
    const price = rng.multiple(50, 900, 1500)
    const income = perBigha * bighas * price
    return {
      key: `tk:${perBigha}:${bighas}:${price}`,
      question: `${of(name)} ${num(bighas)} বিঘা জমির প্রতি বিঘায় ${num(perBigha)} মণ করে ধান হয়েছে। প্রতি মণ ${num(price)} টাকা দরে সব ধান বিক্রি করলে তিনি কত টাকা পাবেন?`,
      ...numberOptions({
        answer: income,
        mistakes: [income - price * bighas, income + price * bighas, income - perBigha * price],
        format: taka,
      }),
      holds: (v) => v === perBigha * bighas * price,
    }
  },
}

// ——— Fractions ———

const fractionOfAmount: Template = {
  id: 'fraction_of_amount',
  family: 'fraction',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const [a, b] = rng.pick(properFractions.filter(([, q]) => q > 2))
    const f = fraction(a, b)
    const context = rng.int(0, 3)
    const scale = [rng.int(20, 150) * 100, rng.int(12, 250), rng.int(40, 180) * 5, rng.int(2, 20)][
      context
    ] as number
    const whole = scale * b
    const part = (whole * a) / b
    const name = person(rng)
    const [question, format] = [
      [
        `${name} মাসিক বেতনের ${f} অংশ সঞ্চয় করেন। তাঁর বেতন ${num(whole)} টাকা হলে তিনি মাসে কত টাকা সঞ্চয় করেন?`,
        taka,
      ],
      [`${num(whole)}-এর ${f} অংশ কত?`, num],
      [
        `একটি আন্তঃনগর ট্রেনের ${num(whole)}টি আসনের ${f} অংশের টিকিট বিক্রি হয়ে গেছে। কতটি আসনের টিকিট বিক্রি হয়েছে?`,
        pieces,
      ],
      [`${num(whole)} লিটার দুধের ${f} অংশ দিয়ে দই বানানো হলো। দই বানাতে কত লিটার দুধ লাগল?`, unit('লিটার')],
    ][context] as [string, (v: number) => string]
    return {
      key: `${context}:${whole}:${a}/${b}`,
      question,
      ...numberOptions({
        answer: part,
        // One part too many or too few, or the remaining part instead.
        mistakes: [part + scale, part - scale, whole - part],
        format,
      }),
      holds: (v) => v * b === whole * a,
    }
  },
}

const fractionRemainder: Template = {
  id: 'fraction_remainder',
  family: 'fraction',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [a1, b1] = rng.pick(properFractions)
    const [a2, b2] = rng.pick(properFractions)
    const common = lcm(b1, b2)
    const restTop = common - (a1 * common) / b1 - (a2 * common) / b2
    if (restTop <= 0 || a1 * b2 === a2 * b1) return undefined
    const context = rng.int(0, 2)
    const multiplier = [rng.int(1, 12), rng.int(2, 40), rng.int(1, 30) * 100][context] as number
    const total = common * multiplier
    if (context === 0 && (total < 6 || total > 150)) return undefined
    if (context === 1 && (total < 60 || total > 600)) return undefined
    if (context === 2 && (total < 2000 || total > 40000)) return undefined
    const rest = (total * restTop) / common
    const [f1, f2] = [fraction(a1, b1), fraction(a2, b2)]
    const name = person(rng)
    const [question, format] = [
      [
        `${name} তাঁর জমির ${f1} অংশে ধান আর ${f2} অংশে পাট চাষ করেছেন। বাকি ${num(rest)} বিঘা জমিতে সবজি লাগিয়েছেন। তাঁর মোট জমি কত বিঘা?`,
        unit('বিঘা'),
      ],
      [
        `${name} একটি বইয়ের প্রথম দিন ${f1} অংশ এবং দ্বিতীয় দিন ${f2} অংশ পড়লেন। এখনো ${num(rest)} পৃষ্ঠা পড়া বাকি। বইটি কত পৃষ্ঠার?`,
        unit('পৃষ্ঠা'),
      ],
      [
        `${name} ঈদের বোনাসের ${f1} অংশ দিয়ে কাপড় আর ${f2} অংশ দিয়ে উপহার কিনলেন। এরপর তাঁর কাছে ${num(rest)} টাকা থাকল। বোনাস কত টাকা ছিল?`,
        taka,
      ],
    ][context] as [string, (v: number) => string]
    const step = context === 2 ? common * 100 : common
    return {
      key: `${context}:${total}:${a1}/${b1}:${a2}/${b2}`,
      question,
      ...numberOptions({
        answer: total,
        // Only one of the two parts taken away.
        mistakes: [(rest * b1) / (b1 - a1), (rest * b2) / (b2 - a2), total + step, total - step],
        step,
        format,
      }),
      holds: (v) => v * restTop === rest * common,
    }
  },
}

const fractionArithmetic: Template = {
  id: 'fraction_arithmetic',
  family: 'fraction',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [a, b] = rng.pick(properFractions)
    const [c, d] = rng.pick(properFractions)
    if (b === d) return undefined
    const adding = rng.chance(0.6)
    const value = adding ? a / b + c / d : a / b - c / d
    if (value <= 0) return undefined
    const [f1, f2] = [fraction(a, b), fraction(c, d)]
    const question = adding
      ? rng.pick([
          `${f1} + ${f2} = কত?`,
          `একটি পাত্রে ${f1} লিটার দুধ ছিল, তাতে আরও ${f2} লিটার দুধ ঢালা হলো। পাত্রে এখন কত লিটার দুধ আছে?`,
        ])
      : rng.pick([
          `${f1} − ${f2} = কত?`,
          `${f1} কেজি চিনি থেকে ${f2} কেজি চিনি খরচ হলো। আর কত কেজি চিনি থাকল?`,
        ])
    const withUnit = question.includes('লিটার') ? ' লিটার' : question.includes('কেজি') ? ' কেজি' : ''
    const denominator = lcm(b, d)
    return {
      key: `${a}/${b}${adding ? '+' : '-'}${c}/${d}`,
      question,
      ...numberOptions({
        answer: value,
        // Adding tops and bottoms, or a slip of one in the common numerator.
        mistakes: [
          adding ? (a + c) / (b + d) : Math.abs(a - c) / Math.abs(b - d || 1),
          value + 1 / denominator,
          value - 1 / denominator,
          value + 2 / denominator,
          value - 2 / denominator,
        ],
        step: 1 / denominator,
        whole: false,
        matchShape: false,
        format: (v) => `${fractionText(v)}${withUnit}`,
      }),
      holds: (v) => sameValue(v, value),
    }
  },
}

const fractionReverse: Template = {
  id: 'fraction_reverse',
  family: 'fraction',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const [a, b] = rng.pick(properFractions.filter(([p, q]) => p / q <= 0.5))
    const [c, d] = rng.pick(properFractions.filter(([p, q]) => p / q <= 0.5))
    const total = rng.int(16, 100) * 500
    const left = (total * (b - a) * (d - c)) / (b * d)
    if (!Number.isInteger(left)) return undefined
    const name = person(rng)
    const [f1, f2] = [fraction(a, b), fraction(c, d)]
    const question = rng.pick([
      `${name} মাসিক বেতনের ${f1} অংশ বাড়িভাড়ায় এবং বাকি টাকার ${f2} অংশ খাবারে খরচ করেন। এরপর তাঁর কাছে ${num(left)} টাকা থাকে। তাঁর মাসিক বেতন কত?`,
      `${name} তাঁর জমানো টাকার ${f1} অংশ ছেলেকে এবং বাকি টাকার ${f2} অংশ মেয়েকে দিলেন। এরপর তাঁর কাছে ${num(left)} টাকা থাকল। তাঁর জমানো টাকা কত ছিল?`,
    ])
    // The usual slip: taking both parts as parts of the whole.
    const misread = left / (1 - a / b - c / d)
    return {
      key: `${total}:${a}/${b}:${c}/${d}`,
      question,
      ...numberOptions({ answer: total, mistakes: [misread], step: 500, format: taka }),
      holds: (v) => v * (b - a) * (d - c) === left * b * d,
    }
  },
}

const fractionPartKnown: Template = {
  id: 'fraction_part_known',
  family: 'fraction',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [a1, b1] = rng.pick(properFractions)
    const [a2, b2] = rng.pick(properFractions)
    if (a1 * b2 === a2 * b1) return undefined
    const whole = lcm(b1, b2) * rng.int(2, 30)
    if (whole > 900) return undefined
    const known = (whole * a1) / b1
    const wanted = (whole * a2) / b2
    const [f1, f2] = [fraction(a1, b1), fraction(a2, b2)]
    const tank = rng.chance(0.5)
    const question = tank
      ? `একটি পানির ট্যাংকের ${f1} অংশ ভরতে ${num(known)} লিটার পানি লাগে। ট্যাংকটির ${f2} অংশ ভরতে কত লিটার পানি লাগবে?`
      : `কোনো সংখ্যার ${f1} অংশ ${num(known)} হলে সংখ্যাটির ${f2} অংশ কত?`
    return {
      key: `${whole}:${a1}/${b1}:${a2}/${b2}`,
      question,
      ...numberOptions({
        answer: wanted,
        // The second fraction taken of the known part instead of the whole.
        mistakes: [(known * a2) / b2, wanted + whole / b2, wanted - whole / b2],
        format: tank ? unit('লিটার') : num,
      }),
      holds: (v) => v * b2 * a1 === known * b1 * a2,
    }
  },
}

// ——— Percentages ———

const percentOf: Template = {
  id: 'percent_of',
  family: 'percent',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const rate = rng.pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 65, 75, 80])
    const context = rng.int(0, 4)
    const base = [
      rng.int(4, 60) * 20,
      rng.pick([50, 75, 100, 150, 200, 300]),
      rng.int(12, 90) * 100,
      rng.int(2, 12) * 20,
      rng.int(8, 60) * 20,
    ][context] as number
    const part = (base * rate) / 100
    if (!Number.isInteger(part)) return undefined
    const answer = context === 4 ? base - part : part
    const [question, format] = [
      [`${num(base)} টাকার ${num(rate)}% কত টাকা?`, taka],
      [
        `একটি পরীক্ষায় পূর্ণ নম্বর ${num(base)}। পাস করতে ${num(rate)}% নম্বর পেতে হয়। পাস করতে কমপক্ষে কত নম্বর লাগবে?`,
        num,
      ],
      [
        `একটি ইউনিয়নের ${num(base)} জন ভোটারের মধ্যে ${num(rate)}% ভোট দিয়েছেন। কতজন ভোটার ভোট দিয়েছেন?`,
        unit('জন'),
      ],
      [`বাসভাড়া ${num(base)} টাকা থেকে ${num(rate)}% বাড়ানো হলো। ভাড়া কত টাকা বাড়ল?`, taka],
      [`একটি পরীক্ষায় ${num(base)} জন পরীক্ষার্থীর ${num(rate)}% পাস করেছে। কতজন পাস করতে পারেনি?`, unit('জন')],
    ][context] as [string, (v: number) => string]
    const fivePercent = base / 20
    return {
      key: `${context}:${base}:${rate}`,
      question,
      ...numberOptions({
        answer,
        // Five per cent either way, or (for the fail count) the pass count instead.
        mistakes: context === 4 ? [part, answer + fivePercent, answer - fivePercent] : [],
        step: Number.isInteger(fivePercent) ? fivePercent : niceStep(answer),
        format,
      }),
      holds: (v) => (context === 4 ? (base - v) * 100 === base * rate : v * 100 === base * rate),
    }
  },
}

const percentWhat: Template = {
  id: 'percent_what',
  family: 'percent',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const rate = rng.chance(0.6) ? rng.multiple(5, 10, 95) : rng.int(11, 89)
    const context = rng.int(0, 3)
    const total = [
      rng.pick([50, 80, 100, 150, 200, 300]),
      rng.int(20, 80),
      rng.int(20, 300),
      rng.int(10, 80) * 1000,
    ][context] as number
    const part = (total * rate) / 100
    if (!Number.isInteger(part) || part === 0) return undefined
    const name = person(rng)
    const question = [
      `${name} একটি পরীক্ষায় ${num(total)} নম্বরের মধ্যে ${num(part)} নম্বর পেয়েছেন। তিনি শতকরা কত নম্বর পেয়েছেন?`,
      `একটি ক্লাসের ${num(total)} জন শিক্ষার্থীর মধ্যে ${num(part)} জন মেয়ে। ক্লাসের শতকরা কত ভাগ শিক্ষার্থী মেয়ে?`,
      `একটি বাগানের ${num(total)}টি গাছের মধ্যে ${num(part)}টি আমগাছ। বাগানের শতকরা কত ভাগ গাছ আমগাছ?`,
      `${name} মাসে ${num(total)} টাকা আয় করে ${num(part)} টাকা জমান। তিনি আয়ের শতকরা কত ভাগ জমান?`,
    ][context] as string
    return {
      key: `${context}:${total}:${part}`,
      question,
      ...numberOptions({
        answer: rate,
        mistakes: [100 - rate],
        step: rate % 5 === 0 ? 5 : 1,
        max: 100,
        format: percent,
      }),
      holds: (v) => v * total === part * 100,
    }
  },
}

const priceChangeContexts = [
  { thing: 'চালের দাম কেজিপ্রতি', min: 40, max: 90 },
  { thing: 'দুধের দাম লিটারপ্রতি', min: 60, max: 100 },
  { thing: 'বাসভাড়া', min: 20, max: 80 },
  { thing: 'একটি বাসার মাসিক ভাড়া', min: 8000, max: 25000 },
  { thing: 'একজন কর্মীর মাসিক বেতন', min: 12000, max: 40000 },
]

const percentChange: Template = {
  id: 'percent_change',
  family: 'percent',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const context = rng.pick(priceChangeContexts)
    const rising = context.thing.includes('বেতন') || rng.chance(0.65)
    const rate = rising ? rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 40]) : rng.pick([5, 8, 10, 12, 15, 20])
    const old =
      context.max > 1000 ? rng.multiple(500, context.min, context.max) : rng.int(context.min, context.max)
    const change = (old * rate) / 100
    if (!Number.isInteger(change)) return undefined
    const now = rising ? old + change : old - change
    const question = rising
      ? `${context.thing} ${num(old)} টাকা থেকে বেড়ে ${num(now)} টাকা হয়েছে। শতকরা কত বেড়েছে?`
      : `${context.thing} ${num(old)} টাকা থেকে কমে ${num(now)} টাকা হয়েছে। শতকরা কত কমেছে?`
    return {
      key: `${context.thing}:${old}:${now}`,
      question,
      ...numberOptions({
        answer: rate,
        // The change measured against the new price instead of the old one.
        mistakes: [(change / now) * 100, change],
        step: rate % 5 === 0 ? 5 : 2,
        max: 100,
        format: percent,
      }),
      holds: (v) => v * old === change * 100,
    }
  },
}

const successiveChange: Template = {
  id: 'percent_successive',
  family: 'percent',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const up = rng.pick([10, 15, 20, 25, 30])
    const down = rng.pick([10, 15, 20, 25, 30])
    const price = rng.multiple(100, 400, 6000)
    const final = (price * (100 + up) * (100 - down)) / 10000
    // A final price equal to the starting one could be picked from the question's own numbers.
    if (!Number.isInteger(final) || final === price) return undefined
    const item = rng.pick(['একটি বৈদ্যুতিক পাখার', 'একটি রাইস কুকারের', 'একটি স্কুলব্যাগের', 'এক জোড়া জুতার'])
    const upFirst = rng.chance(0.5)
    const question = upFirst
      ? `${item} দাম প্রথমে ${num(up)}% বাড়ানো হলো, পরে নতুন দাম থেকে ${num(down)}% কমানো হলো। আগের দাম ${num(price)} টাকা হলে এখন দাম কত?`
      : `${item} দাম প্রথমে ${num(down)}% কমানো হলো, পরে কমানো দামের ওপর ${num(up)}% বাড়ানো হলো। আগের দাম ${num(price)} টাকা হলে এখন দাম কত?`
    return {
      key: `${price}:${up}:${down}`,
      question,
      ...numberOptions({
        answer: final,
        // The usual slip: netting the two rates, as if 20% up and 10% down were 10% up.
        mistakes: [(price * (100 + up - down)) / 100],
        format: taka,
      }),
      holds: (v) => v * 10000 === price * (100 + up) * (100 - down),
    }
  },
}

const compoundGrowth: Template = {
  id: 'percent_growth',
  family: 'percent',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const rate = rng.pick([5, 10, 20, 4, 8, 15])
    const start = rng.multiple(100, 2000, 60000)
    const after = (start * (100 + rate) ** 2) / 10000
    if (!Number.isInteger(after)) return undefined
    const question = rng.pick([
      `একটি গ্রামের জনসংখ্যা ${num(start)}। প্রতিবছর জনসংখ্যা আগের বছরের চেয়ে ${num(rate)}% বাড়লে ২ বছর পরে জনসংখ্যা কত হবে?`,
      `একটি খামারে এখন ${num(start)}টি মুরগি আছে। প্রতিবছর মুরগির সংখ্যা আগের বছরের চেয়ে ${num(rate)}% বাড়লে ২ বছর পরে কতটি মুরগি হবে?`,
    ])
    return {
      key: `${start}:${rate}`,
      question,
      ...numberOptions({
        answer: after,
        // Simple growth: the rate taken on the starting number both years.
        mistakes: [(start * (100 + 2 * rate)) / 100],
        format: question.includes('মুরগি') ? pieces : num,
      }),
      holds: (v) => v * 10000 === start * (100 + rate) ** 2,
    }
  },
}

const strikeRate: Template = {
  id: 'cricket_strike_rate',
  family: 'percent',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const balls = rng.int(10, 80)
    const rate = rng.multiple(5, 60, 240)
    const runs = (balls * rate) / 100
    if (!Number.isInteger(runs) || runs < 8) return undefined
    const name = rng.pick(men)
    return {
      key: `${balls}:${runs}`,
      question: rng.pick([
        `একজন ব্যাটার ${num(balls)} বলে ${num(runs)} রান করেছেন। তাঁর স্ট্রাইক রেট (প্রতি ১০০ বলে রান) কত?`,
        `একটি টি-টোয়েন্টি ম্যাচে ${name} ${num(balls)} বল খেলে ${num(runs)} রান করলেন। প্রতি ১০০ বলের হিসাবে তাঁর স্ট্রাইক রেট কত?`,
      ]),
      ...numberOptions({ answer: rate, mistakes: [(balls / runs) * 100], step: 5, format: num }),
      holds: (v) => v * balls === runs * 100,
    }
  },
}

// ——— Profit and loss ———

const tradeGoods = [
  { name: 'ছাগল', min: 6000, max: 18000 },
  { name: 'বাইসাইকেল', min: 5000, max: 15000 },
  { name: 'মোবাইল ফোন', min: 8000, max: 25000 },
  { name: 'শাড়ি', min: 1200, max: 5000 },
  { name: 'সিলিং ফ্যান', min: 2500, max: 4500 },
  { name: 'কাঠের চেয়ার', min: 800, max: 2500 },
  { name: 'সেলাই মেশিন', min: 7000, max: 14000 },
]

const salePrice: Template = {
  id: 'profit_sale_price',
  family: 'profit',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const item = rng.pick(tradeGoods)
    const cost = rng.multiple(100, item.min, item.max)
    const rate = rng.pick([5, 10, 12, 15, 20, 25, 30])
    const gain = rng.chance(0.65)
    const change = (cost * rate) / 100
    if (!Number.isInteger(change)) return undefined
    const price = gain ? cost + change : cost - change
    const name = person(rng)
    const question = gain
      ? rng.pick([
          `${name} ${num(cost)} টাকায় একটি ${item.name} কিনে ${num(rate)}% লাভে বিক্রি করলেন। তিনি কত টাকায় বিক্রি করলেন?`,
          `একটি ${item.name} ${num(cost)} টাকায় কিনে ${num(rate)}% লাভে বিক্রি করতে হলে বিক্রয়মূল্য কত হবে?`,
        ])
      : rng.pick([
          `${name} ${num(cost)} টাকায় একটি ${item.name} কিনে ${num(rate)}% ক্ষতিতে বিক্রি করলেন। তিনি কত টাকায় বিক্রি করলেন?`,
          `একটি ${item.name} ${num(cost)} টাকায় কিনে ${num(rate)}% ক্ষতিতে বিক্রি করলে বিক্রয়মূল্য কত হয়?`,
        ])
    return {
      key: `${item.name}:${cost}:${rate}:${gain}`,
      question,
      ...numberOptions({
        answer: price,
        // The rate applied the wrong way, or five per cent off.
        mistakes: [gain ? cost - change : cost + change],
        step: cost / 20,
        format: taka,
      }),
      holds: (v) => v * 100 === cost * (gain ? 100 + rate : 100 - rate),
    }
  },
}

const profitPercent: Template = {
  id: 'profit_percent',
  family: 'profit',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const rate = rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 40, 50])
    const gain = rng.chance(0.65)
    const perKilo = rng.chance(0.5)
    const cost = perKilo ? rng.int(40, 300) : rng.multiple(50, 500, 20000)
    const change = (cost * rate) / 100
    if (!Number.isInteger(change)) return undefined
    const price = gain ? cost + change : cost - change
    const goods = rng.pick(['আম', 'লিচু', 'আলু', 'পেঁয়াজ', 'খেজুর'])
    const question = perKilo
      ? `একজন দোকানি প্রতি কেজি ${goods} ${num(cost)} টাকায় কিনে ${num(price)} টাকায় বিক্রি করেন। তাঁর শতকরা ${gain ? 'লাভ' : 'ক্ষতি'} কত?`
      : `${person(rng)} একটি ${rng.pick(tradeGoods).name} ${num(cost)} টাকায় কিনে ${num(price)} টাকায় বিক্রি করলেন। তাঁর শতকরা ${gain ? 'লাভ' : 'ক্ষতি'} কত হলো?`
    return {
      key: `${cost}:${price}:${perKilo}`,
      question,
      ...numberOptions({
        answer: rate,
        // The profit measured against the selling price instead of the cost.
        mistakes: [(change / price) * 100],
        step: rate % 5 === 0 ? 5 : 2,
        max: 100,
        format: percent,
      }),
      holds: (v) => v * cost === change * 100,
    }
  },
}

const costFromSale: Template = {
  id: 'profit_cost_price',
  family: 'profit',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const item = rng.pick(tradeGoods)
    const cost = rng.multiple(50, item.min, item.max)
    const rate = rng.pick([5, 10, 12, 15, 20, 25])
    const gain = rng.chance(0.6)
    const price = (cost * (gain ? 100 + rate : 100 - rate)) / 100
    if (!Number.isInteger(price)) return undefined
    const question = gain
      ? rng.pick([
          `একটি ${item.name} ${num(rate)}% লাভে ${num(price)} টাকায় বিক্রি হলো। এর ক্রয়মূল্য কত ছিল?`,
          `${person(rng)} একটি ${item.name} ${num(price)} টাকায় বিক্রি করে ${num(rate)}% লাভ করলেন। তিনি সেটি কত টাকায় কিনেছিলেন?`,
        ])
      : `একটি ${item.name} ${num(rate)}% ক্ষতিতে ${num(price)} টাকায় বিক্রি হলো। এর ক্রয়মূল্য কত ছিল?`
    return {
      key: `${item.name}:${cost}:${rate}:${gain}`,
      question,
      ...numberOptions({
        answer: cost,
        // The classic slip: taking the rate off the selling price.
        mistakes: [(price * (gain ? 100 - rate : 100 + rate)) / 100],
        step: 50,
        format: taka,
      }),
      holds: (v) => v * (gain ? 100 + rate : 100 - rate) === price * 100,
    }
  },
}

const bulkProfit: Template = {
  id: 'profit_bulk',
  family: 'profit',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const goods = rng.pick(['লেবু', 'কমলা', 'ডিম', 'পেয়ারা', 'কলা'])
    const [buyCount, buyPrice] = [rng.int(2, 12), rng.multiple(5, 10, 60)]
    const [sellCount, sellPrice] = [rng.int(2, 12), rng.multiple(5, 10, 60)]
    // Profit per cent = (sell price per piece ÷ cost per piece − 1) × 100.
    const rate = ((sellPrice * buyCount) / (sellCount * buyPrice) - 1) * 100
    if (!isWhole(rate) || rate < 10 || rate > 80) return undefined
    return {
      key: `${buyCount}:${buyPrice}:${sellCount}:${sellPrice}`,
      question: rng.pick([
        `একজন বিক্রেতা ${num(buyPrice)} টাকায় ${num(buyCount)}টি করে ${goods} কিনে ${num(sellPrice)} টাকায় ${num(sellCount)}টি করে বিক্রি করেন। তাঁর শতকরা লাভ কত?`,
        `পাইকারি বাজারে ${num(buyPrice)} টাকায় ${num(buyCount)}টি ${goods} পাওয়া যায়, আর খুচরা বাজারে ${num(sellCount)}টি ${goods} বিক্রি হয় ${num(sellPrice)} টাকায়। পাইকারি দরে কিনে খুচরা দরে বেচলে শতকরা কত লাভ?`,
      ]),
      ...numberOptions({
        answer: Math.round(rate),
        // The profit measured against the selling price.
        mistakes: [(1 - (buyPrice * sellCount) / (buyCount * sellPrice)) * 100],
        step: 5,
        format: percent,
      }),
      holds: (v) => sameValue((v / 100 + 1) * sellCount * buyPrice, sellPrice * buyCount),
    }
  },
}

// ——— Discount ———

const saleGoods = [
  { name: 'শাড়ি', min: 1500, max: 8000 },
  { name: 'পাঞ্জাবি', min: 1200, max: 4500 },
  { name: 'জুতা', min: 900, max: 4000 },
  { name: 'স্কুলব্যাগ', min: 600, max: 2500 },
  { name: 'রাইস কুকার', min: 2500, max: 6000 },
  { name: 'কম্বল', min: 1000, max: 3500 },
]

const discountPrice: Template = {
  id: 'discount_price',
  family: 'discount',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const item = rng.pick(saleGoods)
    const price = rng.multiple(50, item.min, item.max)
    const rate = rng.pick([5, 10, 15, 20, 25, 30, 40])
    const off = (price * rate) / 100
    if (!Number.isInteger(off)) return undefined
    const askAmount = rng.chance(0.3)
    const shop = rng.pick(['ঈদের সেলে', 'পহেলা বৈশাখের সেলে', 'শীতের মৌসুমি সেলে', 'একটি অনলাইন দোকানে'])
    const question = askAmount
      ? `${shop} ${num(price)} টাকা দামের একটি ${item.name} ${num(rate)}% ছাড়ে বিক্রি হচ্ছে। কত টাকা ছাড় পাওয়া যাবে?`
      : `${shop} ${num(price)} টাকা দামের একটি ${item.name} ${num(rate)}% ছাড়ে বিক্রি হচ্ছে। ছাড়ের পর এটি কত টাকায় কেনা যাবে?`
    const answer = askAmount ? off : price - off
    return {
      key: `${item.name}:${price}:${rate}:${askAmount}`,
      question,
      ...numberOptions({
        answer,
        // The rate taken as taka, or five per cent off.
        mistakes: askAmount ? [] : [price - rate],
        // A slip of one per cent for a small discount, of five for a larger one.
        step: askAmount && rate <= 10 ? price / 100 : price / 20,
        format: taka,
      }),
      holds: (v) => (askAmount ? v * 100 === price * rate : (price - v) * 100 === price * rate),
    }
  },
}

const discountRate: Template = {
  id: 'discount_rate',
  family: 'discount',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const item = rng.pick(saleGoods)
    const price = rng.multiple(50, item.min, item.max)
    const rate = rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 35, 40])
    const paid = (price * (100 - rate)) / 100
    if (!Number.isInteger(paid)) return undefined
    return {
      key: `${item.name}:${price}:${rate}`,
      question: rng.pick([
        `একটি ${of(item.name)} গায়ে লেখা দাম ${num(price)} টাকা। দোকানি সেটি ${num(paid)} টাকায় বিক্রি করলেন। কত শতাংশ ছাড় দেওয়া হলো?`,
        `${person(rng)} ${num(price)} টাকা দামের একটি ${item.name} ছাড়ে ${num(paid)} টাকায় কিনলেন। তিনি শতকরা কত ছাড় পেলেন?`,
      ]),
      ...numberOptions({
        answer: rate,
        // The discount measured against the price paid.
        mistakes: [((price - paid) / paid) * 100],
        step: rate % 5 === 0 ? 5 : 2,
        max: 100,
        format: percent,
      }),
      holds: (v) => v * price === (price - paid) * 100,
    }
  },
}

const successiveDiscount: Template = {
  id: 'discount_successive',
  family: 'discount',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const item = rng.pick(saleGoods)
    const price = rng.multiple(100, item.min, item.max)
    const first = rng.pick([10, 15, 20, 25, 30])
    const second = rng.pick([5, 10, 15, 20])
    const final = (price * (100 - first) * (100 - second)) / 10000
    if (!Number.isInteger(final)) return undefined
    return {
      key: `${item.name}:${price}:${first}:${second}`,
      question: rng.pick([
        `একটি ${of(item.name)} দাম ${num(price)} টাকা। দোকানি প্রথমে ${num(first)}% ছাড় দিলেন, তারপর ছাড়ের দামের ওপর আরও ${num(second)}% ছাড় দিলেন। শেষে ${item.name}টির দাম কত দাঁড়াল?`,
        `মেলায় ${num(price)} টাকার একটি ${item.name} প্রথমে ${num(first)}% ছাড়ে দেওয়া হলো, আর নগদে কিনলে ছাড়ের দামের ওপর আরও ${num(second)}% ছাড়। নগদে কিনলে কত টাকা দিতে হবে?`,
      ]),
      ...numberOptions({
        answer: final,
        // Adding the two discounts, as if 20% and 10% made 30%.
        mistakes: [(price * (100 - first - second)) / 100],
        format: taka,
      }),
      holds: (v) => v * 10000 === price * (100 - first) * (100 - second),
    }
  },
}

const markupDiscount: Template = {
  id: 'discount_markup',
  family: 'discount',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const markup = rng.pick([10, 15, 20, 25, 30, 35, 40, 50, 60])
    const off = rng.pick([5, 8, 10, 12, 15, 20, 25])
    const rate = ((100 + markup) * (100 - off)) / 100 - 100
    if (!Number.isInteger(rate) || rate <= 0) return undefined
    const shop = rng.pick(['একজন কাপড় ব্যবসায়ী', 'একজন জুতার দোকানি', 'একটি ইলেকট্রনিক্স দোকান', 'একজন বই বিক্রেতা'])
    return {
      // The same two rates in another shop would be the same question.
      key: `${markup}:${off}`,
      question: rng.pick([
        `${shop} ক্রয়মূল্যের চেয়ে ${num(markup)}% বেশি দাম লিখে রাখেন এবং লেখা দামের ওপর ${num(off)}% ছাড় দিয়ে বিক্রি করেন। এতে শতকরা কত লাভ হয়?`,
        `${shop} প্রতিটি জিনিসের গায়ে ক্রয়মূল্যের ${num(markup)}% বেশি দাম লেখেন, তবে বিক্রির সময় লেখা দাম থেকে ${num(off)}% কম নেন। তাঁর লাভের হার শতকরা কত?`,
      ]),
      ...numberOptions({
        answer: rate,
        // Subtracting the rates: 30% up and 10% off taken as 20% profit.
        mistakes: [markup - off],
        step: 1,
        format: percent,
      }),
      holds: (v) => (100 + v) * 100 === (100 + markup) * (100 - off),
    }
  },
}

// ——— Simple interest ———

function deposit(rng: Rng) {
  return {
    principal: rng.multiple(1000, 5000, 100000),
    rate: rng.pick([4, 5, 6, 7, 8, 9, 10, 12]),
    years: rng.int(2, 6),
  }
}

const interestAmount: Template = {
  id: 'interest_amount',
  family: 'interest',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const { principal, rate, years } = deposit(rng)
    const yearly = (principal * rate) / 100
    const name = person(rng)
    const loan = rng.chance(0.4)
    const question = loan
      ? `${name} একটি সমবায় সমিতি থেকে বার্ষিক ${num(rate)}% সরল সুদে ${num(principal)} টাকা ঋণ নিলেন। ${num(years)} বছরে তাঁকে কত টাকা সুদ দিতে হবে?`
      : `${name} ব্যাংকে ${num(principal)} টাকা বার্ষিক ${num(rate)}% সরল মুনাফায় ${num(years)} বছরের জন্য জমা রাখলেন। মেয়াদ শেষে তিনি কত টাকা মুনাফা পাবেন?`
    return {
      key: `${principal}:${rate}:${years}`,
      question,
      ...numberOptions({
        answer: yearly * years,
        // A year too many or too few, or the rate misread by one per cent.
        mistakes: [
          yearly * (years - 1),
          yearly * (years + 1),
          (principal * (rate + 1) * years) / 100,
          (principal * (rate - 1) * years) / 100,
        ],
        step: yearly,
        format: taka,
      }),
      holds: (v) => v * 100 === principal * rate * years,
    }
  },
}

const interestTotal: Template = {
  id: 'interest_total',
  family: 'interest',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const { principal, rate, years } = deposit(rng)
    const yearly = (principal * rate) / 100
    const total = principal + yearly * years
    return {
      key: `${principal}:${rate}:${years}`,
      question: rng.pick([
        `বার্ষিক ${num(rate)}% সরল মুনাফায় ${num(principal)} টাকা ${num(years)} বছরের জন্য জমা রাখলে মুনাফা-আসলে কত টাকা হবে?`,
        `${person(rng)} এককালীন সঞ্চয় হিসেবে ${num(principal)} টাকা বার্ষিক ${num(rate)}% সরল মুনাফায় ${num(years)} বছর রাখলেন। মেয়াদ শেষে মুনাফা-আসলে তিনি কত টাকা পাবেন?`,
      ]),
      ...numberOptions({
        answer: total,
        mistakes: [total - yearly, total + yearly, principal + yearly],
        step: yearly,
        format: taka,
      }),
      holds: (v) => (v - principal) * 100 === principal * rate * years,
    }
  },
}

const interestRate: Template = {
  id: 'interest_rate',
  family: 'interest',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const { principal, rate, years } = deposit(rng)
    const total = principal + (principal * rate * years) / 100
    const askTime = rng.chance(0.45)
    if (askTime) {
      return {
        key: `time:${principal}:${rate}:${years}`,
        question: rng.pick([
          `বার্ষিক ${num(rate)}% সরল মুনাফায় কত বছরে ${num(principal)} টাকা মুনাফা-আসলে ${num(total)} টাকা হবে?`,
          `${person(rng)} ব্যাংকে ${num(principal)} টাকা বার্ষিক ${num(rate)}% সরল মুনাফায় রাখলেন। কত বছর পরে মুনাফা-আসলে ${num(total)} টাকা পাবেন?`,
        ]),
        ...numberOptions({ answer: years, step: 1, format: unit('বছর') }),
        holds: (v) => principal * rate * v === (total - principal) * 100,
      }
    }
    return {
      key: `rate:${principal}:${rate}:${years}`,
      question: rng.pick([
        `কত শতাংশ বার্ষিক সরল মুনাফায় ${num(principal)} টাকা ${num(years)} বছরে মুনাফা-আসলে ${num(total)} টাকা হবে?`,
        `${person(rng)} ${num(principal)} টাকা একটি সঞ্চয় প্রকল্পে রেখে ${num(years)} বছর পরে মুনাফা-আসলে ${num(total)} টাকা পেলেন। বার্ষিক সরল মুনাফার হার কত ছিল?`,
      ]),
      ...numberOptions({ answer: rate, step: 1, format: percent }),
      holds: (v) => principal * v * years === (total - principal) * 100,
    }
  },
}

const interestPrincipal: Template = {
  id: 'interest_principal',
  family: 'interest',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const { principal, rate, years } = deposit(rng)
    const interest = (principal * rate * years) / 100
    return {
      key: `${principal}:${rate}:${years}`,
      question: rng.pick([
        `কত টাকা বার্ষিক ${num(rate)}% সরল মুনাফায় ${num(years)} বছর জমা রাখলে ${num(interest)} টাকা মুনাফা পাওয়া যাবে?`,
        `${person(rng)} বার্ষিক ${num(rate)}% সরল মুনাফায় কিছু টাকা ${num(years)} বছরের জন্য জমা রেখে মোট ${num(interest)} টাকা মুনাফা পেলেন। তিনি কত টাকা জমা রেখেছিলেন?`,
      ]),
      ...numberOptions({
        answer: principal,
        // The yearly interest divided by the rate alone, a year forgotten.
        mistakes: [(interest * 100) / (rate * (years + 1)), (interest * 100) / (rate * (years - 1))],
        step: 1000,
        format: taka,
      }),
      holds: (v) => v * rate * years === interest * 100,
    }
  },
}

// ——— Ratio and proportion ———

const ratioShare: Template = {
  id: 'ratio_share',
  family: 'ratio',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const [a, b] = [rng.int(1, 9), rng.int(1, 9)]
    if (a === b || gcd(a, b) !== 1) return undefined
    const share = rng.int(3, 60) * (rng.chance(0.5) ? 100 : 10)
    const total = share * (a + b)
    const [first, second] = people(rng, 2) as [string, string]
    const askFirst = rng.chance(0.5)
    const answer = share * (askFirst ? a : b)
    const other = share * (askFirst ? b : a)
    const context = rng.int(0, 2)
    const question = [
      `${first} ও ${second} ${ratio(a, b)} অনুপাতে ${num(total)} টাকা ভাগ করে নিলেন। ${askFirst ? first : second} কত টাকা পেলেন?`,
      `দুই বন্ধু ${first} ও ${second} একটি ব্যবসার ${num(total)} টাকা লাভ ${ratio(a, b)} অনুপাতে ভাগ করলেন। ${of(askFirst ? first : second)} ভাগে কত টাকা পড়ল?`,
      `একটি গ্রামের পাঠাগারে বাংলা ও ইংরেজি বইয়ের অনুপাত ${ratio(a, b)}। মোট বই ${num(total)}টি হলে ${askFirst ? 'বাংলা' : 'ইংরেজি'} বই কতটি?`,
    ][context] as string
    return {
      key: `${a}:${b}:${total}:${askFirst}`,
      question,
      ...numberOptions({
        answer,
        // The two parts swapped, or one share off.
        mistakes: [other, answer + share, answer - share],
        step: share,
        format: context === 2 ? pieces : taka,
      }),
      holds: (v) => v * (a + b) === total * (askFirst ? a : b),
    }
  },
}

const ratioOtherPart: Template = {
  id: 'ratio_other_part',
  family: 'ratio',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const context = rng.int(0, 2)
    // Mortar has more sand than cement: 1 : 2 up to 1 : 6.
    const [a, b] = context === 1 ? [rng.int(1, 2), rng.int(3, 6)] : [rng.int(1, 9), rng.int(2, 9)]
    if (a === b || gcd(a, b) !== 1) return undefined
    const unitSize = rng.int(5, 60)
    const scale = context === 2 ? 100 : 1
    // The first part is asked from the second, except for mortar, where the sand is asked.
    const [askedShare, knownShare] = context === 1 ? [b, a] : [a, b]
    const known = knownShare * unitSize * scale
    const asked = askedShare * unitSize * scale
    const [question, format] = [
      [`একটি স্কুলে ছাত্র ও ছাত্রীর সংখ্যার অনুপাত ${ratio(a, b)}। ছাত্রী ${num(known)} জন হলে ছাত্র কতজন?`, unit('জন')],
      [
        `ঢালাইয়ের মসলায় সিমেন্ট ও বালুর অনুপাত ${ratio(a, b)}। ${num(known)} বস্তা সিমেন্টের সঙ্গে কত বস্তা বালু লাগবে?`,
        unit('বস্তা'),
      ],
      [
        `${of(person(rng))} ও তাঁর ভাইয়ের মাসিক আয়ের অনুপাত ${ratio(a, b)}। ভাইয়ের আয় ${num(known)} টাকা হলে তাঁর নিজের আয় কত?`,
        taka,
      ],
    ][context] as [string, (v: number) => string]
    return {
      key: `${context}:${a}:${b}:${unitSize}`,
      question,
      ...numberOptions({
        answer: asked,
        // The ratio read upside down, or one share off.
        mistakes: [(known * knownShare) / askedShare, asked + unitSize * scale, asked - unitSize * scale],
        step: niceStep(asked),
        format,
      }),
      holds: (v) => v * knownShare === known * askedShare,
    }
  },
}

const ratioThreeWay: Template = {
  id: 'ratio_three_way',
  family: 'ratio',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const parts = [rng.int(1, 7), rng.int(2, 10), rng.int(3, 12)]
    const [a, b, c] = parts as [number, number, number]
    if (new Set(parts).size < 3 || gcd(gcd(a, b), c) !== 1) return undefined
    const share = rng.int(2, 40) * 100
    const total = share * (a + b + c)
    const names = people(rng, 3) as [string, string, string]
    // Ask how much more the larger of two shares is.
    const [i, j] = rng.sample([0, 1, 2], 2) as [number, number]
    const [hi, lo] = (parts[i] as number) > (parts[j] as number) ? [i, j] : [j, i]
    // A gap of at least four shares leaves room for wrong options on both sides of it.
    if ((parts[hi] as number) - (parts[lo] as number) < 4) return undefined
    const difference = share * ((parts[hi] as number) - (parts[lo] as number))
    return {
      key: `${a}:${b}:${c}:${total}:${hi}:${lo}`,
      question: rng.pick([
        `${num(total)} টাকা ${listing([names[0], names[1], of(names[2])])} মধ্যে ${ratio(a, b, c)} অনুপাতে ভাগ করা হলো। ${names[hi]}, ${of(names[lo] as string)} চেয়ে কত টাকা বেশি পেলেন?`,
        `তিন বন্ধু ${listing(names)} একটি ব্যবসার ${num(total)} টাকা লাভ ${ratio(a, b, c)} অনুপাতে ভাগ করলেন। ${names[hi]}, ${of(names[lo] as string)} চেয়ে কত টাকা বেশি পেলেন?`,
      ]),
      ...numberOptions({
        answer: difference,
        // One share off, or the difference between another two of the three.
        mistakes: [
          difference + share,
          difference - share,
          share * Math.abs(a - b),
          share * Math.abs(b - c),
          share * Math.abs(a - c),
        ],
        step: share,
        format: taka,
      }),
      holds: (v) => v * (a + b + c) === total * ((parts[hi] as number) - (parts[lo] as number)),
    }
  },
}

const directProportion: Template = {
  id: 'proportion_direct',
  family: 'ratio',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const context = rng.int(0, 2)
    const rate = [rng.int(2, 6), rng.int(25, 60), rng.int(80, 450)][context] as number
    const known = [rng.int(2, 12), rng.int(2, 6), rng.int(2, 9)][context] as number
    const wanted = [rng.int(3, 20), rng.int(3, 12), rng.int(3, 15)][context] as number
    if (known === wanted) return undefined
    const question = [
      `${num(known)} কেজি চালে ${num(known * rate)} জনের এক বেলার ভাত হয়। ${num(wanted)} কেজি চালে কতজনের এক বেলার ভাত হবে?`,
      `একটি মোটরসাইকেল ${num(known)} লিটার তেলে ${num(known * rate)} কিমি চলে। ${num(wanted)} লিটার তেলে সেটি কত কিমি চলবে?`,
      `${num(known)} মিটার কাপড়ের দাম ${num(known * rate)} টাকা হলে ${num(wanted)} মিটার কাপড়ের দাম কত?`,
    ][context] as string
    const format = [unit('জন'), unit('কিমি'), taka][context] as (v: number) => string
    return {
      key: `${context}:${rate}:${known}:${wanted}`,
      question,
      ...numberOptions({
        answer: wanted * rate,
        mistakes: [(wanted + 1) * rate, (wanted - 1) * rate],
        step: rate,
        format,
      }),
      holds: (v) => v * known === known * rate * wanted,
    }
  },
}

// ——— Averages ———

const averageSimple: Template = {
  id: 'average_simple',
  family: 'average',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const context = rng.int(0, 2)
    const count = rng.int(4, 6)
    const [low, high] = [
      [350, 950],
      [5, 95],
      [35, 98],
    ][context] as [number, number]
    const values = Array.from({ length: count }, () => rng.int(low, high))
    const mean = sum(values) / count
    if (!Number.isInteger(mean)) return undefined
    const shown = listing(values.map(num))
    const question = [
      `একজন রিকশাচালক পরপর ${num(count)} দিনে যথাক্রমে ${shown} টাকা আয় করেছেন। তাঁর দৈনিক গড় আয় কত?`,
      `একজন ব্যাটার পরপর ${num(count)}টি ম্যাচে যথাক্রমে ${shown} রান করেছেন। ম্যাচপ্রতি তাঁর গড় রান কত?`,
      `${person(rng)} ${num(count)}টি বিষয়ে যথাক্রমে ${shown} নম্বর পেয়েছেন। তাঁর গড় নম্বর কত?`,
    ][context] as string
    const format = [taka, unit('রান'), num][context] as (v: number) => string
    return {
      key: `${context}:${values.join(',')}`,
      question,
      ...numberOptions({
        answer: mean,
        // Dividing by one too many or one too few.
        mistakes: [sum(values) / (count - 1), sum(values) / (count + 1)],
        step: context === 0 ? 10 : 2,
        format,
      }),
      holds: (v) => v * count === sum(values),
    }
  },
}

const averageMissing: Template = {
  id: 'average_missing',
  family: 'average',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const cricket = rng.chance(0.5)
    const count = rng.int(4, 6)
    const [low, high] = cricket ? [8, 90] : [40, 95]
    const known = Array.from({ length: count - 1 }, () => rng.int(low, high))
    const mean = rng.int(cricket ? 30 : 55, cricket ? 70 : 85)
    const missing = mean * count - sum(known)
    if (missing < low || missing > (cricket ? 150 : 100)) return undefined
    const question = cricket
      ? `${num(count)}টি ম্যাচে একজন ব্যাটারের গড় রান ${num(mean)}। প্রথম ${num(count - 1)}টি ম্যাচে তিনি যথাক্রমে ${listing(known.map(num))} রান করেছেন। শেষ ম্যাচে তিনি কত রান করেছেন?`
      : `${person(rng)} ${num(count)}টি বিষয়ে গড়ে ${num(mean)} নম্বর পেয়েছেন। প্রথম ${num(count - 1)}টি বিষয়ে তিনি পেয়েছেন যথাক্রমে ${listing(known.map(num))}। শেষ বিষয়ে তিনি কত নম্বর পেয়েছেন?`
    return {
      key: `${cricket}:${known.join(',')}:${mean}`,
      question,
      ...numberOptions({
        answer: missing,
        // A carrying slip of ten in the subtraction.
        mistakes: [missing + 10, missing - 10],
        step: 2,
        max: cricket ? undefined : 100,
        format: cricket ? unit('রান') : num,
      }),
      holds: (v) => v + sum(known) === mean * count,
    }
  },
}

const averageNewcomer: Template = {
  id: 'average_newcomer',
  family: 'average',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const context = rng.int(0, 2)
    const count = rng.int(5, 15)
    const mean = [rng.int(45, 70), rng.int(25, 45), rng.int(28, 55)][context] as number
    const change = rng.int(1, 3)
    const newcomer = mean + (count + 1) * change
    const question = [
      `একটি দলের ${num(count)} জন খেলোয়াড়ের গড় ওজন ${num(mean)} কেজি। নতুন একজন খেলোয়াড় যোগ দেওয়ায় গড় ওজন ${num(change)} কেজি বেড়ে গেল। নতুন খেলোয়াড়ের ওজন কত?`,
      `একজন ব্যাটারের ${num(count)} ইনিংসে গড় রান ${num(mean)}। পরের ইনিংসে কত রান করলে তাঁর গড় ${num(mean + change)} হবে?`,
      `একটি অফিসের ${num(count)} জন কর্মীর গড় বয়স ${num(mean)} বছর। নতুন একজন কর্মী যোগ দেওয়ায় গড় বয়স ${num(change)} বছর বেড়ে গেল। নতুন কর্মীর বয়স কত?`,
    ][context] as string
    const format = [unit('কেজি'), unit('রান'), unit('বছর')][context] as (v: number) => string
    return {
      key: `${context}:${count}:${mean}:${change}`,
      question,
      ...numberOptions({
        answer: newcomer,
        // Spreading the rise over the old members only, or ignoring it.
        mistakes: [mean + count * change, mean + (count + 2) * change, mean + change],
        step: 1,
        format,
      }),
      holds: (v) => mean * count + v === (mean + change) * (count + 1),
    }
  },
}

// ——— Ages ———

const agePastFuture: Template = {
  id: 'age_past_future',
  family: 'age',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const name = person(rng)
    const now = rng.int(8, 60)
    const [ago, ahead] = [rng.int(2, 12), rng.int(2, 15)]
    if (now - ago < 3) return undefined
    const forward = rng.chance(0.5)
    const question = forward
      ? `${num(ago)} বছর আগে ${of(name)} বয়স ছিল ${num(now - ago)} বছর। ${num(ahead)} বছর পরে তাঁর বয়স কত হবে?`
      : `${num(ahead)} বছর পরে ${of(name)} বয়স হবে ${num(now + ahead)} বছর। ${num(ago)} বছর আগে তাঁর বয়স কত ছিল?`
    const answer = forward ? now + ahead : now - ago
    return {
      key: `${forward}:${now}:${ago}:${ahead}`,
      question,
      ...numberOptions({
        answer,
        // Forgetting the years between the two moments.
        mistakes: forward
          ? [now - ago + ahead, answer - 1, answer + 1]
          : [now + ahead - ago, answer + 1, answer - 1],
        step: 1,
        format: unit('বছর'),
      }),
      holds: (v) => (forward ? v - ahead - ago === now - ago : v + ago + ahead === now + ahead),
    }
  },
}

const ageSumDifference: Template = {
  id: 'age_sum_difference',
  family: 'age',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const pair = rng.pick([
      { older: 'বাবা', olderOf: 'বাবার', youngerOf: 'ছেলের', gap: [22, 38] },
      { older: 'মা', olderOf: 'মায়ের', youngerOf: 'মেয়ের', gap: [18, 34] },
      { older: 'বড় ভাই', olderOf: 'বড় ভাইয়ের', youngerOf: 'ছোট বোনের', gap: [2, 10] },
      { older: 'দাদি', olderOf: 'দাদির', youngerOf: 'নাতনির', gap: [45, 60] },
    ])
    const young = rng.int(3, 30)
    const gap = rng.int(pair.gap[0] as number, pair.gap[1] as number)
    const old = young + gap
    if (old > 85) return undefined
    const askOlder = rng.chance(0.4)
    const answer = askOlder ? old : young
    return {
      key: `${pair.older}:${young}:${gap}:${askOlder}`,
      question: `${pair.older} ও ${pair.youngerOf} বর্তমান বয়সের সমষ্টি ${num(old + young)} বছর এবং ${pair.older} ${pair.youngerOf} চেয়ে ${num(gap)} বছরের বড়। ${askOlder ? pair.olderOf : pair.youngerOf} বয়স কত?`,
      ...numberOptions({
        answer,
        // Halving the sum only, or a slip of two years.
        mistakes: [Math.round((old + young) / 2), answer + 2, answer - 2],
        step: 1,
        format: unit('বছর'),
      }),
      holds: (v) => (askOlder ? v + (v - gap) === old + young : v + (v + gap) === old + young),
    }
  },
}

const ageMultiple: Template = {
  id: 'age_multiple',
  family: 'age',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const [parent, child] = rng.pick([
      ['মায়ের', 'মেয়ের'],
      ['বাবার', 'ছেলের'],
      ['মায়ের', 'ছেলের'],
      ['বাবার', 'মেয়ের'],
    ]) as [string, string]
    const future = rng.chance(0.5)
    const [now, later] = [rng.int(3, 8), rng.int(2, 5)]
    if (later >= now) return undefined
    const years = rng.int(2, 12)
    // future: now·x + t = later·(x + t); past: later·x − t = now·(x − t), with now > later.
    const x = future ? (years * (later - 1)) / (now - later) : (years * (now - 1)) / (now - later)
    if (!Number.isInteger(x) || x < 3 || x > 20) return undefined
    const parentAge = future ? now * x : later * x
    if (parentAge < 22 || parentAge > 65 || (!future && x - years < 1)) return undefined
    const question = future
      ? `বর্তমানে ${parent} বয়স ${child} বয়সের ${num(now)} গুণ। ${num(years)} বছর পরে ${parent} বয়স হবে ${child} বয়সের ${num(later)} গুণ। ${child} বর্তমান বয়স কত?`
      : `বর্তমানে ${parent} বয়স ${child} বয়সের ${num(later)} গুণ। ${num(years)} বছর আগে ${parent} বয়স ছিল ${child} বয়সের ${num(now)} গুণ। ${child} বর্তমান বয়স কত?`
    return {
      key: `${future}:${now}:${later}:${years}:${parent}${child}`,
      question,
      ...numberOptions({ answer: x, step: 1, format: unit('বছর') }),
      holds: (v) =>
        future ? now * v + years === later * (v + years) : later * v - years === now * (v - years),
    }
  },
}

// ——— Work and time ———

const jobs = ['একটি ঘর রং করতে', 'একটি জমির ধান কাটতে', 'একটি দেয়াল গাঁথতে', 'একটি পুকুর সেচতে']

const workTogether: Template = {
  id: 'work_together',
  family: 'work',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [a, b] = [rng.int(3, 40), rng.int(3, 60)]
    const days = (a * b) / (a + b)
    if (a >= b || !Number.isInteger(days) || days < 2) return undefined
    const [first, second] = people(rng, 2) as [string, string]
    const job = rng.pick(jobs)
    return {
      key: `${a}:${b}`,
      question: `${of(first)} একা ${job} ${num(a)} দিন লাগে, ${of(second)} একা লাগে ${num(b)} দিন। দুজন একসঙ্গে কাজ করলে কাজটি কত দিনে শেষ হবে?`,
      ...numberOptions({
        answer: days,
        // Averaging the two times, or halving the faster one.
        mistakes: [(a + b) / 2, a / 2, days + 1, days - 1],
        step: 1,
        format: unit('দিন'),
      }),
      holds: (v) => v * (a + b) === a * b,
    }
  },
}

const workersDays: Template = {
  id: 'workers_days',
  family: 'work',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const [workers, days] = [rng.int(4, 30), rng.int(6, 40)]
    const others = rng.int(4, 40)
    const otherDays = (workers * days) / others
    if (others === workers || !Number.isInteger(otherDays) || otherDays < 2) return undefined
    const task = rng.pick([
      'একটি রাস্তা মেরামতের কাজ',
      'একটি স্কুলভবনের রং করার কাজ',
      'একটি খাল খননের কাজ',
      'একটি বাঁধ মেরামতের কাজ',
    ])
    return {
      key: `${workers}:${days}:${others}`,
      question: `${num(workers)} জন শ্রমিক ${task} ${num(days)} দিনে শেষ করেন। একই হারে কাজ করলে ${num(others)} জন শ্রমিক কাজটি কত দিনে শেষ করবেন?`,
      ...numberOptions({
        answer: otherDays,
        // Treating more workers as more days (direct instead of inverse proportion).
        mistakes: [(days * others) / workers, otherDays + 1, otherDays - 1],
        step: 1,
        format: unit('দিন'),
      }),
      holds: (v) => v * others === workers * days,
    }
  },
}

const fillAndLeak: Template = {
  id: 'pipes_fill_leak',
  family: 'work',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const [fill, empty] = [rng.int(2, 20), rng.int(3, 40)]
    const leak = rng.chance(0.6)
    const tank = rng.pick(['একটি পানির ট্যাংক', 'ছাদের একটি পানির ট্যাংক', 'একটি চৌবাচ্চা', 'একটি মাছের হাউস'])
    const hours = leak ? (fill * empty) / (empty - fill) : (fill * empty) / (fill + empty)
    if (empty <= fill || !Number.isInteger(hours) || hours < 2 || hours > 60) return undefined
    const question = leak
      ? `${tank} একটি পাইপ দিয়ে ${num(fill)} ঘণ্টায় পূর্ণ হয়, আর তলার একটি ছিদ্র দিয়ে পূর্ণ অবস্থা থেকে ${num(empty)} ঘণ্টায় খালি হয়ে যায়। ছিদ্র খোলা রেখে পাইপ চালু করলে খালি অবস্থা থেকে পূর্ণ হতে কত সময় লাগবে?`
      : `${tank} একটি পাইপ দিয়ে ${num(fill)} ঘণ্টায় এবং আরেকটি পাইপ দিয়ে ${num(empty)} ঘণ্টায় পূর্ণ হয়। দুটি পাইপ একসঙ্গে খুলে দিলে খালি অবস্থা থেকে পূর্ণ হতে কত সময় লাগবে?`
    return {
      key: `${leak}:${fill}:${empty}`,
      question,
      ...numberOptions({
        answer: hours * 60,
        // Subtracting or averaging the hours instead of adding rates.
        mistakes: [
          leak ? (empty - fill) * 60 : ((fill + empty) / 2) * 60,
          (hours + 1) * 60,
          (hours - 1) * 60,
        ],
        step: 60,
        format: duration,
      }),
      holds: (v) => sameValue((v / 60) * (1 / fill + (leak ? -1 : 1) / empty), 1),
    }
  },
}

// ——— Speed, distance and time ———

const vehicles = [
  { what: 'একটি ট্রেন', route: 'ঢাকা থেকে চট্টগ্রামের পথে', min: 40, max: 80 },
  { what: 'একটি আন্তঃনগর ট্রেন', route: 'ঢাকা থেকে রাজশাহীর পথে', min: 45, max: 80 },
  { what: 'একটি বাস', route: 'ঢাকা–সিলেট মহাসড়কে', min: 35, max: 70 },
  { what: 'একটি লঞ্চ', route: 'সদরঘাট থেকে বরিশালের পথে', min: 14, max: 26 },
  { what: 'একটি মোটরসাইকেল', route: 'গ্রামের পাকা রাস্তায়', min: 30, max: 55 },
]

const speedBasic: Template = {
  id: 'speed_basic',
  family: 'speed',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const vehicle = rng.pick(vehicles)
    const speed = rng.int(vehicle.min, vehicle.max)
    const hours = rng.int(2, 9)
    const distance = speed * hours
    const ask = rng.int(0, 2)
    if (ask === 0) {
      return {
        key: `d:${speed}:${hours}`,
        question: `${vehicle.what} ${vehicle.route} ঘণ্টায় ${num(speed)} কিমি বেগে চলছে। ${num(hours)} ঘণ্টায় সেটি কত কিলোমিটার পথ যাবে?`,
        ...numberOptions({
          answer: distance,
          mistakes: [speed * (hours - 1), speed * (hours + 1)],
          step: speed,
          format: unit('কিমি'),
        }),
        holds: (v) => v === speed * hours,
      }
    }
    if (ask === 1) {
      return {
        key: `t:${speed}:${hours}`,
        question: `${vehicle.what} ঘণ্টায় ${num(speed)} কিমি বেগে চললে ${num(distance)} কিমি পথ যেতে কত সময় লাগবে?`,
        ...numberOptions({ answer: hours * 60, step: 60, format: duration }),
        holds: (v) => (v / 60) * speed === distance,
      }
    }
    return {
      key: `v:${speed}:${hours}`,
      question: `${vehicle.what} ${vehicle.route} ${num(hours)} ঘণ্টায় ${num(distance)} কিমি পথ গেল। তার গড় বেগ ঘণ্টায় কত কিমি?`,
      ...numberOptions({
        answer: speed,
        mistakes: [distance / (hours + 1), distance / (hours - 1)],
        step: niceStep(speed) * 2,
        format: (v) => `ঘণ্টায় ${num(v)} কিমি`,
      }),
      holds: (v) => v * hours === distance,
    }
  },
}

const trainCrossing: Template = {
  id: 'train_crossing',
  family: 'speed',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const speed = rng.pick([36, 54, 72, 90, 108])
    const perSecond = (speed * 5) / 18
    const length = rng.multiple(10, 100, 400)
    const kind = rng.int(0, 2)
    const other = kind === 2 ? 0 : rng.multiple(10, 100, 600)
    const seconds = (length + other) / perSecond
    if (!Number.isInteger(seconds)) return undefined
    const thing = ['একটি প্ল্যাটফর্ম', 'একটি রেলসেতু'][kind]
    const question =
      kind === 2
        ? `${num(length)} মিটার লম্বা একটি ট্রেন ঘণ্টায় ${num(speed)} কিমি বেগে চলছে। রেললাইনের পাশের একটি সিগন্যাল খুঁটি পার হতে ট্রেনটির কত সেকেন্ড লাগবে?`
        : `${num(length)} মিটার লম্বা একটি ট্রেন ঘণ্টায় ${num(speed)} কিমি বেগে চলছে। ${num(other)} মিটার লম্বা ${thing} সম্পূর্ণ পার হতে ট্রেনটির কত সেকেন্ড লাগবে?`
    return {
      key: `${speed}:${length}:${other}`,
      question,
      ...numberOptions({
        answer: seconds,
        // Forgetting the train's own length (or the platform's).
        mistakes: kind === 2 ? [] : [other / perSecond, length / perSecond],
        step: 1,
        format: unit('সেকেন্ড'),
      }),
      holds: (v) => v * perSecond === length + other,
      difficulty: kind === 2 ? 'medium' : 'hard',
    }
  },
}

const roundTripSpeed: Template = {
  id: 'average_speed_round_trip',
  family: 'speed',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const [going, coming] = [rng.int(10, 70), rng.int(10, 70)]
    const average = (2 * going * coming) / (going + coming)
    if (going === coming || !Number.isInteger(average) || (going + coming) % 2 !== 0) return undefined
    const trip = rng.pick([
      'একটি লঞ্চ সদরঘাট থেকে চাঁদপুর যাওয়ার সময়',
      `${person(rng)} মোটরসাইকেলে অফিসে যাওয়ার সময়`,
      'একটি বাস ঢাকা থেকে টাঙ্গাইল যাওয়ার সময়',
    ])
    return {
      key: `${going}:${coming}`,
      question: `${trip} ঘণ্টায় ${num(going)} কিমি এবং একই পথে ফেরার সময় ঘণ্টায় ${num(coming)} কিমি বেগে চলে। পুরো যাত্রার গড় বেগ ঘণ্টায় কত কিমি?`,
      ...numberOptions({
        answer: average,
        // The usual slip: the plain average of the two speeds.
        mistakes: [(going + coming) / 2],
        step: 1,
        format: (v) => `ঘণ্টায় ${num(v)} কিমি`,
      }),
      holds: (v) => v * (going + coming) === 2 * going * coming,
    }
  },
}

const boatStream: Template = {
  id: 'boat_stream',
  family: 'speed',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const [boatSpeed, stream] = [rng.int(6, 30), rng.int(1, 6)]
    if (stream * 2 >= boatSpeed) return undefined
    const [down, up] = [boatSpeed + stream, boatSpeed - stream]
    const askStream = rng.chance(0.5)
    const answer = askStream ? stream : boatSpeed
    const boat = rng.pick(['নৌকা', 'ট্রলার', 'ডিঙি নৌকা', 'স্পিডবোট'])
    const asked = askStream ? 'স্রোতের বেগ' : `স্থির পানিতে ${of(boat)} বেগ`
    return {
      key: `${boatSpeed}:${stream}:${askStream}`,
      question: rng.pick([
        `একটি ${boat} স্রোতের অনুকূলে ঘণ্টায় ${num(down)} কিমি এবং স্রোতের প্রতিকূলে ঘণ্টায় ${num(up)} কিমি যায়। ${asked} ঘণ্টায় কত কিমি?`,
        `নদীতে একটি ${boat} ভাটির দিকে ঘণ্টায় ${num(down)} কিমি আর উজানের দিকে ঘণ্টায় ${num(up)} কিমি বেগে চলে। ${asked} ঘণ্টায় কত কিমি?`,
      ]),
      ...numberOptions({
        answer,
        // Forgetting to halve the difference (or the sum).
        mistakes: askStream ? [down - up] : [down - stream * 2],
        step: 1,
        format: (v) => `ঘণ্টায় ${num(v)} কিমি`,
      }),
      holds: (v) => (askStream ? v * 2 === down - up : v * 2 === down + up),
    }
  },
}

const meetingTime: Template = {
  id: 'meeting_time',
  family: 'speed',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [a, b] = [rng.int(25, 70), rng.int(25, 70)]
    const hours = rng.int(2, 6)
    const distance = (a + b) * hours
    const askPlace = rng.chance(0.4)
    const vehicles2 = rng.pick(['দুটি বাস', 'দুটি ট্রেন', 'দুটি ট্রাক'])
    const start = `দুটি শহরের দূরত্ব ${num(distance)} কিমি। একই সময়ে দুই শহর থেকে ${vehicles2} পরস্পরের দিকে ঘণ্টায় ${num(a)} কিমি ও ঘণ্টায় ${num(b)} কিমি বেগে রওনা দিল।`
    if (askPlace) {
      return {
        key: `place:${a}:${b}:${hours}`,
        question: `${start} দেখা হওয়ার সময় প্রথমটি কত কিমি পথ পেরিয়েছে?`,
        ...numberOptions({
          answer: a * hours,
          mistakes: [b * hours, a * (hours + 1), a * (hours - 1)],
          step: niceStep(a * hours),
          format: unit('কিমি'),
        }),
        holds: (v) => v / a === distance / (a + b),
      }
    }
    return {
      key: `time:${a}:${b}:${hours}`,
      question: `${start} কত সময় পরে তাদের দেখা হবে?`,
      // Half an hour either way: whole hours alone leave no room around a short answer.
      ...numberOptions({ answer: hours * 60, step: 30, format: duration }),
      holds: (v) => (v / 60) * (a + b) === distance,
    }
  },
}

// ——— LCM and HCF ———

const togetherAgain: Template = {
  id: 'lcm_together_again',
  family: 'lcm',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const three = rng.chance(0.5)
    const intervals = rng
      .sample([4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30], three ? 3 : 2)
      .sort((x, y) => x - y)
    const together = intervals.reduce(lcm)
    const product = intervals.reduce((x, y) => x * y)
    if (together > 240 || together === product || together === intervals.at(-1)) return undefined
    const shown = listing(intervals.map(num))
    const context = rng.int(0, 2)
    const question = [
      `${three ? 'তিনটি' : 'দুটি'} ঘণ্টা যথাক্রমে ${shown} মিনিট পরপর বাজে। সকাল ৮টায় একসঙ্গে বাজার পর আবার কত সময় পরে ঘণ্টাগুলো একসঙ্গে বাজবে?`,
      `একটি বাস টার্মিনাল থেকে ${three ? 'তিনটি' : 'দুটি'} রুটের বাস যথাক্রমে ${shown} মিনিট পরপর ছাড়ে। ভোর ৬টায় সবগুলো রুটের বাস একসঙ্গে ছাড়ার পর আবার কত সময় পরে একসঙ্গে ছাড়বে?`,
      `${three ? 'তিনটি' : 'দুটি'} বাতি যথাক্রমে ${shown} মিনিট পরপর জ্বলে ওঠে। একবার একসঙ্গে জ্বলার পর আবার কত সময় পরে বাতিগুলো একসঙ্গে জ্বলবে?`,
    ][context] as string
    return {
      key: `${context}:${intervals.join(',')}`,
      question,
      difficulty: three ? 'hard' : 'medium',
      ...numberOptions({
        answer: together,
        // The product, or the LCM of only the first two.
        mistakes: [product, lcm(intervals[0] as number, intervals[1] as number), together / 2],
        step: intervals[0],
        format: duration,
      }),
      holds: (v) => v === together,
    }
  },
}

const hcfPieces: Template = {
  id: 'hcf_pieces',
  family: 'lcm',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const g = rng.int(4, 40)
    const [p, q] = [rng.int(2, 9), rng.int(2, 9)]
    if (p >= q || gcd(p, q) !== 1) return undefined
    const [a, b] = [g * p, g * q]
    const fruit = rng.chance(0.4)
    const question = fruit
      ? `${num(a)}টি আম ও ${num(b)}টি লিচু কয়েকজন শিশুর মধ্যে এমনভাবে ভাগ করতে হবে যেন প্রত্যেকে সমান সংখ্যক আম ও সমান সংখ্যক লিচু পায় এবং কোনো ফল বাকি না থাকে। সবচেয়ে বেশি কতজন শিশুকে দেওয়া যাবে?`
      : `${num(a)} মিটার ও ${num(b)} মিটার লম্বা দুটি কাপড়কে সমান মাপের টুকরায় কাটতে হবে, কোনো কাপড় বাদ যাবে না। প্রতিটি টুকরা সবচেয়ে বেশি কত মিটার লম্বা হতে পারে?`
    // Common divisors smaller than the greatest, and near numbers dividing only one length.
    const smallerCommon = [2, 3, 4, 5].filter((d) => g % d === 0).map((d) => g / d)
    const dividesOne = [g + 1, g - 1, g + 2, g - 2, 2 * g].filter(
      (d) => d > 1 && (a % d === 0 || b % d === 0),
    )
    return {
      key: `${a}:${b}:${fruit}`,
      question,
      ...numberOptions({
        answer: g,
        mistakes: [...smallerCommon, ...dividesOne],
        min: 2,
        format: fruit ? unit('জন') : unit('মিটার'),
      }),
      holds: (v) => v === gcd(a, b),
    }
  },
}

const hcfLcmOther: Template = {
  id: 'hcf_lcm_other',
  family: 'lcm',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const g = rng.int(2, 15)
    const [p, q] = [rng.int(2, 11), rng.int(2, 11)]
    if (p === q || gcd(p, q) !== 1) return undefined
    const [known, other] = [g * p, g * q]
    const l = g * p * q
    return {
      key: `${g}:${p}:${q}`,
      question: rng.pick([
        `দুটি সংখ্যার গ.সা.গু. ${num(g)} এবং ল.সা.গু. ${num(l)}। একটি সংখ্যা ${num(known)} হলে অপর সংখ্যাটি কত?`,
        `${num(known)} এবং আরেকটি সংখ্যার ল.সা.গু. ${num(l)} ও গ.সা.গু. ${num(g)}। অন্য সংখ্যাটি কত?`,
      ]),
      ...numberOptions({
        answer: other,
        // Dividing the LCM by the known number, or a multiple of the HCF too many.
        mistakes: [l / known, other + g, other - g],
        step: g,
        format: num,
      }),
      holds: (v) => v * known === g * l && gcd(v, known) === g,
    }
  },
}

const lcmRemainder: Template = {
  id: 'lcm_remainder',
  family: 'lcm',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const divisors = rng.sample([3, 4, 5, 6, 8, 9, 10, 12, 15], 3).sort((x, y) => x - y)
    const l = divisors.reduce(lcm)
    const remainder = rng.int(1, Math.min(9, (divisors[0] as number) - 1))
    const answer = l + remainder
    if (answer >= 1000) return undefined
    const digits = String(answer).length
    // Naming the number of digits rules out the trivial answer (the remainder itself).
    const size = digits === 2 ? 'দুই' : 'তিন'
    return {
      key: `${divisors.join(',')}:${remainder}`,
      question: rng.pick([
        `${size} অঙ্কের সবচেয়ে ছোট কোন সংখ্যাকে ${listing(divisors.map(num))} দিয়ে ভাগ করলে প্রতিবার ${num(remainder)} অবশিষ্ট থাকে?`,
        `${listing(divisors.map(num))} — এদের যেকোনোটি দিয়ে ভাগ করলে ${num(remainder)} ভাগশেষ থাকে, এমন ক্ষুদ্রতম ${size} অঙ্কের সংখ্যা কোনটি?`,
      ]),
      ...numberOptions({
        answer,
        // Forgetting the remainder, or subtracting it.
        mistakes: [l, l - remainder, answer + l],
        min: digits === 2 ? 10 : 100,
        max: digits === 2 ? 99 : 999,
        format: num,
      }),
      holds: (v) => divisors.every((d) => v % d === remainder) && v === answer,
    }
  },
}

// ——— Number puzzles ———

const sumAndDifference: Template = {
  id: 'number_sum_difference',
  family: 'number',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const [small, gap] = [rng.int(5, 120), rng.int(2, 60)]
    const big = small + gap
    const money = rng.chance(0.4)
    const askBig = rng.chance(0.5)
    const [first, second] = rng.sample(men, 2) as [string, string]
    const question = money
      ? `দুই ভাই ${first} ও ${of(second)} কাছে মোট ${num(small + big)} টাকা আছে। ${of(first)} কাছে ${of(second)} চেয়ে ${num(gap)} টাকা বেশি। ${of(askBig ? first : second)} কাছে কত টাকা আছে?`
      : `দুটি সংখ্যার যোগফল ${num(small + big)} এবং বিয়োগফল ${num(gap)}। ${askBig ? 'বড়' : 'ছোট'} সংখ্যাটি কত?`
    const answer = askBig ? big : small
    return {
      key: `${small}:${gap}:${money}:${askBig}`,
      question,
      ...numberOptions({
        answer,
        // Halving the sum only, or a slip of the whole difference.
        mistakes: [(small + big) / 2, askBig ? answer + gap : answer - gap],
        format: money ? taka : num,
      }),
      holds: (v) => (askBig ? 2 * v - gap === small + big : 2 * v + gap === small + big),
    }
  },
}

const consecutiveNumbers: Template = {
  id: 'number_consecutive',
  family: 'number',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const kind = rng.pick([
      { name: 'স্বাভাবিক সংখ্যার', step: 1, start: rng.int(5, 150) },
      { name: 'জোড় সংখ্যার', step: 2, start: 2 * rng.int(3, 75) },
      { name: 'বিজোড় সংখ্যার', step: 2, start: 2 * rng.int(3, 75) + 1 },
    ])
    const count = rng.int(3, 5)
    const terms = Array.from({ length: count }, (_, i) => kind.start + i * kind.step)
    const total = sum(terms)
    const askLargest = rng.chance(0.5)
    const answer = askLargest ? (terms.at(-1) as number) : (terms[0] as number)
    const countWord = ['', '', '', 'তিনটি', 'চারটি', 'পাঁচটি'][count]
    return {
      key: `${kind.name}:${kind.start}:${count}:${askLargest}`,
      question: `পরপর ${countWord} ${kind.name} যোগফল ${num(total)}। এদের মধ্যে ${askLargest ? 'সবচেয়ে বড়' : 'সবচেয়ে ছোট'} সংখ্যাটি কত?`,
      ...numberOptions({
        answer,
        // The middle (average) instead of the end, or one term off.
        mistakes: [total / count, answer + kind.step, answer - kind.step],
        step: kind.step,
        format: num,
      }),
      holds: (v) => {
        const first = askLargest ? v - (count - 1) * kind.step : v
        return first % 2 === kind.start % 2 && sum(terms.map((_, i) => first + i * kind.step)) === total
      },
    }
  },
}

const theNumberWhich: Template = {
  id: 'number_which',
  family: 'number',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const x = rng.int(3, 60)
    const [a, b] = [rng.int(2, 9), rng.int(2, 40)]
    const kind = rng.int(0, 2)
    if (kind === 0) {
      const c = a * x + b
      return {
        key: `0:${x}:${a}:${b}`,
        question: `কোন সংখ্যার ${num(a)} গুণের সঙ্গে ${num(b)} যোগ করলে ${num(c)} হয়?`,
        ...numberOptions({ answer: x, mistakes: [(c + b) / a, x + 1, x - 1], step: 1, format: num }),
        holds: (v) => a * v + b === c,
      }
    }
    if (kind === 1) {
      if (x <= b) return undefined
      const c = (x - b) * a
      return {
        key: `1:${x}:${a}:${b}`,
        question: `কোনো সংখ্যা থেকে ${num(b)} বিয়োগ করে বিয়োগফলকে ${num(a)} দিয়ে গুণ করলে ${num(c)} হয়। সংখ্যাটি কত?`,
        ...numberOptions({ answer: x, mistakes: [c / a - b, x + 1, x - 1], step: 1, format: num }),
        holds: (v) => (v - b) * a === c,
      }
    }
    // a·x − b = (a − 1)·x + c  ⇒  x = b + c
    if (a < 3 || x <= b) return undefined
    const c = x - b
    return {
      key: `2:${x}:${a}:${b}`,
      question: `কোনো সংখ্যার ${num(a)} গুণ থেকে ${num(b)} বাদ দিলে যা থাকে, তা সংখ্যাটির ${num(a - 1)} গুণের চেয়ে ${num(c)} বেশি। সংখ্যাটি কত?`,
      ...numberOptions({ answer: x, mistakes: [c, x + 1, x - 1], step: 1, format: num }),
      holds: (v) => a * v - b === (a - 1) * v + c,
    }
  },
}

const twoDigitNumber: Template = {
  id: 'number_two_digit',
  family: 'number',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const tens = rng.int(1, 9)
    const ones = rng.int(1, 9)
    if (tens === ones) return undefined
    const n = 10 * tens + ones
    const reversed = 10 * ones + tens
    const digitSum = tens + ones
    const change = reversed - n
    const opening = rng.pick([
      `একটি দুই অঙ্কের সংখ্যার অঙ্ক দুটির যোগফল ${num(digitSum)}।`,
      `দুই অঙ্কের একটি সংখ্যার দশক ও একক স্থানের অঙ্ক যোগ করলে ${num(digitSum)} হয়।`,
    ])
    const question =
      change > 0
        ? `${opening} অঙ্ক দুটি স্থান বদল করলে সংখ্যাটি ${num(change)} বেড়ে যায়। সংখ্যাটি কত?`
        : `${opening} অঙ্ক দুটি স্থান বদল করলে নতুন সংখ্যাটি মূল সংখ্যার চেয়ে ${num(-change)} কম হয়। সংখ্যাটি কত?`
    const fits = (v: number) =>
      v >= 10 &&
      v <= 99 &&
      Math.floor(v / 10) + (v % 10) === digitSum &&
      10 * (v % 10) + Math.floor(v / 10) - v === change
    // Only ask when exactly one two-digit number fits.
    const solutions = Array.from({ length: 90 }, (_, i) => i + 10).filter(fits)
    if (solutions.length !== 1) return undefined
    const sameSum = Array.from({ length: 90 }, (_, i) => i + 10).filter(
      (v) => Math.floor(v / 10) + (v % 10) === digitSum && v !== n,
    )
    return {
      key: `${n}`,
      question,
      ...numberOptions({
        answer: n,
        // The digits the wrong way round, or other numbers with the same digit sum.
        mistakes: [reversed, ...rng.shuffle(sameSum)],
        step: 9,
        min: 10,
        max: 99,
        format: num,
      }),
      holds: fits,
    }
  },
}

// ——— Divisibility ———

const leastToAdd: Template = {
  id: 'divisibility_least_change',
  family: 'divisibility',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const divisor = rng.pick([7, 8, 9, 11, 12, 13, 15])
    const n = rng.int(150, 9999)
    const remainder = n % divisor
    if (remainder === 0 || remainder * 2 === divisor) return undefined
    const kind = rng.int(0, 2)
    const add = divisor - remainder
    const answer = kind === 1 ? remainder : add
    const question = [
      `${num(n)}-এর সঙ্গে সবচেয়ে কম কত যোগ করলে যোগফল ${num(divisor)} দিয়ে নিঃশেষে বিভাজ্য হবে?`,
      `${num(n)} থেকে সবচেয়ে কম কত বিয়োগ করলে বিয়োগফল ${num(divisor)} দিয়ে নিঃশেষে বিভাজ্য হবে?`,
      `একটি খামারে ${num(n)}টি ডিম আছে। ${num(divisor)}টি করে ডিম দিয়ে প্যাকেট বানালে সবগুলো প্যাকেট পূর্ণ করতে আরও অন্তত কয়টি ডিম লাগবে?`,
    ][kind] as string
    return {
      key: `${n}:${divisor}:${kind}`,
      question,
      ...numberOptions({
        answer,
        // Mixing up what to add with what is left over.
        mistakes: [kind === 1 ? add : remainder, answer + 1, answer - 1],
        step: 1,
        min: 1,
        max: divisor - 1,
        format: kind === 2 ? pieces : num,
      }),
      holds: (v) => v >= 1 && v < divisor && (kind === 1 ? (n - v) % divisor === 0 : (n + v) % divisor === 0),
    }
  },
}

const missingDigit: Template = {
  id: 'divisibility_missing_digit',
  family: 'divisibility',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const divisor = rng.pick([9, 11])
    const length = rng.int(4, 5)
    const digits = Array.from({ length }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)))
    const gap = rng.int(1, length - 1)
    const withDigit = (d: number) => Number(digits.map((x, i) => (i === gap ? d : x)).join(''))
    const fitting = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => withDigit(d) % divisor === 0)
    if (fitting.length !== 1) return undefined
    const answer = fitting[0] as number
    const pattern = digits.map((x, i) => (i === gap ? '□' : num(x))).join('')
    return {
      key: `${digits.join('')}:${gap}:${divisor}`,
      question: rng.pick([
        `${pattern} সংখ্যাটি ${num(divisor)} দ্বারা নিঃশেষে বিভাজ্য হলে □ চিহ্নিত ঘরে কোন অঙ্ক বসবে?`,
        `□ চিহ্নিত ঘরে কোন অঙ্ক বসালে ${pattern} সংখ্যাটি ${num(divisor)} দিয়ে নিঃশেষে ভাগ যাবে?`,
      ]),
      ...numberOptions({
        answer,
        // Divisible by 3 but not 9; or the alternating sum taken with the wrong sign.
        mistakes: divisor === 9 ? [answer + 3, answer - 3] : [11 - answer, answer + 2, answer - 2],
        step: 1,
        min: 0,
        max: 9,
        format: num,
      }),
      holds: (v) => Number.isInteger(v) && v >= 0 && v <= 9 && withDigit(v) % divisor === 0,
    }
  },
}

const countMultiples: Template = {
  id: 'divisibility_count',
  family: 'divisibility',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const divisor = rng.int(3, 13)
    const from = rng.chance(0.5) ? 1 : rng.int(10, 200)
    const to = rng.int(from + 60, from + 600)
    const count = Math.floor(to / divisor) - Math.floor((from - 1) / divisor)
    const book = from === 1 && rng.chance(0.5)
    const question = book
      ? `একটি বইয়ের পৃষ্ঠা নম্বর ১ থেকে ${num(to)} পর্যন্ত। এর মধ্যে কতগুলো পৃষ্ঠা নম্বর ${num(divisor)} দিয়ে নিঃশেষে বিভাজ্য?`
      : `${num(from)} থেকে ${num(to)} পর্যন্ত (এই দুটি সংখ্যাসহ) কতগুলো সংখ্যা ${num(divisor)} দিয়ে নিঃশেষে বিভাজ্য?`
    return {
      key: `${from}:${to}:${divisor}`,
      question,
      ...numberOptions({
        answer: count,
        // Dividing the length of the range, or one at an end counted wrongly.
        mistakes: [Math.floor((to - from) / divisor), count + 1, count - 1],
        step: 1,
        format: pieces,
      }),
      holds: (v) => {
        let n = 0
        for (let k = from; k <= to; k++) if (k % divisor === 0) n++
        return n === v
      },
    }
  },
}

const groupsAndLeftovers: Template = {
  id: 'divisibility_groups',
  family: 'divisibility',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const size = rng.pick([6, 8, 10, 12, 15, 20, 24, 30])
    const total = rng.int(50, 900)
    const kind = rng.int(0, 2)
    const [full, left] = [Math.floor(total / size), total % size]
    if (left === 0) return undefined
    if (kind === 0) {
      return {
        key: `trays:${total}:${size}`,
        question: `${num(total)}টি ডিম ${num(size)}টি করে ট্রেতে সাজালে কয়টি ট্রে পুরো ভরবে?`,
        ...numberOptions({ answer: full, mistakes: [full + 1], step: 1, format: pieces }),
        holds: (v) => v * size <= total && (v + 1) * size > total,
      }
    }
    if (kind === 1) {
      return {
        key: `left:${total}:${size}`,
        question: `${num(total)}টি ডিম ${num(size)}টি করে ট্রেতে সাজালে কয়টি ডিম ট্রের বাইরে থেকে যাবে?`,
        ...numberOptions({ answer: left, mistakes: [size - left], step: 1, max: size - 1, format: pieces }),
        holds: (v) => v === total % size,
      }
    }
    return {
      key: `buses:${total}:${size}`,
      question: `${num(total)} জন যাত্রীকে ${num(size)} আসনের মাইক্রোবাসে নিতে হবে। সবাইকে বসিয়ে নিতে কমপক্ষে কয়টি মাইক্রোবাস লাগবে?`,
      ...numberOptions({ answer: full + 1, mistakes: [full], step: 1, format: pieces }),
      holds: (v) => v * size >= total && (v - 1) * size < total,
    }
  },
}

// ——— Squares and cubes ———

const squareRoot: Template = {
  id: 'power_square_root',
  family: 'power',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const n = rng.int(12, 99)
    const square = n * n
    const kind = rng.int(0, 2)
    const question = [
      `${num(square)}-এর বর্গমূল কত?`,
      `কোন ধনাত্মক সংখ্যার বর্গ ${num(square)}?`,
      `একটি বর্গাকার মাঠের ক্ষেত্রফল ${num(square)} বর্গমিটার। মাঠটির এক বাহুর দৈর্ঘ্য কত?`,
    ][kind] as string
    // The number whose square ends in the same digit: 23 and 27 both square to ...9.
    const twin = n % 10 === 0 || n % 10 === 5 ? n + 1 : n - (n % 10) + (10 - (n % 10))
    return {
      key: `${n}`,
      question,
      ...numberOptions({
        answer: n,
        mistakes: [twin, n + 1, n - 1],
        step: 1,
        format: kind === 2 ? unit('মিটার') : num,
      }),
      holds: (v) => v * v === square,
      difficulty: n <= 40 ? 'easy' : 'medium',
    }
  },
}

const squareDifference: Template = {
  id: 'power_square_difference',
  family: 'power',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const a = rng.int(21, 99)
    const b = rng.int(11, a - 2)
    const answer = a * a - b * b
    const question = rng.pick([
      `${num(a)}-এর বর্গ থেকে ${num(b)}-এর বর্গ বিয়োগ করলে বিয়োগফল কত হয়?`,
      `(${num(a)})² − (${num(b)})² = কত?`,
    ])
    return {
      key: `${a}:${b}`,
      question,
      ...numberOptions({
        answer,
        // Squaring the difference, or one (a + b) off.
        mistakes: [(a - b) ** 2, answer + (a + b), answer - (a + b)],
        step: a + b,
        format: num,
      }),
      holds: (v) => v === (a - b) * (a + b),
    }
  },
}

const cubes: Template = {
  id: 'power_cube',
  family: 'power',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    if (rng.chance(0.5)) {
      const n = rng.int(3, 25)
      return {
        key: `root:${n}`,
        question: `কোন সংখ্যার ঘন ${num(n ** 3)}?`,
        ...numberOptions({ answer: n, step: 1, format: num }),
        holds: (v) => v ** 3 === n ** 3,
      }
    }
    const side = rng.int(2, 15)
    return {
      key: `tank:${side}`,
      question: `একটি ঘনক আকৃতির পানির ট্যাংকের প্রতিটি ধার ${num(side)} মিটার। ট্যাংকটিতে কত ঘনমিটার পানি ধরবে?`,
      ...numberOptions({
        answer: side ** 3,
        // The surface (six faces) instead of the volume.
        mistakes: [6 * side * side],
        format: unit('ঘনমিটার'),
      }),
      holds: (v) => v === side ** 3,
    }
  },
}

const squarePlot: Template = {
  id: 'power_square_plot',
  family: 'power',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const side = rng.int(8, 70)
    const area = side * side
    const place = rng.pick(['একটি বর্গাকার পুকুরের', 'একটি বর্গাকার বাগানের', 'একটি বর্গাকার খেলার মাঠের'])
    return {
      key: `${side}`,
      question: `${place} ক্ষেত্রফল ${num(area)} বর্গমিটার। এর চারপাশে একবার বেড়া দিতে কত মিটার তার লাগবে?`,
      ...numberOptions({
        answer: 4 * side,
        mistakes: [4 * side + 4, 4 * side - 4],
        step: 4,
        format: unit('মিটার'),
      }),
      holds: (v) => (v / 4) ** 2 === area,
    }
  },
}

const consecutiveSquares: Template = {
  id: 'power_consecutive_squares',
  family: 'power',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const n = rng.int(5, 40)
    const total = n * n + (n + 1) * (n + 1)
    const askSmall = rng.chance(0.5)
    const answer = askSmall ? n : n + 1
    return {
      key: `${n}:${askSmall}`,
      question: rng.pick([
        `পরপর দুটি স্বাভাবিক সংখ্যার বর্গের যোগফল ${num(total)}। ${askSmall ? 'ছোট' : 'বড়'} সংখ্যাটি কত?`,
        `দুটি ক্রমিক স্বাভাবিক সংখ্যার প্রত্যেকটির বর্গ করে যোগ করলে ${num(total)} হয়। সংখ্যা দুটির মধ্যে ${askSmall ? 'ছোটটি' : 'বড়টি'} কত?`,
      ]),
      ...numberOptions({ answer, mistakes: [askSmall ? n + 1 : n], step: 1, format: num }),
      holds: (v) => (askSmall ? v * v + (v + 1) ** 2 === total : (v - 1) ** 2 + v * v === total),
    }
  },
}

// ——— Units (metric) ———

const massUnits: Template = {
  id: 'unit_mass',
  family: 'unit',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const kind = rng.int(0, 2)
    if (kind === 0) {
      const [kilos, grams, used] = [rng.int(1, 4), rng.multiple(50, 50, 950), rng.multiple(50, 150, 900)]
      const left = kilos * 1000 + grams - used
      if (left <= 0) return undefined
      const goods = rng.pick(['চিনি', 'ময়দা', 'চাল', 'মসুর ডাল'])
      return {
        key: `left:${kilos}:${grams}:${used}`,
        question: `একটি কৌটায় ${num(kilos)} কেজি ${num(grams)} গ্রাম ${goods} ছিল। রান্নায় ${num(used)} গ্রাম খরচ হলো। কৌটায় আর কত গ্রাম ${goods} থাকল?`,
        ...numberOptions({ answer: left, mistakes: [left + 100, left - 100], step: 50, format: unit('গ্রাম') }),
        holds: (v) => v + used === kilos * 1000 + grams,
      }
    }
    if (kind === 1) {
      const [sack, daily] = [rng.pick([5, 10, 12, 15, 20, 25, 30, 50]), rng.multiple(50, 250, 1000)]
      const days = (sack * 1000) / daily
      if (!Number.isInteger(days)) return undefined
      return {
        key: `days:${sack}:${daily}`,
        question: `একটি পরিবারে প্রতিদিন ${num(daily)} গ্রাম চাল রান্না হয়। ${num(sack)} কেজি চালে কত দিন চলবে?`,
        ...numberOptions({ answer: days, step: days > 30 ? 5 : 1, format: unit('দিন') }),
        holds: (v) => v * daily === sack * 1000,
      }
    }
    const [packets, each] = [rng.int(3, 24), rng.multiple(50, 100, 750)]
    const kilos = (packets * each) / 1000
    return {
      key: `packets:${packets}:${each}`,
      question: `প্রতিটি ${num(each)} গ্রামের ${num(packets)}টি প্যাকেটে মোট কত কেজি ডাল আছে?`,
      ...numberOptions({ answer: kilos, step: 0.5, whole: false, format: unit('কেজি') }),
      holds: (v) => sameValue(v * 1000, packets * each),
    }
  },
}

const lengthUnits: Template = {
  id: 'unit_length',
  family: 'unit',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    if (rng.chance(0.55)) {
      const [daily, days] = [rng.multiple(100, 500, 2500), rng.int(3, 10)]
      const kilometres = (daily * days) / 1000
      return {
        key: `walk:${daily}:${days}`,
        question: `${person(rng)} প্রতিদিন সকালে ${num(daily)} মিটার হাঁটেন। ${num(days)} দিনে তিনি মোট কত কিলোমিটার হাঁটবেন?`,
        ...numberOptions({
          answer: kilometres,
          // A slip of the decimal point is an outlier and is dropped; a day off is not.
          mistakes: [kilometres + daily / 1000, kilometres - daily / 1000],
          step: 0.5,
          whole: false,
          format: unit('কিলোমিটার'),
        }),
        holds: (v) => sameValue(v * 1000, daily * days),
      }
    }
    const [metres, piece] = [rng.int(2, 30), rng.multiple(5, 25, 150)]
    const count = (metres * 100) / piece
    if (!Number.isInteger(count) || count < 4) return undefined
    return {
      key: `cloth:${metres}:${piece}`,
      question: `${num(metres)} মিটার লম্বা একটি ফিতা থেকে ${num(piece)} সেন্টিমিটার লম্বা কয়টি টুকরা কাটা যাবে?`,
      ...numberOptions({ answer: count, step: 1, format: pieces }),
      holds: (v) => v * piece === metres * 100,
    }
  },
}

const volumeUnits: Template = {
  id: 'unit_volume',
  family: 'unit',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    if (rng.chance(0.5)) {
      const [litres, glass] = [rng.pick([1, 1.5, 2, 2.5, 3, 5]), rng.multiple(25, 125, 300)]
      const glasses = (litres * 1000) / glass
      if (!Number.isInteger(glasses)) return undefined
      return {
        key: `glasses:${litres}:${glass}`,
        question: `${num(litres)} লিটারের একটি বোতলের শরবত দিয়ে ${num(glass)} মিলিলিটারের কয়টি গ্লাস পূর্ণ করা যাবে?`,
        ...numberOptions({ answer: glasses, step: 1, format: pieces }),
        holds: (v) => v * glass === litres * 1000,
      }
    }
    const [guests, each] = [rng.int(8, 60), rng.multiple(50, 150, 400)]
    const litres = (guests * each) / 1000
    return {
      key: `guests:${guests}:${each}`,
      question: `একটি অনুষ্ঠানে ${num(guests)} জন অতিথির প্রত্যেককে ${num(each)} মিলিলিটার করে শরবত দিতে মোট কত লিটার শরবত লাগবে?`,
      ...numberOptions({ answer: litres, step: 0.5, whole: false, format: unit('লিটার') }),
      holds: (v) => sameValue(v * 1000, guests * each),
    }
  },
}

const speedUnits: Template = {
  id: 'unit_speed',
  family: 'unit',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const kind = rng.int(0, 2)
    if (kind === 0) {
      const kmh = rng.multiple(18, 18, 144)
      return {
        key: `toms:${kmh}`,
        question: `ঘণ্টায় ${num(kmh)} কিলোমিটার বেগ সেকেন্ডে কত মিটারের সমান?`,
        ...numberOptions({ answer: (kmh * 5) / 18, step: 1, format: (v) => `সেকেন্ডে ${num(v)} মিটার` }),
        holds: (v) => v * 18 === kmh * 5,
      }
    }
    if (kind === 1) {
      const ms = rng.multiple(5, 5, 40)
      return {
        key: `tokmh:${ms}`,
        question: `সেকেন্ডে ${num(ms)} মিটার বেগ ঘণ্টায় কত কিলোমিটারের সমান?`,
        ...numberOptions({ answer: (ms * 18) / 5, step: 2, format: (v) => `ঘণ্টায় ${num(v)} কিমি` }),
        holds: (v) => v * 5 === ms * 18,
      }
    }
    const kmh = rng.multiple(3, 6, 90)
    const perMinute = (kmh * 1000) / 60
    return {
      key: `perminute:${kmh}`,
      question: `একটি রিকশা ঘণ্টায় ${num(kmh)} কিমি বেগে চললে প্রতি মিনিটে কত মিটার পথ যায়?`,
      ...numberOptions({ answer: perMinute, format: unit('মিটার') }),
      holds: (v) => v * 60 === kmh * 1000,
      difficulty: kmh > 30 ? 'medium' : 'easy',
    }
  },
}

// ——— Geometry ———

const rectangles: Template = {
  id: 'geometry_rectangle',
  family: 'geometry',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const length = rng.int(10, 80)
    const width = rng.int(5, length - 2)
    const place = rng.pick(['একটি আয়তাকার পুকুরের', 'একটি আয়তাকার খেলার মাঠের', 'একটি আয়তাকার বাগানের'])
    if (rng.chance(0.5)) {
      const perimeter = 2 * (length + width)
      return {
        key: `p:${length}:${width}`,
        question: `${place} দৈর্ঘ্য ${num(length)} মিটার ও প্রস্থ ${num(width)} মিটার। এর চারদিকে একবার বেড়া দিতে কত মিটার তার লাগবে?`,
        ...numberOptions({
          answer: perimeter,
          // One side left out.
          mistakes: [2 * length + width, length + 2 * width],
          step: 2,
          format: unit('মিটার'),
        }),
        holds: (v) => v === 2 * (length + width),
      }
    }
    const area = length * width
    return {
      key: `a:${length}:${width}`,
      question: `${place} দৈর্ঘ্য ${num(length)} মিটার ও প্রস্থ ${num(width)} মিটার। এর ক্ষেত্রফল কত?`,
      ...numberOptions({
        answer: area,
        mistakes: [length * (width + 1), length * (width - 1), (length + 1) * width, (length - 1) * width],
        format: unit('বর্গমিটার'),
      }),
      holds: (v) => v === length * width,
    }
  },
}

const floorCost: Template = {
  id: 'geometry_cost',
  family: 'geometry',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [length, width] = [rng.int(3, 9), rng.int(3, 7)]
    if (width >= length) return undefined
    if (rng.chance(0.55)) {
      const rate = rng.multiple(50, 400, 1200)
      const cost = length * width * rate
      return {
        key: `tiles:${length}:${width}:${rate}`,
        question: `একটি ঘরের মেঝের দৈর্ঘ্য ${num(length)} মিটার ও প্রস্থ ${num(width)} মিটার। প্রতি বর্গমিটারে ${num(rate)} টাকা খরচে পুরো মেঝেতে টাইলস বসাতে মোট কত টাকা লাগবে?`,
        ...numberOptions({
          answer: cost,
          // The perimeter priced instead of the area, or a row of tiles off.
          mistakes: [2 * (length + width) * rate, cost + width * rate, cost - width * rate],
          format: taka,
        }),
        holds: (v) => v === length * width * rate,
      }
    }
    const [fieldLength, fieldWidth] = [rng.int(15, 60), rng.int(10, 40)]
    const rate = rng.multiple(10, 40, 200)
    const cost = 2 * (fieldLength + fieldWidth) * rate
    return {
      key: `fence:${fieldLength}:${fieldWidth}:${rate}`,
      question: `একটি আয়তাকার জমির দৈর্ঘ্য ${num(fieldLength)} মিটার ও প্রস্থ ${num(fieldWidth)} মিটার। প্রতি মিটার ${num(rate)} টাকা দরে চারদিকে বেড়া দিতে কত টাকা খরচ হবে?`,
      ...numberOptions({
        answer: cost,
        mistakes: [(2 * fieldLength + fieldWidth) * rate, (fieldLength + 2 * fieldWidth) * rate],
        format: taka,
      }),
      holds: (v) => v === 2 * (fieldLength + fieldWidth) * rate,
    }
  },
}

const triangles: Template = {
  id: 'geometry_triangle',
  family: 'geometry',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const [base, height] = [rng.int(4, 40), rng.int(3, 30)]
    const area = (base * height) / 2
    if (!Number.isInteger(area)) return undefined
    const place = rng.pick(['একটি ত্রিভুজাকার জমির', 'একটি ত্রিভুজাকার পতাকার', 'একটি ত্রিভুজাকার ফুলের বাগানের'])
    const [unitName, areaUnit] = place.includes('পতাকা') ? ['সেমি', 'বর্গসেমি'] : ['মিটার', 'বর্গমিটার']
    return {
      key: `${base}:${height}`,
      question: `${place} ভূমি ${num(base)} ${unitName} এবং উচ্চতা ${num(height)} ${unitName}। এর ক্ষেত্রফল কত?`,
      ...numberOptions({
        answer: area,
        mistakes: [area + base / 2, area - base / 2, area + height / 2, area - height / 2],
        format: unit(areaUnit),
      }),
      holds: (v) => 2 * v === base * height,
    }
  },
}

const pythagoreanTriples: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
]

const pythagoras: Template = {
  id: 'geometry_pythagoras',
  family: 'geometry',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [a0, b0, c0] = rng.pick(pythagoreanTriples)
    const scale = rng.int(1, Math.floor(60 / c0))
    const [a, b, c] = [a0 * scale, b0 * scale, c0 * scale]
    if (rng.chance(0.5)) {
      return {
        key: `ladder:${a}:${c}`,
        question: `${num(c)} মিটার লম্বা একটি মই একটি খাড়া দেয়ালে হেলান দিয়ে রাখা আছে। মইয়ের গোড়া দেয়াল থেকে ${num(a)} মিটার দূরে। মইয়ের মাথা মাটি থেকে কত মিটার উঁচুতে দেয়াল ছুঁয়েছে?`,
        ...numberOptions({ answer: b, mistakes: [c - a], step: 1, format: unit('মিটার') }),
        holds: (v) => a * a + v * v === c * c,
      }
    }
    return {
      key: `diagonal:${a}:${b}`,
      question: `একটি আয়তাকার মাঠের দৈর্ঘ্য ${num(b)} মিটার ও প্রস্থ ${num(a)} মিটার। মাঠের এক কোণ থেকে বিপরীত কোণে সোজা (কর্ণ বরাবর) হেঁটে গেলে কত মিটার হাঁটতে হবে?`,
      ...numberOptions({ answer: c, step: 1, format: unit('মিটার') }),
      holds: (v) => a * a + b * b === v * v,
    }
  },
}

const circles: Template = {
  id: 'geometry_circle',
  family: 'geometry',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const kind = rng.int(0, 2)
    if (kind === 2) {
      const [diameter, turns] = [14 * rng.int(2, 6), rng.int(10, 300)]
      const metres = (22 * diameter * turns) / 7 / 100
      return {
        key: `wheel:${diameter}:${turns}`,
        question: `একটি সাইকেলের চাকার ব্যাস ${num(diameter)} সেমি। π = ২২/৭ ধরে চাকাটি ${num(turns)} বার ঘুরলে সাইকেলটি কত মিটার পথ যাবে?`,
        ...numberOptions({
          answer: metres,
          // The radius taken for the diameter halves the distance; that outlier is dropped.
          step: niceStep(metres),
          whole: false,
          format: unit('মিটার'),
        }),
        holds: (v) => sameValue(v * 700, 22 * diameter * turns),
      }
    }
    const radius = 7 * rng.int(1, 8)
    const place = rng.pick(['একটি বৃত্তাকার পুকুরের', 'একটি বৃত্তাকার মাঠের', 'একটি গোল টেবিলের উপরিতলের'])
    const [unitName, areaUnit] = place.includes('টেবিল') ? ['সেমি', 'বর্গসেমি'] : ['মিটার', 'বর্গমিটার']
    if (kind === 0) {
      const around = (44 * radius) / 7
      return {
        key: `c:${radius}:${unitName}`,
        question: `${place} ব্যাসার্ধ ${num(radius)} ${unitName}। π = ২২/৭ ধরে এর পরিধি কত?`,
        ...numberOptions({ answer: around, step: 22, format: unit(unitName) }),
        holds: (v) => v * 7 === 44 * radius,
      }
    }
    const area = (22 * radius * radius) / 7
    return {
      key: `a:${radius}:${unitName}`,
      question: `${place} ব্যাসার্ধ ${num(radius)} ${unitName}। π = ২২/৭ ধরে এর ক্ষেত্রফল কত?`,
      ...numberOptions({ answer: area, format: unit(areaUnit) }),
      holds: (v) => v * 7 === 22 * radius * radius,
    }
  },
}

const angles: Template = {
  id: 'geometry_angle',
  family: 'geometry',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const kind = rng.int(0, 2)
    if (kind === 0) {
      const [a, b] = [rng.multiple(5, 20, 110), rng.multiple(5, 20, 110)]
      const third = 180 - a - b
      if (third < 15) return undefined
      return {
        key: `tri:${Math.min(a, b)}:${Math.max(a, b)}`,
        question: `একটি ত্রিভুজের দুটি কোণ ${num(a)}° ও ${num(b)}°। তৃতীয় কোণটি কত?`,
        ...numberOptions({ answer: third, step: 10, format: (v) => `${num(v)}°` }),
        holds: (v) => a + b + v === 180,
      }
    }
    if (kind === 1) {
      const a = rng.int(15, 75)
      if (a === 45) return undefined
      return {
        key: `right:${Math.min(a, 90 - a)}`,
        question: `একটি সমকোণী ত্রিভুজের একটি সূক্ষ্মকোণ ${num(a)}°। অপর সূক্ষ্মকোণটি কত?`,
        ...numberOptions({ answer: 90 - a, step: 5, format: (v) => `${num(v)}°` }),
        holds: (v) => a + v === 90,
      }
    }
    const known = [rng.multiple(5, 60, 130), rng.multiple(5, 60, 130), rng.multiple(5, 60, 130)]
    const fourth = 360 - sum(known)
    if (fourth < 50 || fourth > 150) return undefined
    return {
      key: `quad:${[...known].sort().join(',')}`,
      question: `একটি চতুর্ভুজের তিনটি কোণ ${listing(known.map((k) => `${num(k)}°`))}। চতুর্থ কোণটি কত?`,
      ...numberOptions({
        answer: fourth,
        // Taking the angle sum as 180° or 540° is an outlier and is dropped.
        step: 10,
        format: (v) => `${num(v)}°`,
      }),
      holds: (v) => sum(known) + v === 360,
      difficulty: 'medium',
    }
  },
}

const squareArea: Template = {
  id: 'geometry_square',
  family: 'geometry',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const side = rng.int(5, 45)
    const place = rng.pick(['একটি বর্গাকার বাগানের', 'একটি বর্গাকার উঠানের', 'একটি বর্গাকার রুমালের'])
    const [unitName, areaUnit] = place.includes('রুমাল') ? ['সেমি', 'বর্গসেমি'] : ['মিটার', 'বর্গমিটার']
    return {
      key: `${side}:${unitName}`,
      question: `${place} পরিসীমা ${num(4 * side)} ${unitName}। এর ক্ষেত্রফল কত?`,
      ...numberOptions({
        answer: side * side,
        mistakes: [(side + 1) * side, (side - 1) * side],
        format: unit(areaUnit),
      }),
      holds: (v) => v === side * side,
    }
  },
}

// ——— Clocks and calendars ———

/** "সকাল ৮টায়", "রাত ৯টা ৪৫ মিনিটে": a time of day as the moment something happens. */
function at(minutesSinceMidnight: number): string {
  const time = timeOfDay(minutesSinceMidnight)
  return time.endsWith('মিনিট') ? `${time}ে` : `${time}য়`
}

const journeys = [
  { what: 'ঢাকা থেকে সিলেটগামী একটি ট্রেন', from: 'কমলাপুর', to: 'সিলেট', start: [6, 15], hours: [6, 8] },
  { what: 'ঢাকা থেকে রাজশাহীগামী একটি ট্রেন', from: 'কমলাপুর', to: 'রাজশাহী', start: [6, 16], hours: [5, 7] },
  { what: 'চট্টগ্রাম থেকে ঢাকাগামী একটি বাস', from: 'চট্টগ্রাম', to: 'ঢাকা', start: [7, 16], hours: [5, 8] },
  { what: 'বরিশালগামী একটি লঞ্চ', from: 'সদরঘাট', to: 'বরিশাল', start: [20, 22], hours: [7, 10] },
  { what: 'ভোলাগামী একটি লঞ্চ', from: 'সদরঘাট', to: 'ভোলা', start: [19, 21], hours: [8, 11] },
]

const journeyTime: Template = {
  id: 'clock_journey',
  family: 'clock',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const trip = rng.pick(journeys)
    const start = rng.int(trip.start[0] as number, trip.start[1] as number) * 60 + rng.multiple(5, 0, 55)
    const length = rng.int(trip.hours[0] as number, trip.hours[1] as number) * 60 + rng.multiple(5, 5, 55)
    const end = start + length
    const nextDay = end >= 1440 ? 'পরদিন ' : ''
    if (rng.chance(0.6)) {
      return {
        key: `length:${trip.to}:${start}:${length}`,
        question: `${trip.what} ${at(start)} ${trip.from} ছেড়ে ${nextDay}${at(end)} ${trip.to} পৌঁছায়। যাত্রায় কত সময় লাগে?`,
        ...numberOptions({
          answer: length,
          // Subtracting clock times as if an hour had a hundred minutes, or an hour off.
          mistakes: [length + 40, length - 40, length + 60, length - 60],
          step: 10,
          format: duration,
        }),
        holds: (v) => start + v === end,
      }
    }
    const arrivals = [end, end + 40, end - 40, end + 60, end - 60, end + 10, end - 10]
    const [answer, ...others] = arrivals.map((t) => ({
      text: `${t >= 1440 ? 'পরদিন ' : ''}${timeOfDay(t)}`,
      value: t,
    }))
    return {
      key: `arrival:${trip.to}:${start}:${length}`,
      question: `${trip.what} ${at(start)} ${trip.from} ছাড়ে। যাত্রায় ${duration(length)} লাগলে সেটি কখন ${trip.to} পৌঁছাবে?`,
      ...orderedOptions(answer as { text: string; value: number }, others),
      holds: (v) => v === start + length,
    }
  },
}

const driftingClock: Template = {
  id: 'clock_drift',
  family: 'clock',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const gain = rng.int(1, 5)
    const fast = rng.chance(0.5)
    const start = rng.int(6, 10) * 60
    const hours = rng.int(3, 10)
    const drift = gain * hours
    const [verb, how] = fast ? ['এগিয়ে যায়', 'এগিয়ে'] : ['পিছিয়ে পড়ে', 'পিছিয়ে']
    const clock = rng.pick(['দেয়ালঘড়ি', 'হাতঘড়ি', 'টেবিলঘড়ি'])
    const opening = `${of(person(rng))} একটি ${clock} প্রতি ঘণ্টায় ${num(gain)} মিনিট করে ${verb}। ${at(start)} ঘড়িটি ঠিক করে দেওয়া হলো।`
    if (rng.chance(0.5)) {
      return {
        key: `minutes:${gain}:${hours}:${fast}`,
        question: `${opening} ${num(hours)} ঘণ্টা পরে ঘড়িটি ঠিক সময়ের চেয়ে কত মিনিট ${how} থাকবে?`,
        ...numberOptions({
          answer: drift,
          mistakes: [drift + gain, drift - gain],
          step: gain,
          format: duration,
        }),
        holds: (v) => v === gain * hours,
      }
    }
    const real = start + hours * 60
    const shown = real + (fast ? drift : -drift)
    const options = [shown, real + (fast ? -drift : drift), shown + gain, shown - gain, real]
    const [answer, ...others] = options.map((t) => ({ text: timeOfDay(t), value: t }))
    return {
      key: `shows:${gain}:${hours}:${fast}:${start}`,
      question: `${opening} একই দিন ${at(real)} ঘড়িটি কী সময় দেখাবে?`,
      ...orderedOptions(answer as { text: string; value: number }, others),
      holds: (v) => v === shown,
    }
  },
}

const months = [
  { name: 'জানুয়ারি', days: 31 },
  { name: 'মার্চ', days: 31 },
  { name: 'এপ্রিল', days: 30 },
  { name: 'মে', days: 31 },
  { name: 'জুন', days: 30 },
  { name: 'জুলাই', days: 31 },
  { name: 'আগস্ট', days: 31 },
  { name: 'সেপ্টেম্বর', days: 30 },
  { name: 'অক্টোবর', days: 31 },
  { name: 'নভেম্বর', days: 30 },
  { name: 'ডিসেম্বর', days: 31 },
]

const daysBetween: Template = {
  id: 'calendar_days_between',
  family: 'clock',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    // February is left out, so no leap year can change the answer.
    const first = rng.int(1, months.length - 2)
    const span = rng.int(1, 2)
    const [from, to] = [months[first] as (typeof months)[0], months[first + span] as (typeof months)[0]]
    if (first + span >= months.length || (span === 2 && first === 0)) return undefined
    const [startDay, endDay] = [rng.int(2, from.days - 1), rng.int(1, 28)]
    const middle = span === 2 ? (months[first + 1]?.days ?? 0) : 0
    const total = from.days - startDay + 1 + middle + endDay
    const opening = rng.pick([
      `একটি বাণিজ্য মেলা ${num(startDay)} ${from.name} শুরু হয়ে ${num(endDay)} ${to.name} শেষ হলো (দুই দিনই মেলা চলেছে)। মেলা মোট কত দিন চলেছে?`,
      `${person(rng)} ${num(startDay)} ${from.name} থেকে ${num(endDay)} ${to.name} পর্যন্ত ছুটিতে ছিলেন (দুই দিনই ছুটি)। তিনি মোট কত দিন ছুটিতে ছিলেন?`,
    ])
    return {
      key: `${from.name}:${startDay}:${to.name}:${endDay}`,
      question: opening,
      ...numberOptions({
        answer: total,
        // Leaving out one end, or counting every month as thirty days.
        mistakes: [total - 1, total + 1, 30 - startDay + 1 + (span === 2 ? 30 : 0) + endDay],
        step: 1,
        format: unit('দিন'),
      }),
      holds: (v) => v === total,
    }
  },
}

// ——— Number series ———

const seriesNext: Template = {
  id: 'series_next',
  family: 'series',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const level = rng.chance(0.45) ? 'easy' : 'medium'
    const series = drawSeries(rng, level)
    if (!onlyNext(series.terms, series.next) || series.next <= 0) return undefined
    if (series.terms.includes(series.next)) return undefined
    const shown = series.terms.map(num).join(', ')
    return {
      key: `${series.pattern}:${series.terms.join(',')}`,
      question: rng.pick([
        `${shown}, … ধারাটির পরের সংখ্যাটি কত?`,
        `${shown}, ? — এই ধারায় প্রশ্নবোধক চিহ্নের বদলে কোন সংখ্যা হবে?`,
      ]),
      ...numberOptions({
        answer: series.next,
        mistakes: series.slips,
        step: series.next < 60 ? 1 : niceStep(series.next),
        // A term already shown is too easy to rule out.
        exclude: series.terms,
        format: num,
      }),
      difficulty: level,
    }
  },
}

// ——— Simple algebra ———

const linearEquation: Template = {
  id: 'algebra_linear',
  family: 'algebra',
  difficulty: 'easy',
  count: 15,
  draft(rng) {
    const x = rng.int(2, 30)
    const a = rng.int(2, 9)
    const b = rng.int(1, 40)
    const kind = rng.int(0, 2)
    if (kind === 0) {
      const c = a * x + b
      return {
        key: `plus:${a}:${b}:${x}`,
        question: rng.pick([
          `${num(a)}x + ${num(b)} = ${num(c)} হলে x-এর মান কত?`,
          `সমাধান করুন: ${num(a)}x + ${num(b)} = ${num(c)}, x = কত?`,
        ]),
        ...numberOptions({ answer: x, mistakes: [(c + b) / a, x + 1, x - 1], step: 1, format: num }),
        holds: (v) => a * v + b === c,
      }
    }
    if (kind === 1) {
      const c = a * x - b
      if (c <= 0) return undefined
      return {
        key: `minus:${a}:${b}:${x}`,
        question: rng.pick([
          `${num(a)}x − ${num(b)} = ${num(c)} হলে x-এর মান কত?`,
          `সমাধান করুন: ${num(a)}x − ${num(b)} = ${num(c)}, x = কত?`,
        ]),
        ...numberOptions({ answer: x, mistakes: [(c - b) / a, x + 1, x - 1], step: 1, format: num }),
        holds: (v) => a * v - b === c,
      }
    }
    const y = a * x
    const c = x + b
    return {
      key: `divide:${a}:${b}:${x}`,
      question: `x/${num(a)} + ${num(b)} = ${num(c)} হলে x-এর মান কত?`,
      ...numberOptions({ answer: y, mistakes: [(c + b) * a, y + a, y - a], step: a, format: num }),
      holds: (v) => v / a + b === c,
    }
  },
}

const bothSides: Template = {
  id: 'algebra_both_sides',
  family: 'algebra',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const x = rng.int(2, 25)
    const [a, c] = [rng.int(3, 9), rng.int(1, 8)]
    if (c >= a) return undefined
    const b = rng.int(1, 30)
    const d = (a - c) * x - b
    if (d <= 0) return undefined
    return {
      key: `${a}:${b}:${c}:${d}`,
      question: rng.pick([
        `${num(a)}x − ${num(b)} = ${c === 1 ? '' : num(c)}x + ${num(d)} হলে x-এর মান কত?`,
        `সমীকরণ ${num(a)}x − ${num(b)} = ${c === 1 ? '' : num(c)}x + ${num(d)} সমাধান করলে x-এর মান কত হয়?`,
      ]),
      ...numberOptions({
        answer: x,
        // Moving a term across without changing its sign.
        mistakes: [(d - b) / (a - c), (b + d) / (a + c), x + 1, x - 1],
        step: 1,
        format: num,
      }),
      holds: (v) => a * v - b === c * v + d,
    }
  },
}

const wordEquation: Template = {
  id: 'algebra_word',
  family: 'algebra',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    if (rng.chance(0.5)) {
      const [pen, extra] = [rng.int(8, 40), rng.int(5, 40)]
      const [notebooks, pens] = [rng.int(2, 6), rng.int(2, 6)]
      const total = notebooks * (pen + extra) + pens * pen
      return {
        key: `shop:${pen}:${extra}:${notebooks}:${pens}`,
        question: `একটি খাতার দাম একটি কলমের দামের চেয়ে ${num(extra)} টাকা বেশি। ${num(notebooks)}টি খাতা ও ${num(pens)}টি কলমের মোট দাম ${num(total)} টাকা। একটি কলমের দাম কত?`,
        ...numberOptions({
          answer: pen,
          // The extra counted once instead of once per notebook.
          mistakes: [(total - extra) / (notebooks + pens), pen + 1, pen - 1],
          step: 1,
          format: taka,
        }),
        holds: (v) => notebooks * (v + extra) + pens * v === total,
      }
    }
    const [hens, cows] = [rng.int(4, 60), rng.int(2, 30)]
    const [heads, legs] = [hens + cows, 2 * hens + 4 * cows]
    const askCows = rng.chance(0.5)
    const answer = askCows ? cows : hens
    return {
      key: `farm:${hens}:${cows}:${askCows}`,
      question: `একটি খামারে কিছু মুরগি ও কিছু গরু আছে। সব মিলিয়ে মাথা ${num(heads)}টি এবং পা ${num(legs)}টি। খামারে ${askCows ? 'গরু' : 'মুরগি'} কয়টি?`,
      ...numberOptions({
        answer,
        // The other animal, or the extra legs not halved.
        mistakes: [askCows ? hens : cows, askCows ? legs - 2 * heads : heads - (legs - 2 * heads)],
        step: 1,
        format: pieces,
      }),
      holds: (v) => (askCows ? 2 * (heads - v) + 4 * v === legs : 2 * v + 4 * (heads - v) === legs),
    }
  },
}

const identities: Template = {
  id: 'algebra_identity',
  family: 'algebra',
  difficulty: 'hard',
  count: 16,
  draft(rng) {
    const [x, y] = [rng.int(2, 15), rng.int(1, 12)]
    if (x <= y) return undefined
    const usesSum = rng.chance(0.5)
    const squares = x * x + y * y
    const [given, product] = [usesSum ? x + y : x - y, x * y]
    return {
      key: `${usesSum}:${given}:${product}`,
      question: rng.pick([
        `x ${usesSum ? '+' : '−'} y = ${num(given)} এবং xy = ${num(product)} হলে x² + y²-এর মান কত?`,
        `দুটি সংখ্যার ${usesSum ? 'যোগফল' : 'বিয়োগফল'} ${num(given)} এবং গুণফল ${num(product)}। সংখ্যা দুটির বর্গের যোগফল কত?`,
      ]),
      ...numberOptions({
        answer: squares,
        // 2xy added when it should be subtracted (or the other way), or xy only once.
        mistakes: [
          usesSum ? given * given + 2 * product : given * given - 2 * product,
          usesSum ? given * given - product : given * given + product,
        ],
        format: num,
      }),
      holds: (v) => v === (usesSum ? given * given - 2 * product : given * given + 2 * product),
    }
  },
}

const evaluate: Template = {
  id: 'algebra_evaluate',
  family: 'algebra',
  difficulty: 'medium',
  count: 11,
  draft(rng) {
    const [x, b, c] = [rng.int(2, 12), rng.int(1, 9), rng.int(1, 30)]
    const value = x * x - b * x + c
    if (value <= 0) return undefined
    return {
      key: `${x}:${b}:${c}`,
      question: rng.pick([
        `x = ${num(x)} হলে x² − ${b === 1 ? '' : num(b)}x + ${num(c)}-এর মান কত?`,
        `x² − ${b === 1 ? '' : num(b)}x + ${num(c)} রাশিটিতে x = ${num(x)} বসালে মান কত হয়?`,
      ]),
      ...numberOptions({
        answer: value,
        // x² read as 2x, or the sign of the middle term lost.
        mistakes: [2 * x - b * x + c, x * x + b * x + c, x * x - b * x - c],
        format: num,
      }),
      holds: (v) => v === x * x - b * x + c,
    }
  },
}

/** In file order: the families of the brief, each with its templates. */
export const mathTemplates: Template[] = [
  changeBack,
  shoppingTotal,
  dailyFare,
  mobileSpending,
  mentalProduct,
  unitaryPrice,
  requiredRunRate,
  cropYield,
  fractionOfAmount,
  fractionRemainder,
  fractionArithmetic,
  fractionReverse,
  fractionPartKnown,
  percentOf,
  percentWhat,
  percentChange,
  successiveChange,
  compoundGrowth,
  strikeRate,
  salePrice,
  profitPercent,
  costFromSale,
  bulkProfit,
  discountPrice,
  discountRate,
  successiveDiscount,
  markupDiscount,
  interestAmount,
  interestTotal,
  interestRate,
  interestPrincipal,
  ratioShare,
  ratioOtherPart,
  ratioThreeWay,
  directProportion,
  averageSimple,
  averageMissing,
  averageNewcomer,
  agePastFuture,
  ageSumDifference,
  ageMultiple,
  workTogether,
  workersDays,
  fillAndLeak,
  speedBasic,
  trainCrossing,
  roundTripSpeed,
  boatStream,
  meetingTime,
  togetherAgain,
  hcfPieces,
  hcfLcmOther,
  lcmRemainder,
  sumAndDifference,
  consecutiveNumbers,
  theNumberWhich,
  twoDigitNumber,
  leastToAdd,
  missingDigit,
  countMultiples,
  groupsAndLeftovers,
  squareRoot,
  squareDifference,
  cubes,
  squarePlot,
  consecutiveSquares,
  massUnits,
  lengthUnits,
  volumeUnits,
  speedUnits,
  rectangles,
  floorCost,
  triangles,
  pythagoras,
  circles,
  angles,
  squareArea,
  journeyTime,
  driftingClock,
  daysBetween,
  seriesNext,
  linearEquation,
  bothSides,
  wordEquation,
  identities,
  evaluate,
]
