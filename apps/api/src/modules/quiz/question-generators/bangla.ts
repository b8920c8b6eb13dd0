/**
 * Writing numbers the way a Bangladeshi reader expects them, and reading them back so the
 * checks can compare options by value rather than by spelling.
 */

const banglaDigits = '০১২৩৪৫৬৭৮৯'

/** Replaces every ASCII digit with its Bangla digit and leaves the rest: years, codes, clock faces. */
export function bnDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)] as string)
}

/** The reverse of bnDigits, for reading options back. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(banglaDigits.indexOf(digit)))
}

/** Groups the way Bangladesh does: the last three digits, then pairs (১২,৩৪,৫৬৭). */
function groupDigits(whole: string): string {
  if (whole.length <= 3) return whole
  const groups = [whole.slice(-3)]
  let rest = whole.slice(0, -3)
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2))
    rest = rest.slice(0, -2)
  }
  if (rest) groups.unshift(rest)
  return groups.join(',')
}

/**
 * A number as the questions show it: Bangla digits, comma grouping from ১,০০০ up, and at
 * most two decimals. Throws rather than round, because a rounded value in an answer key is
 * a wrong answer key.
 */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100
  if (!Number.isFinite(value) || Math.abs(rounded - value) > 1e-9) {
    throw new Error(`${value} cannot be shown with at most two decimals.`)
  }
  const [whole = '', decimals = ''] = Math.abs(rounded).toFixed(2).split('.')
  const fraction = decimals.replace(/0+$/, '')
  return bnDigits(`${rounded < 0 ? '−' : ''}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`)
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a)
  let y = Math.abs(b)
  while (y) [x, y] = [y, x % y]
  return x
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b
}

/** A fraction in lowest terms, "৩/৪"; a whole number is written as one. */
export function fraction(numerator: number, denominator: number): string {
  const divisor = gcd(numerator, denominator)
  const [p, q] = [numerator / divisor, denominator / divisor]
  return q === 1 ? num(p) : `${num(p)}/${num(q)}`
}

const ordinalEndings: Record<number, string> = {
  1: 'ম',
  2: 'য়',
  3: 'য়',
  4: 'র্থ',
  5: 'ম',
  6: 'ষ্ঠ',
  7: 'ম',
  8: 'ম',
  9: 'ম',
  10: 'ম',
}

/** ১ম, ২য়, ৩য়, ৪র্থ, ৫ম, ৬ষ্ঠ … ১০ম, then ১১তম, ১২তম … */
export function ordinal(n: number): string {
  return `${num(n)}${ordinalEndings[n] ?? 'তম'}`
}

const vowelSigns = new Set(['া', 'ি', 'ী', 'ু', 'ূ', 'ৃ', 'ে', 'ৈ', 'ো', 'ৌ'])

/** The possessive of a name: রহিম → রহিমের, রাজু → রাজুর, রিনা → রিনার. */
export function of(name: string): string {
  const last = name.at(-1) ?? ''
  return vowelSigns.has(last) ? `${name}র` : `${name}ের`
}

/** A length of time: "৭ ঘণ্টা ৩৫ মিনিট", "৫ ঘণ্টা", "৪৫ মিনিট". */
export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${num(rest)} মিনিট`
  if (rest === 0) return `${num(hours)} ঘণ্টা`
  return `${num(hours)} ঘণ্টা ${num(rest)} মিনিট`
}

/** A clock face reading, "৭:০৫"; hour 0 is shown as ১২. */
export function dial(minutesSinceTwelve: number): string {
  const minutes = ((minutesSinceTwelve % 720) + 720) % 720
  const hour = Math.floor(minutes / 60) || 12
  return bnDigits(`${hour}:${String(minutes % 60).padStart(2, '0')}`)
}

/** The part of the day Bangladeshis name before a clock time. */
function partOfDay(hour24: number): string {
  if (hour24 >= 4 && hour24 < 6) return 'ভোর'
  if (hour24 >= 6 && hour24 < 12) return 'সকাল'
  if (hour24 >= 12 && hour24 < 15) return 'দুপুর'
  if (hour24 >= 15 && hour24 < 18) return 'বিকেল'
  if (hour24 === 18) return 'সন্ধ্যা'
  return 'রাত'
}

/** A time of day in words: "সকাল ৮টা ১৫ মিনিট", "রাত ১০টা". */
export function timeOfDay(minutesSinceMidnight: number): string {
  const minutes = ((minutesSinceMidnight % 1440) + 1440) % 1440
  const hour24 = Math.floor(minutes / 60)
  const hour12 = hour24 % 12 || 12
  const rest = minutes % 60
  const clock = rest === 0 ? `${num(hour12)}টা` : `${num(hour12)}টা ${num(rest)} মিনিট`
  return `${partOfDay(hour24)} ${clock}`
}

/**
 * Reads the value an option stands for, so checks compare values and not spellings:
 * "১,২০০ টাকা" → 1200, "৩/৪" → 0.75, "৭ ঘণ্টা ৩৫ মিনিট" and "৭:৩৫" → minutes,
 * "২৯তম" → 29. Answers undefined for an option without a number.
 */
export function readValue(text: string): number | undefined {
  const plain = asciiDigits(text.normalize('NFC')).replace(/(\d),(?=\d)/g, '$1')
  const clock = plain.match(/^(\d+):(\d\d)$/)
  if (clock) return Number(clock[1]) * 60 + Number(clock[2])
  // "ঘণ্টা" but not "ঘণ্টায়" (per hour, as in a speed).
  const hours = plain.match(/(\d+) ঘণ্টা(?!য)/)
  const minutes = plain.match(/(\d+) মিনিট/)
  if (hours || minutes) return Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0)
  const ratio = plain.match(/(\d+)\/(\d+)/)
  if (ratio) return Number(ratio[1]) / Number(ratio[2])
  const number = plain.match(/(−?)(\d+(?:\.\d+)?)/)
  if (!number) return undefined
  return (number[1] ? -1 : 1) * Number(number[2])
}
