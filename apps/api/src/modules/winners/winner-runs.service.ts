import { isCalendarDate } from '@khelahobe/contracts/dhaka-time'
import { errorCodes } from '@khelahobe/contracts/error-codes'
import { type WinnerPeriod, winnerRunsShown } from '@khelahobe/contracts/payouts-console'
import type { Database } from '../../db/client.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import { type CompetitionName, competitions } from './competitions.ts'
import { periodFromId } from './periods.ts'
import * as repo from './winner-runs.repo.ts'

const periodNaming = {
  day: 'A daily competition’s period is its day, YYYY-MM-DD.',
  week: 'A weekly period is named by its Saturday, YYYY-MM-DD.',
  month: 'A monthly period is its month, YYYY-MM.',
} as const

/**
 * What the winners jobs decided, for the console (role finance): each competition's decided
 * periods, and a period's winners with their payouts beside the entries the job passed over,
 * each with the reason the job recorded when it ran (`pick-winners.ts`), not one worked
 * out again from today's data.
 */
export function createWinnerRunsService({ db }: { db: Database }) {
  return {
    async runs(competition: CompetitionName) {
      const kind = competitions[competition].periodKind
      const runs = await repo.runsOf(db, competition, winnerRunsShown)
      return runs.map((run) => {
        const period = periodFromId(kind, run.period)
        return {
          period: run.period,
          firstDay: period.firstDay,
          lastDay: period.lastDay,
          decidedAt: (run.finishedAt ?? new Date(0)).toISOString(),
          winners: run.awards ?? 0,
          passedOver: run.passedOver,
        }
      })
    },

    async period(competition: CompetitionName, periodId: string): Promise<WinnerPeriod> {
      const kind = competitions[competition].periodKind
      if (!isCalendarDate(kind === 'month' ? `${periodId}-01` : periodId))
        throw badRequest(periodNaming[kind])
      const period = periodFromId(kind, periodId)
      if (period.id !== periodId) throw badRequest(periodNaming[kind])
      const run = await repo.runOf(db, competition, periodId)
      if (!run?.finishedAt)
        throw new AppError(404, errorCodes.notFound, 'The winners of this period have not been decided yet.')
      const [winners, passes] = await Promise.all([
        repo.winnersWithPayouts(db, competition, periodId),
        repo.passesOf(db, competition, periodId),
      ])
      const rankOfWallet = new Map(winners.map((winner) => [winner.payoutMsisdn, winner.rank]))
      return {
        competition,
        period: periodId,
        firstDay: period.firstDay,
        lastDay: period.lastDay,
        decidedAt: run.finishedAt.toISOString(),
        winners: winners.map(({ payoutId, payoutStatus, payoutBatch, ...winner }) => ({
          ...winner,
          payout:
            payoutId === null || payoutStatus === null
              ? null
              : { id: payoutId, status: payoutStatus, batch: payoutBatch },
        })),
        passedOver: passes.map((pass) => ({
          ...pass,
          sharedWithRank: pass.wallet === null ? null : (rankOfWallet.get(pass.wallet) ?? null),
        })),
        passedOverCount: run.passedOver,
      }
    },
  }
}

export type WinnerRunsService = ReturnType<typeof createWinnerRunsService>
