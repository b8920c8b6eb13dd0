import { describe, expect, it } from 'vitest'
import { categoriesToPick, quizPrizes, quizRules } from './quiz-rules.ts'

// The values are written out from the spec (§9) and DESIGN §4/§6, not read from the contracts:
// if either side changes, this test is where someone decides which one is right.
describe('quiz rules', () => {
  it('matches the regular quiz of the spec', () => {
    expect(quizRules.regular).toEqual({ questions: 40, playsPerDay: 2, winningCorrect: 20, seconds: 90 })
  })

  it('matches the special quiz of the spec', () => {
    expect(quizRules.special).toEqual({ questions: 30, playsPerDay: 1, winningCorrect: 25, seconds: 90 })
  })

  it('asks for 3 categories', () => {
    expect(categoriesToPick).toBe(3)
  })

  it('names the prizes of the spec', () => {
    expect(quizPrizes).toEqual({ dailyWinners: 50, dailyTaka: 10, monthlyThirdTaka: 3000 })
  })
})
