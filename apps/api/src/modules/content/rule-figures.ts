import { categoriesToPick, minimumAge, payoutSchedule, quizRules } from '@khelahobe/contracts/rules'
import { competitions } from '../winners/competitions.ts'

const bengali = new Intl.NumberFormat('bn-BD')
const number = (value: number) => bengali.format(value)

const weekdayNames = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার']

const goodsNames = { smartphone: 'স্মার্টফোন', smartwatch: 'স্মার্টওয়াচ' } as const
const placeNames = ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম']

/** `প্রথম: স্মার্টফোন, দ্বিতীয়: স্মার্টওয়াচ, তৃতীয়: ৩,০০০ টাকা ক্যাশ-ইন`, from the monthly job's own prizes. */
function monthlyPrizesText() {
  const { winners, prizeFor } = competitions.monthly_quiz
  return Array.from({ length: winners }, (_, index) => {
    const prize = prizeFor(index + 1)
    const what = prize.prize === 'cash' ? `${number(prize.amountTaka)} টাকা ক্যাশ-ইন` : goodsNames[prize.prize]
    return `${placeNames[index]}: ${what}`
  }).join(', ')
}

/**
 * Every number the accordion pages may state, in Bengali digits, read from the values the
 * code enforces: the winners jobs' competitions, the quiz rules the plays are limited by, and
 * the price the subscriptions charge. A page item says `{dailyQuizWinners}`, never `৫০`.
 */
export function ruleFigures({ priceTaka }: { priceTaka: number }): Record<string, string> {
  const { daily_quiz, weekly_special, daily_game } = competitions
  return {
    price: number(priceTaka),
    quizQuestions: number(quizRules.regular.questions),
    quizPlays: number(quizRules.regular.playsPerDay),
    quizSeconds: number(quizRules.regular.seconds),
    quizWinning: number(quizRules.regular.winningCorrect),
    specialQuestions: number(quizRules.special.questions),
    specialPlays: number(quizRules.special.playsPerDay),
    specialSeconds: number(quizRules.special.seconds),
    specialWinning: number(quizRules.special.winningCorrect),
    categories: number(categoriesToPick),
    dailyQuizWinners: number(daily_quiz.winners),
    dailyQuizTaka: number(daily_quiz.prizeFor().amountTaka),
    specialWinners: number(weekly_special.winners),
    specialTaka: number(weekly_special.prizeFor().amountTaka),
    gameWinners: number(daily_game.winners),
    gameTaka: number(daily_game.prizeFor().amountTaka),
    monthlyPrizes: monthlyPrizesText(),
    weeklyPayoutDays: payoutSchedule.weeklyOnDays.map((day) => weekdayNames[day]).join(' বা '),
    monthlyPayoutDays: number(payoutSchedule.monthlyWithinDays),
    minimumAge: number(minimumAge),
  }
}

const placeholder = /\{(\w+)\}/g

/** The names a template uses, `{price}` → `price`. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] as string)
}

/** Fills a page item's placeholders; one the figures do not know stays as written, for the operator to see. */
export function fillTemplate(template: string, figures: Record<string, string>): string {
  return template.replace(placeholder, (whole, name: string) => figures[name] ?? whole)
}
