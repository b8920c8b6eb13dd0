import { errorCodes } from '@khelahobe/contracts/error-codes'
import type { Segment } from '@khelahobe/contracts/subscription'
import { recentPlaysShown, type UserCard } from '@khelahobe/contracts/users-console'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../lib/audit.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { GamesService } from '../games/games.service.ts'
import type { QuizService } from '../quiz/quiz.service.ts'
import type { SubscriptionService } from '../subscription/subscription.service.ts'
import type { WinnersService } from '../winners/winners.service.ts'
import type { AuthService } from './auth.service.ts'

const segmentNames: Record<Segment, string> = { quiz: 'the daily quiz', special: 'the weekly special quiz' }

const noSuchUser = () => new AppError(404, errorCodes.notFound, 'There is no such user.')

const iso = (date: Date | null) => date?.toISOString() ?? null

type SubscriptionRow = Awaited<ReturnType<SubscriptionService['historyOf']>>['subscriptions'][number]

function subscriptionEntry(row: SubscriptionRow): UserCard['subscriptions'][number] {
  return {
    id: row.id,
    segment: row.segment,
    state: row.state,
    providerStatus: row.providerStatus,
    requestId: row.requestId,
    providerSubscriptionId: row.providerSubscriptionId,
    payerMsisdn: row.payerMsisdn,
    amountTaka: row.amountTaka,
    campaignKey: row.campaignKey,
    createdAt: row.createdAt.toISOString(),
    nextPaymentDate: row.nextPaymentDate,
    cancelledAt: iso(row.cancelledAt),
  }
}

/**
 * The console's Users section (role support): one person's card, put together from what each
 * domain offers, and the two things support may do for them. Each change is made by its
 * domain's service, which writes the audit row in the change's own transaction.
 */
export function createSupportService(deps: {
  /** For the audit row of a look-up, which changes nothing else. */
  db: Database
  clock: Clock
  accountByNumber: AuthService['accountByNumber']
  userById: AuthService['userById']
  endSessions: AuthService['endSessions']
  subscriptionHistory: SubscriptionService['historyOf']
  cancelForOperator: SubscriptionService['cancelForOperator']
  recentPlays: QuizService['recentPlays']
  recentRuns: GamesService['recentRuns']
  prizesOf: WinnersService['prizesOf']
}) {
  return {
    /**
     * Everything support needs to answer a call about this number. A look-up is recorded in
     * the audit log (who read whose data), as reading a person's data is itself worth knowing.
     */
    async lookUp(msisdn: string, operatorId: number): Promise<UserCard> {
      const account = await deps.accountByNumber(msisdn)
      if (!account) {
        throw new AppError(404, errorCodes.notFound, `No one has used the service with the number ${msisdn}.`)
      }
      const [history, plays, runs, awards] = await Promise.all([
        deps.subscriptionHistory(account.id),
        deps.recentPlays(account.id, recentPlaysShown),
        deps.recentRuns(account.id, recentPlaysShown),
        deps.prizesOf(account.id),
      ])
      await recordAudit(deps.db, deps.clock.now(), {
        operatorId,
        action: 'user.view',
        subject: `user:${account.id}`,
      })
      return {
        account: {
          id: account.id,
          msisdn: account.msisdn,
          name: account.name,
          createdAt: account.createdAt.toISOString(),
          lastLoginAt: iso(account.lastLoginAt),
          liveSessions: account.liveSessions,
        },
        subscriptions: history.subscriptions.map(subscriptionEntry),
        payments: history.payments.map(({ payment, segment }) => ({
          id: payment.id,
          segment,
          providerPaymentId: payment.providerPaymentId,
          dueDate: payment.dueDate,
          amountTaka: payment.amountTaka,
          status: payment.status,
          succeeded: payment.succeeded,
          trxId: payment.trxId,
          trxTime: iso(payment.trxTime),
        })),
        quizPlays: plays.map((play) => ({
          ...play,
          startedAt: play.startedAt.toISOString(),
          endedAt: iso(play.endedAt),
        })),
        gameRuns: runs.map((run) => ({
          ...run,
          issuedAt: run.issuedAt.toISOString(),
          submittedAt: iso(run.submittedAt),
        })),
        awards,
      }
    },

    async unsubscribe(userId: number, segment: Segment, by: { operatorId: number; reason: string }) {
      if (!(await deps.userById(userId))) throw noSuchUser()
      const { outcome, row } = await deps.cancelForOperator(userId, segment, by)
      return {
        outcome,
        message:
          outcome === 'done'
            ? `Unsubscribed from ${segmentNames[segment]}; bKash will not charge them again.`
            : `They are not subscribed to ${segmentNames[segment]}; nothing was changed.`,
        subscription: row ? subscriptionEntry(row) : null,
      }
    },

    async endSessions(userId: number, by: { operatorId: number; reason: string }) {
      if (!(await deps.userById(userId))) throw noSuchUser()
      const ended = await deps.endSessions(userId, by)
      return {
        outcome: ended > 0 ? ('done' as const) : ('alreadyDone' as const),
        message:
          ended > 0
            ? `Ended ${ended} ${ended === 1 ? 'session' : 'sessions'}: they are logged out everywhere.`
            : 'They have no session to end; nothing was changed.',
        ended,
      }
    },
  }
}

export type SupportService = ReturnType<typeof createSupportService>
