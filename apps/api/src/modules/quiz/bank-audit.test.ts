import { describe, expect, it } from 'vitest'
import {
  answerValueRank,
  chanceOfAtLeast,
  findDuplicates,
  findGiveaways,
  middleGuesserChance,
  numericOptions,
} from './bank-audit.ts'
import type { QuestionRow } from './question-bank.ts'

const q = (
  question: string,
  options: [string, string, string],
  answer = 1,
  extra: Partial<QuestionRow> = {},
) =>
  ({
    category: 'general-knowledge',
    question,
    option1: options[0],
    option2: options[1],
    option3: options[2],
    answer: `option${answer}`,
    difficulty: 'medium',
    ...extra,
  }) as QuestionRow

describe('auditing the question bank', () => {
  it('reads options as numbers only when they are the same kind of quantity', () => {
    expect(numericOptions(q('?', ['১৯৭১ সালে', '১৯৫২ সালে', '১৯৪৭ সালে']))).toEqual([1971, 1952, 1947])
    expect(numericOptions(q('?', ['১,২০০ টাকা', '৯০০ টাকা', '১,৫০০ টাকা']))).toEqual([1200, 900, 1500])
    expect(numericOptions(q('?', ['২৬ মার্চ', '১৬ ডিসেম্বর', '২১ ফেব্রুয়ারি']))).toBeNull()
    expect(numericOptions(q('?', ['ঢাকা', 'খুলনা', 'রাজশাহী']))).toBeNull()
  })

  it('places the answer among the values', () => {
    expect(answerValueRank(q('?', ['১১ জন', '১০ জন', '১২ জন'], 1))).toBe('middle')
    expect(answerValueRank(q('?', ['১১ জন', '১০ জন', '১২ জন'], 2))).toBe('smallest')
    expect(answerValueRank(q('?', ['১১ জন', '১০ জন', '১২ জন'], 3))).toBe('largest')
  })

  it('computes the chance of reaching a line exactly', () => {
    expect(chanceOfAtLeast([0.5, 0.5], 1)).toBeCloseTo(0.75)
    expect(chanceOfAtLeast([1, 1, 0], 2)).toBeCloseTo(1)
    // Pure guessing among three, 20 of 40: about 2 %.
    expect(chanceOfAtLeast(new Array(40).fill(1 / 3), 20)).toBeCloseTo(0.0214, 3)
  })

  it('finds what a middle-number guesser gains from a bank whose answers sit in the middle', () => {
    const middle = Array.from({ length: 50 }, (_, i) => q(`${i}?`, ['১০', '২০', '৩০'], 2))
    const balanced = Array.from({ length: 60 }, (_, i) => q(`${i}?`, ['১০', '২০', '৩০'], (i % 3) + 1))
    expect(middleGuesserChance(middle, { count: 40, line: 20, plays: 50 }).middleGuesser).toBe(1)
    const fair = middleGuesserChance(balanced, { count: 40, line: 20, plays: 200 })
    expect(fair.middleGuesser).toBeLessThan(0.1)
  })

  it('finds the same question twice, the same fact twice, and a rewording with the same answer', () => {
    const rows = [
      q('বাংলাদেশের জাতীয় ফুল কোনটি?', ['শাপলা', 'গোলাপ', 'পদ্ম'], 1, { fact: 'bd_flower' }),
      q('বাংলাদেশের জাতীয় ফুল কোনটি ?', ['শাপলা', 'জবা', 'পদ্ম'], 1),
      q('বাংলাদেশের জাতীয় ফুলের নাম কোনটি?', ['শাপলা', 'জবা', 'বেলি'], 1),
      q('কোন ফুল বাংলাদেশের জাতীয় ফুল?', ['পদ্ম', 'শাপলা', 'বেলি'], 2, { fact: 'bd_flower' }),
      // Siblings: read alike, ask different years.
      q('২০১৪ সালের ফিফা বিশ্বকাপ কোন দেশ জিতেছিল?', ['জার্মানি', 'আর্জেন্টিনা', 'ব্রাজিল'], 1),
      q('২০১০ সালের ফিফা বিশ্বকাপ কোন দেশ জিতেছিল?', ['স্পেন', 'নেদারল্যান্ডস', 'জার্মানি'], 1),
    ]
    const found = findDuplicates(rows).map((d) => `${d.kind}: ${d.first} / ${d.second}`)
    const [a, b, c, d] = rows.map((row) => row.question)
    expect(found).toContain(`same text: ${a} / ${b}`)
    expect(found).toContain(`same fact: ${a} / ${d}`)
    expect(found).toContain(`near text: ${a} / ${c}`)
    expect(found).toContain(`near text: ${c} / ${d}`)
    // The siblings are different questions.
    expect(found.filter((line) => line.includes('ফিফা'))).toEqual([])
  })

  it('finds a question that states the year or the name another one asks for', () => {
    const rows = [
      q('বাংলাদেশের মুক্তিযুদ্ধ কোন সালে হয়েছিল?', ['১৯৭১', '১৯৬৯', '১৯৭০']),
      q('১৯৭১ সালের মুক্তিযুদ্ধে বাংলাদেশকে কয়টি সেক্টরে ভাগ করা হয়েছিল?', ['১১টি', '৯টি', '১৩টি']),
      // The same year in a question about something else gives nothing away.
      q('১৯৭১ সালে কোন দেশ প্রথম ক্রিকেট ওয়ানডে খেলেছিল?', ['অস্ট্রেলিয়া', 'ভারত', 'পাকিস্তান']),
      q('বিশ্বের সর্বোচ্চ পর্বতশৃঙ্গ কোনটি?', ['মাউন্ট এভারেস্ট', 'কে-টু', 'কাঞ্চনজঙ্ঘা']),
      q('মাউন্ট এভারেস্ট কোন পর্বতমালায়?', ['হিমালয়', 'আল্পস', 'আন্দিজ']),
      // A one-word answer inside a longer word is no giveaway.
      q('ইতালির রাজধানী কোনটি?', ['রোম', 'মিলান', 'ভেনিস']),
      q('রোমানিয়ার রাজধানী কোনটি?', ['বুখারেস্ট', 'সোফিয়া', 'বুদাপেস্ট']),
    ]
    expect(findGiveaways(rows).map((g) => `${g.answer} ← ${g.by}`)).toEqual([
      `১৯৭১ ← ${rows[1]?.question}`,
      `মাউন্ট এভারেস্ট ← ${rows[4]?.question}`,
    ])
  })
})
