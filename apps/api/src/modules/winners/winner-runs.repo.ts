import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { jobRuns, payouts, prizeAwards, prizePasses, users } from '../../db/schema.ts'
import type { CompetitionName } from './competitions.ts'

/** A competition's decided periods, newest first. */
export function runsOf(db: Database, competition: CompetitionName, limit: number) {
  return db
    .select({
      period: jobRuns.period,
      finishedAt: jobRuns.finishedAt,
      awards: jobRuns.awards,
      passedOver: jobRuns.passedOver,
    })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, competition), isNotNull(jobRuns.finishedAt)))
    .orderBy(desc(jobRuns.period))
    .limit(limit)
}

/** One decided period's run, if the job has decided it. */
export async function runOf(db: Database, competition: CompetitionName, period: string) {
  const [run] = await db
    .select({ finishedAt: jobRuns.finishedAt, passedOver: jobRuns.passedOver })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, competition), eq(jobRuns.period, period), isNotNull(jobRuns.finishedAt)))
  return run
}

/** A period's winners in rank order, with the account and the payout the job wrote for each. */
export function winnersWithPayouts(db: Database, competition: CompetitionName, period: string) {
  return db
    .select({
      rank: prizeAwards.rank,
      userId: prizeAwards.userId,
      msisdn: users.msisdn,
      name: users.name,
      score: prizeAwards.score,
      elapsedMs: prizeAwards.elapsedMs,
      prize: prizeAwards.prize,
      amountTaka: prizeAwards.amountTaka,
      payoutMsisdn: prizeAwards.payoutMsisdn,
      payoutId: payouts.id,
      payoutStatus: payouts.status,
      payoutBatch: payouts.exportBatch,
    })
    .from(prizeAwards)
    .innerJoin(users, eq(users.id, prizeAwards.userId))
    .leftJoin(payouts, eq(payouts.awardId, prizeAwards.id))
    .where(and(eq(prizeAwards.competition, competition), eq(prizeAwards.period, period)))
    .orderBy(asc(prizeAwards.rank))
}

/** The entries the job passed over in that period, by place, with the account. */
export function passesOf(db: Database, competition: CompetitionName, period: string) {
  return db
    .select({
      place: prizePasses.place,
      userId: prizePasses.userId,
      msisdn: users.msisdn,
      name: users.name,
      score: prizePasses.score,
      elapsedMs: prizePasses.elapsedMs,
      reason: prizePasses.reason,
      wallet: prizePasses.wallet,
    })
    .from(prizePasses)
    .innerJoin(users, eq(users.id, prizePasses.userId))
    .where(and(eq(prizePasses.competition, competition), eq(prizePasses.period, period)))
    .orderBy(asc(prizePasses.place))
}
