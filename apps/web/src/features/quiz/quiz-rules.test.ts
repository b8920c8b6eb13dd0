import { categoriesToPick, quizPrizes, quizRules } from '@khelahobe/contracts/rules'
import { describe, expect, it } from 'vitest'

// The screens count and write with the contracts' rules. The values here are written out from
// the spec (§9) and DESIGN §4/§6, not read from anywhere: if the rules change, this test is
// where someone decides whether the spec changed too.
describe('quiz rules', () => {
  it('matches the regular quiz of the spec', () => {
    expect(quizRules.regular).toEqual({
      questions: 40,
      playsPerDay: 2,
      winningCorrect: 20,
      seconds: 90,
      segment: 'quiz',
    })
  })

  it('matches the special quiz of the spec', () => {
    expect(quizRules.special).toEqual({
      questions: 30,
      playsPerDay: 1,
      winningCorrect: 25,
      seconds: 90,
      segment: 'special',
    })
  })

  it('asks for 3 categories', () => {
    expect(categoriesToPick).toBe(3)
  })

  it('names the prizes of the spec', () => {
    expect(quizPrizes).toEqual({ dailyWinners: 50, dailyTaka: 10, monthlyThirdTaka: 3000 })
  })
})
