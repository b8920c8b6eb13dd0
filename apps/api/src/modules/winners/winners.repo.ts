import { addDays, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { quizRules } from '@khelahobe/contracts/rules'
import type { Segment } from '@khelahobe/contracts/subscription'
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Database, rowsOf } from '../../db/client.ts'
import { jobRuns, payouts, prizeAwards, prizePasses, users } from '../../db/schema.ts'
import { billingPeriodDays } from '../subscription/activity.ts'
import type { CompetitionName } from './competitions.ts'
import { jobLockKey, type Period } from './periods.ts'
import type { Candidate } from './pick-winners.ts'

export type NewAward = typeof prizeAwards.$inferInsert

/**
 * Waits for, then holds until commit, the lock of this job and period. Every instance
 * running the same job takes the same key, so they decide one after another.
 */
export async function takeJobLock(tx: Database, job: string, period: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${jobLockKey(job, period)}::bigint)`)
}

export async function jobRunExists(tx: Database, job: string, period: string) {
  const [row] = await tx
    .select({ job: jobRuns.job })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)))
  return row !== undefined
}

/** `job|period` of the runs already finished among these. */
export async function finishedRuns(db: Database, jobs: string[], periods: string[]) {
  if (jobs.length === 0 || periods.length === 0) return new Set<string>()
  const rows = await db
    .select({ job: jobRuns.job, period: jobRuns.period })
    .from(jobRuns)
    .where(and(inArray(jobRuns.job, jobs), inArray(jobRuns.period, periods)))
  return new Set(rows.map((row) => `${row.job}|${row.period}`))
}

/** Time from start to deadline, for a play nobody has closed yet (its deadline ended it). */
const fullPlayMs = sql.raw(`(extract(epoch from deadline - started_at) * 1000)::int`)

/**
 * The competition's standings before any eligibility rule: `user_id, score, elapsed_ms`
 * and `place` (1, 2, …; unique, so pages never overlap). A play still open after its
 * deadline counts as ended at the deadline: closing it is housekeeping's job and may lag.
 */
function standings(competition: CompetitionName, period: Period): SQL {
  switch (competition) {
    case 'daily_quiz':
      // Every winning play of the day, the earliest finished first: an entry is a play, and
      // the job passes over a person's second winning play (one win a day).
      return sql`
        select user_id, correct::int as score, coalesce(elapsed_ms, ${fullPlayMs}) as elapsed_ms,
          row_number() over (order by coalesce(ended_at, deadline), user_id, id) as place
        from quiz_plays
        where kind = 'regular' and day = ${period.id} and correct >= ${quizRules.regular.winningCorrect}`
    case 'weekly_special':
      // Only winning plays add to the week's total.
      return sql`
        select user_id, score, elapsed_ms,
          row_number() over (order by score desc, elapsed_ms, user_id) as place
        from (
          select user_id, sum(correct)::int as score, sum(coalesce(elapsed_ms, ${fullPlayMs}))::int as elapsed_ms
          from quiz_plays
          where kind = 'special' and day between ${period.firstDay} and ${period.lastDay}
            and correct >= ${quizRules.special.winningCorrect}
          group by user_id
        ) totals`
    case 'monthly_quiz':
      return boardStandings('quiz', `m:${period.id}`)
    case 'daily_game':
      return boardStandings('game', `d:${period.id}`)
  }
}

function boardStandings(board: 'quiz' | 'game', boardPeriod: string): SQL {
  return sql`
    select user_id, score, elapsed_ms, row_number() over (order by score desc, elapsed_ms, user_id) as place
    from board_entries where board = ${board} and period = ${boardPeriod}`
}

/**
 * One page of the standings, best first, each with the payout wallet of the person's
 * subscription if it was paid for `day`: a succeeded charge due within the seven days
 * ending that day (as `paymentActivity`), on a subscription of the segment not cancelled
 * before the day began. The wallet is the subscription's payer, else the account's own
 * number, written as a local number so `8801…` and `01…` are seen as one wallet.
 */
export async function candidatesPage(
  tx: Database,
  {
    competition,
    period,
    segment,
    day,
    offset,
    limit,
  }: {
    competition: CompetitionName
    period: Period
    segment: Segment
    day: string
    offset: number
    limit: number
  },
): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    tx,
    sql`
      select ranked.place::int as place, ranked.user_id as "userId", ranked.score,
        ranked.elapsed_ms as "elapsedMs", paid.wallet
      from (${standings(competition, period)} order by place limit ${limit} offset ${offset}) ranked
      left join lateral (
        select regexp_replace(coalesce(s.payer_msisdn, u.msisdn), '^[+]?88(01[0-9]{9})$', '\\1') as wallet
        from subscriptions s
        join payments p on p.subscription_id = s.id
        join users u on u.id = s.user_id
        where s.user_id = ranked.user_id and s.segment = ${segment} and p.succeeded
          and p.due_date between ${addDays(day, -(billingPeriodDays - 1))} and ${day}
          and (s.cancelled_at is null or s.cancelled_at >= ${dhakaDayStart(day)})
        order by p.due_date desc, s.id desc
        limit 1
      ) paid on true
      order by ranked.place`,
  )
}

export type NewPass = typeof prizePasses.$inferInsert

/**
 * Writes the awards, one pending payout each, the entries passed over and the job's run,
 * inside the caller's transaction.
 */
export async function recordWinners(
  tx: Database,
  {
    job,
    period,
    awards,
    passes,
    passedOver,
    finishedAt,
  }: {
    job: string
    period: string
    awards: NewAward[]
    /** The first entries passed over, with their reasons; `passedOver` counts them all. */
    passes: NewPass[]
    passedOver: number
    finishedAt: Date
  },
) {
  if (passes.length > 0) await tx.insert(prizePasses).values(passes)
  if (awards.length > 0) {
    const written = await tx.insert(prizeAwards).values(awards).returning()
    await tx.insert(payouts).values(
      written.map((award) => ({
        awardId: award.id,
        msisdn: award.payoutMsisdn,
        amountTaka: award.amountTaka,
        prize: award.prize,
        createdAt: finishedAt,
      })),
    )
  }
  await tx.insert(jobRuns).values({ job, period, finishedAt, awards: awards.length, passedOver })
}

/** A period's winners in rank order, with the account's own number, name and picture. */
export function awardsOf(db: Database, competition: CompetitionName, period: string) {
  return db
    .select({
      rank: prizeAwards.rank,
      userId: prizeAwards.userId,
      msisdn: users.msisdn,
      name: users.name,
      imageName: users.imageName,
      score: prizeAwards.score,
      elapsedMs: prizeAwards.elapsedMs,
      prize: prizeAwards.prize,
      amountTaka: prizeAwards.amountTaka,
    })
    .from(prizeAwards)
    .innerJoin(users, eq(users.id, prizeAwards.userId))
    .where(and(eq(prizeAwards.competition, competition), eq(prizeAwards.period, period)))
    .orderBy(asc(prizeAwards.rank))
}

/** Every prize the person won, newest period first, with its payout's status. */
export function awardsOfPerson(db: Database, userId: number) {
  return db
    .select({
      id: prizeAwards.id,
      competition: prizeAwards.competition,
      period: prizeAwards.period,
      rank: prizeAwards.rank,
      prize: prizeAwards.prize,
      amountTaka: prizeAwards.amountTaka,
      payoutMsisdn: prizeAwards.payoutMsisdn,
      payoutStatus: payouts.status,
    })
    .from(prizeAwards)
    .leftJoin(payouts, eq(payouts.awardId, prizeAwards.id))
    .where(eq(prizeAwards.userId, userId))
    .orderBy(desc(prizeAwards.createdAt), desc(prizeAwards.id))
}
