import { addDays, dhakaDate } from '@khelahobe/contracts/dhaka-time'
import type { WinnerEntry, WinnerListResponse } from '@khelahobe/contracts/leaderboard'
import { maskMsisdn } from '@khelahobe/contracts/msisdn'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { awardsOf, awardsOfPerson } from './winners.repo.ts'

const competitionOf = { quiz: 'daily_quiz', game: 'daily_game' } as const

type Award = Awaited<ReturnType<typeof awardsOf>>[number]

const entry = (award: Award, shownNumber: string): WinnerEntry => ({
  rank: award.rank,
  msisdn: shownNumber,
  name: award.name,
  imageName: award.imageName,
  round: 1,
  score: award.score,
  timeMs: award.elapsedMs,
  prize: { kind: award.prize, amountTaka: award.amountTaka },
})

export function createWinnersService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /**
     * The winner page: yesterday's daily winners (Dhaka) of the board in rank order, in the
     * leaderboard's shape, each with the prize the winners job awarded. Others' numbers are
     * masked; the caller's own line shows theirs in full.
     */
    async yesterdaysWinners(
      board: keyof typeof competitionOf,
      callerId: number | undefined,
    ): Promise<WinnerListResponse['data']> {
      const yesterday = addDays(dhakaDate(clock.now()), -1)
      const awards = await awardsOf(db, competitionOf[board], yesterday)
      const mine = callerId === undefined ? undefined : awards.find((award) => award.userId === callerId)
      return {
        top3: awards.filter((a) => a.rank <= 3).map((a) => entry(a, maskMsisdn(a.msisdn))),
        other: awards.filter((a) => a.rank > 3).map((a) => entry(a, maskMsisdn(a.msisdn))),
        personalData: mine ? entry(mine, mine.msisdn) : null,
      }
    },

    /** Every prize the person won, newest first, with its payout's status (the console's Users). */
    prizesOf: (userId: number) => awardsOfPerson(db, userId),
  }
}

export type WinnersService = ReturnType<typeof createWinnersService>
