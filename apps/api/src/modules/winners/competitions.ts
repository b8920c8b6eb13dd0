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

const monthlyPrizes: Prize[] = [
  { prize: 'smartphone', amountTaka: 0 },
  { prize: 'smartwatch', amountTaka: 0 },
  { prize: 'cash', amountTaka: 3000 },
]

/** The product's four prize competitions (product spec §9, DESIGN §6); the key is the job's name. */
export const competitions = {
  daily_quiz: { periodKind: 'day', segment: 'quiz', winners: 50, prizeFor: cash(10) },
  weekly_special: { periodKind: 'week', segment: 'special', winners: 10, prizeFor: cash(50) },
  monthly_quiz: {
    periodKind: 'month',
    segment: 'quiz',
    winners: monthlyPrizes.length,
    prizeFor: (rank) => {
      const prize = monthlyPrizes[rank - 1]
      if (!prize) throw new Error(`the monthly quiz has no prize for rank ${rank}`)
      return prize
    },
  },
  daily_game: { periodKind: 'day', segment: 'quiz', winners: 100, prizeFor: cash(10) },
} as const satisfies Record<string, Competition>

export type CompetitionName = keyof typeof competitions
export const competitionNames = Object.keys(competitions) as CompetitionName[]
