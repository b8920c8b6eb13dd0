import type { CompetitionName as ContractCompetitionName } from '@khelahobe/contracts/prizes'
import { gameRules, monthlyQuizPrizes, quizPrizes, specialPrizes } from '@khelahobe/contracts/rules'
import type { Segment } from '@khelahobe/contracts/subscription'
import type { PeriodKind } from './periods.ts'

/** The prize of one rank. Goods carry no cash amount: the operator delivers them. */
export interface Prize {
  prize: 'cash' | 'smartphone' | 'smartwatch'
  amountTaka: number
}

export interface Competition {
  periodKind: PeriodKind
  /** Whose paid subscription makes a player eligible. */
  segment: Segment
  winners: number
  prizeFor(rank: number): Prize
}

const cash = (amountTaka: number) => (): Prize => ({ prize: 'cash', amountTaka })

/** The product's four prize competitions (product spec §9, DESIGN §6); the key is the job's name. */
export const competitions = {
  daily_quiz: {
    periodKind: 'day',
    segment: 'quiz',
    winners: quizPrizes.dailyWinners,
    prizeFor: cash(quizPrizes.dailyTaka),
  },
  weekly_special: {
    periodKind: 'week',
    segment: 'special',
    winners: specialPrizes.weeklyWinners,
    prizeFor: cash(specialPrizes.weeklyTaka),
  },
  monthly_quiz: {
    periodKind: 'month',
    segment: 'quiz',
    winners: monthlyQuizPrizes.length,
    prizeFor: (rank) => {
      const prize = monthlyQuizPrizes[rank - 1]
      if (!prize) throw new Error(`the monthly quiz has no prize for rank ${rank}`)
      return { ...prize }
    },
  },
  daily_game: {
    periodKind: 'day',
    segment: 'quiz',
    winners: gameRules.dailyWinners,
    prizeFor: cash(gameRules.dailyTaka),
  },
} as const satisfies Record<ContractCompetitionName, Competition>

export type CompetitionName = keyof typeof competitions
export const competitionNames = Object.keys(competitions) as CompetitionName[]
