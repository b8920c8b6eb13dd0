/** Everyday Bangladeshi names for the people in the puzzles; gender matters for relations. */
import type { Rng } from './random.ts'

export const men = [
  'রহিম',
  'করিম',
  'সুমন',
  'জামাল',
  'কামাল',
  'রাশেদ',
  'তানভীর',
  'হাসান',
  'নাসির',
  'শফিক',
  'বিপ্লব',
  'অমিত',
  'রতন',
  'মিজান',
  'সোহেল',
  'আরিফ',
  'ফারুক',
  'জসিম',
  'মাহবুব',
  'নয়ন',
  'রাজু',
  'ইমরান',
  'মনির',
  'আনোয়ার',
  'সুজন',
  'পলাশ',
  'রফিক',
  'সজীব',
] as const

export const women = [
  'রিনা',
  'সুমি',
  'ফাতেমা',
  'নাসরিন',
  'শিরিন',
  'তানিয়া',
  'মিতু',
  'রুমানা',
  'পারভীন',
  'দীপা',
  'শাহানা',
  'সালমা',
  'নাজমা',
  'রোকসানা',
  'শাপলা',
  'মৌসুমী',
  'জেসমিন',
  'আয়েশা',
  'রুমা',
  'তাহমিনা',
  'সুরাইয়া',
  'পূজা',
  'মুন্নী',
  'লাকী',
] as const

export const anyone = [...men, ...women] as const

export function person(rng: Rng): string {
  return rng.pick(anyone)
}

/** `count` different people. */
export function people(rng: Rng, count: number): string[] {
  return rng.sample(anyone, count)
}
