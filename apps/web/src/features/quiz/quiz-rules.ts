/**
 * The quiz rules the screens show and count with (DESIGN §4, spec §9). A copy of the
 * contracts' `quizRules`: that module builds zod schemas when it loads, so importing it as a
 * value would put zod in the web bundle. `quiz-rules.test.ts` pins these to the spec.
 */
export const quizRules = {
  regular: { questions: 40, playsPerDay: 2, winningCorrect: 20, seconds: 90 },
  special: { questions: 30, playsPerDay: 1, winningCorrect: 25, seconds: 90 },
} as const

/** Categories to pick for a chosen-category quiz. */
export const categoriesToPick = 3

/** The regular quiz's prizes (DESIGN §6), for the prize modal. */
export const quizPrizes = { dailyWinners: 50, dailyTaka: 10, monthlyThirdTaka: 3000 } as const
